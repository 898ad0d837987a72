/**
 * AccountDialog and SignInDialog against the local stack: real sign-in and sign-up through
 * supabase-js and the AuthProvider. The pure UI cases are in accountDialog.test.tsx.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, createStackClient, demoLogin, sql, stack, unique, type ControlledFetch } from '@loja/local-supabase/testing';
import { dismissToast } from '../../components/Toast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AccountDialog, type AccountTab } from './AccountDialog';
import { AUTH_ERROR_MESSAGES } from './authErrorMessages';
import { SignInDialog } from './SignInDialog';

interface HarnessProps {
  defaultTab?: AccountTab;
  onSignedIn?: (isStaff: boolean) => void;
}

/** A page that owns the dialog's state, as the storefront does. */
function Page({ defaultTab, onSignedIn }: HarnessProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Login
      </button>
      <AccountDialog open={open} onOpenChange={setOpen} defaultTab={defaultTab} onSignedIn={onSignedIn} />
    </>
  );
}

let net: ControlledFetch;

/** The page over a visitor's client of the stack, whose requests the test can see and steer. */
function renderPage(props: HarnessProps = {}) {
  net = controlledFetch();
  return renderWithProviders(<Page {...props} />, { client: createStackClient({ fetch: net.fetch }) });
}

const dialog = () => screen.getByRole('dialog', { name: 'Acesse sua conta' });
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: false, selector: 'input' });

async function expectToast(title: string, description: string | null, variant: 'success' | 'destructive') {
  const titleNode = await screen.findByText(title);
  const card = titleNode.closest('[data-variant]');
  expect(card).toHaveAttribute('data-variant', variant);
  if (description !== null) expect(within(card as HTMLElement).getByText(description)).toBeInTheDocument();
}

/** The local mailbox's messages to one address (oldest first). */
async function mailTo(email: string): Promise<Array<{ subject: string; link?: string }>> {
  const res = await fetch(`${stack().url}/mailbox/api/messages?to=${encodeURIComponent(email)}`);
  return (await res.json()) as Array<{ subject: string; link?: string }>;
}

/** GoTrue's error body, for answers this stack's configuration never gives. */
const gotrueError = (code: string, msg: string, extra: object = {}) => ({ code, error_code: code, msg, ...extra });

const cliente = demoLogin('cliente');
const admin = demoLogin('admin');

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

describe('AccountDialog: Login', () => {
  it('invalid_credentials: "Erro no login" / "Email ou senha incorretos." and stays open', async () => {
    const { user } = renderPage();
    await user.type(field('E-mail'), cliente.email);
    await user.type(field('Senha'), 'errada');
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    await expectToast('Erro no login', 'Email ou senha incorretos.', 'destructive');
    expect(net.requestsTo('/auth/v1/token').map((r) => r.body)).toEqual([
      expect.objectContaining({ email: cliente.email, password: 'errada' }),
    ]);
    expect(dialog()).toBeInTheDocument();
  });

  it('an account whose e-mail is not confirmed: a notice that says so, with a button that resends the link', async () => {
    const email = `${unique('nao-confirmado')}@loja.test`;
    const { error } = await createStackClient().auth.signUp({ email, password: 'segredo1' });
    expect(error).toBeNull();
    // The person comes back later: GoTrue refuses a second confirmation mail within max_frequency (1 s).
    await sql(`update auth.users set confirmation_sent_at = now() - interval '1 minute' where email = $1`, [email]);
    const { user } = renderPage();
    await user.type(field('E-mail'), email);
    await user.type(field('Senha'), 'segredo1');
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    const notice = await within(dialog()).findByRole('alert');
    expect(notice).toHaveTextContent('Seu e-mail ainda não foi confirmado.');
    expect(screen.queryByText('Email not confirmed')).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    await expectToast('E-mail reenviado', 'Enviamos um novo link de confirmação. Confira sua caixa de entrada.', 'success');
    const [resend] = net.requestsTo('/auth/v1/resend');
    expect(resend.body).toMatchObject({ type: 'signup', email });
    expect(await mailTo(email)).toHaveLength(2);

    net.answerNext('/auth/v1/resend', 429, gotrueError('over_email_send_rate_limit', 'Email rate limit exceeded'));
    await user.click(within(notice).getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    await expectToast('Erro ao reenviar e-mail', AUTH_ERROR_MESSAGES.over_email_send_rate_limit, 'destructive');
  });

  it('a deactivated login (banned_until ahead) is told to see the administrator', async () => {
    const email = `${unique('desativado')}@loja.test`;
    await createStackClient({ key: 'service' }).auth.admin.createUser({ email, password: 'segredo1', email_confirm: true });
    await sql(`update auth.users set banned_until = 'infinity' where email = $1`, [email]);
    const { user } = renderPage();
    await user.type(field('E-mail'), email);
    await user.type(field('Senha'), 'segredo1');
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    await expectToast('Erro no login', 'Seu acesso foi desativado. Fale com o administrador da loja.', 'destructive');
  });

  it('no network: "Sem conexão"; a server error with an empty body: "Erro inesperado" (never "Failed to fetch" or "{}")', async () => {
    const { user } = renderPage();
    await user.type(field('E-mail'), cliente.email);
    await user.type(field('Senha'), cliente.password);
    net.failNext('/auth/v1/token');
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    await expectToast('Sem conexão', 'Não foi possível falar com o servidor. Verifique sua internet e tente novamente.', 'destructive');
    act(() => dismissToast());
    // A 500 reaches the page as AuthRetryableFetchError "{}" (supabase-js does not read its body).
    net.answerNext('/auth/v1/token', 500, {});
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    await expectToast('Erro inesperado', 'Ocorreu um erro. Tente novamente.', 'destructive');
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
    expect(screen.queryByText('{}')).not.toBeInTheDocument();
  });

  it('is disabled and reads "Entrando..." while signing in', async () => {
    const { user } = renderPage();
    const token = net.hold('/auth/v1/token');
    await user.type(field('E-mail'), cliente.email);
    await user.type(field('Senha'), 'errada');
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    const busy = await within(dialog()).findByRole('button', { name: 'Entrando...' });
    expect(busy).toBeDisabled();
    token.release();
    expect(await within(dialog()).findByRole('button', { name: 'Entrar' })).toBeEnabled();
    await expectToast('Erro no login', 'Email ou senha incorretos.', 'destructive');
  });

  it('success: toast, dialog closes, onSignedIn(false) for a cliente; fields empty when reopened', async () => {
    const onSignedIn = vi.fn();
    const { user, store } = renderPage({ onSignedIn });
    await user.type(field('E-mail'), ` ${cliente.email} `);
    await user.type(field('Senha'), cliente.password);
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    await expectToast('Login realizado com sucesso!', 'Bem-vindo de volta!', 'success');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSignedIn).toHaveBeenCalledWith(false);
    expect(store.getState().auth.profile?.tipo).toBe('cliente');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(field('E-mail')).toHaveValue('');
    expect(field('Senha')).toHaveValue('');
  });

  it('success for staff calls onSignedIn(true)', async () => {
    const onSignedIn = vi.fn();
    const { user } = renderPage({ onSignedIn });
    await user.type(field('E-mail'), admin.email);
    await user.type(field('Senha'), admin.password);
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(true));
  });
});

async function fillSignUp(
  user: ReturnType<typeof renderPage>['user'],
  values: { nome: string; telefone: string; email: string; senha: string },
) {
  await user.type(field('Nome'), values.nome);
  await user.type(field('Telefone'), values.telefone);
  await user.type(field('E-mail'), values.email);
  await user.type(field('Senha'), values.senha);
}

const novaMaria = () => ({ nome: 'Maria Silva', telefone: '11987654321', email: `${unique('maria')}@loja.test`, senha: 'segredo1' });

describe('AccountDialog: Cadastrar', () => {
  it('success: sends nome and telefone as metadata with the /catalogo redirect, toast, Login tab, fields reset', async () => {
    const maria = novaMaria();
    const { user } = renderPage({ defaultTab: 'cadastrar' });
    await fillSignUp(user, maria);
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Cadastro realizado!', 'Confira o seu e-mail para que você possa confirmar o cadastro.', 'success');
    const [signup] = net.requestsTo('/auth/v1/signup');
    expect(signup.url.searchParams.get('redirect_to')).toBe('http://localhost:3000/catalogo');
    expect(signup.body).toMatchObject({
      email: maria.email,
      password: 'segredo1',
      data: { nome: 'Maria Silva', telefone: '(11) 98765-4321' },
    });
    // The account exists, unconfirmed, with the metadata the database turns into a cliente.
    const [conta] = await sql<{ meta: Record<string, unknown>; confirmado: boolean }>(
      'select raw_user_meta_data as meta, email_confirmed_at is not null as confirmado from auth.users where email = $1',
      [maria.email],
    );
    expect(conta).toMatchObject({ meta: { nome: 'Maria Silva', telefone: '(11) 98765-4321' }, confirmado: false });
    expect(dialog()).toBeInTheDocument();
    expect(within(dialog()).getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(field('E-mail')).toHaveValue('');
    await user.click(within(dialog()).getByRole('tab', { name: 'Cadastrar' }));
    expect(field('Nome')).toHaveValue('');
    expect(field('Telefone')).toHaveValue('');
  });

  it('an existing e-mail (confirmations on: a user with identities []) gives "Usuário já existe"', async () => {
    const { user } = renderPage({ defaultTab: 'cadastrar' });
    await fillSignUp(user, { ...novaMaria(), email: cliente.email });
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Usuário já existe', 'Este email já está cadastrado. Tente fazer login.', 'destructive');
    expect(screen.queryByText('Cadastro realizado!')).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');
    expect(field('Nome')).toHaveValue('Maria Silva');
  });

  it('error code user_already_exists (a project with confirmations off) gives "Usuário já existe"', async () => {
    const { user } = renderPage({ defaultTab: 'cadastrar' });
    net.answerNext('/auth/v1/signup', 422, gotrueError('user_already_exists', 'User already registered'));
    await fillSignUp(user, novaMaria());
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Usuário já existe', 'Este email já está cadastrado. Tente fazer login.', 'destructive');
  });

  it('another sign-up error (weak_password of a stricter project) gives "Erro no cadastro" in Portuguese', async () => {
    const { user } = renderPage({ defaultTab: 'cadastrar' });
    const message = 'Password should contain at least one character of each: abc, 123.';
    net.answerNext('/auth/v1/signup', 422, gotrueError('weak_password', message, { weak_password: { reasons: ['characters'] } }));
    await fillSignUp(user, novaMaria());
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Erro no cadastro', AUTH_ERROR_MESSAGES.weak_password, 'destructive');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('is disabled and reads "Cadastrando..." while signing up', async () => {
    const { user } = renderPage({ defaultTab: 'cadastrar' });
    const signup = net.hold('/auth/v1/signup');
    net.answerNext('/auth/v1/signup', 429, gotrueError('over_request_rate_limit', 'Request rate limit reached'));
    await fillSignUp(user, novaMaria());
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar' }));
    const busy = await within(dialog()).findByRole('button', { name: 'Cadastrando...' });
    expect(busy).toBeDisabled();
    signup.release();
    await expectToast('Erro no cadastro', AUTH_ERROR_MESSAGES.over_request_rate_limit, 'destructive');
    expect(within(dialog()).getByRole('button', { name: 'Cadastrar' })).toBeEnabled();
  });
});

describe('SignInDialog (back-office)', () => {
  it('shows the Login form only, closes and reports staff on success', async () => {
    const onOpenChange = vi.fn();
    const onSignedIn = vi.fn();
    const { user } = renderWithProviders(<SignInDialog open onOpenChange={onOpenChange} onSignedIn={onSignedIn} />, {
      client: createStackClient(),
    });
    expect(within(dialog()).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(dialog()).getByText('Entre com seu e-mail e senha.')).toBeInTheDocument();
    await user.type(field('E-mail'), admin.email);
    await user.type(field('Senha'), admin.password);
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    await expectToast('Login realizado com sucesso!', 'Bem-vindo de volta!', 'success');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSignedIn).toHaveBeenCalledWith(true);
  });
});
