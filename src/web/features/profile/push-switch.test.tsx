import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle, renderWithProviders, reply, stubApi } from '@tests/support/render';
import { PushSwitch } from './push-switch';

// A 65-byte key, as the server gives it (URL-safe base64).
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i * 7) % 256);
const PUBLIC_KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');

/** The browser's Push API, enough for the switch: permission, one registration, one subscription. */
function fakeBrowser(permissionAnswer: NotificationPermission) {
  let subscription: {
    endpoint: string;
    options: { applicationServerKey: ArrayBuffer };
    toJSON(): unknown;
    unsubscribe(): Promise<boolean>;
  } | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      subscription = {
        endpoint: 'https://push.example.com/send/abc',
        options: { applicationServerKey: options.applicationServerKey.buffer as ArrayBuffer },
        toJSON: () => ({
          endpoint: 'https://push.example.com/send/abc',
          expirationTime: null,
          keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
        }),
        unsubscribe: vi.fn(async () => {
          subscription = null;
          return true;
        }),
      };
      return subscription;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
  };
  const Notification = {
    permission: 'default' as NotificationPermission,
    requestPermission: vi.fn(async () => permissionAnswer),
  };
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  return { pushManager, serviceWorker, Notification };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushSwitch', () => {
  it('asks permission, subscribes with the server key and sends the subscription; off removes it', async () => {
    const browser = fakeBrowser('granted');
    const api = stubApi({
      '/api/push/key': { publicKey: PUBLIC_KEY },
      'PUT /api/push/subscription': handle(() => reply(200, { subscribed: true })),
      'DELETE /api/push/subscription': handle(() => reply(200, { subscribed: false })),
    });
    renderWithProviders(<PushSwitch />);
    const toggle = await screen.findByRole('switch', { name: 'Avisar no celular na hora de postar' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.Notification.requestPermission).toHaveBeenCalledOnce();
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/push-sw.js', { scope: '/' });
    expect([...browser.pushManager.subscribe.mock.calls[0]![0].applicationServerKey]).toEqual([...KEY_BYTES]);
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      endpoint: 'https://push.example.com/send/abc',
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    });

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({
      endpoint: 'https://push.example.com/send/abc',
    });
  });

  it('a refused permission subscribes nothing and says how to allow it', async () => {
    const browser = fakeBrowser('denied');
    const api = stubApi({ '/api/push/key': { publicKey: PUBLIC_KEY } });
    renderWithProviders(<PushSwitch />);
    const toggle = await screen.findByRole('switch', { name: 'Avisar no celular na hora de postar' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByText(/As notificações do Pautei estão bloqueadas/)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('shows nothing when the server sends no push', async () => {
    const api = stubApi({ '/api/push/key': { publicKey: null } });
    renderWithProviders(<PushSwitch />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
