import { Dialog } from '../../components/Dialog';
import { SignInForm } from './SignInForm';

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Acesse sua conta" description="Entre com seu e-mail e senha." size="sm">
      <SignInForm
        onSignedIn={(isStaff) => {
          onOpenChange(false);
          onSignedIn?.(isStaff);
        }}
      />
    </Dialog>
  );
}
