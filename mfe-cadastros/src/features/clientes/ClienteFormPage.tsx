import { Form, Formik } from 'formik';
import {
  FormActions,
  FormStack,
  RegisterFormFrame,
  UnsavedChangesPrompt,
  constraintName,
  submitForm,
  toFormValues,
  toRow,
  useRecordToEdit,
} from '@loja/shared-ui';
import { useAuth, type ApiError } from '@loja/shared-ui/platform';
import { EnderecoFields, PessoaFields, StatusSection } from '../../components';
import { useCreateClienteMutation, useGetClienteQuery, useUpdateClienteMutation } from './api';
import { CLIENTE_MESSAGES } from './messages';
import { NOVO_CLIENTE, clienteSchema, type ClienteFormValues } from './schema';

/** Errors the database gives for a CPF (migration 20261123000100), shown under the field. */
function cpfErrors(error: ApiError) {
  const constraint = constraintName(error);
  if (constraint === 'clientes_cpf_unico') return { cpf: CLIENTE_MESSAGES.duplicateCpf };
  if (constraint === 'clientes_cpf_valido') return { cpf: CLIENTE_MESSAGES.invalidCpf };
  return undefined;
}

/** /cadastros/clientes/novo, /cadastros/clientes/editar/:id and /cadastros/clientes/:id/editar. */
export function ClienteFormPage() {
  const { id, editing, record: cliente, loading, backToList } = useRecordToEdit(useGetClienteQuery, CLIENTE_MESSAGES.loadOne);
  const { canWrite, loading: roleLoading } = useAuth();
  const [createCliente] = useCreateClienteMutation();
  const [updateCliente] = useUpdateClienteMutation();

  const onSubmit = submitForm<ClienteFormValues>({
    save: (values) => (id ? updateCliente({ id, changes: toRow(values) }).unwrap() : createCliente(toRow(values)).unwrap()),
    success: editing ? CLIENTE_MESSAGES.updated : CLIENTE_MESSAGES.created,
    failure: editing ? CLIENTE_MESSAGES.updateFailed : CLIENTE_MESSAGES.createFailed,
    fieldErrors: cpfErrors,
    onSaved: backToList,
  });

  return (
    <RegisterFormFrame
      title={editing ? 'Editar Cliente' : 'Novo Cliente'}
      description={cliente?.nome ?? 'Cadastre um novo cliente da loja'}
      onBack={backToList}
      canWrite={canWrite}
      roleLoading={roleLoading}
      readOnlyText={CLIENTE_MESSAGES.readOnly}
      loading={loading}
      loadingLabel="Carregando dados do cliente"
    >
      <Formik initialValues={toFormValues(cliente, NOVO_CLIENTE)} validationSchema={clienteSchema} onSubmit={onSubmit}>
        <Form noValidate>
          <UnsavedChangesPrompt />
          <FormStack>
            <PessoaFields />
            <EnderecoFields />
            <StatusSection />
            <FormActions onCancel={backToList} submitLabel={editing ? 'Salvar alterações' : 'Cadastrar cliente'} />
          </FormStack>
        </Form>
      </Formik>
    </RegisterFormFrame>
  );
}
