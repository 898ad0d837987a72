import { Formik } from 'formik';
import { Yup } from '../../forms/yup';
import { Button } from '../../components/Button';
import { toast } from '../../components/Toast';
import { AuthFormBody } from './authFormLayout';
import { FormikPasswordInput } from './FormikPasswordInput';
import { PASSWORD_CHANGED_TOAST, passwordChangeErrorToast } from './passwordMessages';
import { newPasswordRule } from './passwordRules';
import { isStaffTipo } from '../roles';
import { useAuth } from '../useAuth';

export interface NewPasswordFormProps {
  /** Called after the password changed (toast shown) with whether the person is staff. */
  onPasswordChanged?: (isStaff: boolean) => void;
}

export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

/** The sign-up's password rule and messages, plus the confirmation. */
export const newPasswordSchema = Yup.object({
  password: newPasswordRule(),
  confirmation: Yup.string()
    .required('Confirme a nova senha')
    .oneOf([Yup.ref('password')], 'As senhas não coincidem'),
});

const initialValues: NewPasswordValues = { password: '', confirmation: '' };

/** "Nova senha": sets the password of the person the recovery link signed in. */
export function NewPasswordForm({ onPasswordChanged }: NewPasswordFormProps) {
  const { updatePassword } = useAuth();
  return (
    <Formik<NewPasswordValues>
      initialValues={initialValues}
      validationSchema={newPasswordSchema}
      onSubmit={async (values) => {
        try {
          const { error, profile } = await updatePassword(values.password);
          if (error) {
            toast(passwordChangeErrorToast(error));
            return;
          }
          toast(PASSWORD_CHANGED_TOAST);
          onPasswordChanged?.(isStaffTipo(profile?.tipo));
        } catch (error) {
          toast(passwordChangeErrorToast(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <AuthFormBody noValidate>
          <FormikPasswordInput name="password" label="Nova senha" autoComplete="new-password" required />
          <FormikPasswordInput name="confirmation" label="Confirmar nova senha" autoComplete="new-password" required />
          <Button type="submit" fullWidth loading={isSubmitting} loadingText="Salvando...">
            Salvar nova senha
          </Button>
        </AuthFormBody>
      )}
    </Formik>
  );
}
