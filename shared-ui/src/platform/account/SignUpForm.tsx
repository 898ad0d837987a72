import { Formik } from 'formik';
import { Yup } from '../../forms/yup';
import { Button } from '../../components/Button';
import { FormikInput } from '../../components/Formik';
import { toast } from '../../components/Toast';
import { PHONE_MAX_LENGTH, maskPhone, onlyDigits } from '../../format';
import { AuthFormBody } from './authFormLayout';
import { FormikPasswordInput } from './FormikPasswordInput';
import { newPasswordRule } from './passwordRules';
import { authErrorToast } from './authErrorMessages';
import {
  EXISTING_USER_TOAST,
  MISSING_FIELDS_TOAST,
  SIGN_UP_SUCCESS_TOAST,
  isExistingUserSignUp,
  signUpErrorToast,
} from './signUpMessages';
import { useAuth } from '../useAuth';

export { PASSWORD_MIN_LENGTH } from './passwordRules';

export interface SignUpValues {
  nome: string;
  telefone: string;
  email: string;
  password: string;
}

export interface SignUpOutcome {
  /** True only when the server signed the person in at once (e-mail confirmation turned off). */
  signedIn: boolean;
}

export interface SignUpFormProps {
  /** Called after a successful sign-up (toast shown, fields reset). */
  onSignedUp?: (outcome: SignUpOutcome) => void;
}

export const signUpSchema = Yup.object({
  nome: Yup.string().trim().required('Nome é obrigatório'),
  telefone: Yup.string()
    .required('Telefone é obrigatório')
    // The number is the shop's chat contact, so it needs the DDD: 10 or 11 digits.
    .test('telefone-ddd', 'Informe o telefone com DDD', (value) => !value || onlyDigits(value).length >= 10),
  email: Yup.string().trim().email('Informe um e-mail válido').required('Email é obrigatório'),
  password: newPasswordRule(),
});

const initialValues: SignUpValues = { nome: '', telefone: '', email: '', password: '' };

function missesNomeOrTelefone(values: SignUpValues): boolean {
  return values.nome.trim() === '' || onlyDigits(values.telefone) === '';
}

/** The Cadastrar tab: nome, telefone (masked as typed), e-mail and password. */
export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const { signUp } = useAuth();
  return (
    <Formik<SignUpValues>
      initialValues={initialValues}
      validationSchema={signUpSchema}
      onSubmit={async (values, helpers) => {
        try {
          const result = await signUp({
            email: values.email.trim(),
            password: values.password,
            nome: values.nome.trim(),
            telefone: values.telefone,
          });
          if (isExistingUserSignUp(result)) {
            toast(EXISTING_USER_TOAST);
            return;
          }
          if (result.error) {
            toast(signUpErrorToast(result.error));
            return;
          }
          const signedIn = result.session !== null;
          // The spec's text asks to confirm the e-mail; it would be wrong when the server signed them in.
          toast(signedIn ? { title: SIGN_UP_SUCCESS_TOAST.title, variant: 'success' } : SIGN_UP_SUCCESS_TOAST);
          helpers.resetForm();
          onSignedUp?.({ signedIn });
        } catch (error) {
          toast(authErrorToast(error, 'Erro no cadastro'));
        }
      }}
    >
      {({ isSubmitting, values, submitForm }) => (
        <AuthFormBody
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (isSubmitting) return;
            // The spec's toast for a missing nome/telefone; the field messages show as well.
            if (missesNomeOrTelefone(values)) toast(MISSING_FIELDS_TOAST);
            void submitForm();
          }}
        >
          <FormikInput name="nome" label="Nome" autoComplete="name" required />
          <FormikInput
            name="telefone"
            type="tel"
            inputMode="tel"
            label="Telefone"
            placeholder="(11) 98765-4321"
            autoComplete="tel-national"
            transform={maskPhone}
            maxLength={PHONE_MAX_LENGTH}
            required
          />
          <FormikInput name="email" type="email" label="E-mail" autoComplete="email" required />
          <FormikPasswordInput name="password" label="Senha" autoComplete="new-password" required />
          <Button type="submit" fullWidth loading={isSubmitting} loadingText="Cadastrando...">
            Cadastrar
          </Button>
        </AuthFormBody>
      )}
    </Formik>
  );
}
