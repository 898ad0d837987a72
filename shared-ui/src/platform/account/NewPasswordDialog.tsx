import { Dialog } from '../../components/Dialog';
import { NewPasswordForm } from './NewPasswordForm';

export interface NewPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with whether the person is staff, after the password changed (the dialog has closed). */
  onPasswordChanged?: (isStaff: boolean) => void;
}

/** "Nova senha": the dialog around NewPasswordForm. PasswordRecoveryDialog opens it after a recovery link. */
export function NewPasswordDialog({ open, onOpenChange, onPasswordChanged }: NewPasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Nova senha" description="Escolha uma nova senha para a sua conta." size="sm">
      <NewPasswordForm
        onPasswordChanged={(isStaff) => {
          onOpenChange(false);
          onPasswordChanged?.(isStaff);
        }}
      />
    </Dialog>
  );
}
