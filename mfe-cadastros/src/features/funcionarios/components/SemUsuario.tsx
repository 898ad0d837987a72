import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, FormActions, FormStack, FormikSelect, isolatedSubmit, toast } from '@loja/shared-ui';
import type { ApiError } from '@loja/shared-ui/platform';
import { useCreateUsuarioDoFuncionarioMutation, useLinkUsuarioAoFuncionarioMutation, type Funcionario } from '../api';
import { USUARIO_MESSAGES } from '../messages';
import { novoUsuarioSchema, usuarioVinculadoSchema, type NovoUsuarioValues, type TipoUsuario } from '../schema';
import { NovoUsuarioFields, TIPO_OPTIONS } from './NovoUsuarioFields';

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;


/**
 * Toast for a refused login call: the database's cause (the login functions raise Portuguese
 * messages) after the prefix; an error that never reached the database (no code) gets a generic cause.
 */
function toastFailure(error: ApiError, prefix: (cause: string) => string) {
  const cause = error.code ? error.message : 'Ocorreu um erro. Tente novamente.';
  toast({ title: 'Erro', description: prefix(cause), variant: 'destructive' });
}

function CriarUsuarioDialog({ funcionario, onClose }: { funcionario: Funcionario; onClose: () => void }) {
  const [createUsuario] = useCreateUsuarioDoFuncionarioMutation();
  const onSubmit = async (values: NovoUsuarioValues, helpers: FormikHelpers<NovoUsuarioValues>) => {
    try {
      await createUsuario({ funcionarioId: funcionario.id, usuario: novoUsuarioSchema.cast(values) }).unwrap();
      toast({ title: 'Sucesso', description: USUARIO_MESSAGES.created, variant: 'success' });
      onClose();
    } catch (error) {
      toastFailure(error as ApiError, USUARIO_MESSAGES.createFailed);
      helpers.setSubmitting(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Criar Usuário" description={`Acesso ao sistema para ${funcionario.nome}.`}>
      <Formik<NovoUsuarioValues>
        initialValues={{ email: funcionario.email, senha: '', tipo: 'funcionario' }}
        validationSchema={novoUsuarioSchema}
        onSubmit={onSubmit}
      >
        {({ handleSubmit }) => (
          <form noValidate onSubmit={isolatedSubmit(handleSubmit)}>
            <FormStack>
              <NovoUsuarioFields />
              <FormActions onCancel={onClose} submitLabel="Criar Usuário" />
            </FormStack>
          </form>
        )}
      </Formik>
    </Dialog>
  );
}

function AssociarUsuarioDialog({ funcionario, onClose }: { funcionario: Funcionario; onClose: () => void }) {
  const [linkUsuario] = useLinkUsuarioAoFuncionarioMutation();
  const onSubmit = async ({ tipo }: { tipo: string }) => {
    try {
      await linkUsuario({ funcionarioId: funcionario.id, tipo: tipo as TipoUsuario }).unwrap();
      toast({ title: 'Sucesso', description: USUARIO_MESSAGES.linked, variant: 'success' });
      onClose();
    } catch (error) {
      toastFailure(error as ApiError, USUARIO_MESSAGES.linkFailed);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Associar usuário existente"
      description={`Associa a ${funcionario.nome} o usuário já cadastrado com o e-mail ${funcionario.email}. O e-mail precisa estar confirmado.`}
    >
      <Formik initialValues={{ tipo: 'funcionario' }} validationSchema={usuarioVinculadoSchema.pick(['tipo'])} onSubmit={onSubmit}>
        {({ handleSubmit }) => (
          <form noValidate onSubmit={isolatedSubmit(handleSubmit)}>
            <FormStack>
              <FormikSelect name="tipo" label="Tipo de usuário" options={TIPO_OPTIONS} required />
              <FormActions onCancel={onClose} submitLabel="Associar usuário" />
            </FormStack>
          </form>
        )}
      </Formik>
    </Dialog>
  );
}

/** The edit form's "Usuário" tab for an employee without a login (spec 001 §2 and §4: no login, no access). */
export function SemUsuario({ funcionario }: { funcionario: Funcionario }) {
  const [dialog, setDialog] = useState<'criar' | 'associar' | null>(null);
  return (
    <FormStack>
      <Text>Este funcionário não possui usuário e não tem acesso ao sistema.</Text>
      <Buttons>
        <Button type="button" onClick={() => setDialog('criar')}>
          Criar Usuário
        </Button>
        <Button type="button" variant="outline" onClick={() => setDialog('associar')}>
          Associar usuário existente
        </Button>
      </Buttons>
      {dialog === 'criar' ? <CriarUsuarioDialog funcionario={funcionario} onClose={() => setDialog(null)} /> : null}
      {dialog === 'associar' ? <AssociarUsuarioDialog funcionario={funcionario} onClose={() => setDialog(null)} /> : null}
    </FormStack>
  );
}
