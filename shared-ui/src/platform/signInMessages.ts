import type { AuthError } from '@supabase/supabase-js';
import type { ToastOptions } from '../components/Toast';

/** The storefront's error catalogue for a failed sign-in (spec 000, section 8). */
export function signInErrorToast(error: AuthError): ToastOptions {
  if (error.code === 'invalid_credentials') {
    return { title: 'Erro no login', description: 'Email ou senha incorretos.', variant: 'destructive' };
  }
  return { title: 'Erro no login', description: error.message, variant: 'destructive' };
}
