import { describe, expect, it } from 'vitest';
import { toFormValues } from '@loja/shared-ui';
import { describeRegisterSchema } from '../../test/registerSchema';
import { schemaErrors } from '../../test/schemaErrors';
import {
  NOVO_FUNCIONARIO,
  NOVO_USUARIO,
  TIPOS_USUARIO,
  editarFuncionarioSchema,
  funcionarioSchema,
  novoFuncionarioSchema,
  novoUsuarioSchema,
  type FuncionarioFormValues,
  type NovoFuncionarioValues,
} from './schema';

/** An employee the schema accepts; each test spoils one field. */
const VALIDO: FuncionarioFormValues = {
  ...toFormValues(null, NOVO_FUNCIONARIO),
  nome: 'Juliana Martins',
  cpf: '529.982.247-25',
  telefone: '(48) 99101-2020',
  email: 'juliana@lojapraia.com.br',
  cargo: 'Vendedora',
  salario: 2350.5,
  data_admissao: '2026-11-02',
};

// The first message of a path wins, as Formik shows it (an empty password fails both 'required' and 'min').
const errosDe = schemaErrors;

const erros = (change: Partial<Record<keyof FuncionarioFormValues, unknown>>) => errosDe(funcionarioSchema, { ...VALIDO, ...change });

/** A new employee with a login being created: e-mail, password and type filled. */
const COM_LOGIN: NovoFuncionarioValues = {
  ...VALIDO,
  usuario: { criar: true, email: 'juliana@lojapraia.com.br', senha: 'praia123', tipo: 'funcionario' },
};
const errosLogin = (usuario: Partial<Record<keyof NovoFuncionarioValues['usuario'], unknown>>) =>
  errosDe(novoFuncionarioSchema, { ...COM_LOGIN, usuario: { ...COM_LOGIN.usuario, ...usuario } });

describeRegisterSchema(funcionarioSchema, NOVO_FUNCIONARIO, {
  documento: 'cpf',
  valid: VALIDO,
  required: { cargo: 'Cargo é obrigatório', salario: 'Salário é obrigatório', data_admissao: 'Data de admissão é obrigatória' },
});

describe('funcionarioSchema: the employee\'s own fields (spec 001 §5)', () => {
  it('a blank cargo counts as empty', async () => {
    expect(await erros({ cargo: '   ' })).toEqual({ cargo: 'Cargo é obrigatório' });
  });

  it('salário may be zero, never negative; a text that is not an amount is refused', async () => {
    expect(await erros({ salario: 0 })).toEqual({});
    expect(await erros({ salario: '1.234,56' })).toEqual({});
    expect(await erros({ salario: -0.01 })).toEqual({ salario: 'O valor não pode ser negativo' });
    expect(await erros({ salario: 'muito' })).toEqual({ salario: 'Valor inválido' });
  });

  it('checks the dates when filled and leaves the birth date optional', async () => {
    expect(await erros({ data_admissao: '2026-02-30' })).toEqual({ data_admissao: 'Data inválida' });
    expect(await erros({ data_admissao: '1899-12-31' })).toEqual({ data_admissao: 'A data deve ser a partir de 02/01/1900' });
    expect((await erros({ data_nascimento: '2999-01-01' })).data_nascimento).toMatch(/^A data deve ser até \d{2}\/\d{2}\/\d{4}$/);
    expect(await erros({ data_nascimento: undefined })).toEqual({});
    expect(await erros({ data_nascimento: '1997-02-03' })).toEqual({});
  });
});

describe('novoFuncionarioSchema: the login of a new employee (spec 001 §5)', () => {
  it('starts without a login, of type Funcionário, the default of the three types', () => {
    expect(NOVO_USUARIO).toEqual({ criar: false, email: '', senha: '', tipo: 'funcionario' });
    expect([...TIPOS_USUARIO].sort()).toEqual(['admin', 'funcionario', 'user']);
  });

  it('without a login, e-mail and password are not checked and are stripped', async () => {
    const semLogin = { ...VALIDO, usuario: { criar: false, email: 'não é email', senha: '1', tipo: 'funcionario' } };
    expect(await errosDe(novoFuncionarioSchema, semLogin)).toEqual({});
    const validado = await novoFuncionarioSchema.validate(semLogin);
    expect(validado.usuario).toEqual({ criar: false, tipo: 'funcionario' });
  });

  it('with a login, every field has its message', async () => {
    expect(await errosDe(novoFuncionarioSchema, COM_LOGIN)).toEqual({});
    expect(await errosLogin({ email: '', senha: '' })).toEqual({
      'usuario.email': 'Email é obrigatório para criar usuário',
      'usuario.senha': 'Senha é obrigatória para criar usuário',
    });
    expect(await errosLogin({ email: undefined, senha: undefined })).toEqual({
      'usuario.email': 'Email é obrigatório para criar usuário',
      'usuario.senha': 'Senha é obrigatória para criar usuário',
    });
    expect(await errosLogin({ email: 'juliana@' })).toEqual({ 'usuario.email': 'Email inválido' });
    expect(await errosLogin({ senha: '12345' })).toEqual({ 'usuario.senha': 'Senha deve ter pelo menos 6 caracteres' });
    expect(await errosLogin({ senha: '123456' })).toEqual({});
    expect(await errosLogin({ senha: 'a'.repeat(72) })).toEqual({});
    expect(await errosLogin({ senha: 'a'.repeat(73) })).toEqual({ 'usuario.senha': 'Senha deve ter no máximo 72 caracteres' });
  });

  it('the type is one of admin, funcionario or user, whether or not a login is made', async () => {
    for (const tipo of ['admin', 'funcionario', 'user']) expect(await errosLogin({ tipo })).toEqual({});
    expect(Object.keys(await errosLogin({ tipo: 'cliente' }))).toEqual(['usuario.tipo']);
    expect(Object.keys(await errosLogin({ tipo: '' }))).toEqual(['usuario.tipo']);
  });
});

describe('novoUsuarioSchema: "Criar Usuário" for an employee without one', () => {
  const usuario = { email: 'rafael@lojapraia.com.br', senha: 'praia123', tipo: 'funcionario' };
  const errosUsuario = (change: Record<string, unknown>) => errosDe(novoUsuarioSchema, { ...usuario, ...change });

  it('checks e-mail, password and type with the same messages', async () => {
    expect(await errosUsuario({})).toEqual({});
    expect(await errosUsuario({ email: '', senha: '' })).toEqual({
      email: 'Email é obrigatório para criar usuário',
      senha: 'Senha é obrigatória para criar usuário',
    });
    expect(await errosUsuario({ email: 'rafael' })).toEqual({ email: 'Email inválido' });
    expect(await errosUsuario({ senha: 'abc' })).toEqual({ senha: 'Senha deve ter pelo menos 6 caracteres' });
    expect(await errosUsuario({ senha: 'x'.repeat(73) })).toEqual({ senha: 'Senha deve ter no máximo 72 caracteres' });
    expect(Object.keys(await errosUsuario({ tipo: 'cliente' }))).toEqual(['tipo']);
  });

  it('trims the e-mail it hands to the database', () => {
    expect(novoUsuarioSchema.cast({ ...usuario, email: '  rafael@lojapraia.com.br ' }).email).toBe('rafael@lojapraia.com.br');
  });
});

describe('editarFuncionarioSchema: the edit form', () => {
  it('an employee without a login has usuario null; a linked one keeps its type (even cliente) and activation', async () => {
    expect(await errosDe(editarFuncionarioSchema, { ...VALIDO, usuario: null })).toEqual({});
    expect(await errosDe(editarFuncionarioSchema, { ...VALIDO, usuario: { tipo: 'cliente', ativo: false } })).toEqual({});
    expect(Object.keys(await errosDe(editarFuncionarioSchema, { ...VALIDO, usuario: { tipo: 'dono', ativo: true } }))).toEqual(['usuario.tipo']);
  });
});
