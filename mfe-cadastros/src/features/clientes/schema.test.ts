import { describe, expect, it } from 'vitest';
import { toFormValues, toRow } from '@loja/shared-ui';
import { schemaErrors } from '../../test/schemaErrors';
import type { Cliente } from './api';
import { NOVO_CLIENTE, clienteSchema, type ClienteFormValues } from './schema';

/** A cliente the schema accepts; each test spoils one field. */
const VALIDO: ClienteFormValues = {
  ...toFormValues(null, NOVO_CLIENTE),
  nome: 'José da Silva',
  cpf: '529.982.247-25',
  telefone: '(48) 99101-2020',
  email: 'jose@email.com',
};

/** The messages under the fields once `change` spoils the valid values. */
const erros = (change: Partial<Record<keyof ClienteFormValues, unknown>>) => schemaErrors(clienteSchema, { ...VALIDO, ...change });

describe('clienteSchema (spec 001 §5)', () => {
  it('accepts a cliente with only the required fields', async () => {
    expect(await erros({})).toEqual({});
  });

  it('says which required field is missing, in the spec\'s words', async () => {
    expect(await erros({ nome: '', cpf: '', telefone: '', email: '' })).toEqual({
      nome: 'Nome é obrigatório',
      cpf: 'CPF é obrigatório',
      telefone: 'Telefone é obrigatório',
      email: 'Email é obrigatório',
    });
    // Formik hands Yup undefined for an emptied field; blanks count as empty too.
    expect(await erros({ nome: undefined, cpf: undefined, telefone: undefined, email: undefined })).toEqual({
      nome: 'Nome é obrigatório',
      cpf: 'CPF é obrigatório',
      telefone: 'Telefone é obrigatório',
      email: 'Email é obrigatório',
    });
    expect(await erros({ nome: '   ', email: '  ' })).toEqual({ nome: 'Nome é obrigatório', email: 'Email é obrigatório' });
  });

  it('checks the CPF check digits, formatted or bare', async () => {
    expect(await erros({ cpf: '52998224725' })).toEqual({});
    expect(await erros({ cpf: '529.982.247-24' })).toEqual({ cpf: 'CPF inválido' });
    expect(await erros({ cpf: '111.111.111-11' })).toEqual({ cpf: 'CPF inválido' });
    expect(await erros({ cpf: '529.982.247' })).toEqual({ cpf: 'CPF inválido' });
  });

  it('checks the e-mail, the telefone and the birth date when filled; the address as every register', async () => {
    expect(await erros({ email: 'jose@', telefone: '(48) 1234' })).toEqual({ email: 'Email inválido', telefone: 'Telefone inválido' });
    expect(await erros({ telefone: '(48) 3333-7070' })).toEqual({});
    // enderecoFields (components/cadastroSchema.test.ts): the address is optional and checked when filled.
    expect(await erros({ estado: 'XX', cep: '' })).toEqual({ estado: 'Estado inválido' });
    expect(await erros({ data_nascimento: '1990-02-30' })).toEqual({ data_nascimento: 'Data inválida' });
    expect(await erros({ data_nascimento: '1990-01-15' })).toEqual({});
    expect((await erros({ data_nascimento: '2999-01-01' })).data_nascimento).toMatch(/^A data deve ser até \d{2}\/\d{2}\/\d{4}$/);
  });

  it('leaves the birth date optional', async () => {
    expect(await erros({ data_nascimento: '' })).toEqual({});
  });
});

describe('NOVO_CLIENTE, toFormValues and toRow', () => {
  it('a new cliente starts empty and active (spec 001 §4)', () => {
    expect(toFormValues(null, NOVO_CLIENTE)).toEqual({
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
    });
  });

  it('saves the empty optional fields as null, trims the rest and keeps ativo', () => {
    expect(toRow({ ...VALIDO, nome: '  José da Silva ', endereco: '   ', ativo: false })).toEqual({
      nome: 'José da Silva',
      cpf: '529.982.247-25',
      telefone: '(48) 99101-2020',
      email: 'jose@email.com',
      data_nascimento: null,
      endereco: null,
      cidade: null,
      estado: null,
      cep: null,
      ativo: false,
    });
  });

  it('a stored row with nulls opens as empty fields, without id, empresa_id or busca', () => {
    const row: Cliente = {
      id: 7,
      empresa_id: 1,
      nome: 'Ana Paula Ribeiro',
      cpf: '123.456.789-09',
      telefone: '(48) 99101-2020',
      email: 'ana.ribeiro@email.com',
      endereco: null,
      cidade: 'Florianópolis',
      estado: 'SC',
      cep: null,
      data_nascimento: '1990-01-15',
      ativo: true,
      created_at: '2026-11-23T12:00:00Z',
      updated_at: '2026-11-23T12:00:00Z',
      busca: 'ana paula ribeiro',
    };
    expect(toFormValues(row, NOVO_CLIENTE)).toEqual({
      nome: 'Ana Paula Ribeiro',
      cpf: '123.456.789-09',
      telefone: '(48) 99101-2020',
      email: 'ana.ribeiro@email.com',
      data_nascimento: '1990-01-15',
      endereco: '',
      cidade: 'Florianópolis',
      estado: 'SC',
      cep: '',
      ativo: true,
    });
  });
});
