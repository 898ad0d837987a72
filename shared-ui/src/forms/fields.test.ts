import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultLocale } from 'yup';
import { formatCep, formatCnpj, formatCpf, formatTelefone, formatMoneyInput, parseMoney, digitsOnly } from './index';
import { cep, cnpj, cpf, date, email, FIELD_MESSAGES, money, telefone, today, uf, UFS } from './fields';
import { Yup, ptBR } from './yup';

/** The message a schema gives for a value, or null when the value is valid. */
function messageOf(schema: Yup.Schema, value: unknown): string | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    if (error instanceof Yup.ValidationError) return error.message;
    throw error;
  }
}

describe('Yup in Portuguese', () => {
  it('replaces every default message Yup has', () => {
    for (const [group, messages] of Object.entries(defaultLocale)) {
      const ours = (ptBR as Record<string, Record<string, unknown>>)[group];
      expect(ours, group).toBeDefined();
      for (const key of Object.keys(messages as object)) expect(ours[key], `${group}.${key}`).toBeDefined();
    }
  });

  it('gives Portuguese default messages', () => {
    expect(messageOf(Yup.string().max(3), 'abcd')).toBe('Deve ter no máximo 3 caracteres');
    expect(messageOf(Yup.string().min(1), '')).toBe('Deve ter pelo menos 1 caractere');
    expect(messageOf(Yup.string().required(), '')).toBe('Campo obrigatório');
    expect(messageOf(Yup.string().email(), 'x@')).toBe('Email inválido');
    expect(messageOf(Yup.number(), 'abc')).toBe('Valor inválido: informe um número');
    expect(messageOf(Yup.number().min(10), 5)).toBe('Deve ser maior ou igual a 10');
    expect(messageOf(Yup.number().integer(), 1.5)).toBe('Deve ser um número inteiro');
    expect(messageOf(Yup.date().min(new Date(2024, 0, 31)), new Date(2024, 0, 1))).toBe('A data deve ser a partir de 31/01/2024');
    expect(messageOf(Yup.boolean().isTrue(), false)).toBe('Deve estar marcado');
    expect(messageOf(Yup.array().min(2), [1])).toBe('Adicione pelo menos 2 itens');
    expect(messageOf(Yup.mixed().oneOf(['a', 'b']), 'c')).toBe('Escolha um destes valores: a, b');
    expect(messageOf(Yup.object({ a: Yup.string() }).exact(), { a: '', b: 1 })).toBe('Campos não permitidos: b');
  });

  it('keeps the types reachable as Yup.InferType', () => {
    const schema = Yup.object({ nome: Yup.string().required(), email: email() });
    const values: Yup.InferType<typeof schema> = { nome: 'Ana' };
    expect(schema.isValidSync(values)).toBe(true);
  });
});

describe('field schemas', () => {
  it('cpf: accepts empty, checks the check digits, takes a required message', () => {
    expect(messageOf(cpf(), '')).toBeNull();
    expect(messageOf(cpf(), undefined)).toBeNull();
    expect(messageOf(cpf(), '529.982.247-25')).toBeNull();
    expect(messageOf(cpf(), '52998224725')).toBeNull();
    expect(messageOf(cpf(), '529.982.247-24')).toBe('CPF inválido');
    expect(messageOf(cpf(), '111.111.111-11')).toBe('CPF inválido');
    expect(messageOf(cpf(), '529.982.247')).toBe('CPF inválido');
    expect(messageOf(cpf().required('CPF é obrigatório'), '')).toBe('CPF é obrigatório');
  });

  it('cnpj: check digits', () => {
    expect(messageOf(cnpj(), '')).toBeNull();
    expect(messageOf(cnpj(), '11.222.333/0001-81')).toBeNull();
    expect(messageOf(cnpj(), '11.222.333/0001-82')).toBe('CNPJ inválido');
    expect(messageOf(cnpj(), '00.000.000/0000-00')).toBe('CNPJ inválido');
    // The alphanumeric CNPJ issued since July 2026 (the Receita Federal's example), upper or lower case.
    expect(messageOf(cnpj(), '12.ABC.345/01DE-35')).toBeNull();
    expect(messageOf(cnpj(), '12abc34501de35')).toBeNull();
    expect(messageOf(cnpj(), '12.ABC.345/01DE-34')).toBe('CNPJ inválido');
    expect(messageOf(cnpj().required('CNPJ é obrigatório'), undefined)).toBe('CNPJ é obrigatório');
  });

  it('telefone: 10 digits (landline) or 11 starting with 9 (mobile)', () => {
    expect(messageOf(telefone(), '')).toBeNull();
    expect(messageOf(telefone(), '(48) 3333-0000')).toBeNull();
    expect(messageOf(telefone(), '(48) 99999-0000')).toBeNull();
    expect(messageOf(telefone(), '48999990000')).toBeNull();
    expect(messageOf(telefone(), '(48) 9999-000')).toBe('Telefone inválido');
    expect(messageOf(telefone(), '(48) 89999-0000')).toBe('Telefone inválido');
    expect(messageOf(telefone(), '(08) 3333-0000')).toBe('Telefone inválido');
    expect(messageOf(telefone().required('Telefone é obrigatório'), '')).toBe('Telefone é obrigatório');
  });

  it('cep: 8 digits', () => {
    expect(messageOf(cep(), '')).toBeNull();
    expect(messageOf(cep(), '88010-000')).toBeNull();
    expect(messageOf(cep(), '8801-000')).toBe('CEP inválido');
  });

  it('email', () => {
    expect(messageOf(email(), '')).toBeNull();
    expect(messageOf(email(), 'ana@praia.com.br')).toBeNull();
    expect(messageOf(email(), 'ana@')).toBe('Email inválido');
    expect(messageOf(email().required('Email é obrigatório'), '')).toBe('Email é obrigatório');
  });

  it('uf: one of the 27 codes, listed with names', () => {
    expect(UFS).toHaveLength(27);
    expect(UFS).toContainEqual({ code: 'SC', name: 'Santa Catarina' });
    expect(UFS[0]).toEqual({ code: 'AC', name: 'Acre' });
    expect(messageOf(uf(), '')).toBeNull();
    expect(messageOf(uf(), 'SC')).toBeNull();
    expect(messageOf(uf(), 'XX')).toBe('Estado inválido');
    expect(messageOf(uf(), 'sc')).toBe('Estado inválido');
  });

  it('money: a number ≥ 0, also read from a Brazilian text', () => {
    expect(money().validateSync('')).toBeUndefined();
    expect(money().validateSync(1234.56)).toBe(1234.56);
    expect(money().validateSync('1.234,56')).toBe(1234.56);
    expect(money().validateSync(0)).toBe(0);
    expect(messageOf(money(), -1)).toBe('O valor não pode ser negativo');
    expect(messageOf(money(), '12abc')).toBe('Valor inválido');
    expect(messageOf(money().required('Salário é obrigatório'), '')).toBe('Salário é obrigatório');
    expect(messageOf(money({ minMessage: 'Preço deve ser maior ou igual a zero' }), -5)).toBe('Preço deve ser maior ou igual a zero');
  });

  it('date: yyyy-MM-dd, a real day, optional min and max', () => {
    expect(messageOf(date(), '')).toBeNull();
    expect(messageOf(date(), '2024-02-29')).toBeNull();
    expect(messageOf(date(), '2023-02-29')).toBe('Data inválida');
    expect(messageOf(date(), '2024-13-01')).toBe('Data inválida');
    expect(messageOf(date(), '01/02/2024')).toBe('Data inválida');
    const bounded = date({ min: '2024-01-01', max: '2024-12-31' });
    expect(messageOf(bounded, '2024-06-15')).toBeNull();
    expect(messageOf(bounded, '2023-12-31')).toBe('A data deve ser a partir de 01/01/2024');
    expect(messageOf(bounded, '2025-01-01')).toBe('A data deve ser até 31/12/2024');
    expect(messageOf(date({ max: '2024-12-31', maxMessage: 'A data não pode estar no futuro' }), '2025-01-01')).toBe(
      'A data não pode estar no futuro',
    );
    expect(messageOf(date().required('Data de admissão é obrigatória'), '')).toBe('Data de admissão é obrigatória');
  });

  it('every message of the kit is the Portuguese one', () => {
    expect(FIELD_MESSAGES).toMatchObject({ cpf: 'CPF inválido', cnpj: 'CNPJ inválido', email: 'Email inválido' });
  });
});

describe('formatters', () => {
  it('format documents as the database stores them', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatTelefone('48999990000')).toBe('(48) 99999-0000');
    expect(formatTelefone('4833330000')).toBe('(48) 3333-0000');
    expect(formatCep('88010000')).toBe('88010-000');
    expect(formatCpf('')).toBe('');
    expect(formatCpf(null)).toBe('');
    expect(digitsOnly('(48) 99999-0000')).toBe('48999990000');
  });

  it('money text both ways', () => {
    expect(formatMoneyInput(1234.5)).toBe('1.234,50');
    expect(formatMoneyInput(null)).toBe('');
    expect(parseMoney('1.234,56')).toBe(1234.56);
    expect(parseMoney('R$ 10')).toBe(10);
    expect(parseMoney('1234,5')).toBe(1234.5);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('1,2,3')).toBeNull();
  });
});

describe('today', () => {
  afterEach(() => vi.useRealTimers());

  it('is the local day, so at 23:30 in São Paulo tomorrow is still refused (UTC is already the next day)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T02:30:00Z')); // 23:30 of the 23rd in America/Sao_Paulo
    expect(today()).toBe('2026-11-23');
    const nascimento = date({ max: today });
    expect(messageOf(nascimento, '2026-11-23')).toBeNull();
    expect(messageOf(nascimento, '2026-11-24')).toBe('A data deve ser até 23/11/2026');
  });
});
