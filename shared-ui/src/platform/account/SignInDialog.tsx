import { useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { SignInForm } from './SignInForm';

/** The dialog's line under its title while the Login form shows. */
const SIGN_IN_DESCRIPTION = 'Entre com seu e-mail e senha.';

export interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with whether the person who signed in is staff (the dialog has closed). */
  onSignedIn?: (isStaff: boolean) => void;
}

/**
 * "Acesse sua conta" with the Login form only: the back-office asks staff to sign in and offers
 * no self sign-up (that makes a cliente). The storefront uses AccountDialog, which adds Cadastrar.
 */
export function SignInDialog({ open, onOpenChange, onSignedIn }: SignInDialogProps) {
  // "Entre com seu e-mail e senha." above the recovery form, which asks for the e-mail alone, read as
  // a contradiction in the walk (issue 23): the recovery form's own intro says what to do there.
  const [recovering, setRecovering] = useState(false);
  // The form unmounts when the dialog closes and reopens on Login: so does this description.
  if (!open && recovering) setRecovering(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Acesse sua conta" description={recovering ? undefined : SIGN_IN_DESCRIPTION} size="sm">
      <SignInForm
        onRecoveringChange={setRecovering}
        onSignedIn={(isStaff) => {
          onOpenChange(false);
          onSignedIn?.(isStaff);
        }}
      />
    </Dialog>
  );
}
