import { Formik } from 'formik';
import { Yup } from '../../forms/yup';
import { Button } from '../../components/Button';
import { FormikInput } from '../../components/Formik';
import { toast } from '../../components/Toast';
import { AuthFormBody, AuthFormIntro, TextLinkButton } from './authFormLayout';
import { PASSWORD_RESET_SENT_TOAST, passwordResetErrorToast } from './passwordMessages';
import { useAuth } from '../useAuth';

export interface ForgotPasswordFormProps {
  /** The e-mail already typed in the Login form, so it need not be typed twice. */
  initialEmail?: string;
  /** "Voltar para o login"; also called after the link was sent. */
  onBack: () => void;
  /** Where the e-mailed link leads back; default the page the person is on (origin + path). */
  redirectTo?: string;
}

export interface ForgotPasswordValues {
  email: string;
}

export const forgotPasswordSchema = Yup.object({
  email: Yup.string().trim().email('Informe um e-mail válido').required('Email é obrigatório'),
});

/**
 * "Esqueci minha senha" (spec 001, section 5: staff change a password here; customers too): e-mails a
 * link that brings the person back to this page, where "Nova senha" opens (PasswordRecoveryDialog).
 */
export function ForgotPasswordForm({ initialEmail = '', onBack, redirectTo }: ForgotPasswordFormProps) {
  const { sendPasswordReset } = useAuth();
  return (
    <Formik<ForgotPasswordValues>
      initialValues={{ email: initialEmail }}
      validationSchema={forgotPasswordSchema}
      onSubmit={async (values) => {
        try {
          const { error } = await sendPasswordReset(values.email.trim(), redirectTo);
          if (error) {
            toast(passwordResetErrorToast(error));
            return;
          }
          toast(PASSWORD_RESET_SENT_TOAST);
          onBack();
        } catch (error) {
          toast(passwordResetErrorToast(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <AuthFormBody noValidate aria-label="Esqueci minha senha">
          <AuthFormIntro>Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.</AuthFormIntro>
          {/* The link that opened this form is gone: the field takes the focus, as a dialog's first field does. */}
          <FormikInput name="email" type="email" label="E-mail" autoComplete="email" required autoFocus />
          <Button type="submit" fullWidth loading={isSubmitting} loadingText="Enviando...">
            Enviar link
          </Button>
          <TextLinkButton type="button" onClick={onBack}>
            Voltar para o login
          </TextLinkButton>
        </AuthFormBody>
      )}
    </Formik>
  );
}
