import type { AuthError } from '@supabase/supabase-js';
import type { ToastOptions } from '../components/Toast';

/** Sign-in succeeded (spec 000, section 8). */
export const SIGN_IN_SUCCESS_TOAST: Readonly<ToastOptions> = {
  title: 'Login realizado com sucesso!',
  description: 'Bem-vindo de volta!',
  variant: 'success',
};

/** A request that threw instead of answering (network down, bug): same text for sign-in and sign-up. */
export const UNEXPECTED_ERROR_TOAST: Readonly<ToastOptions> = {
  title: 'Erro inesperado',
  description: 'Ocorreu um erro. Tente novamente.',
  variant: 'destructive',
};

/** The storefront's error catalogue for a failed sign-in (spec 000, section 8). */
export function signInErrorToast(error: AuthError): ToastOptions {
  if (error.code === 'invalid_credentials') {
    return { title: 'Erro no login', description: 'Email ou senha incorretos.', variant: 'destructive' };
  }
  return { title: 'Erro no login', description: error.message, variant: 'destructive' };
}
