/**
 * "Esqueci minha senha", the unconfirmed-account notice and "Nova senha" as pure UI, over
 * renderWithProviders' static auth (its actions are spies the tests answer). The same flows against
 * the local stack are in passwordRecovery.integration.test.tsx and e2e/tests/recuperar-senha.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { useContext, useState, type ReactElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/Toast';
import { renderWithProviders, type TestRole } from '../../test/renderWithProviders';
import { AccountDialog } from './AccountDialog';
import { AuthContext } from '../AuthContext';
import { AUTH_ERROR_MESSAGES } from './authErrorMessages';
import { PasswordRecoveryDialog } from './PasswordRecoveryDialog';
import { SignInDialog } from './SignInDialog';

const dialog = (name = 'Acesse sua conta') => screen.getByRole('dialog', { name });
const field = (label: string | RegExp, name?: string) =>
  within(dialog(name)).getByLabelText(label, { exact: typeof label !== 'string' ? undefined : false, selector: 'input' });
const NOVA = /^Nova senha/;
const CONFIRMAR = /^Confirmar nova senha/;

async function expectToast(title: string, description: string, variant: 'success' | 'destructive') {
  const titleNode = await screen.findByText(title);
  const card = titleNode.closest('[data-variant]');
  expect(card).toHaveAttribute('data-variant', variant);
  expect(within(card as HTMLElement).getByText(description)).toBeInTheDocument();
}

function Page() {
  const [open, setOpen] = useState(true);
  return <AccountDialog open={open} onOpenChange={setOpen} />;
}

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

describe('Esqueci minha senha', () => {
  it('pressing the link does not take the focus from the empty e-mail, so no error moves the link away before the click lands', () => {
    renderWithProviders(<Page />);
    const link = within(dialog()).getByRole('button', { name: 'Esqueci minha senha' });
    field('E-mail').focus();
    // fireEvent returns false when the default (moving the focus) was prevented.
    expect(fireEvent.mouseDown(link)).toBe(false);
    expect(field('E-mail')).toHaveFocus();
    expect(within(dialog()).queryByText('Email é obrigatório')).not.toBeInTheDocument();
  });

  it('the Login tab links to a form that sends the recovery e-mail, keeping the typed e-mail; success does not say whether the account exists', async () => {
    const { user, auth } = renderWithProviders(<Page />);
    auth!.sendPasswordReset.mockResolvedValue({ error: null });
    await user.type(field('E-mail'), 'cliente@loja.test');
    await user.click(within(dialog()).getByRole('button', { name: 'Esqueci minha senha' }));

    expect(within(dialog()).getByText(/enviaremos um link para você criar uma nova senha/)).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('Senha', { exact: false, selector: 'input' })).not.toBeInTheDocument();
    expect(field('E-mail')).toHaveValue('cliente@loja.test');
    expect(field('E-mail')).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar link' }));

    // No redirect given: AuthProvider sends the person back to this page (origin + path).
    expect(auth!.sendPasswordReset).toHaveBeenCalledWith('cliente@loja.test', undefined);
    await expectToast('Verifique seu e-mail', 'Se houver uma conta com este e-mail, você receberá um link para criar uma nova senha.', 'success');
    // Back on the Login form.
    expect(await within(dialog()).findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('checks the e-mail, and "Voltar para o login" returns without sending', async () => {
    const { user, auth } = renderWithProviders(<SignInDialog open onOpenChange={() => undefined} />);
    expect(dialog()).toHaveAccessibleDescription('Entre com seu e-mail e senha.');
    await user.click(within(dialog()).getByRole('button', { name: 'Esqueci minha senha' }));
    // The recovery step asks for the e-mail alone: no "e-mail e senha" line above it.
    expect(within(dialog()).queryByText('Entre com seu e-mail e senha.')).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar link' }));
    expect(await within(dialog()).findByText('Email é obrigatório')).toBeInTheDocument();
    await user.type(field('E-mail'), 'cliente');
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar link' }));
    expect(await within(dialog()).findByText('Informe um e-mail válido')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Voltar para o login' }));
    expect(within(dialog()).getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(dialog()).toHaveAccessibleDescription('Entre com seu e-mail e senha.');
    expect(auth!.sendPasswordReset).not.toHaveBeenCalled();
  });

  it.each([
    ['over_email_send_rate_limit', new AuthApiError('Email rate limit exceeded', 429, 'over_email_send_rate_limit'), 'Erro ao enviar e-mail', AUTH_ERROR_MESSAGES.over_email_send_rate_limit],
    ['no network', new AuthRetryableFetchError('Failed to fetch', 0), 'Sem conexão', 'Não foi possível falar com o servidor. Verifique sua internet e tente novamente.'],
    ['an empty 500', new AuthRetryableFetchError('{}', 500), 'Erro inesperado', 'Ocorreu um erro. Tente novamente.'],
  ])('a failure (%s) is a Portuguese toast and the form stays', async (_case, error, title, description) => {
    const { user, auth } = renderWithProviders(<Page />);
    auth!.sendPasswordReset.mockResolvedValue({ error });
    await user.click(within(dialog()).getByRole('button', { name: 'Esqueci minha senha' }));
    await user.type(field('E-mail'), 'cliente@loja.test');
    await user.click(within(dialog()).getByRole('button', { name: 'Enviar link' }));
    await expectToast(title, description, 'destructive');
    expect(within(dialog()).getByRole('button', { name: 'Enviar link' })).toBeEnabled();
  });
});

describe('Login: errors in Portuguese', () => {
  async function signInWith(error: Error) {
    const view = renderWithProviders(<Page />);
    view.auth!.signIn.mockResolvedValue({ error: error as AuthApiError, profile: null });
    await view.user.type(field('E-mail'), 'pessoa@loja.test');
    await view.user.type(field('Senha'), 'segredo1');
    await view.user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    return view;
  }

  it.each([
    [new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'), 'Erro no login', 'Email ou senha incorretos.'],
    [new AuthApiError('User is banned', 400, 'user_banned'), 'Erro no login', 'Seu acesso foi desativado. Fale com o administrador da loja.'],
    [new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'), 'Erro no login', AUTH_ERROR_MESSAGES.over_request_rate_limit],
    [new AuthRetryableFetchError('Failed to fetch', 0), 'Sem conexão', 'Não foi possível falar com o servidor. Verifique sua internet e tente novamente.'],
    [new AuthRetryableFetchError('{}', 500), 'Erro inesperado', 'Ocorreu um erro. Tente novamente.'],
  ])('%s', async (error, title, description) => {
    await signInWith(error);
    await expectToast(title, description, 'destructive');
    expect(screen.queryByText(error.message)).not.toBeInTheDocument();
  });

  it('an unconfirmed account gets a notice and a button that resends the confirmation, with Portuguese toasts', async () => {
    const { user, auth } = await signInWith(new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'));
    const notice = await within(dialog()).findByRole('alert');
    expect(notice).toHaveTextContent('Seu e-mail ainda não foi confirmado. Abra o link que enviamos para o seu e-mail.');
    expect(screen.queryByText('Email not confirmed')).not.toBeInTheDocument();

    auth!.resendConfirmation.mockResolvedValueOnce({ error: null });
    await user.click(within(notice).getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    expect(auth!.resendConfirmation).toHaveBeenCalledWith('pessoa@loja.test', undefined);
    await expectToast('E-mail reenviado', 'Enviamos um novo link de confirmação. Confira sua caixa de entrada.', 'success');

    auth!.resendConfirmation.mockResolvedValueOnce({ error: new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit') });
    await user.click(within(notice).getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    await expectToast('Erro ao reenviar e-mail', AUTH_ERROR_MESSAGES.over_request_rate_limit, 'destructive');
  });
});

/** Puts the page in "the recovery link just signed someone in", over the static auth's spies. */
function Recovering({ children }: { children: ReactNode }) {
  const auth = useContext(AuthContext)!;
  return <AuthContext.Provider value={{ ...auth, passwordRecovery: true }}>{children}</AuthContext.Provider>;
}

/** Renders an open "Nova senha": its code loads on first open (lazyDialogs.tsx), so wait for the dialog. */
async function renderRecovering(ui: ReactElement, role: TestRole = 'cliente') {
  const rendered = renderWithProviders(ui, { wrapper: Recovering, role });
  await screen.findByRole('dialog', { name: 'Nova senha' });
  return rendered;
}

describe('Nova senha (PasswordRecoveryDialog)', () => {
  it('stays closed without a recovery', () => {
    renderWithProviders(<PasswordRecoveryDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the password twice, with the sign-up\'s rules and messages', async () => {
    const { user, auth } = await renderRecovering(<PasswordRecoveryDialog />, 'cliente');
    expect(dialog('Nova senha')).toBeInTheDocument();
    const salvar = within(dialog('Nova senha')).getByRole('button', { name: 'Salvar nova senha' });
    await user.click(salvar);
    expect(await within(dialog('Nova senha')).findByText('Senha é obrigatória')).toBeInTheDocument();
    expect(within(dialog('Nova senha')).getByText('Confirme a nova senha')).toBeInTheDocument();
    await user.type(field(NOVA, 'Nova senha'), '12345');
    await user.type(field(CONFIRMAR, 'Nova senha'), '12346');
    await user.click(salvar);
    expect(await within(dialog('Nova senha')).findByText('A senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
    expect(within(dialog('Nova senha')).getByText('As senhas não coincidem')).toBeInTheDocument();
    expect(auth!.updatePassword).not.toHaveBeenCalled();
  });

  it.each([
    ['staff', 'admin' as const, true],
    ['a cliente', 'cliente' as const, false],
  ])('saves the new password for %s: toast, dialog closed, onPasswordChanged(isStaff)', async (_who, tipo, staff) => {
    const onPasswordChanged = vi.fn();
    const { user, auth } = await renderRecovering(<PasswordRecoveryDialog onPasswordChanged={onPasswordChanged} />, tipo);
    auth!.updatePassword.mockResolvedValue({ error: null, profile: { nome: 'Pessoa', tipo } });
    await user.type(field(NOVA, 'Nova senha'), 'nova-senha-1');
    await user.type(field(CONFIRMAR, 'Nova senha'), 'nova-senha-1');
    await user.click(within(dialog('Nova senha')).getByRole('button', { name: 'Salvar nova senha' }));
    expect(auth!.updatePassword).toHaveBeenCalledWith('nova-senha-1');
    await expectToast('Senha alterada!', 'Sua nova senha já está valendo.', 'success');
    expect(onPasswordChanged).toHaveBeenCalledWith(staff);
    expect(auth!.endPasswordRecovery).toHaveBeenCalled();
  });

  it.each([
    ['same_password', new AuthApiError('New password should be different from the old password.', 422, 'same_password'), 'Erro ao alterar senha', 'A nova senha deve ser diferente da senha atual.'],
    ['an expired session', new AuthApiError('Invalid Refresh Token: Refresh Token Not Found', 400, 'refresh_token_not_found'), 'Erro ao alterar senha', 'Sua sessão expirou. Entre novamente.'],
    ['no network', new AuthRetryableFetchError('Failed to fetch', 0), 'Sem conexão', 'Não foi possível falar com o servidor. Verifique sua internet e tente novamente.'],
  ])('a failure (%s) is a Portuguese toast and the dialog stays open', async (_case, error, title, description) => {
    const onPasswordChanged = vi.fn();
    const { user, auth } = await renderRecovering(<PasswordRecoveryDialog onPasswordChanged={onPasswordChanged} />, 'cliente');
    auth!.updatePassword.mockResolvedValue({ error, profile: null });
    await user.type(field(NOVA, 'Nova senha'), 'nova-senha-1');
    await user.type(field(CONFIRMAR, 'Nova senha'), 'nova-senha-1');
    await user.click(within(dialog('Nova senha')).getByRole('button', { name: 'Salvar nova senha' }));
    await expectToast(title, description, 'destructive');
    expect(dialog('Nova senha')).toBeInTheDocument();
    expect(onPasswordChanged).not.toHaveBeenCalled();
  });

  it('closing it ends the recovery (the person stays signed in)', async () => {
    const { user, auth } = await renderRecovering(<PasswordRecoveryDialog />, 'cliente');
    await user.click(within(dialog('Nova senha')).getByRole('button', { name: 'Fechar' }));
    expect(auth!.endPasswordRecovery).toHaveBeenCalled();
    expect(auth!.signOut).not.toHaveBeenCalled();
  });

  it.each([
    ['user_banned', 'Seu acesso foi desativado. Fale com o administrador da loja.'],
    ['otp_expired', 'O link é inválido ou expirou. Peça um novo.'],
  ])('says in Portuguese why an e-mail link that led here was refused (%s)', async (errorCode, description) => {
    renderWithProviders(<PasswordRecoveryDialog initialRedirect={{ type: null, errorCode }} />);
    await expectToast('Não foi possível usar o link', description, 'destructive');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
