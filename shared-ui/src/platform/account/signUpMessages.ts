import type { AuthError } from '@supabase/supabase-js';
import type { ToastOptions } from '../../components/Toast';
import type { SignUpResult } from '../AuthContext';
import { authErrorToast } from './authErrorMessages';

/** Nome or telefone left empty on sign-up (spec 000, sections 5 and 8). */
export const MISSING_FIELDS_TOAST: Readonly<ToastOptions> = {
  title: 'Campos obrigatórios',
  description: 'Por favor, preencha todos os campos.',
  variant: 'destructive',
};

/** Account created; the e-mail still has to be confirmed. */
export const SIGN_UP_SUCCESS_TOAST: Readonly<ToastOptions> = {
  title: 'Cadastro realizado!',
  description: 'Confira o seu e-mail para que você possa confirmar o cadastro.',
  variant: 'success',
};

export const EXISTING_USER_TOAST: Readonly<ToastOptions> = {
  title: 'Usuário já existe',
  description: 'Este email já está cadastrado. Tente fazer login.',
  variant: 'destructive',
};

/** GoTrue's error codes for an e-mail that already has an account. */
const EXISTING_USER_CODES = new Set(['user_already_exists', 'email_exists']);

/**
 * Whether a sign-up hit an e-mail that already has an account. With e-mail confirmations on,
 * GoTrue does not reveal that as an error: it answers with an obfuscated user whose
 * `identities` list is empty. With confirmations off it answers `user_already_exists`.
 */
export function isExistingUserSignUp({ error, user }: Pick<SignUpResult, 'error' | 'user'>): boolean {
  if (error) return EXISTING_USER_CODES.has(error.code ?? '');
  return Array.isArray(user?.identities) && user.identities.length === 0;
}

/**
 * A failed sign-up other than an existing user (weak password, rate limit...): "Erro no cadastro"
 * with the Portuguese text of the error's code, where the spec shows the server's (English) message.
 */
export function signUpErrorToast(error: AuthError): ToastOptions {
  if (EXISTING_USER_CODES.has(error.code ?? '')) return { ...EXISTING_USER_TOAST };
  return authErrorToast(error, 'Erro no cadastro');
}
