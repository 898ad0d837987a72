/**
 * AccountDialog, SignUpForm and useAutoOpenAccountDialog as pure UI: auth without a backend
 * (renderWithProviders' static auth). The flows that reach the server are in
 * accountDialog.integration.test.tsx, against the local stack.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Session, User } from '@supabase/supabase-js';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/Toast';
import { renderWithProviders, type RenderWithProvidersOptions } from '../../test/renderWithProviders';
import { AccountDialog, type AccountTab } from './AccountDialog';
import { authReady } from '../authSlice';
import { ACCOUNT_DIALOG_SHOWN_KEY, useAutoOpenAccountDialog } from './useAutoOpenAccountDialog';

interface HarnessProps {
  defaultTab?: AccountTab;
  onSignedIn?: (isStaff: boolean) => void;
  initiallyOpen?: boolean;
  autoOpen?: boolean;
}

/** A page that owns the dialog's state, as the storefront does. */
function Page({ defaultTab, onSignedIn, initiallyOpen = true, autoOpen = false }: HarnessProps) {
  const [open, setOpen] = useState(initiallyOpen);
  useAutoOpenAccountDialog({ open, onOpen: () => setOpen(true), enabled: autoOpen });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Login
      </button>
      <AccountDialog open={open} onOpenChange={setOpen} defaultTab={defaultTab} onSignedIn={onSignedIn} />
    </>
  );
}

function renderPage(props: HarnessProps = {}, options: RenderWithProvidersOptions = {}) {
  const view = renderWithProviders(<Page {...props} />, options);
  return { ...view, auth: view.auth! };
}

const dialog = () => screen.getByRole('dialog', { name: 'Acesse sua conta' });
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: false, selector: 'input' });

async function expectToast(title: string, description: string | null, variant: 'success' | 'destructive') {
  const titleNode = await screen.findByText(title);
  const card = titleNode.closest('[data-variant]');
  expect(card).toHaveAttribute('data-variant', variant);
  if (description !== null) expect(within(card as HTMLElement).getByText(description)).toBeInTheDocument();
}

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AccountDialog', () => {
  it('has the title "Acesse sua conta", tabs Login and Cadastrar, and opens on defaultTab', () => {
    renderPage({ defaultTab: 'cadastrar' });
    expect(dialog()).toBeInTheDocument();
    const tabs = within(dialog()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Login', 'Cadastrar']);
    expect(within(dialog()).getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog()).getByRole('button', { name: 'Cadastrar' })).toBeInTheDocument();
  });

  it('resets the fields when the tab changes', async () => {
    const { user } = renderPage();
    await user.type(field('E-mail'), 'cliente@loja.test');
    await user.click(within(dialog()).getByRole('tab', { name: 'Cadastrar' }));
    await user.type(field('Nome'), 'Maria');
    await user.click(within(dialog()).getByRole('tab', { name: 'Login' }));
    expect(field('E-mail')).toHaveValue('');
    await user.click(within(dialog()).getByRole('tab', { name: 'Cadastrar' }));
    expect(field('Nome')).toHaveValue('');
  });

  it('shows and hides the password', async () => {
    const { user } = renderPage();
    const senha = field('Senha');
    await user.type(senha, 'segredo');
    expect(senha).toHaveAttribute('type', 'password');
    const show = within(dialog()).getByRole('button', { name: 'Mostrar senha' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(senha).toHaveAttribute('type', 'text');
    const hide = within(dialog()).getByRole('button', { name: 'Ocultar senha' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(senha).toHaveAttribute('type', 'password');
    expect(senha).toHaveValue('segredo');
  });
});

describe('AccountDialog: Login', () => {
  it('requires e-mail and password, and a valid e-mail', async () => {
    const { user, auth } = renderPage();
    expect(field('E-mail')).toHaveAttribute('type', 'email');
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    expect(await within(dialog()).findByText('Email é obrigatório')).toBeInTheDocument();
    expect(within(dialog()).getByText('Senha é obrigatória')).toBeInTheDocument();
    await user.type(field('E-mail'), 'cliente');
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    expect(await within(dialog()).findByText('Informe um e-mail válido')).toBeInTheDocument();
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('an exception shows "Erro inesperado" and stays open', async () => {
    // The static auth's signIn throws (no backend), as a request that threw would.
    const { user, auth } = renderPage();
    await user.type(field('E-mail'), 'cliente@loja.test');
    await user.type(field('Senha'), 'segredo');
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    await expectToast('Erro inesperado', 'Ocorreu um erro. Tente novamente.', 'destructive');
    expect(auth.signIn).toHaveBeenCalledWith('cliente@loja.test', 'segredo');
    expect(dialog()).toBeInTheDocument();
  });
});

async function fillSignUp(
  user: ReturnType<typeof renderPage>['user'],
  values: { nome?: string; telefone?: string; email?: string; senha?: string },
) {
  if (values.nome) await user.type(field('Nome'), values.nome);
  if (values.telefone) await user.type(field('Telefone'), values.telefone);
  if (values.email) await user.type(field('E-mail'), values.email);
  if (values.senha) await user.type(field('Senha'), values.senha);
}

const maria = { nome: 'Maria Silva', telefone: '11987654321', email: 'maria@loja.test', senha: 'segredo1' };

describe('AccountDialog: Cadastrar', () => {
  it('empty nome or telefone: toast "Campos obrigatórios" plus field messages; no request', async () => {
    const { user, auth } = renderPage({ defaultTab: 'cadastrar' });
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Campos obrigatórios', 'Por favor, preencha todos os campos.', 'destructive');
    expect(await within(dialog()).findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(within(dialog()).getByText('Telefone é obrigatório')).toBeInTheDocument();
    expect(within(dialog()).getByText('Email é obrigatório')).toBeInTheDocument();
    expect(within(dialog()).getByText('Senha é obrigatória')).toBeInTheDocument();
    act(() => dismissToast());
    await waitFor(() => expect(screen.queryByText('Campos obrigatórios')).not.toBeInTheDocument());

    // nome filled, telefone still empty: the toast again
    await fillSignUp(user, { nome: maria.nome, email: maria.email, senha: maria.senha });
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Campos obrigatórios', 'Por favor, preencha todos os campos.', 'destructive');
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('nome and telefone given: no "Campos obrigatórios", only the e-mail and password messages', async () => {
    const { user, auth } = renderPage({ defaultTab: 'cadastrar' });
    await fillSignUp(user, { nome: maria.nome, telefone: maria.telefone, email: 'maria', senha: '12345' });
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(dialog()).findByText('Informe um e-mail válido')).toBeInTheDocument();
    expect(within(dialog()).getByText('A senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
    expect(screen.queryByText('Campos obrigatórios')).not.toBeInTheDocument();
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('masks the telefone as typed, at most 15 characters', async () => {
    const { user } = renderPage({ defaultTab: 'cadastrar' });
    const telefone = field('Telefone');
    expect(telefone).toHaveAttribute('maxLength', '15');
    expect(telefone).toHaveAttribute('inputMode', 'tel');
    await user.type(telefone, '1133334444');
    expect(telefone).toHaveValue('(11) 3333-4444');
    await user.type(telefone, '5');
    expect(telefone).toHaveValue('(11) 33334-4445');
    await user.type(telefone, '678');
    expect(telefone).toHaveValue('(11) 33334-4445');
    await user.clear(telefone);
    await user.type(telefone, '(21) 9a8765-4321');
    expect(telefone).toHaveValue('(21) 98765-4321');
    expect((telefone as HTMLInputElement).value).toHaveLength(15);
  });

  it('an exception gives "Erro inesperado"', async () => {
    const { user, auth } = renderPage({ defaultTab: 'cadastrar' });
    await fillSignUp(user, maria);
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Erro inesperado', 'Ocorreu um erro. Tente novamente.', 'destructive');
    expect(auth.signUp).toHaveBeenCalledTimes(1);
  });

  it('a sign-up that is signed in at once (confirmations off) closes the dialog with onSignedIn(false)', async () => {
    // The local stack runs with confirmations on (as the storefront requires), so this answer of a
    // project with them off is given here: a session beside the new user.
    const novo = { id: 'u-nova', email: maria.email, aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '2024-01-01T00:00:00Z', identities: [] } satisfies User;
    const session: Session = { access_token: 'token', refresh_token: 'refresh', expires_in: 3600, token_type: 'bearer', user: novo };
    const onSignedIn = vi.fn();
    const { user, auth } = renderPage({ defaultTab: 'cadastrar', onSignedIn });
    auth.signUp.mockResolvedValueOnce({ error: null, user: { ...novo, identities: [{ id: 'i-1', user_id: novo.id, identity_id: 'i-1', provider: 'email', identity_data: {} }] }, session });
    await fillSignUp(user, maria);
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Cadastro realizado!', null, 'success');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSignedIn).toHaveBeenCalledWith(false);
    expect(screen.queryByText('Confira o seu e-mail para que você possa confirmar o cadastro.')).not.toBeInTheDocument();
  });
});

describe('useAutoOpenAccountDialog', () => {
  /** Lets the first render's effects settle without moving the clock. */
  async function settle() {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }

  function renderAuto(options: RenderWithProvidersOptions = {}) {
    vi.useFakeTimers();
    return renderPage({ initiallyOpen: false, autoOpen: true }, options);
  }

  it('opens 1000 ms after loading finished with nobody signed in; not again after the visitor closed it', async () => {
    const { unmount } = renderAuto();
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(dialog()).toBeInTheDocument();
    expect(window.sessionStorage.getItem(ACCOUNT_DIALOG_SHOWN_KEY)).toBe('1');

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Fechar' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Another page load in the same visit: the flag keeps it closed.
    unmount();
    renderPage({ initiallyOpen: false, autoOpen: true });
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open when a user is signed in', async () => {
    renderAuto({ role: 'cliente' });
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(ACCOUNT_DIALOG_SHOWN_KEY)).toBeNull();
  });

  it('cancels the timer when a user appears before the second is over', async () => {
    const { store } = renderAuto();
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    act(() => {
      store.dispatch(authReady({ user: { id: 'u-cli', email: 'cliente@loja.test' }, profile: { nome: 'Cliente', tipo: 'cliente' } }));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not pop up after the visitor opened and closed it by hand before the second', async () => {
    renderAuto();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(dialog()).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Fechar' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
