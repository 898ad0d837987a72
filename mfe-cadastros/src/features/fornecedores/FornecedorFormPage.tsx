import { FormGrid, FormSection, FormikInput, FormikMaskedInput, RegisterForm, constraintErrors } from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { EnderecoFields, StatusSection } from '../../components';
import { useCreateFornecedorMutation, useGetFornecedorQuery, useUpdateFornecedorMutation } from './api';
import { FORNECEDOR_MESSAGES } from './messages';
import { NOVO_FORNECEDOR, fornecedorSchema } from './schema';

/** Errors the database gives for a CNPJ (migration 20261123000100), shown under the field. */
const cnpjErrors = constraintErrors({
  fornecedores_cnpj_unico: { cnpj: FORNECEDOR_MESSAGES.duplicateCnpj },
  fornecedores_cnpj_valido: { cnpj: FORNECEDOR_MESSAGES.invalidCnpj },
});

const endpoints = { get: useGetFornecedorQuery, create: useCreateFornecedorMutation, update: useUpdateFornecedorMutation };

/**
 * /cadastros/fornecedores/novo ("Novo Fornecedor"), /cadastros/fornecedores/editar/:id and
 * /cadastros/fornecedores/:id/editar ("Editar Fornecedor"): the kit's form with a company's fields.
 */
export function FornecedorFormPage() {
  return (
    <RegisterForm endpoints={endpoints} access={useAuth()} messages={FORNECEDOR_MESSAGES} schema={fornecedorSchema} empty={NOVO_FORNECEDOR} fieldErrors={cnpjErrors}>
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
    </RegisterForm>
  );
}
