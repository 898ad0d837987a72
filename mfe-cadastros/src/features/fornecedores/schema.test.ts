import { describe, expect, it } from 'vitest';
import { toFormValues, toRow } from '@loja/shared-ui';
import { schemaErrors } from '../../test/schemaErrors';
import { NOVO_FORNECEDOR, fornecedorSchema, type FornecedorFormValues } from './schema';

/** A fornecedor the schema accepts; each test spoils one field. */
const VALIDO: FornecedorFormValues = {
  ...toFormValues(null, NOVO_FORNECEDOR),
  nome: 'Tecidos Maré Alta Ltda',
  cnpj: '11.222.333/0001-81',
  telefone: '(47) 3333-1111',
  email: 'vendas@marealta.com.br',
};

/** The messages under the fields once `change` spoils the valid values. */
const erros = (change: Partial<Record<keyof FornecedorFormValues, unknown>>) => schemaErrors(fornecedorSchema, { ...VALIDO, ...change });

describe('fornecedorSchema (spec 001 §5)', () => {
  it('accepts a fornecedor with only the required fields', async () => {
    expect(await erros({})).toEqual({});
  });

  it("says which required field is missing, in the spec's words", async () => {
    const obrigatorios = {
      nome: 'Nome é obrigatório',
      cnpj: 'CNPJ é obrigatório',
      telefone: 'Telefone é obrigatório',
      email: 'Email é obrigatório',
    };
    expect(await erros({ nome: '', cnpj: '', telefone: '', email: '' })).toEqual(obrigatorios);
    // Formik hands Yup undefined for an emptied field.
    expect(await erros({ nome: undefined, cnpj: undefined, telefone: undefined, email: undefined })).toEqual(obrigatorios);
    expect(await erros({ nome: '   ' })).toEqual({ nome: 'Nome é obrigatório' });
  });

  it('checks the CNPJ check digits, formatted or bare', async () => {
    expect(await erros({ cnpj: '11222333000181' })).toEqual({});
    expect(await erros({ cnpj: '11.222.333/0001-80' })).toEqual({ cnpj: 'CNPJ inválido' });
    expect(await erros({ cnpj: '00.000.000/0000-00' })).toEqual({ cnpj: 'CNPJ inválido' });
    expect(await erros({ cnpj: '11.222.333/0001' })).toEqual({ cnpj: 'CNPJ inválido' });
  });

  it('checks the e-mail and the telefone when filled; the address as every register', async () => {
    const invalidos = await erros({ email: 'vendas@', telefone: '(47) 333' });
    expect(invalidos).toEqual({ email: 'Email inválido', telefone: 'Telefone inválido' });
    expect(await erros({ telefone: '(47) 99333-1111' })).toEqual({});
    // enderecoFields (components/cadastroSchema.test.ts): the address is optional and checked when filled.
    expect(await erros({ cep: '89010', endereco: '' })).toEqual({ cep: 'CEP inválido' });
  });
});

describe('NOVO_FORNECEDOR and toRow', () => {
  it('a new fornecedor starts empty and active (spec 001 §4)', () => {
    expect(toFormValues(null, NOVO_FORNECEDOR)).toEqual({
      nome: '',
      cnpj: '',
      telefone: '',
      email: '',
      endereco: '',
      cidade: '',
      estado: '',
      cep: '',
      ativo: true,
    });
  });

  it('saves the empty optional fields as null, trims the rest and keeps ativo', () => {
    expect(toRow({ ...VALIDO, email: ' vendas@marealta.com.br ', cidade: '  ', ativo: false })).toEqual({
      nome: 'Tecidos Maré Alta Ltda',
      cnpj: '11.222.333/0001-81',
      telefone: '(47) 3333-1111',
      email: 'vendas@marealta.com.br',
      endereco: null,
      cidade: null,
      estado: null,
      cep: null,
      ativo: false,
    });
  });
});
