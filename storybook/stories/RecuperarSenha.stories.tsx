import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { fn } from 'storybook/test';
import { Button, Toaster } from '@loja/shared-ui';
import { AuthProvider, NewPasswordDialog, makeStore } from '@loja/shared-ui/platform';
import { ForgotPasswordForm, ResendConfirmation } from '@loja/shared-ui/platform/forms';
import { Stack } from './helpers';

/**
 * A stand-in auth service so designers can try every answer (no backend):
 * - Esqueci minha senha: limite@loja.test answers the e-mail rate limit; any other e-mail succeeds.
 * - Nova senha: "segredo1" is refused as the current password; any other valid one is saved.
 * - Reenviar e-mail de confirmação: succeeds the first time, then answers the rate limit.
 */
function demoClient(): SupabaseClient {
  const wait = () => new Promise((resolve) => setTimeout(resolve, 700));
  const apiError = (code: string, message: string, status: number) => ({ name: 'AuthApiError', code, message, status });
  let resent = 0;
  const auth = {
    getSession: async () => ({ data: { session: null }, error: null }),
    onAuthStateChange: (_listener: (event: AuthChangeEvent, session: Session | null) => void) => ({
      data: { subscription: { unsubscribe: () => undefined } },
    }),
    resetPasswordForEmail: async (email: string) => {
      await wait();
      if (email === 'limite@loja.test') return { data: null, error: apiError('over_email_send_rate_limit', 'Email rate limit exceeded', 429) };
      return { data: {}, error: null };
    },
    updateUser: async ({ password }: { password: string }) => {
      await wait();
      if (password === 'segredo1') {
        return { data: { user: null }, error: apiError('same_password', 'New password should be different from the old password.', 422) };
      }
      return { data: { user: { id: 'u-demo', email: 'cliente@loja.test' } }, error: null };
    },
    resend: async () => {
      await wait();
      resent += 1;
      return resent > 1 ? { data: {}, error: apiError('over_email_send_rate_limit', 'Email rate limit exceeded', 429) } : { data: {}, error: null };
    },
  };
  const from = () => {
    const query = {
      select: () => query,
      eq: () => query,
      maybeSingle: async () => ({ data: { nome: 'Cliente Demo', tipo: 'cliente' }, error: null }),
    };
    return query;
  };
  // Only what AuthProvider and these forms call; the cast is the story's seam.
  return { auth, from } as unknown as SupabaseClient;
}

function DemoAuth({ children }: { children: ReactNode }) {
  const [store] = useState(() => makeStore());
  const [client] = useState(demoClient);
  return (
    <Provider store={store}>
      <AuthProvider client={client} initialRedirect={{ type: null, errorCode: null }}>
        <Toaster />
        {children}
      </AuthProvider>
    </Provider>
  );
}

function NewPasswordDemo({ onPasswordChanged }: { onPasswordChanged: (isStaff: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <DemoAuth>
      <Button onClick={() => setOpen(true)}>Abrir "Nova senha"</Button>
      <NewPasswordDialog open={open} onOpenChange={setOpen} onPasswordChanged={onPasswordChanged} />
    </DemoAuth>
  );
}

const meta = {
  title: 'Plataforma/Recuperar senha',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const EsqueciMinhaSenha: Story = {
  name: 'Esqueci minha senha',
  render: () => (
    <DemoAuth>
      <Stack>
        <ForgotPasswordForm initialEmail="maria.souza@gmail.com" onBack={fn()} />
      </Stack>
    </DemoAuth>
  ),
};

export const NovaSenha: Story = {
  name: 'Nova senha (depois do link do e-mail)',
  render: () => <NewPasswordDemo onPasswordChanged={fn()} />,
};

export const EmailNaoConfirmado: Story = {
  name: 'E-mail não confirmado',
  render: () => (
    <DemoAuth>
      <Stack>
        <ResendConfirmation email="maria.souza@gmail.com" />
      </Stack>
    </DemoAuth>
  ),
};
