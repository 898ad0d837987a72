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
    const row = { ...valid, id: 1, created_at: '', updated_at: '', cnpj: null, website: null, instagram: null };
    const values = toFormValues<EmpresaValues>(row, EMPRESA_DEFAULTS);
    expect(values).toEqual({ ...valid, cnpj: '', website: '', instagram: '' });
    expect(toRow({ ...values, email: '  ' })).toEqual({ ...valid, cnpj: null, website: null, instagram: null, email: null });
  });
});
