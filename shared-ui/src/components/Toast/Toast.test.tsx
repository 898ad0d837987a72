import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { zIndices } from '../../theme/tokens';
import { dismissToast, toast } from './toast';
import { Toaster } from './Toaster';

afterEach(() => {
  act(() => dismissToast());
});

describe('toast', () => {
  it('renders a success toast with title and text in the Toaster', async () => {
    renderWithProviders(<Toaster />, { toaster: false });
    act(() => {
      toast({ title: 'Sucesso', description: 'Imagem salva com sucesso', variant: 'success' });
    });
    expect(await screen.findByText('Sucesso')).toBeInTheDocument();
    expect(screen.getByText('Imagem salva com sucesso')).toBeInTheDocument();
    expect(screen.getByText('Sucesso').closest('[data-variant]')).toHaveAttribute('data-variant', 'success');
  });

  it('renders a destructive toast', async () => {
    renderWithProviders(<Toaster />, { toaster: false });
    act(() => {
      toast({ title: 'Erro no login', description: 'Email ou senha incorretos.', variant: 'destructive' });
    });
    const title = await screen.findByText('Erro no login');
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByText('Email ou senha incorretos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fechar notificação' })).toBeInTheDocument();
  });

  it("stacks the toasts on the theme's toast layer, above dialogs", async () => {
    renderWithProviders(<Toaster />, { toaster: false });
    act(() => {
      toast({ title: 'Sucesso', description: 'Cliente cadastrado com sucesso', variant: 'success' });
    });
    await screen.findByText('Sucesso');
    const layer = document.querySelector('[data-sonner-toaster]');
    expect(layer).not.toBeNull();
    expect(getComputedStyle(layer!).zIndex).toBe(String(zIndices.toast));
    expect(zIndices.toast).toBeGreaterThan(zIndices.modal);
  });

  describe('placement', () => {
    const original = window.matchMedia;
    afterEach(() => {
      window.matchMedia = original;
    });
    async function toasterOf(wide: boolean) {
      window.matchMedia = ((query: string) => ({ ...original(query), matches: wide })) as typeof window.matchMedia;
      renderWithProviders(<Toaster />, { toaster: false });
      act(() => {
        toast({ title: 'Produto adicionado!', variant: 'success' });
      });
      await screen.findByText('Produto adicionado!');
      return document.querySelector('[data-sonner-toaster]')!;
    }

    it('from md up sits at the top centre, below the header: not over the stock alerts and grade picker at the bottom left', async () => {
      const layer = await toasterOf(true);
      expect(layer).toHaveAttribute('data-y-position', 'top');
      expect(layer).toHaveAttribute('data-x-position', 'center');
      expect(getComputedStyle(layer as HTMLElement).getPropertyValue('--offset-top')).toBe('calc(4rem + 0.5rem)');
    });

    it('on phones sits at the top, below the fixed header, never over the bottom buttons', async () => {
      const layer = await toasterOf(false);
      expect(layer).toHaveAttribute('data-y-position', 'top');
      expect(getComputedStyle(layer as HTMLElement).getPropertyValue('--mobile-offset-top')).toBe('calc(4rem + 0.5rem)');
    });
  });
});
