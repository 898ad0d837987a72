import { useEffect } from 'react';
import { INITIAL_AUTH_REDIRECT, type AuthRedirect } from '../authRedirect';
import { NewPasswordDialog } from './lazyDialogs';
import { useAuth } from '../useAuth';

export interface PasswordRecoveryDialogProps {
  /**
   * Called with whether the person is staff once the new password is saved: the shell sends staff
   * to /dashboard, as after a sign-in; everyone else stays on the page the link led back to.
   */
  onPasswordChanged?: (isStaff: boolean) => void;
  /** The auth link that led to this page; default the page's first address. For tests and stories. */
  initialRedirect?: AuthRedirect;
}

/** Page loads whose refused link was already reported (one toast per load, even if mounted twice). */
const reported = new WeakSet<AuthRedirect>();

/**
 * Mounted once, globally (shell, standalone entry): opens "Nova senha" when a recovery link signs
 * the person in (AuthProvider's `passwordRecovery`), and says in Portuguese why a refused e-mail
 * link (expired, already used, a deactivated login) did not sign anyone in.
 */
export function PasswordRecoveryDialog({ onPasswordChanged, initialRedirect = INITIAL_AUTH_REDIRECT }: PasswordRecoveryDialogProps) {
  const { passwordRecovery, endPasswordRecovery } = useAuth();

  useEffect(() => {
    if (!initialRedirect.errorCode || reported.has(initialRedirect)) return;
    reported.add(initialRedirect);
    const code = initialRedirect.errorCode;
    // The messages and the toast's module load only for a refused link (every page mounts this dialog,
    // and it is in the shared platform that loads before the storefront's grid). The toast waits a task
    // anyway: the page's <Toaster/> (mounted after this, as a sibling) must be listening.
    let cancelled = false;
    void Promise.all([import('./passwordMessages'), import('../../components/Toast/toast')]).then(([{ authLinkErrorToast }, { toast }]) => {
      if (!cancelled) toast(authLinkErrorToast(code));
    });
    return () => {
      cancelled = true;
    };
  }, [initialRedirect]);

  return (
    <NewPasswordDialog
      open={passwordRecovery}
      onOpenChange={(open) => {
        if (!open) endPasswordRecovery();
      }}
      onPasswordChanged={onPasswordChanged}
    />
  );
}
