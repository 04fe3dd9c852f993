/**
 * A small fake of the Stripe API for integration tests (the app reaches it through STRIPE_API_BASE).
 * It records every request (method, path, form body, headers) so tests can assert what was sent, and
 * answers the calls Pautei makes: customers, Checkout Sessions (created and read back), Billing Portal
 * sessions, refunds, payment methods (for a revoked Pix mandate), and the subscription and first invoice a
 * subscription-mode session sets up (read back, and the subscription cancelled).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The form-encoded body, flat: `line_items[0][price]` → 'price_x'. */
  body: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakeStripe {
  /** e.g. http://127.0.0.1:54321 (for STRIPE_API_BASE) */
  url: string;
  requests: FakeStripeRequest[];
  /** Customers that exist; remove one to play "deleted in the Stripe dashboard". */
  customers: Set<string>;
  /** Payment methods that exist: id → customer (a Pix mandate names a payment method). */
  paymentMethods: Map<string, string>;
  /**
   * Checkout Sessions created, by id. A subscription-mode session names the subscription it set up
   * (`sub_fake_…`, a test may point it at the subscription its events name) and its first invoice.
   */
  sessions: Map<string, Record<string, unknown>>;
  /** Subscriptions cancelled through the API (DELETE /v1/subscriptions/:id), by id. */
  cancelledSubscriptions: Set<string>;
  /** The next request answers this status with a Stripe-style error body. */
  failNext(status: number, error?: Record<string, unknown>): void;
  /** Requests to one path. */
  calls(path: string): FakeStripeRequest[];
  /**
   * Runs before each request is answered (null: nothing): a test sees what the app's database holds at the
   * moment the provider is called.
   */
  onRequest: ((request: FakeStripeRequest) => Promise<void>) | null;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${Date.now()}` });
  res.end(json);
}

function noSuchCustomer(id: string) {
  return {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param: 'customer',
      message: `No such customer: '${id}'`,
    },
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const customers = new Set<string>();
  const paymentMethods = new Map<string, string>();
  const sessions = new Map<string, Record<string, unknown>>();
  const cancelledSubscriptions = new Set<string>();
  let counter = 0;
  let failure: { status: number; error: Record<string, unknown> } | null = null;
  const fake = { onRequest: null } as FakeStripe;

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const body = Object.fromEntries(new URLSearchParams(raw));
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const request = { method: req.method ?? 'GET', path, body, headers: req.headers };
    requests.push(request);
    if (fake.onRequest) await fake.onRequest(request);
    if (failure) {
      const f = failure;
      failure = null;
      send(res, f.status, { error: f.error });
      return;
    }
    counter += 1;
    if (req.method === 'POST' && path === '/v1/customers') {
      const id = `cus_fake_${counter}`;
      customers.add(id);
      send(res, 200, {
        id,
        object: 'customer',
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: { userId: body['metadata[userId]'] },
      });
      return;
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      if (body.customer && !customers.has(body.customer)) {
        send(res, 400, noSuchCustomer(body.customer));
        return;
      }
      const id = `cs_test_fake_${counter}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: body.mode,
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: body.mode === 'payment' ? `pi_fake_${counter}` : null,
        subscription: body.mode === 'subscription' ? `sub_fake_${counter}` : null,
        invoice: body.mode === 'subscription' ? `in_fake_${counter}` : null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
      sessions.set(id, session);
      send(res, 200, session);
      return;
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && sessionPath) {
      const session = sessions.get(sessionPath[1] ?? '');
      if (session) send(res, 200, session);
      else send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
      return;
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      send(res, 200, {
        id: `re_fake_${counter}`,
        object: 'refund',
        payment_intent: body.payment_intent,
        amount: Number(body.amount),
        status: 'succeeded',
      });
      return;
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionPath && (req.method === 'GET' || req.method === 'DELETE')) {
      const id = subscriptionPath[1] ?? '';
      // Any subscription a session set up exists; cancelling one twice is an error, as with Stripe.
      const known = [...sessions.values()].some((session) => session.subscription === id);
      if (!known) {
        send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
        return;
      }
      if (req.method === 'DELETE') {
        if (cancelledSubscriptions.has(id)) {
          send(res, 400, {
            error: { type: 'invalid_request_error', message: `This subscription has already been canceled: ${id}` },
          });
          return;
        }
        cancelledSubscriptions.add(id);
      }
      send(res, 200, {
        id,
        object: 'subscription',
        status: cancelledSubscriptions.has(id) ? 'canceled' : 'active',
      });
      return;
    }
    const invoicePath = /^\/v1\/invoices\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && invoicePath) {
      const id = invoicePath[1] ?? '';
      send(res, 200, {
        id,
        object: 'invoice',
        payments: {
          object: 'list',
          data: [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: `pi_${id}` } }],
        },
      });
      return;
    }
    const methodPath = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && methodPath) {
      const id = methodPath[1] ?? '';
      const customer = paymentMethods.get(id);
      if (customer) send(res, 200, { id, object: 'payment_method', type: 'pix', customer });
      else send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
      return;
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = body.customer ?? '';
      if (!customers.has(customer)) {
        send(res, 400, noSuchCustomer(customer));
        return;
      }
      const id = `bps_fake_${counter}`;
      send(res, 200, {
        id,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url,
        url: `https://billing.stripe.test/p/session/${id}`,
      });
      return;
    }
    send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` },
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const api: Omit<FakeStripe, 'onRequest'> = {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    paymentMethods,
    sessions,
    cancelledSubscriptions,
    failNext(status, error = { type: 'api_error', message: 'Fake Stripe failure' }) {
      failure = { status, error };
    },
    calls(path) {
      return requests.filter((r) => r.path === path);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
  return Object.assign(fake, api);
}
