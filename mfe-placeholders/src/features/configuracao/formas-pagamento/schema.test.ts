import { describe, expect, it } from 'vitest';
import { parcelasDaForma, prazoDaForma, taxaDaForma } from './formatar';
import { formaPagamentoSchema, type FormaPagamentoValues } from './schema';

const credito: FormaPagamentoValues = {
  nome: 'Cartão de crédito',
  tipo: 'credito',
  taxa_percentual: 3.49,
  taxa_fixa: 0.4,
  prazo_dias: 30,
  maximo_parcelas: 6,
  ativo: true,
};

function errorsOf(values: Partial<Record<keyof FormaPagamentoValues, unknown>>): Record<string, string> {
  try {
    formaPagamentoSchema.validateSync({ ...credito, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const e of (error as { inner: { path: string; message: string }[] }).inner) errors[e.path] ??= e.message;
    return errors;
  }
}

describe('formaPagamentoSchema', () => {
  it('accepts the seeded forms and an empty fixed fee', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ nome: 'Pix', tipo: 'pix', taxa_percentual: 0, taxa_fixa: '', prazo_dias: 0, maximo_parcelas: 1 })).toEqual({});
  });

  it('lets only a credit card take installments, as the database does', () => {
    expect(errorsOf({ maximo_parcelas: 24 })).toEqual({});
    expect(errorsOf({ maximo_parcelas: 25 })).toEqual({ maximo_parcelas: 'Informe de 1 a 24 parcelas' });
    for (const tipo of ['dinheiro', 'pix', 'debito', 'vale']) {
      expect(errorsOf({ tipo, maximo_parcelas: 2 }), tipo).toEqual({ maximo_parcelas: 'Somente cartão de crédito aceita mais de uma parcela' });
      expect(errorsOf({ tipo, maximo_parcelas: 1 }), tipo).toEqual({});
    }
  });

  it('gives every message in Portuguese', () => {
    expect(
      errorsOf({ nome: '  ', tipo: '', taxa_percentual: 100.5, taxa_fixa: -1, prazo_dias: 366, maximo_parcelas: 0 }),
    ).toEqual({
      nome: 'Nome é obrigatório',
      tipo: 'Tipo é obrigatório',
      taxa_percentual: 'Informe um percentual de 0 a 100',
      taxa_fixa: 'O valor não pode ser negativo',
      prazo_dias: 'Informe um número inteiro de dias, de 0 a 365',
      maximo_parcelas: 'Informe de 1 a 24 parcelas',
    });
    expect(errorsOf({ taxa_percentual: 2.999, prazo_dias: 1.5, nome: 'x'.repeat(61) })).toEqual({
      nome: 'Use no máximo 60 caracteres',
      taxa_percentual: 'Use no máximo duas casas decimais',
      prazo_dias: 'Informe um número inteiro de dias, de 0 a 365',
    });
  });
});

describe('a payment form as the list shows it', () => {
  it('writes fee, term and installments as people read them', () => {
    expect(taxaDaForma({ taxa_percentual: 3.49, taxa_fixa: 0.4 })).toBe('3,49% + R$\u00a00,40');
    expect(taxaDaForma({ taxa_percentual: 1.99, taxa_fixa: 0 })).toBe('1,99%');
    expect(taxaDaForma({ taxa_percentual: 0, taxa_fixa: 0 })).toBe('Sem taxa');
    expect(prazoDaForma(0)).toBe('No mesmo dia');
    expect(prazoDaForma(1)).toBe('1 dia');
    expect(prazoDaForma(30)).toBe('30 dias');
    expect(parcelasDaForma(1)).toBe('À vista');
    expect(parcelasDaForma(6)).toBe('Até 6x');
  });
});
