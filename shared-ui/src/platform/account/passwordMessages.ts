import type { ToastOptions } from '../../components/Toast';
import { authErrorToast } from './authErrorMessages';

/**
 * "Esqueci minha senha" was sent. The same answer whether or not the e-mail has an account (the
 * server answers alike too), so the form does not tell anyone which e-mails are registered.
 */
export const PASSWORD_RESET_SENT_TOAST: Readonly<ToastOptions> = {
  title: 'Verifique seu e-mail',
  description: 'Se houver uma conta com este e-mail, você receberá um link para criar uma nova senha.',
  variant: 'success',
};

export const passwordResetErrorToast = (error: unknown): ToastOptions => authErrorToast(error, 'Erro ao enviar e-mail');

export const CONFIRMATION_RESENT_TOAST: Readonly<ToastOptions> = {
  title: 'E-mail reenviado',
  description: 'Enviamos um novo link de confirmação. Confira sua caixa de entrada.',
  variant: 'success',
};

export const confirmationResendErrorToast = (error: unknown): ToastOptions => authErrorToast(error, 'Erro ao reenviar e-mail');

export const PASSWORD_CHANGED_TOAST: Readonly<ToastOptions> = {
  title: 'Senha alterada!',
  description: 'Sua nova senha já está valendo.',
  variant: 'success',
};

export const passwordChangeErrorToast = (error: unknown): ToastOptions => authErrorToast(error, 'Erro ao alterar senha');

/** The e-mail link that led here was refused (expired, used, or the login was deactivated). */
export const authLinkErrorToast = (code: string): ToastOptions => authErrorToast({ code }, 'Não foi possível usar o link');
