import { Yup, type FormDefaults } from '@loja/shared-ui';
import { SEM_ENDERECO, enderecoFields, pessoaFields } from '../../components';
import { CLIENTE_REQUIRED } from './messages';

/** Spec 001 §3 (fields) and §5 (required: nome, cpf, telefone, email; the rest optional). */
export const clienteSchema = Yup.object({
  ...pessoaFields(CLIENTE_REQUIRED),
  ...enderecoFields,
  ativo: Yup.boolean().required(),
});

export type ClienteFormValues = Yup.InferType<typeof clienteSchema>;

/** A new cliente: empty fields, active (spec 001 §4: new records start active). */
export const NOVO_CLIENTE: FormDefaults<ClienteFormValues> = {
  nome: '',
  cpf: '',
  telefone: '',
  email: '',
  data_nascimento: '',
  ...SEM_ENDERECO,
  ativo: true,
};
