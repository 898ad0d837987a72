import { Formik } from 'formik';
import { Yup } from '../forms/yup';
import { Button } from '../components/Button';
import { FormikInput } from '../components/Formik';
import { toast } from '../components/Toast';
import { AuthFormBody } from './authFormLayout';
import { FormikPasswordInput } from './FormikPasswordInput';
import { isStaffTipo } from './roles';
import { SIGN_IN_SUCCESS_TOAST, UNEXPECTED_ERROR_TOAST, signInErrorToast } from './signInMessages';
import { useAuth } from './useAuth';

export interface SignInFormProps {
  /** Called after a successful sign-in (toast shown, fields reset) with whether the person is staff. */
  onSignedIn?: (isStaff: boolean) => void;
}

export interface SignInValues {
  email: string;
  password: string;
}

export const signInSchema = Yup.object({
  email: Yup.string().trim().email('Informe um e-mail válido').required('Email é obrigatório'),
  password: Yup.string().required('Senha é obrigatória'),
});

const initialValues: SignInValues = { email: '', password: '' };

/** The Login tab: e-mail and password, toasts from the spec's error catalogue. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { signIn } = useAuth();
  return (
    <Formik<SignInValues>
      initialValues={initialValues}
      validationSchema={signInSchema}
      onSubmit={async (values, helpers) => {
        try {
          const { error, profile } = await signIn(values.email.trim(), values.password);
          if (error) {
            toast(signInErrorToast(error));
            return;
          }
          toast(SIGN_IN_SUCCESS_TOAST);
          helpers.resetForm();
          onSignedIn?.(isStaffTipo(profile?.tipo));
        } catch {
          toast(UNEXPECTED_ERROR_TOAST);
        }
      }}
    >
      {({ isSubmitting }) => (
        <AuthFormBody noValidate>
          <FormikInput name="email" type="email" label="E-mail" autoComplete="email" required />
          <FormikPasswordInput name="password" label="Senha" autoComplete="current-password" required />
          <Button type="submit" fullWidth loading={isSubmitting} loadingText="Entrando...">
            Entrar
          </Button>
        </AuthFormBody>
      )}
    </Formik>
  );
}
