import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Teleprompter } from './teleprompter';

const words = (n: number) => Array.from({ length: n }, (_, i) => `palavra${i}`).join(' ');

const SEGMENTS = [
  { label: 'Parte 1', time: '07:00', text: words(100) },
  { label: 'Parte 2', time: '12:00', text: words(73) },
];

function renderPrompter(onClose = vi.fn()) {
  render(<Teleprompter segments={SEGMENTS} title="Dia de treino" onClose={onClose} />);
  return { onClose };
}

/** Starts and lets the 3-2-1 countdown run out. */
function startAndCountDown() {
  fireEvent.click(screen.getByRole('button', { name: 'Começar' }));
  // One second per number; each next second is scheduled after the screen shows the current one.
  for (let i = 0; i < 3; i++) {
    act(() => {
      vi.advanceTimersByTime(1000);
    });
  }
}

const live = () => screen.getByTestId('teleprompter-live');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('Teleprompter', () => {
  it('shows the estimated duration before starting, following the speed', () => {
    renderPrompter();
    // 173 words at 130 words per minute.
    expect(screen.getByTestId('teleprompter-estimate')).toHaveTextContent('Duração estimada: 1 min 20 s');
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar velocidade' }));
    expect(screen.getByTestId('teleprompter-wpm')).toHaveTextContent('140 pal./min');
    expect(screen.getByTestId('teleprompter-estimate')).toHaveTextContent('Duração estimada: 1 min 15 s');
  });

  it('opens as a modal dialog with the start button focused, and shows the segments with their times', () => {
    renderPrompter();
    expect(screen.getByRole('dialog', { name: 'Teleprompter: Dia de treino' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Começar' })).toHaveFocus();
    expect(screen.getByText('Parte 1 · 07:00')).toBeInTheDocument();
    expect(screen.getByText('Parte 2 · 12:00')).toBeInTheDocument();
  });

  it('counts down 3, 2, 1 in a live region, then runs', () => {
    renderPrompter();
    fireEvent.click(screen.getByRole('button', { name: 'Começar' }));
    expect(live()).toHaveTextContent('Começando em 3');
    expect(live()).toHaveAttribute('aria-live', 'assertive');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(live()).toHaveTextContent('Começando em 2');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(live()).toHaveTextContent('Começando em 1');
    expect(screen.queryByRole('button', { name: 'Pausar' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(live()).toHaveTextContent('Rodando');
    expect(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
  });

  it('pauses and resumes with the space bar', () => {
    renderPrompter();
    startAndCountDown();
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(live()).toHaveTextContent('Pausado');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(live()).toHaveTextContent('Rodando');
  });

  it('pauses with the space bar after a tap on a control, without pressing the control again', () => {
    renderPrompter();
    startAndCountDown();
    const bigger = screen.getByRole('button', { name: 'Aumentar fonte' });
    bigger.focus();
    fireEvent.click(bigger);
    expect(screen.getByTestId('teleprompter-text').style.fontSize).toBe('44px');
    const space = fireEvent.keyDown(bigger, { key: ' ' });
    // The key was taken for the pause (its default, the button's click, is cancelled).
    expect(space).toBe(false);
    expect(live()).toHaveTextContent('Pausado');
    expect(screen.getByTestId('teleprompter-text').style.fontSize).toBe('44px');
    fireEvent.keyDown(bigger, { key: ' ' });
    expect(live()).toHaveTextContent('Rodando');
  });

  it('pauses and resumes with a tap on the text', () => {
    renderPrompter();
    startAndCountDown();
    fireEvent.click(screen.getByTestId('teleprompter-scroller'));
    expect(live()).toHaveTextContent('Pausado');
    fireEvent.click(screen.getByTestId('teleprompter-scroller'));
    expect(live()).toHaveTextContent('Rodando');
  });

  it('changes the speed with the up and down arrows', () => {
    renderPrompter();
    startAndCountDown();
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    expect(screen.getByTestId('teleprompter-wpm')).toHaveTextContent('150 pal./min');
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(screen.getByTestId('teleprompter-wpm')).toHaveTextContent('140 pal./min');
    expect(live()).toHaveTextContent('Rodando');
  });

  it('mirrors the text and back', () => {
    renderPrompter();
    const mirror = screen.getByRole('button', { name: 'Espelhar texto' });
    expect(mirror).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(mirror);
    expect(mirror).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('teleprompter-text').style.transform).toBe('scaleX(-1)');
    fireEvent.click(mirror);
    expect(screen.getByTestId('teleprompter-text').style.transform).toBe('');
  });

  it('changes the font size', () => {
    renderPrompter();
    const text = screen.getByTestId('teleprompter-text');
    expect(text.style.fontSize).toBe('40px');
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar fonte' }));
    expect(text.style.fontSize).toBe('44px');
    fireEvent.click(screen.getByRole('button', { name: 'Diminuir fonte' }));
    fireEvent.click(screen.getByRole('button', { name: 'Diminuir fonte' }));
    expect(text.style.fontSize).toBe('36px');
  });

  it('closes with Escape and with the close button', () => {
    const { onClose } = renderPrompter();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps the screen awake while running and lets it go on pause', async () => {
    const release = vi.fn(() => Promise.resolve());
    const request = vi.fn(() => Promise.resolve({ release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    renderPrompter();
    expect(request).not.toHaveBeenCalled();
    startAndCountDown();
    expect(request).toHaveBeenCalledWith('screen');
    await act(async () => {
      await Promise.resolve();
    });
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('asks for the wake lock again when the page becomes visible', async () => {
    const request = vi.fn(() => Promise.resolve({ release: () => Promise.resolve() }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    renderPrompter();
    startAndCountDown();
    expect(request).toHaveBeenCalledTimes(1);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('goes full screen on start where the browser can', () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    try {
      renderPrompter();
      fireEvent.click(screen.getByRole('button', { name: 'Começar' }));
      expect(requestFullscreen).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(document, 'fullscreenEnabled');
      Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
    }
  });

  it('works without the Fullscreen and Wake Lock APIs', () => {
    renderPrompter();
    startAndCountDown();
    expect(live()).toHaveTextContent('Rodando');
    expect(screen.getByRole('dialog')).toHaveClass('fixed');
  });
});
