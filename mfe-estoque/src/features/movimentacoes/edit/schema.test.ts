import { describe, expect, it } from 'vitest';
import type { MovimentacaoListRow } from '../api';
import { editMovimentacaoSchema, toAlteracao, toEditValues } from './schema';

const VALIDO = { tipo: 'entrada', quantidade: 5, preco_unitario: 12.34, observacoes: '' };

/** The first message Yup gives for `values`, or null when they pass. */
async function erro(values: Record<string, unknown>, campo: string): Promise<string | null> {
  try {
    await editMovimentacaoSchema.validateAt(campo, values);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('editMovimentacaoSchema (spec 001 §5 "Edit movement")', () => {
  it('accepts a complete edit', async () => {
    await expect(editMovimentacaoSchema.validate(VALIDO)).resolves.toMatchObject({ tipo: 'entrada', quantidade: 5, preco_unitario: 12.34 });
  });

  it('the type is Entrada or Saída', async () => {
    expect(await erro({ ...VALIDO, tipo: '' }, 'tipo')).toBe('Selecione o tipo de movimentação');
    expect(await erro({ ...VALIDO, tipo: 'ajuste' }, 'tipo')).toBe('Selecione o tipo de movimentação');
    expect(await erro({ ...VALIDO, tipo: 'saida' }, 'tipo')).toBeNull();
  });

  it('the quantity is required, an integer from 1', async () => {
    expect(await erro({ ...VALIDO, quantidade: '' }, 'quantidade')).toBe('Quantidade é obrigatória');
    expect(await erro({ ...VALIDO, quantidade: 0 }, 'quantidade')).toBe('A quantidade deve ser um número inteiro maior que zero');
    expect(await erro({ ...VALIDO, quantidade: -3 }, 'quantidade')).toBe('A quantidade deve ser um número inteiro maior que zero');
    expect(await erro({ ...VALIDO, quantidade: 1.5 }, 'quantidade')).toBe('A quantidade deve ser um número inteiro maior que zero');
    expect(await erro({ ...VALIDO, quantidade: 'abc' }, 'quantidade')).toBe('A quantidade deve ser um número inteiro maior que zero');
    expect(await erro({ ...VALIDO, quantidade: 1 }, 'quantidade')).toBeNull();
  });

  it('the unit price is required, not negative, in cents (step 0.01); zero is a price', async () => {
    expect(await erro({ ...VALIDO, preco_unitario: '' }, 'preco_unitario')).toBe('Preço unitário é obrigatório');
    expect(await erro({ ...VALIDO, preco_unitario: -0.01 }, 'preco_unitario')).toBe('O preço unitário deve ser maior ou igual a zero');
    expect(await erro({ ...VALIDO, preco_unitario: 1.005 }, 'preco_unitario')).toBe('O preço unitário deve ser maior ou igual a zero');
    expect(await erro({ ...VALIDO, preco_unitario: 0 }, 'preco_unitario')).toBeNull();
    expect(await erro({ ...VALIDO, preco_unitario: 0.29 }, 'preco_unitario')).toBeNull();
    expect(await erro({ ...VALIDO, preco_unitario: '1.234,56' }, 'preco_unitario')).toBeNull();
  });

  it('notes are optional, up to 1000 characters as the database keeps', async () => {
    expect(await erro({ ...VALIDO, observacoes: 'x'.repeat(1000) }, 'observacoes')).toBeNull();
    expect(await erro({ ...VALIDO, observacoes: 'x'.repeat(1001) }, 'observacoes')).toBe('Deve ter no máximo 1.000 caracteres');
  });
});

describe('toEditValues / toAlteracao', () => {
  const LINHA: MovimentacaoListRow = {
    id: 9,
    tipo: 'saida',
    produto_id: 3,
    produto_nome: 'Saída de Praia',
    grade_id: null,
    cor: null,
    tamanho: null,
    quantidade: 2,
    preco_unitario: null,
    motivo: 'Venda',
    observacoes: null,
    usuario_nome: 'Marina',
    data_movimentacao: '2026-11-20T10:00:00Z',
  };

  it('a movement without price or notes opens with those fields empty', () => {
    expect(toEditValues(LINHA)).toEqual({ tipo: 'saida', quantidade: 2, preco_unitario: '', observacoes: '' });
  });

  it('saves the notes trimmed, blank as null, and the numbers as numbers', () => {
    expect(toAlteracao(9, { tipo: 'entrada', quantidade: 5, preco_unitario: 10, observacoes: '   ' })).toEqual({
      id: 9,
      tipo: 'entrada',
      quantidade: 5,
      preco_unitario: 10,
      observacoes: null,
    });
    expect(toAlteracao(9, { tipo: 'saida', quantidade: 1, preco_unitario: 0, observacoes: ' troca ' }).observacoes).toBe('troca');
  });
});
