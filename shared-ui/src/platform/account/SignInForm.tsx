import { Formik } from 'formik';
import { useState } from 'react';
import { Yup } from '../../forms/yup';
import { Button } from '../../components/Button';
import { FormikInput } from '../../components/Formik';
import { toast } from '../../components/Toast';
import { authErrorCodeOf } from './authErrorMessages';
import { AuthFormBody, TextLinkButton } from './authFormLayout';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { FormikPasswordInput } from './FormikPasswordInput';
import { ResendConfirmation } from './ResendConfirmation';
import { isStaffTipo } from '../roles';
import { SIGN_IN_SUCCESS_TOAST, signInErrorToast } from './signInMessages';
import { useAuth } from '../useAuth';

export interface SignInFormProps {
  /** Called after a successful sign-in (toast shown, fields reset) with whether the person is staff. */
  onSignedIn?: (isStaff: boolean) => void;
  /** Told when "Esqueci minha senha" swaps the form for the recovery one (true) and back (false). */
  onRecoveringChange?: (recovering: boolean) => void;
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

/**
 * The Login tab: e-mail and password, toasts from the spec's error catalogue in Portuguese; an
 * unconfirmed account gets a notice with "Reenviar e-mail de confirmação"; "Esqueci minha senha"
 * swaps the form for the recovery one, in the same place (the storefront's and the back-office's dialog).
 */
export function SignInForm({ onSignedIn, onRecoveringChange }: SignInFormProps) {
  const { signIn } = useAuth();
  /** The e-mail typed when "Esqueci minha senha" was chosen; null while the login form shows. */
  const [recovering, setRecoveringState] = useState<string | null>(null);
  const setRecovering = (email: string | null) => {
    setRecoveringState(email);
    onRecoveringChange?.(email !== null);
  };
  /** The e-mail that met email_not_confirmed, for the resend button. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  if (recovering !== null) return <ForgotPasswordForm initialEmail={recovering} onBack={() => setRecovering(null)} />;

  return (
    <Formik<SignInValues>
      initialValues={initialValues}
      validationSchema={signInSchema}
      onSubmit={async (values, helpers) => {
        const email = values.email.trim();
        setUnconfirmed(null);
        try {
          const { error, profile } = await signIn(email, values.password);
          if (error) {
            if (authErrorCodeOf(error) === 'email_not_confirmed') setUnconfirmed(email);
            else toast(signInErrorToast(error));
            return;
          }
          toast(SIGN_IN_SUCCESS_TOAST);
          helpers.resetForm();
          onSignedIn?.(isStaffTipo(profile?.tipo));
        } catch (error) {
          toast(signInErrorToast(error));
        }
      }}
    >
      {({ isSubmitting, values }) => (
        <AuthFormBody noValidate>
          <FormikInput name="email" type="email" label="E-mail" autoComplete="email" required />
          <FormikPasswordInput name="password" label="Senha" autoComplete="current-password" required />
          <TextLinkButton
            type="button"
            // Keeps the focus where it is: a blur of the empty e-mail shows its error, which pushed
            // this link down between the press and the release, and the click was lost.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setRecovering(values.email.trim())}
          >
            Esqueci minha senha
          </TextLinkButton>
          {unconfirmed ? <ResendConfirmation email={unconfirmed} /> : null}
          <Button type="submit" fullWidth loading={isSubmitting} loadingText="Entrando...">
            Entrar
          </Button>
        </AuthFormBody>
      )}
    </Formik>
  );
}
