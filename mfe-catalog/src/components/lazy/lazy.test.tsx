import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { firstViewShown, PRIMEIRA_VISTA_ATTRIBUTE } from '@loja/shared-ui/platform';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { renderToString } from 'react-dom/server';
import { LazyMount, PARTE_NAO_CARREGADA, belowTheFold, lazyPart, preloadQuietly, usePreloadWhenIdle } from '.';

/**
 * A click awaited inside act: a part that suspends on it is retried when its chunk arrives (with
 * user-event's own act, React keeps the retry queued for an act that never comes).
 */
const press = (name: string) => act(async () => screen.getByRole('button', { name }).click());

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

interface PanelProps {
  open: boolean;
}
/** The part a chunk would hold: it shows whether the page has it open. */
function Panel({ open }: PanelProps) {
  return <p>{open ? 'Painel aberto' : 'Painel fechado'}</p>;
}

/** A chunk load the test settles by hand (the network). */
function controlledLoad() {
  const loads: Array<{ resolve: () => void; reject: () => void }> = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Panel>((resolve, reject) => {
        loads.push({ resolve: () => resolve(Panel), reject: () => reject(new Error('chunk indisponível')) });
      }),
  );
  return { load, loads };
}

function Page({ part }: { part: ReturnType<typeof lazyPart<PanelProps>> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Fechar
      </button>
      <LazyMount when={open} onError={() => setOpen(false)}>
        <part.Component open={open} />
      </LazyMount>
    </>
  );
}

describe('lazy parts', () => {
  it('nothing is loaded before the first open; the click is kept while the chunk loads; it stays mounted after closing', async () => {
    const { load, loads } = controlledLoad();
    const part = lazyPart(load);
    renderWithProviders(<Page part={part} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/Painel/)).toBeNull();

    await press('Abrir');
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    await act(async () => loads[0].resolve());
    expect(await screen.findByText('Painel aberto')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();

    // Closing leaves the part mounted (its closing animation and focus return run), with open=false.
    await press('Fechar');
    expect(screen.getByText('Painel fechado')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a part preloaded beforehand opens in the same render as the click, without a fallback', async () => {
    const { load, loads } = controlledLoad();
    const part = lazyPart(load);
    preloadQuietly(part);
    preloadQuietly(part);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => loads[0].resolve());
    renderWithProviders(<Page part={part} />);
    await press('Abrir');
    expect(screen.getByText('Painel aberto')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a chunk that cannot load: a toast, the part closed, the page intact; opening again retries', async () => {
    // React logs the error its boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, loads } = controlledLoad();
    const part = lazyPart(load);
    renderWithProviders(<Page part={part} />);
    await press('Abrir');
    await act(async () => loads[0].reject());
    expect(await screen.findByText(PARTE_NAO_CARREGADA.title)).toBeInTheDocument();
    expect(screen.queryByText(/Painel/)).toBeNull();
    expect(screen.queryByRole('status', { name: /Carregando/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Abrir' })).toBeInTheDocument();
    // No retry in the background while it is closed.
    expect(load).toHaveBeenCalledTimes(1);

    await press('Abrir');
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => loads[1].resolve());
    expect(await screen.findByText('Painel aberto')).toBeInTheDocument();
  });

  it('a failed preload nobody waited for is retried by the first open', async () => {
    const { load, loads } = controlledLoad();
    const part = lazyPart(load);
    preloadQuietly(part);
    await act(async () => loads[0].reject());
    renderWithProviders(<Page part={part} />);
    await press('Abrir');
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => loads[1].resolve());
    expect(await screen.findByText('Painel aberto')).toBeInTheDocument();
    expect(screen.queryByText(PARTE_NAO_CARREGADA.title)).toBeNull();
  });
});

describe('usePreloadWhenIdle', () => {
  function Preloader({ ready, preload }: { ready: boolean; preload: () => void }) {
    usePreloadWhenIdle(ready, preload);
    return null;
  }

  it('preloads in an idle callback once the page is ready, not before', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const preload = vi.fn();
    const { rerender, unmount } = renderWithProviders(<Preloader ready={false} preload={preload} />);
    expect(idle).toHaveLength(0);
    rerender(<Preloader ready preload={preload} />);
    await waitFor(() => expect(idle).toHaveLength(1));
    expect(preload).not.toHaveBeenCalled();
    idle[0]();
    expect(preload).toHaveBeenCalledTimes(1);
    unmount();
  });
});

describe('belowTheFold (issue 25 §2)', () => {
  function Reserva({ open }: PanelProps) {
    return <div data-testid="reserva">{open ? 'reserva aberta' : 'reserva'}</div>;
  }
  // The page's first view is a flag on <html> (platform/firstView.ts): another file may have left it set.
  beforeEach(() => document.documentElement.removeAttribute(PRIMEIRA_VISTA_ATTRIBUTE));
  afterEach(() => document.documentElement.removeAttribute(PRIMEIRA_VISTA_ATTRIBUTE));

  it("renders the placeholder on the server and in the first commit, then the part once the page's first view is up and the browser idle", async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { load, loads } = controlledLoad();
    const Adiado = belowTheFold(lazyPart(load), Reserva, 'Adiado');
    expect(renderToString(<Adiado open />)).toContain('reserva aberta');
    expect(load).not.toHaveBeenCalled();

    renderWithProviders(<Adiado open />);
    expect(screen.getByTestId('reserva')).toHaveTextContent('reserva aberta');
    // Not before the first view (the grid's products), even when the browser is idle.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idle).toHaveLength(0);
    act(() => firstViewShown());
    // At least this part's request (a component another file left mounted in this worker may ask too).
    expect(idle.length).toBeGreaterThanOrEqual(1);
    await act(async () => idle.forEach((callback) => callback()));
    // While its chunk loads, the placeholder stays (same height: nothing moves).
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('reserva')).toBeInTheDocument();
    await act(async () => loads[0].resolve());
    expect(await screen.findByText('Painel aberto')).toBeInTheDocument();
    expect(screen.queryByTestId('reserva')).toBeNull();
  });

  it('a part already loaded renders at once; a chunk that cannot load leaves the placeholder, without a toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const ok = controlledLoad();
    const part = lazyPart(ok.load);
    preloadQuietly(part);
    await act(async () => ok.loads[0].resolve());
    const Pronto = belowTheFold(part, Reserva, 'Pronto');
    const first = renderWithProviders(<Pronto open={false} />);
    expect(screen.getByText('Painel fechado')).toBeInTheDocument();
    first.unmount();

    firstViewShown();
    const failing = controlledLoad();
    const Falho = belowTheFold(lazyPart(failing.load), Reserva, 'Falho');
    renderWithProviders(<Falho open={false} />);
    await waitFor(() => expect(failing.load).toHaveBeenCalledTimes(1));
    await act(async () => failing.loads[0].reject());
    expect(await screen.findByTestId('reserva')).toBeInTheDocument();
    expect(screen.queryByText(PARTE_NAO_CARREGADA.title)).toBeNull();
  });
});
