import { Yup, campoAtivo, camposEndereco, camposPessoa, emptyValues } from '@loja/shared-ui';
import { CLIENTE_REQUIRED } from './messages';

/** Spec 001 §3 (fields) and §5 (required: nome, cpf, telefone, email; the rest optional). */
export const clienteSchema = Yup.object({ ...camposPessoa(CLIENTE_REQUIRED), ...camposEndereco, ...campoAtivo });

export type ClienteFormValues = Yup.InferType<typeof clienteSchema>;

/** A new cliente: empty fields, active (spec 001 §4: new records start active). */
export const NOVO_CLIENTE = emptyValues(clienteSchema, { ativo: true });
