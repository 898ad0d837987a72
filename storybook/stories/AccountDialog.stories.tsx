import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { fn } from 'storybook/test';
import { Button, Toaster } from '@loja/shared-ui';
import { AccountDialog, AuthProvider, SignInDialog, makeStore, type AccountTab } from '@loja/shared-ui/platform';
import { Stack } from './helpers';

/**
 * A stand-in auth service so designers can try every answer in Storybook (no backend):
 * - Login: cliente@loja.test / segredo signs in; anything else is "Email ou senha incorretos."
 * - Cadastrar: existente@loja.test is "Usuário já existe"; password 123456 is refused as weak;
 *   anything else succeeds ("Cadastro realizado!").
 */
function demoClient(): SupabaseClient {
  const listeners: Array<(event: AuthChangeEvent, session: Session | null) => void> = [];
  const wait = () => new Promise((resolve) => setTimeout(resolve, 700));
  const demoUser = (email: string, identities: unknown[]) => ({
    id: 'u-demo',
    email,
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    identities,
    created_at: '2025-01-01T00:00:00Z',
  });
  const auth = {
    getSession: async () => ({ data: { session: null }, error: null }),
    onAuthStateChange: (listener: (event: AuthChangeEvent, session: Session | null) => void) => {
      listeners.push(listener);
      return { data: { subscription: { unsubscribe: () => undefined } } };
    },
    signInWithPassword: async ({ email, password }: { email: string; password: string }) => {
      await wait();
      if (email !== 'cliente@loja.test' || password !== 'segredo') {
        return {
          data: { session: null, user: null },
          error: { name: 'AuthApiError', message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 },
        };
      }
      const session = {
        access_token: 'demo',
        refresh_token: 'demo',
        expires_in: 3600,
        token_type: 'bearer',
        user: demoUser(email, [{ id: 'i-demo' }]),
      };
      return { data: { session, user: session.user }, error: null };
    },
    signUp: async ({ email, password }: { email: string; password: string }) => {
      await wait();
      if (password === '123456') {
        return {
          data: { session: null, user: null },
          error: {
            name: 'AuthWeakPasswordError',
            message: 'Password is known to be weak and easy to guess, please choose a different one.',
            code: 'weak_password',
            status: 422,
          },
        };
      }
      // GoTrue with e-mail confirmations on hides an existing account behind a user without identities.
      const identities = email === 'existente@loja.test' ? [] : [{ id: 'i-demo' }];
      return { data: { session: null, user: demoUser(email, identities) }, error: null };
    },
    signOut: async () => ({ error: null }),
  };
  const from = () => {
    const query = {
      select: () => query,
      eq: () => query,
      maybeSingle: async () => ({ data: { nome: 'Cliente Demo', tipo: 'cliente' }, error: null }),
    };
    return query;
  };
  // Only what AuthProvider and the dialog call; the cast is the story's seam.
  return { auth, from } as unknown as SupabaseClient;
}

function DemoAuth({ children }: { children: ReactNode }) {
  const [store] = useState(() => makeStore());
  const [client] = useState(demoClient);
  return (
    <Provider store={store}>
      <AuthProvider client={client}>
        <Toaster />
        {children}
      </AuthProvider>
    </Provider>
  );
}

interface AccountDialogDemoProps {
  defaultTab: AccountTab;
  /** The back-office's SignInDialog: the same Login form, no Cadastrar tab. */
  loginOnly: boolean;
  onSignedIn: (isStaff: boolean) => void;
}

function AccountDialogDemo({ defaultTab, loginOnly, onSignedIn }: AccountDialogDemoProps) {
  const [open, setOpen] = useState(true);
  const dialogProps = { open, onOpenChange: setOpen, onSignedIn };
  return (
    <DemoAuth>
      <Stack>
        <Button onClick={() => setOpen(true)}>{loginOnly ? 'Entrar' : 'Login'}</Button>
      </Stack>
      {loginOnly ? <SignInDialog {...dialogProps} /> : <AccountDialog {...dialogProps} defaultTab={defaultTab} />}
    </DemoAuth>
  );
}

const meta = {
  title: 'Plataforma/AccountDialog',
  component: AccountDialogDemo,
  args: { defaultTab: 'login', loginOnly: false, onSignedIn: fn() },
  argTypes: {
    defaultTab: { control: 'inline-radio', options: ['login', 'cadastrar'] },
    loginOnly: { control: 'boolean' },
    onSignedIn: { control: false },
  },
} satisfies Meta<typeof AccountDialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};

export const Cadastrar: Story = {
  name: 'Cadastrar (Fazer Login para Comprar)',
  args: { defaultTab: 'cadastrar' },
};

export const SoLogin: Story = {
  name: 'Só login (back-office: SignInDialog)',
  args: { loginOnly: true },
};
