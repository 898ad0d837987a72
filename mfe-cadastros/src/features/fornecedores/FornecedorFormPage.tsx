import { Form, Formik } from 'formik';
import {
  FormActions,
  FormGrid,
  FormSection,
  FormStack,
  FormikInput,
  FormikMaskedInput,
  RegisterFormFrame,
  UnsavedChangesPrompt,
  constraintName,
  submitForm,
  toFormValues,
  toRow,
  useRecordToEdit,
} from '@loja/shared-ui';
import { useAuth, type ApiError } from '@loja/shared-ui/platform';
import { EnderecoFields, StatusSection } from '../../components';
import { useCreateFornecedorMutation, useGetFornecedorQuery, useUpdateFornecedorMutation } from './api';
import { FORNECEDOR_MESSAGES } from './messages';
import { NOVO_FORNECEDOR, fornecedorSchema, type FornecedorFormValues } from './schema';

/** Errors the database gives for a CNPJ (migration 20261123000100), shown under the field. */
function cnpjErrors(error: ApiError) {
  const constraint = constraintName(error);
  if (constraint === 'fornecedores_cnpj_unico') return { cnpj: FORNECEDOR_MESSAGES.duplicateCnpj };
  if (constraint === 'fornecedores_cnpj_valido') return { cnpj: FORNECEDOR_MESSAGES.invalidCnpj };
  return undefined;
}

/**
 * /cadastros/fornecedores/novo ("Novo Fornecedor"), /cadastros/fornecedores/editar/:id and
 * /cadastros/fornecedores/:id/editar ("Editar Fornecedor"); save or cancel returns to the list.
 */
export function FornecedorFormPage() {
  const { id, editing, record: fornecedor, loading, backToList } = useRecordToEdit(useGetFornecedorQuery, FORNECEDOR_MESSAGES.loadOne);
  const { canWrite, loading: roleLoading } = useAuth();
  const [createFornecedor] = useCreateFornecedorMutation();
  const [updateFornecedor] = useUpdateFornecedorMutation();

  const onSubmit = submitForm<FornecedorFormValues>({
    save: (values) => (id ? updateFornecedor({ id, changes: toRow(values) }).unwrap() : createFornecedor(toRow(values)).unwrap()),
    success: editing ? FORNECEDOR_MESSAGES.updated : FORNECEDOR_MESSAGES.created,
    failure: editing ? FORNECEDOR_MESSAGES.updateFailed : FORNECEDOR_MESSAGES.createFailed,
    fieldErrors: cnpjErrors,
    onSaved: backToList,
  });

  return (
    <RegisterFormFrame
      title={editing ? 'Editar Fornecedor' : 'Novo Fornecedor'}
      description={fornecedor?.nome ?? 'Cadastre um novo fornecedor'}
      onBack={backToList}
      canWrite={canWrite}
      roleLoading={roleLoading}
      readOnlyText={FORNECEDOR_MESSAGES.readOnly}
      loading={loading}
      loadingLabel="Carregando dados do fornecedor"
    >
      <Formik initialValues={toFormValues(fornecedor, NOVO_FORNECEDOR)} validationSchema={fornecedorSchema} onSubmit={onSubmit}>
        <Form noValidate>
          <UnsavedChangesPrompt />
          <FormStack>
            <FormSection title="Dados da empresa">
              <FormGrid>
                <FormikInput name="nome" label="Nome" required autoComplete="organization" />
                <FormikMaskedInput name="cnpj" label="CNPJ" mask="cnpj" required />
              </FormGrid>
            </FormSection>
            <FormSection title="Contato">
              <FormGrid>
                <FormikMaskedInput name="telefone" label="Telefone" mask="telefone" inputMode="tel" autoComplete="tel" required />
                <FormikInput name="email" type="email" label="Email" autoComplete="email" required />
              </FormGrid>
            </FormSection>
            <EnderecoFields />
            <StatusSection />
            <FormActions onCancel={backToList} submitLabel={editing ? 'Salvar alterações' : 'Cadastrar fornecedor'} />
          </FormStack>
        </Form>
      </Formik>
    </RegisterFormFrame>
  );
}
