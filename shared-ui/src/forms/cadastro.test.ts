import { describe, expect, it } from 'vitest';
import { campoAtivo, camposEmpresa, camposEndereco, camposPessoa, emptyValues, nome } from './cadastro';
import { money } from './fields';
import { Yup } from './yup';

// The register forms' shared fields, checked once here; each register's schema test
// (mfe-cadastros, test/registerSchema.ts) checks its own required messages and document.

/** The messages of every failing field (the first of each, as Formik shows them), or {} when valid. */
function erros(schema: Yup.AnyObject, values: object): Record<string, string> {
  try {
    Yup.object(schema).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof Yup.ValidationError)) throw error;
    return Object.fromEntries(error.inner.reverse().map((e) => [e.path ?? '', e.message]));
  }
}

const REQUIRED = { nome: 'Nome é obrigatório', telefone: 'Telefone é obrigatório', email: 'Email é obrigatório' };
const SEM_ENDERECO = { endereco: '', cidade: '', estado: '', cep: '' };

describe('camposEndereco (spec 001 §3: the optional address of clientes, fornecedores and funcionários)', () => {
  it('leaves endereço, cidade, estado and CEP optional, empty or left out', () => {
    expect(erros(camposEndereco, SEM_ENDERECO)).toEqual({});
    expect(erros(camposEndereco, {})).toEqual({});
  });

  it('checks the UF and the CEP when filled, and the columns\' lengths', () => {
    expect(erros(camposEndereco, { ...SEM_ENDERECO, estado: 'XX' })).toEqual({ estado: 'Estado inválido' });
    expect(erros(camposEndereco, { ...SEM_ENDERECO, estado: 'SC' })).toEqual({});
    expect(erros(camposEndereco, { ...SEM_ENDERECO, cep: '8801-000' })).toEqual({ cep: 'CEP inválido' });
    expect(erros(camposEndereco, { ...SEM_ENDERECO, cep: '88010-000' })).toEqual({});
    expect(erros(camposEndereco, { endereco: 'Rua das Gaivotas, 120', cidade: 'Florianópolis' })).toEqual({});
    expect(erros(camposEndereco, { endereco: 'a'.repeat(301), cidade: 'b'.repeat(121) })).toEqual({
      endereco: 'Deve ter no máximo 300 caracteres',
      cidade: 'Deve ter no máximo 120 caracteres',
    });
  });
});

describe('camposPessoa and camposEmpresa (spec 001 §5)', () => {
  const pessoa = camposPessoa({ ...REQUIRED, cpf: 'CPF é obrigatório' });
  const empresa = camposEmpresa({ ...REQUIRED, cnpj: 'CNPJ é obrigatório' });

  it('require nome, the document, telefone and e-mail with the messages they are given', () => {
    expect(erros(pessoa, {})).toEqual({ ...REQUIRED, cpf: 'CPF é obrigatório' });
    expect(erros(empresa, { nome: '  ', cnpj: '', telefone: '', email: ' ' })).toEqual({ ...REQUIRED, cnpj: 'CNPJ é obrigatório' });
  });

  it('check the documents, the telefone, the e-mail and the lengths the columns hold', () => {
    const maria = { nome: 'Maria', cpf: '529.982.247-25', telefone: '(48) 99101-2020', email: 'maria@email.com' };
    expect(erros(pessoa, maria)).toEqual({});
    expect(erros(pessoa, { ...maria, cpf: '529.982.247-24', telefone: '(48) 1234', email: 'maria@' })).toEqual({
      cpf: 'CPF inválido',
      telefone: 'Telefone inválido',
      email: 'Email inválido',
    });
    expect(erros(pessoa, { ...maria, nome: 'a'.repeat(201), email: `${'a'.repeat(250)}@b.com` })).toEqual({
      nome: 'Deve ter no máximo 200 caracteres',
      email: 'Deve ter no máximo 254 caracteres',
    });
    expect(erros(empresa, { ...maria, cnpj: '11.222.333/0001-80' })).toEqual({ cnpj: 'CNPJ inválido' });
  });

  it('a person\'s birth date is optional, a real day, not before 1900 nor in the future', () => {
    const maria = { nome: 'Maria', cpf: '52998224725', telefone: '48991012020', email: 'maria@email.com' };
    expect(erros(pessoa, { ...maria, data_nascimento: '' })).toEqual({});
    expect(erros(pessoa, { ...maria, data_nascimento: '1990-02-30' })).toEqual({ data_nascimento: 'Data inválida' });
    expect(erros(pessoa, { ...maria, data_nascimento: '1900-01-01' })).toEqual({ data_nascimento: 'A data deve ser a partir de 02/01/1900' });
    expect(erros(pessoa, { ...maria, data_nascimento: '2999-01-01' }).data_nascimento).toMatch(/^A data deve ser até \d{2}\/\d{2}\/\d{4}$/);
  });
});

describe('emptyValues', () => {
  it('gives every field of the schema empty, then the values a new record starts with', () => {
    const schema = Yup.object({ nome: nome(), ...camposEndereco, estoque: money(), ...campoAtivo });
    expect(emptyValues(schema, { estoque: 0, ativo: true })).toEqual({ nome: '', ...SEM_ENDERECO, estoque: 0, ativo: true });
    expect(emptyValues(Yup.object({ nome: nome(), descricao: Yup.string() }))).toEqual({ nome: '', descricao: '' });
  });
});
