import { Form, Formik, useFormikContext } from 'formik';
import type { ChangeEvent } from 'react';
import { FormActions, FormSection, FormStack, FormikSwitch, UnsavedChangesPrompt, submitForm, toRow } from '@loja/shared-ui';
import { useCreateFuncionarioMutation } from './api';
import { DadosPessoaisFields, FuncionarioTabs, NovoUsuarioFields } from './components';
import { cpfErrors } from './cpfErrors';
import { isLoginError } from './loginFailure';
import { FUNCIONARIO_MESSAGES, USUARIO_MESSAGES } from './messages';
import { NOVO_FUNCIONARIO, NOVO_USUARIO, novoFuncionarioSchema, type NovoFuncionarioValues } from './schema';

const initialValues = { ...NOVO_FUNCIONARIO, usuario: NOVO_USUARIO } as NovoFuncionarioValues;

/** The "Usuário" tab of a new employee: an optional login, created with the employee (spec 001 §4). */
function NovoUsuarioTab() {
  const { values } = useFormikContext<NovoFuncionarioValues>();
  return (
    <FormSection
      title="Usuário de acesso"
      description="Sem usuário, o funcionário não tem acesso ao sistema. O email de acesso acompanha o email do funcionário."
    >
      <FormStack>
        <FormikSwitch name="usuario.criar" label="Criar usuário para este funcionário" onLabel="Sim" offLabel="Não" />
        {values.usuario.criar ? <NovoUsuarioFields prefix="usuario." /> : null}
      </FormStack>
    </FormSection>
  );
}

function Fields() {
  const { values, setFieldValue } = useFormikContext<NovoFuncionarioValues>();
  // Spec 001 §5: the login e-mail follows the employee's while it has not been typed differently.
  const followEmail = (event: ChangeEvent<HTMLInputElement>) => {
    if (values.usuario.email === values.email) void setFieldValue('usuario.email', event.target.value, false);
  };
  return <FuncionarioTabs dados={<DadosPessoaisFields onEmailChange={followEmail} />} usuario={<NovoUsuarioTab />} />;
}

/** /cadastros/funcionarios/novo: the employee and, optionally, their login in one save. */
export function NovoFuncionarioForm({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const [createFuncionario] = useCreateFuncionarioMutation();
  const onSubmit = submitForm<NovoFuncionarioValues>({
    save: ({ usuario, ...dados }) =>
      createFuncionario({
        funcionario: toRow(dados),
        usuario: usuario.criar ? { email: (usuario.email ?? '').trim(), senha: usuario.senha ?? '', tipo: usuario.tipo } : null,
      }).unwrap(),
    success: FUNCIONARIO_MESSAGES.created,
    failure: (error) => (isLoginError(error) ? USUARIO_MESSAGES.createFailed(error.message) : FUNCIONARIO_MESSAGES.createFailed),
    fieldErrors: cpfErrors,
    onSaved,
  });
  return (
    <Formik initialValues={initialValues} validationSchema={novoFuncionarioSchema} onSubmit={onSubmit}>
      <Form noValidate>
        <UnsavedChangesPrompt />
        <FormStack>
          <Fields />
          <FormActions onCancel={onCancel} submitLabel="Cadastrar funcionário" />
        </FormStack>
      </Form>
    </Formik>
  );
}
