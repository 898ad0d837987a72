import { Yup, cep, cpf, date, email, telefone, today, uf } from '@loja/shared-ui';

/** The spec's "X é obrigatório" messages of a person's required fields (spec 001 §5). */
export interface PessoaRequired {
  nome: string;
  cpf: string;
  telefone: string;
  email: string;
}

/** A person's fields (clientes, funcionários): nome, CPF, telefone and e-mail required; birth date optional, not in the future. */
export const pessoaFields = (required: PessoaRequired) => ({
  nome: Yup.string().trim().required(required.nome).max(200),
  cpf: cpf().required(required.cpf),
  telefone: telefone().required(required.telefone),
  email: email().required(required.email).max(254),
  data_nascimento: date({ min: '1900-01-02', max: today }),
});

/** The optional address of every register (spec 001 §3), as `<EnderecoFields />` shows it. */
export const enderecoFields = {
  endereco: Yup.string().max(300),
  cidade: Yup.string().max(120),
  estado: uf(),
  cep: cep(),
};

/** An empty address, for a new record's defaults. */
export const SEM_ENDERECO = { endereco: '', cidade: '', estado: '', cep: '' } as const;
