import type { AnyObjectSchema, InferType } from 'yup';
import { cep, cnpj, cpf, date, email, telefone, today, uf } from './fields';
import type { FormDefaults } from './values';
import { Yup } from './yup';

/**
 * The fields the register forms (clientes, fornecedores, funcionários) and the company settings
 * share, declared once with the database's limits, and the empty values of a new form read from
 * its schema, so a register declares its fields in one place.
 */

/** A name as the registers and the company store it (up to 200 characters, blanks trimmed). */
export const nome = () => Yup.string().trim().max(200);

/** The spec's "X é obrigatório" messages of the contact fields every register requires (spec 001 §5). */
export interface ContatoRequired {
  nome: string;
  telefone: string;
  email: string;
}

/** The required telefone and e-mail of a register. */
const telefoneEmail = (required: ContatoRequired) => ({
  telefone: telefone().required(required.telefone),
  email: email().required(required.email),
});

/** A person's fields (clientes, funcionários): nome, CPF, telefone and e-mail required; birth date optional, not in the future. */
export const camposPessoa = (required: ContatoRequired & { cpf: string }) => ({
  nome: nome().required(required.nome),
  cpf: cpf().required(required.cpf),
  ...telefoneEmail(required),
  data_nascimento: date({ min: '1900-01-02', max: today }),
});

/** A company's fields (fornecedores): nome, CNPJ, telefone and e-mail required. */
export const camposEmpresa = (required: ContatoRequired & { cnpj: string }) => ({
  nome: nome().required(required.nome),
  cnpj: cnpj().required(required.cnpj),
  ...telefoneEmail(required),
});

/** The optional address of every register (spec 001 §3), as `<EnderecoFields />` shows it. */
export const camposEndereco = {
  endereco: Yup.string().max(300),
  cidade: Yup.string().max(120),
  estado: uf(),
  cep: cep(),
};

/** A register's status switch (spec 001 §4: a new record starts active, see `emptyValues`). */
export const campoAtivo = { ativo: Yup.boolean().required() };

/**
 * A new record's form values: '' (the kit's "empty") for every field of `schema`, then `values`
 * for the fields that start filled (`{ ativo: true }`, a stock of 0).
 */
export function emptyValues<S extends AnyObjectSchema>(schema: S, values: Partial<FormDefaults<InferType<S>>> = {}): FormDefaults<InferType<S>> {
  const empty: Record<string, unknown> = Object.fromEntries(Object.keys(schema.fields).map((key) => [key, '']));
  return { ...empty, ...values } as FormDefaults<InferType<S>>;
}
