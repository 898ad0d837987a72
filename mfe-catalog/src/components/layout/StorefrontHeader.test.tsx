import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@loja/shared-ui';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { SacolaProvider } from '../sacola';
import { SKIP_LINK_TEXT } from './messages';
import { returnFocusAfterDialogs } from './returnFocusAfterDialogs';
import { StorefrontHeader } from './StorefrontHeader';

describe('StorefrontHeader', () => {
  it('"Pular para o conteúdo" is the first Tab stop and moves focus to the products', async () => {
    const { user } = renderWithProviders(
      <>
        <StorefrontHeader onLogin={vi.fn()} onOpenSacola={vi.fn()} />
        <main>
          <button type="button">Ver Produtos</button>
          <section id="produtos" aria-label="Produtos">
            <button type="button">Adicionar à sacola</button>
          </section>
        </main>
      </>,
      { wrapper: SacolaProvider },
    );
    expect(SKIP_LINK_TEXT).toBe('Pular para o conteúdo');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#produtos');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Produtos' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Adicionar à sacola' })).toHaveFocus();
  });
});

/** A dialog opened from state by a Login button that goes away when it closes, as signing in does. */
function LoginFlow() {
  const [open, setOpen] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  return (
    <>
      {signedIn ? (
        <button type="button" aria-haspopup="menu">
          Minha Conta
        </button>
      ) : (
        <button
          type="button"
          onClick={(event) => {
            const opener = event.currentTarget;
            returnFocusAfterDialogs(() => [opener, document.querySelector<HTMLElement>('[aria-haspopup="menu"]')]);
            setOpen(true);
          }}
        >
          Login
        </button>
      )}
      <Dialog open={open} onOpenChange={setOpen} title="Acesse sua conta">
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            setSignedIn(true);
          }}
        >
          Entrar
        </button>
      </Dialog>
    </>
  );
}

describe('returnFocusAfterDialogs', () => {
  it('after signing in, focus goes to what replaced the Login button; closed without signing in, back to Login', async () => {
    const { user } = renderWithProviders(<LoginFlow />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('dialog', { name: 'Acesse sua conta' });
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Minha Conta' })).toHaveFocus());
  });
});
