import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { FormikInput } from '../components/Formik';
import { toast } from '../components/Toast';
import { isStaffTipo } from './roles';
import { useAuth } from './useAuth';
import { signInErrorToast } from './signInMessages';

export interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with whether the person who signed in is staff. */
  onSignedIn?: (isStaff: boolean) => void;
}

const schema = Yup.object({
  email: Yup.string().trim().email('Informe um e-mail válido').required('Email é obrigatório'),
  password: Yup.string().required('Senha é obrigatória'),
});

/** "Acesse sua conta": the sign-in the back-office asks for. */
export function SignInDialog({ open, onOpenChange, onSignedIn }: SignInDialogProps) {
  const { signIn } = useAuth();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Acesse sua conta" description="Entre com seu e-mail e senha." size="sm">
      <Formik
        initialValues={{ email: '', password: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          try {
            const { error, profile } = await signIn(values.email.trim(), values.password);
            if (error) {
              toast(signInErrorToast(error));
              return;
            }
            toast({ title: 'Login realizado com sucesso!', description: 'Bem-vindo de volta!', variant: 'success' });
            helpers.resetForm();
            onSignedIn?.(isStaffTipo(profile?.tipo));
          } catch {
            toast({ title: 'Erro inesperado', description: 'Ocorreu um erro. Tente novamente.', variant: 'destructive' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <FormikInput name="email" type="email" label="E-mail" autoComplete="email" />
            <FormikInput name="password" type="password" label="Senha" autoComplete="current-password" />
            <Button type="submit" fullWidth loading={isSubmitting} loadingText="Entrando...">
              Entrar
            </Button>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
