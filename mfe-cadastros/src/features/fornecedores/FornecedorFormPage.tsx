import { Formik, Form } from 'formik';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Card,
  FormActions,
  FormGrid,
  FormSection,
  FormStack,
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

/** /cadastros/fornecedores/novo ("Novo Fornecedor"), /cadastros/fornecedores/editar/:id and /cadastros/fornecedores/:id/editar ("Editar Fornecedor"). */
export function FornecedorFormPage() {
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id === undefined ? undefined : Number(params.id);
  const editing = id !== undefined;
  const invalidId = editing && !(Number.isSafeInteger(id) && id > 0);
  const { data: fornecedor, isError } = useGetFornecedorQuery(id ?? 0, { skip: !editing || invalidId });
  const [createFornecedor] = useCreateFornecedorMutation();
  const [updateFornecedor] = useUpdateFornecedorMutation();
  const backToList = () => navigate('..');

  // Spec 001 §8: an edit that cannot load says so and returns to the list.
  useEffect(() => {
    if (invalidId || isError) {
      toast({ title: 'Erro', description: FORNECEDOR_MESSAGES.loadOne, variant: 'destructive' });
      navigate('..', { replace: true });
    }
  }, [invalidId, isError, navigate]);

  const title = editing ? 'Editar Fornecedor' : 'Novo Fornecedor';
  if (editing && !fornecedor) {
    return (
      <>
        <PageHeader title={title} onBack={backToList} />
        <RegisterFormSkeleton label="Carregando dados do fornecedor" />
      </>
    );
  }

  const onSubmit = submitForm<FornecedorFormValues>({
    save: (values) => {
      const row = toRow(values);
      return editing ? updateFornecedor({ id, changes: row }).unwrap() : createFornecedor(row).unwrap();
    },
    success: editing ? FORNECEDOR_MESSAGES.updated : FORNECEDOR_MESSAGES.created,
    failure: editing ? FORNECEDOR_MESSAGES.updateFailed : FORNECEDOR_MESSAGES.createFailed,
    fieldErrors: cnpjErrors,
    onSaved: backToList,
  });

  return (
    <>
      <PageHeader title={title} description={editing ? fornecedor?.nome : 'Cadastre um novo fornecedor'} onBack={backToList} />
      <Card $padded>
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
              <FormSection title="Situação">
                <FormikSwitch name="ativo" label="Status" />
              </FormSection>
              <FormActions onCancel={backToList} submitLabel={editing ? 'Salvar alterações' : 'Cadastrar fornecedor'} />
            </FormStack>
          </Form>
        </Formik>
      </Card>
    </>
  );
}
