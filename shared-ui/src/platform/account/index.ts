/**
 * The account dialogs of the platform: sign-in, sign-up and password recovery, and the rule that opens
 * the account dialog by itself for a visitor. Re-exported by `@loja/shared-ui/platform` (one shared
 * module in the federation); their forms (formik, yup) are `@loja/shared-ui/platform/forms` (./forms.ts),
 * loaded on a dialog's first open.
 */
// The account dialogs load their forms (formik, yup) on first open: a page that never opens one
// never downloads them (lazyDialogs.tsx). The forms themselves are in `@loja/shared-ui/platform/forms`.
export { AccountDialog, SignInDialog, NewPasswordDialog } from './lazyDialogs';
export type { SignInDialogProps } from './SignInDialog';
export type { AccountDialogProps, AccountTab } from './AccountDialog';
export type { NewPasswordDialogProps } from './NewPasswordDialog';
export {
  useAutoOpenAccountDialog,
  ACCOUNT_DIALOG_AUTO_OPEN_MS,
  ACCOUNT_DIALOG_SHOWN_KEY,
} from './useAutoOpenAccountDialog';
export type { UseAutoOpenAccountDialogOptions } from './useAutoOpenAccountDialog';
export { PasswordRecoveryDialog } from './PasswordRecoveryDialog';
// The sign-in, sign-up and password messages (the Portuguese text of every auth error) and
// ResendConfirmation are in `@loja/shared-ui/platform/forms`, with the forms that show them: this
// entry is a shared module, never tree-shaken, and every page loads it.
export type { PasswordRecoveryDialogProps } from './PasswordRecoveryDialog';
