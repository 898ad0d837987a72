import { RegisterForm, constraintErrors } from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { EnderecoFields, PessoaFields, StatusSection } from '../../components';
import { useCreateClienteMutation, useGetClienteQuery, useUpdateClienteMutation } from './api';
import { CLIENTE_MESSAGES } from './messages';
import { NOVO_CLIENTE, clienteSchema } from './schema';

/** Errors the database gives for a CPF (migration 20261123000100), shown under the field. */
const cpfErrors = constraintErrors({
  clientes_cpf_unico: { cpf: CLIENTE_MESSAGES.duplicateCpf },
  clientes_cpf_valido: { cpf: CLIENTE_MESSAGES.invalidCpf },
});

const endpoints = { get: useGetClienteQuery, create: useCreateClienteMutation, update: useUpdateClienteMutation };

/** /cadastros/clientes/novo, /cadastros/clientes/editar/:id and /cadastros/clientes/:id/editar: the kit's form with a person's fields. */
export function ClienteFormPage() {
  return (
    <RegisterForm endpoints={endpoints} access={useAuth()} messages={CLIENTE_MESSAGES} schema={clienteSchema} empty={NOVO_CLIENTE} fieldErrors={cpfErrors}>
      <PessoaFields />
      <EnderecoFields />
      <StatusSection />
    </RegisterForm>
  );
}
