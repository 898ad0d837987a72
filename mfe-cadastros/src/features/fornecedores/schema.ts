import { Yup, campoAtivo, camposEmpresa, camposEndereco, emptyValues } from '@loja/shared-ui';
import { FORNECEDOR_REQUIRED } from './messages';

/** Spec 001 §3 (fields) and §5 (required: nome, cnpj, telefone, email; address, city, state, postcode optional). */
export const fornecedorSchema = Yup.object({ ...camposEmpresa(FORNECEDOR_REQUIRED), ...camposEndereco, ...campoAtivo });

export type FornecedorFormValues = Yup.InferType<typeof fornecedorSchema>;

/** A new fornecedor: empty fields, active (spec 001 §4). */
export const NOVO_FORNECEDOR = emptyValues(fornecedorSchema, { ativo: true });
