import { Formik, Form } from 'formik';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Card,
  FormActions,
  FormGrid,
  FormSection,
  FormStack,
  FormikDateInput,
  FormikInput,
  FormikMaskedInput,
  FormikSwitch,
  PageHeader,
  UnsavedChangesPrompt,
  constraintName,
  submitForm,
  toFormValues,
  toRow,
  toast,
} from '@loja/shared-ui';
import type { ApiError } from '@loja/shared-ui/platform';
import { EnderecoFields, RegisterFormSkeleton } from '../../components';
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
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id === undefined ? undefined : Number(params.id);
  const editing = id !== undefined;
  const invalidId = editing && !(Number.isSafeInteger(id) && id > 0);
  const { data: cliente, isError } = useGetClienteQuery(id ?? 0, { skip: !editing || invalidId });
  const [createCliente] = useCreateClienteMutation();
  const [updateCliente] = useUpdateClienteMutation();
  const backToList = () => navigate('..');

  // Spec 001 §8: an edit that cannot load says so and returns to the list.
  useEffect(() => {
    if (invalidId || isError) {
      toast({ title: 'Erro', description: CLIENTE_MESSAGES.loadOne, variant: 'destructive' });
      navigate('..', { replace: true });
    }
  }, [invalidId, isError, navigate]);

  const title = editing ? 'Editar Cliente' : 'Novo Cliente';
  if (editing && !cliente) {
    return (
      <>
        <PageHeader title={title} onBack={backToList} />
        <RegisterFormSkeleton label="Carregando dados do cliente" />
      </>
    );
  }

  const onSubmit = submitForm<ClienteFormValues>({
    save: (values) => {
      const row = toRow(values);
      return editing ? updateCliente({ id, changes: row }).unwrap() : createCliente(row).unwrap();
    },
    success: editing ? CLIENTE_MESSAGES.updated : CLIENTE_MESSAGES.created,
    failure: editing ? CLIENTE_MESSAGES.updateFailed : CLIENTE_MESSAGES.createFailed,
    fieldErrors: cpfErrors,
    onSaved: backToList,
  });

  return (
    <>
      <PageHeader title={title} description={editing ? cliente?.nome : 'Cadastre um novo cliente da loja'} onBack={backToList} />
      <Card $padded>
        <Formik initialValues={toFormValues(cliente, NOVO_CLIENTE)} validationSchema={clienteSchema} onSubmit={onSubmit}>
          <Form noValidate>
            <UnsavedChangesPrompt />
            <FormStack>
              <FormSection title="Dados pessoais">
                <FormGrid columns={3}>
                  <FormikInput name="nome" label="Nome" required autoComplete="name" />
                  <FormikMaskedInput name="cpf" label="CPF" mask="cpf" inputMode="numeric" required />
                  <FormikDateInput name="data_nascimento" label="Data de nascimento" />
                </FormGrid>
              </FormSection>
              <FormSection title="Contato">
                <FormGrid>
                  <FormikMaskedInput name="telefone" label="Telefone" mask="telefone" inputMode="tel" autoComplete="tel" required />
                  <FormikInput name="email" type="email" label="Email" autoComplete="email" required />
                </FormGrid>
              </FormSection>
              <EnderecoFields />
              <FormSection title="Situação">
                <FormikSwitch name="ativo" label="Status" />
              </FormSection>
              <FormActions onCancel={backToList} submitLabel={editing ? 'Salvar alterações' : 'Cadastrar cliente'} />
            </FormStack>
          </Form>
        </Formik>
      </Card>
    </>
  );
}
