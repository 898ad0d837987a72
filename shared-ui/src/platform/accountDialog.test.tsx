import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { Toaster, dismissToast } from '../components/Toast';
import { createFakeSupabase, fakeSession } from '../test/fakeSupabase';
import { LojaThemeProvider } from '../theme';
import { AccountDialog, type AccountTab } from './AccountDialog';
import { AuthProvider } from './AuthProvider';
import { SignInDialog } from './SignInDialog';
import { makeStore } from './store';
import { ACCOUNT_DIALOG_SHOWN_KEY, useAutoOpenAccountDialog } from './useAutoOpenAccountDialog';

const rows = [
  { auth_user_id: 'u-admin', nome: 'Admin', tipo: 'admin' },
  { auth_user_id: 'u-cli', nome: 'Cliente', tipo: 'cliente' },
];

type Fake = ReturnType<typeof createFakeSupabase>;
type AnyAnswer = Mock<(...args: unknown[]) => Promise<unknown>>;

/** The fake's vi.fn is typed by its default answer; the scenarios below answer other shapes. */
function answer(fn: Fake['auth'][keyof Fake['auth']]): AnyAnswer {
  return fn as unknown as AnyAnswer;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function Providers({ fake, children }: { fake: Fake; children: ReactNode }) {
  const [store] = useState(() => makeStore());
  return (
    <Provider store={store}>
      <LojaThemeProvider>
        <AuthProvider client={fake.client}>
          <Toaster />
          {children}
        </AuthProvider>
      </LojaThemeProvider>
    </Provider>
  );
}

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

function renderPage(props: HarnessProps = {}, fake: Fake = createFakeSupabase({ rows })) {
  const user = userEvent.setup();
  const view = render(
    <Providers fake={fake}>
      <Page {...props} />
    </Providers>,
  );
  return { user, fake, view };
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
    const { user, fake } = renderPage();
    expect(field('E-mail')).toHaveAttribute('type', 'email');
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    expect(await within(dialog()).findByText('Email é obrigatório')).toBeInTheDocument();
    expect(within(dialog()).getByText('Senha é obrigatória')).toBeInTheDocument();
    await user.type(field('E-mail'), 'cliente');
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    expect(await within(dialog()).findByText('Informe um e-mail válido')).toBeInTheDocument();
    expect(fake.auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('invalid_credentials: "Erro no login" / "Email ou senha incorretos." and stays open', async () => {
    const { user, fake } = renderPage();
    await user.type(field('E-mail'), 'cliente@loja.test');
    await user.type(field('Senha'), 'errada');
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    await expectToast('Erro no login', 'Email ou senha incorretos.', 'destructive');
    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith({ email: 'cliente@loja.test', password: 'errada' });
    expect(dialog()).toBeInTheDocument();
  });

  it('another sign-in error shows the server message', async () => {
    const fake = createFakeSupabase({ rows });
    answer(fake.auth.signInWithPassword).mockResolvedValueOnce({
      data: { session: null, user: null },
      error: { message: 'Email not confirmed', code: 'email_not_confirmed', status: 400 },
    });
    const { user } = renderPage({}, fake);
    await user.type(field('E-mail'), 'cliente@loja.test');
    await user.type(field('Senha'), 'segredo');
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    await expectToast('Erro no login', 'Email not confirmed', 'destructive');
  });

  it('an exception shows "Erro inesperado"', async () => {
    const fake = createFakeSupabase({ rows });
    answer(fake.auth.signInWithPassword).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderPage({}, fake);
    await user.type(field('E-mail'), 'cliente@loja.test');
    await user.type(field('Senha'), 'segredo');
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    await expectToast('Erro inesperado', 'Ocorreu um erro. Tente novamente.', 'destructive');
    expect(dialog()).toBeInTheDocument();
  });

  it('is disabled and reads "Entrando..." while signing in', async () => {
    const fake = createFakeSupabase({ rows });
    const pending = deferred<unknown>();
    answer(fake.auth.signInWithPassword).mockImplementationOnce(() => pending.promise);
    const { user } = renderPage({}, fake);
    await user.type(field('E-mail'), 'cliente@loja.test');
    await user.type(field('Senha'), 'segredo');
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    const busy = await within(dialog()).findByRole('button', { name: 'Entrando...' });
    expect(busy).toBeDisabled();
    await act(async () => {
      pending.resolve({
        data: { session: null, user: null },
        error: { message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 },
      });
    });
    expect(await within(dialog()).findByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('success: toast, dialog closes, onSignedIn(false) for a cliente; fields empty when reopened', async () => {
    const onSignedIn = vi.fn();
    const { user } = renderPage({ onSignedIn });
    await user.type(field('E-mail'), ' cliente@loja.test ');
    await user.type(field('Senha'), 'segredo');
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    await expectToast('Login realizado com sucesso!', 'Bem-vindo de volta!', 'success');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSignedIn).toHaveBeenCalledWith(false);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(field('E-mail')).toHaveValue('');
    expect(field('Senha')).toHaveValue('');
  });

  it('success for staff calls onSignedIn(true)', async () => {
    const onSignedIn = vi.fn();
    const { user } = renderPage({ onSignedIn });
    await user.type(field('E-mail'), 'admin@loja.test');
    await user.type(field('Senha'), 'segredo');
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(true));
  });
});

async function fillSignUp(
  user: ReturnType<typeof userEvent.setup>,
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
    const { user, fake } = renderPage({ defaultTab: 'cadastrar' });
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
    expect(fake.auth.signUp).not.toHaveBeenCalled();
  });

  it('nome and telefone given: no "Campos obrigatórios", only the e-mail and password messages', async () => {
    const { user, fake } = renderPage({ defaultTab: 'cadastrar' });
    await fillSignUp(user, { nome: maria.nome, telefone: maria.telefone, email: 'maria', senha: '12345' });
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(dialog()).findByText('Informe um e-mail válido')).toBeInTheDocument();
    expect(within(dialog()).getByText('A senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
    expect(screen.queryByText('Campos obrigatórios')).not.toBeInTheDocument();
    expect(fake.auth.signUp).not.toHaveBeenCalled();
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

  it('success: sends nome and telefone as metadata with the /catalogo redirect, toast, Login tab, fields reset', async () => {
    const fake = createFakeSupabase({ rows });
    answer(fake.auth.signUp).mockResolvedValueOnce({
      data: { user: { id: 'u-nova', email: maria.email, identities: [{ id: 'i-1' }] }, session: null },
      error: null,
    });
    const { user } = renderPage({ defaultTab: 'cadastrar' }, fake);
    await fillSignUp(user, maria);
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Cadastro realizado!', 'Confira o seu e-mail para que você possa confirmar o cadastro.', 'success');
    expect(fake.auth.signUp).toHaveBeenCalledWith({
      email: 'maria@loja.test',
      password: 'segredo1',
      options: {
        emailRedirectTo: 'http://localhost:3000/catalogo',
        data: { nome: 'Maria Silva', telefone: '(11) 98765-4321' },
      },
    });
    expect(dialog()).toBeInTheDocument();
    expect(within(dialog()).getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(field('E-mail')).toHaveValue('');
    await user.click(within(dialog()).getByRole('tab', { name: 'Cadastrar' }));
    expect(field('Nome')).toHaveValue('');
    expect(field('Telefone')).toHaveValue('');
  });

  it('an existing e-mail (confirmations on: a user with identities []) gives "Usuário já existe"', async () => {
    const fake = createFakeSupabase({ rows });
    answer(fake.auth.signUp).mockResolvedValueOnce({
      data: { user: { id: 'u-falso', email: maria.email, identities: [] }, session: null },
      error: null,
    });
    const { user } = renderPage({ defaultTab: 'cadastrar' }, fake);
    await fillSignUp(user, maria);
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Usuário já existe', 'Este email já está cadastrado. Tente fazer login.', 'destructive');
    expect(screen.queryByText('Cadastro realizado!')).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');
    expect(field('Nome')).toHaveValue('Maria Silva');
  });

  it('error code user_already_exists gives "Usuário já existe"', async () => {
    const fake = createFakeSupabase({ rows });
    answer(fake.auth.signUp).mockResolvedValueOnce({
      data: { user: null, session: null },
      error: { message: 'User already registered', code: 'user_already_exists', status: 422 },
    });
    const { user } = renderPage({ defaultTab: 'cadastrar' }, fake);
    await fillSignUp(user, maria);
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Usuário já existe', 'Este email já está cadastrado. Tente fazer login.', 'destructive');
  });

  it('another sign-up error (weak_password) gives "Erro no cadastro" with the server message', async () => {
    const fake = createFakeSupabase({ rows });
    answer(fake.auth.signUp).mockResolvedValueOnce({
      data: { user: null, session: null },
      error: { message: 'Password should contain at least one character of each: abc, 123.', code: 'weak_password', status: 422 },
    });
    const { user } = renderPage({ defaultTab: 'cadastrar' }, fake);
    await fillSignUp(user, maria);
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Erro no cadastro', 'Password should contain at least one character of each: abc, 123.', 'destructive');
  });

  it('an exception gives "Erro inesperado"', async () => {
    const fake = createFakeSupabase({ rows });
    answer(fake.auth.signUp).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderPage({ defaultTab: 'cadastrar' }, fake);
    await fillSignUp(user, maria);
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Erro inesperado', 'Ocorreu um erro. Tente novamente.', 'destructive');
  });

  it('is disabled and reads "Cadastrando..." while signing up', async () => {
    const fake = createFakeSupabase({ rows });
    const pending = deferred<unknown>();
    answer(fake.auth.signUp).mockImplementationOnce(() => pending.promise);
    const { user } = renderPage({ defaultTab: 'cadastrar' }, fake);
    await fillSignUp(user, maria);
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar' }));
    const busy = await within(dialog()).findByRole('button', { name: 'Cadastrando...' });
    expect(busy).toBeDisabled();
    await act(async () => {
      pending.resolve({
        data: { user: null, session: null },
        error: { message: 'Request rate limit reached', code: 'over_request_rate_limit', status: 429 },
      });
    });
    await expectToast('Erro no cadastro', 'Request rate limit reached', 'destructive');
    expect(within(dialog()).getByRole('button', { name: 'Cadastrar' })).toBeEnabled();
  });

  it('a sign-up that is signed in at once (confirmations off) closes the dialog with onSignedIn(false)', async () => {
    const fake = createFakeSupabase({ rows });
    const session = fakeSession('u-nova', maria.email);
    answer(fake.auth.signUp).mockResolvedValueOnce({
      data: { user: { ...session.user, identities: [{ id: 'i-1' }] }, session },
      error: null,
    });
    const onSignedIn = vi.fn();
    const { user } = renderPage({ defaultTab: 'cadastrar', onSignedIn }, fake);
    await fillSignUp(user, maria);
    await user.click(within(dialog()).getByRole('button', { name: 'Cadastrar' }));
    await expectToast('Cadastro realizado!', null, 'success');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSignedIn).toHaveBeenCalledWith(false);
    expect(screen.queryByText('Confira o seu e-mail para que você possa confirmar o cadastro.')).not.toBeInTheDocument();
  });
});

describe('SignInDialog (back-office)', () => {
  it('shows the Login form only, closes and reports staff on success', async () => {
    const fake = createFakeSupabase({ rows });
    const onOpenChange = vi.fn();
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    render(
      <Providers fake={fake}>
        <SignInDialog open onOpenChange={onOpenChange} onSignedIn={onSignedIn} />
      </Providers>,
    );
    expect(within(dialog()).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(dialog()).getByText('Entre com seu e-mail e senha.')).toBeInTheDocument();
    await user.type(field('E-mail'), 'admin@loja.test');
    await user.type(field('Senha'), 'segredo');
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    await expectToast('Login realizado com sucesso!', 'Bem-vindo de volta!', 'success');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSignedIn).toHaveBeenCalledWith(true);
  });
});

describe('useAutoOpenAccountDialog', () => {
  /** Lets the fake's getSession and the profile load settle without moving the clock. */
  async function settleAuth() {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }

  function renderAuto(fake: Fake = createFakeSupabase({ rows })) {
    vi.useFakeTimers();
    const view = render(
      <Providers fake={fake}>
        <Page initiallyOpen={false} autoOpen />
      </Providers>,
    );
    return { view, fake };
  }

  it('opens 1000 ms after loading finished with nobody signed in; not again after the visitor closed it', async () => {
    const { view, fake } = renderAuto();
    await settleAuth();
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
    view.unmount();
    render(
      <Providers fake={fake}>
        <Page initiallyOpen={false} autoOpen />
      </Providers>,
    );
    await settleAuth();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open when a user is signed in', async () => {
    renderAuto(createFakeSupabase({ rows, session: fakeSession('u-cli', 'cliente@loja.test') }));
    await settleAuth();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(ACCOUNT_DIALOG_SHOWN_KEY)).toBeNull();
  });

  it('cancels the timer when a user appears before the second is over', async () => {
    const { fake } = renderAuto();
    await settleAuth();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    act(() => fake.emit('SIGNED_IN', fakeSession('u-cli', 'cliente@loja.test')));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not pop up after the visitor opened and closed it by hand before the second', async () => {
    renderAuto();
    await settleAuth();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(dialog()).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Fechar' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
