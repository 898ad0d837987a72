// sonner loads with the first interaction or toast, or a while after the page (sonner.ts,
// Toaster.tsx): the Toaster shows nothing of sonner's before, a toast raised before sonner has loaded still shows, and a dismissal
// queued right after it still removes it. Each test starts from fresh modules and a lowered flag.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';

const SIGNAL = Symbol.for('loja-praia.toast-requested');

async function freshToasts() {
  vi.resetModules();
  delete (globalThis as Record<symbol, unknown>)[SIGNAL];
  const [{ toast, dismissToast }, { Toaster }] = await Promise.all([import('./toast'), import('./Toaster')]);
  return { toast, dismissToast, Toaster };
}

// sonner's Toaster: a live region that is there before the first toast, and the list inside it.
const liveRegion = () => document.querySelector('section[aria-live="polite"]');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(async () => {
  vi.useRealTimers();
  const { toast } = await import('sonner');
  act(() => {
    toast.dismiss();
  });
});

describe('sonner on demand', () => {
  it('renders none of sonner before a toast, an interaction or 3 s after the page', async () => {
    const { Toaster } = await freshToasts();
    renderWithProviders(<Toaster />, { toaster: false });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2900);
    });
    expect(liveRegion()).toBeNull();
  });

  it('mounts the layer (its live region) at the first interaction, before any toast', async () => {
    const { Toaster } = await freshToasts();
    renderWithProviders(<Toaster />, { toaster: false });
    vi.useRealTimers();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    await waitFor(() => expect(liveRegion()).not.toBeNull());
    expect(liveRegion()).toHaveAccessibleName(/Notificações/);
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
  });

  it("waits for the page's own scroll: a row that scrolls itself into place does not mount it", async () => {
    const { Toaster } = await freshToasts();
    renderWithProviders(<Toaster />, { toaster: false });
    const row = document.createElement('div');
    document.body.append(row);
    act(() => {
      row.dispatchEvent(new Event('scroll'));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2900);
    });
    expect(liveRegion()).toBeNull();
    vi.useRealTimers();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(liveRegion()).not.toBeNull());
    row.remove();
  });

  it('mounts the layer 3 s after the page without any interaction', async () => {
    const { Toaster } = await freshToasts();
    renderWithProviders(<Toaster />, { toaster: false });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    vi.useRealTimers();
    await waitFor(() => expect(liveRegion()).not.toBeNull());
  });

  it('shows a toast raised before sonner has loaded, with the id toast() returned', async () => {
    const { toast, Toaster } = await freshToasts();
    vi.useRealTimers();
    renderWithProviders(<Toaster />, { toaster: false });
    let id = '';
    act(() => {
      id = toast({ title: 'Produto não encontrado', variant: 'destructive' });
    });
    expect(id).toMatch(/^toast-\w+-1$/);
    expect(await screen.findByText('Produto não encontrado')).toBeInTheDocument();
    const { toast: sonnerToast } = await import('sonner');
    expect(sonnerToast.getToasts().map((t) => t.id)).toEqual([id]);
  });

  it('a dismissal queued right after the toast removes it', async () => {
    const { toast, dismissToast, Toaster } = await freshToasts();
    vi.useRealTimers();
    renderWithProviders(<Toaster />, { toaster: false });
    act(() => {
      dismissToast(toast({ title: 'Link copiado' }));
      toast({ title: 'Produto adicionado!' });
    });
    expect(await screen.findByText('Produto adicionado!')).toBeInTheDocument();
    expect(screen.queryByText('Link copiado')).toBeNull();
  });
});
