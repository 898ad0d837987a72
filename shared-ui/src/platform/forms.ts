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
