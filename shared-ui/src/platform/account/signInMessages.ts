import type { ToastOptions } from '../../components/Toast';
import { authErrorToast } from './authErrorMessages';

export { UNEXPECTED_ERROR_TOAST } from './authErrorMessages';

/** Sign-in succeeded (spec 000, section 8). */
export const SIGN_IN_SUCCESS_TOAST: Readonly<ToastOptions> = {
  title: 'Login realizado com sucesso!',
  description: 'Bem-vindo de volta!',
  variant: 'success',
};

/**
 * A failed sign-in (spec 000, section 8): "Erro no login" with the Portuguese text of the error's
 * code ("Email ou senha incorretos." for invalid_credentials) where the spec shows the server's
 * message, which is English.
 */
export function signInErrorToast(error: unknown): ToastOptions {
  return authErrorToast(error, 'Erro no login');
}
