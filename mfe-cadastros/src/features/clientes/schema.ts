import { Yup, cep, cpf, date, email, telefone, today, uf, type FormDefaults } from '@loja/shared-ui';
import { CLIENTE_REQUIRED } from './messages';

/** Spec 001 §3 (fields) and §5 (required: nome, cpf, telefone, email; the rest optional). */
export const clienteSchema = Yup.object({
  nome: Yup.string().trim().required(CLIENTE_REQUIRED.nome).max(200),
  cpf: cpf().required(CLIENTE_REQUIRED.cpf),
  telefone: telefone().required(CLIENTE_REQUIRED.telefone),
  email: email().required(CLIENTE_REQUIRED.email).max(254),
  data_nascimento: date({ min: '1900-01-02', max: today }),
  endereco: Yup.string().max(300),
  cidade: Yup.string().max(120),
  estado: uf(),
  cep: cep(),
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
  endereco: '',
  cidade: '',
  estado: '',
  cep: '',
  ativo: true,
};
