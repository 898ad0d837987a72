import { Yup, cnpj, email, telefone, type FormDefaults } from '@loja/shared-ui';
import { SEM_ENDERECO, enderecoFields } from '../../components';
import { FORNECEDOR_REQUIRED } from './messages';

/** Spec 001 §3 (fields) and §5 (required: nome, cnpj, telefone, email; address, city, state, postcode optional). */
export const fornecedorSchema = Yup.object({
  nome: Yup.string().trim().required(FORNECEDOR_REQUIRED.nome).max(200),
  cnpj: cnpj().required(FORNECEDOR_REQUIRED.cnpj),
  telefone: telefone().required(FORNECEDOR_REQUIRED.telefone),
  email: email().required(FORNECEDOR_REQUIRED.email).max(254),
  ...enderecoFields,
  ativo: Yup.boolean().required(),
});

export type FornecedorFormValues = Yup.InferType<typeof fornecedorSchema>;

/** A new fornecedor: empty fields, active (spec 001 §4). */
export const NOVO_FORNECEDOR: FormDefaults<FornecedorFormValues> = {
  nome: '',
  cnpj: '',
  telefone: '',
  email: '',
  ...SEM_ENDERECO,
  ativo: true,
};
