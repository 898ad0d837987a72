import { toFormValues, toRow } from '@loja/shared-ui';
import { describe, expect, it } from 'vitest';
import { EMPRESA_DEFAULTS, empresaSchema, type EmpresaValues } from './schema';

const valid: EmpresaValues = {
  nome: 'Loja Praia',
  cnpj: '12.345.678/0001-95',
  endereco: 'Av. Beira-Mar, 1200, Centro, Florianópolis - SC, 88015-700',
  telefone: '(48) 3222-1234',
  email: 'contato@lojapraia.com.br',
  website: 'https://lojapraia.com.br',
  instagram: 'https://instagram.com/lojapraia',
  whatsapp: '5548999990000',
  reserva_horas: 48,
  desconto_maximo_funcionario: 10,
  vale_troca_validade_dias: 90,
  pix_chave: '',
  pix_cidade: '',
};

function errorsOf(values: Partial<EmpresaValues>): Record<string, string> {
  try {
    empresaSchema.validateSync({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    // the first message of each field, as Formik shows it
    const errors: Record<string, string> = {};
    for (const e of inner) errors[e.path] ??= e.message;
    return errors;
  }
}

describe('empresaSchema', () => {
  it('accepts the seed company and empty optional fields', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ cnpj: '', endereco: '', telefone: '', email: '', website: '', instagram: '' })).toEqual({});
  });

  it('gives every message in Portuguese', () => {
    expect(
      errorsOf({
        nome: '   ',
        cnpj: '12.345.678/0001-96',
        telefone: '(48) 3222-123',
        email: 'contato@',
        website: 'lojapraia',
        instagram: 'instagram',
        whatsapp: '',
      }),
    ).toEqual({
      nome: 'Nome da empresa é obrigatório',
      cnpj: 'CNPJ inválido',
      telefone: 'Telefone inválido',
      email: 'Email inválido',
      website: 'Informe o endereço completo (ex.: https://lojapraia.com.br)',
      instagram: 'Informe o endereço completo (ex.: https://instagram.com/lojapraia)',
      whatsapp: 'WhatsApp é obrigatório',
    });
    // the field keeps digits only: too few of them is what can go wrong
    expect(errorsOf({ whatsapp: '489999900' })).toEqual({ whatsapp: 'Informe o número com DDD, ex.: (48) 99999-0000' });
    expect(errorsOf({ whatsapp: '48999990000' })).toEqual({});
    expect(errorsOf({ nome: 'x'.repeat(201) })).toEqual({ nome: 'Deve ter no máximo 200 caracteres' });
  });

  it('round-trips a row: null shown as "", "" saved as null', () => {
    const row = { ...valid, id: 1, created_at: '', updated_at: '', cnpj: null, website: null, instagram: null, pix_chave: null, pix_cidade: null };
    const values = toFormValues<EmpresaValues>(row, EMPRESA_DEFAULTS);
    expect(values).toEqual({ ...valid, cnpj: '', website: '', instagram: '' });
    expect(toRow({ ...values, email: '  ' })).toEqual({
      ...valid,
      cnpj: null,
      website: null,
      instagram: null,
      email: null,
      pix_chave: null,
      pix_cidade: null,
    });
  });

  it('checks the sales settings as the database does (issue 24)', () => {
    expect(errorsOf({ reserva_horas: 1, desconto_maximo_funcionario: 0 })).toEqual({});
    expect(errorsOf({ reserva_horas: 720, desconto_maximo_funcionario: 100 })).toEqual({});
    expect(errorsOf({ desconto_maximo_funcionario: 12.5 })).toEqual({});
    const horas = 'Informe um número inteiro de horas, de 1 a 720';
    const percentual = 'Informe um percentual de 0 a 100';
    for (const reserva_horas of [0, 721, 1.5, '' as unknown as number]) expect(errorsOf({ reserva_horas })).toEqual({ reserva_horas: horas });
    for (const desconto_maximo_funcionario of [-1, 100.01, '' as unknown as number]) {
      expect(errorsOf({ desconto_maximo_funcionario })).toEqual({ desconto_maximo_funcionario: percentual });
    }
    expect(errorsOf({ desconto_maximo_funcionario: 10.555 })).toEqual({ desconto_maximo_funcionario: 'Use no máximo duas casas decimais' });
  });

  it("checks the vale-troca's validity as the database does (1 to 3650 whole days, issue 26)", () => {
    expect(errorsOf({ vale_troca_validade_dias: 1 })).toEqual({});
    expect(errorsOf({ vale_troca_validade_dias: 3650 })).toEqual({});
    for (const vale_troca_validade_dias of [0, 3651, 30.5, '' as unknown as number]) {
      expect(errorsOf({ vale_troca_validade_dias })).toEqual({ vale_troca_validade_dias: 'Informe um número inteiro de dias, de 1 a 3650' });
    }
  });

  it('takes a Pix key of each kind, with its city', () => {
    for (const pix_chave of [
      '529.982.247-25',
      '52998224725',
      '11.222.333/0001-81',
      '11222333000181',
      'Financeiro@LojaPraia.com.br',
      '+5548999990000',
      '+55 (48) 99999-0000',
      '123e4567-e89b-42d3-a456-556642440000',
    ]) {
      expect(errorsOf({ pix_chave, pix_cidade: 'Florianópolis' }), pix_chave).toEqual({});
    }
  });

  it('says what is wrong with a Pix key, and asks the city once there is a key', () => {
    expect(errorsOf({ pix_chave: '529.982.247-26', pix_cidade: 'Florianópolis' })).toEqual({
      pix_chave: 'CPF inválido. Se a chave for um celular, informe com +55, ex.: +5548999990000',
    });
    // a mobile number typed without +55 is read as a CPF, and the message says how to write it
    expect(errorsOf({ pix_chave: '48999990000', pix_cidade: 'Florianópolis' }).pix_chave).toMatch(/informe com \+55/);
    expect(errorsOf({ pix_chave: '11.222.333/0001-82', pix_cidade: 'Florianópolis' })).toEqual({ pix_chave: 'CNPJ inválido' });
    expect(errorsOf({ pix_chave: 'financeiro@lojapraia', pix_cidade: 'Florianópolis' })).toEqual({ pix_chave: 'E-mail inválido para chave Pix' });
    for (const pix_chave of ['+554899999000', '+1 415 555 0100', '+55 48 3222-1234']) {
      expect(errorsOf({ pix_chave, pix_cidade: 'Florianópolis' }), pix_chave).toEqual({
        pix_chave: 'Celular inválido: informe +55, o DDD e o número, ex.: +5548999990000',
      });
    }
    for (const pix_chave of ['lojapraia', '1234', '123e4567-e89b-42d3-a456']) {
      expect(errorsOf({ pix_chave, pix_cidade: 'Florianópolis' }), pix_chave).toEqual({
        pix_chave: 'Chave Pix inválida: informe CPF, CNPJ, e-mail, celular com +55 (ex.: +5548999990000) ou chave aleatória',
      });
    }
    expect(errorsOf({ pix_chave: `${'a'.repeat(70)}@loja.com.br` , pix_cidade: 'Florianópolis' }).pix_chave).toBe('A chave Pix deve ter no máximo 77 caracteres');
    expect(errorsOf({ pix_chave: '+5548999990000', pix_cidade: '  ' })).toEqual({ pix_cidade: 'Informe a cidade do Pix' });
    expect(errorsOf({ pix_chave: '+5548999990000', pix_cidade: 'São José dos Pinhais' })).toEqual({
      pix_cidade: 'A cidade do Pix deve ter no máximo 15 caracteres',
    });
    // no key, no Pix: the city may stay empty
    expect(errorsOf({ pix_chave: '', pix_cidade: '' })).toEqual({});
  });
});
