import { Form, Formik, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { FormActions, FormStack, UnsavedChangesPrompt, submitForm, toFormValues, toRow } from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { useUpdateFuncionarioMutation, useUpdateUsuarioDoFuncionarioMutation, type Funcionario, type Usuario } from './api';
import { DadosPessoaisFields, FuncionarioTabs, SemUsuario, UsuarioVinculadoFields } from './components';
import { cpfErrors } from './cpfErrors';
import { FUNCIONARIO_MESSAGES } from './messages';
import { NOVO_FUNCIONARIO, editarFuncionarioSchema, type EditarFuncionarioValues } from './schema';

export interface EditarFuncionarioFormProps {
  funcionario: Funcionario;
  /** The linked login, or null when the employee has none. */
  usuario: Usuario | null;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * A login created on this page ("Criar Usuário", "Associar usuário existente") arrives after the
 * form was built: its role and activation join the open form, whose typed values stay as they are.
 */
function LoginArrives({ usuario }: { usuario: Usuario | null }) {
  const { values, setFieldValue } = useFormikContext<EditarFuncionarioValues>();
  const arrived = usuario !== null && values.usuario === null;
  useEffect(() => {
    if (arrived) void setFieldValue('usuario', { tipo: usuario.tipo, ativo: usuario.ativo }, false);
  }, [arrived, usuario, setFieldValue]);
  return null;
}

/** /cadastros/funcionarios/editar/:id: the employee, and their login's role and activation. */
export function EditarFuncionarioForm({ funcionario, usuario, onSaved, onCancel }: EditarFuncionarioFormProps) {
  const { user } = useAuth();
  const [updateFuncionario] = useUpdateFuncionarioMutation();
  const [updateUsuario] = useUpdateUsuarioDoFuncionarioMutation();
  const proprio = usuario !== null && usuario.auth_user_id === user?.id;

  const initialValues: EditarFuncionarioValues = {
    ...toFormValues(funcionario, NOVO_FUNCIONARIO),
    usuario: usuario ? { tipo: usuario.tipo, ativo: usuario.ativo } : null,
  } as EditarFuncionarioValues;

  const onSubmit = submitForm<EditarFuncionarioValues>({
    save: async ({ usuario: login, ...dados }) => {
      const saved = await updateFuncionario({ id: funcionario.id, changes: toRow(dados) }).unwrap();
      if (usuario?.auth_user_id && login) {
        const changes = proprio ? { nome: saved.nome } : { nome: saved.nome, tipo: login.tipo, ativo: login.ativo };
        // Spec 001 §7: a failing usuarios update is only logged; the employee's update stands.
        await updateUsuario({ authUserId: usuario.auth_user_id, funcionarioId: funcionario.id, changes })
          .unwrap()
          .catch((error: unknown) => console.error('Erro ao atualizar usuário do funcionário:', error));
      }
      return saved;
    },
    success: FUNCIONARIO_MESSAGES.updated,
    failure: FUNCIONARIO_MESSAGES.updateFailed,
    fieldErrors: cpfErrors,
    onSaved,
  });

  return (
    <Formik initialValues={initialValues} validationSchema={editarFuncionarioSchema} onSubmit={onSubmit}>
      <Form noValidate>
        <UnsavedChangesPrompt />
        <LoginArrives usuario={usuario} />
        <FormStack>
          <FuncionarioTabs
            dados={<DadosPessoaisFields />}
            usuario={usuario ? <UsuarioVinculadoFields usuario={usuario} proprio={proprio} /> : <SemUsuario funcionario={funcionario} />}
          />
          <FormActions onCancel={onCancel} submitLabel="Salvar alterações" />
        </FormStack>
      </Form>
    </Formik>
  );
}
