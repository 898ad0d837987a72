/**
 * `@loja/shared-ui/platform/forms`: the account forms (formik + yup) apart from the platform's
 * entry, so a page that imports the store or `useAuth` does not download formik and yup with them.
 * A singleton like the platform (tooling/federation.ts): the forms read the platform's auth context.
 */
export { SignInForm, signInSchema } from './SignInForm';
export type { SignInFormProps, SignInValues } from './SignInForm';
export { SignUpForm, signUpSchema } from './SignUpForm';
export type { SignUpFormProps, SignUpValues, SignUpOutcome } from './SignUpForm';
export { PASSWORD_MIN_LENGTH, newPasswordRule } from './passwordRules';
export { FormikPasswordInput } from './FormikPasswordInput';
export type { FormikPasswordInputProps } from './FormikPasswordInput';
export { ForgotPasswordForm, forgotPasswordSchema } from './ForgotPasswordForm';
export type { ForgotPasswordFormProps, ForgotPasswordValues } from './ForgotPasswordForm';
export { NewPasswordForm, newPasswordSchema } from './NewPasswordForm';
export type { NewPasswordFormProps, NewPasswordValues } from './NewPasswordForm';
// The messages the forms show (and their tests and stories read), and the resend-confirmation link.
export { SIGN_IN_SUCCESS_TOAST, signInErrorToast } from './signInMessages';
export {
  AUTH_ERROR_CODES,
  AUTH_ERROR_MESSAGES,
  NO_CONNECTION_TOAST,
  UNEXPECTED_ERROR_MESSAGE,
  UNEXPECTED_ERROR_TOAST,
  authErrorCodeOf,
  authErrorToast,
  isAuthErrorCode,
  isNetworkAuthError,
} from './authErrorMessages';
export type { AuthErrorCode } from './authErrorMessages';
export {
  PASSWORD_RESET_SENT_TOAST,
  CONFIRMATION_RESENT_TOAST,
  PASSWORD_CHANGED_TOAST,
  passwordResetErrorToast,
  confirmationResendErrorToast,
  passwordChangeErrorToast,
  authLinkErrorToast,
} from './passwordMessages';
export { ResendConfirmation } from './ResendConfirmation';
export type { ResendConfirmationProps } from './ResendConfirmation';
export {
  MISSING_FIELDS_TOAST,
  SIGN_UP_SUCCESS_TOAST,
  EXISTING_USER_TOAST,
  isExistingUserSignUp,
  signUpErrorToast,
} from './signUpMessages';
