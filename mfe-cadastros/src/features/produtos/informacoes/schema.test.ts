import { describe, expect, it } from 'vitest';
import { PRODUTO_RULES } from '../messages';
import { informacoesSchema, NOVO_PRODUTO } from './schema';

const valido = { ...NOVO_PRODUTO, nome: 'Canga Coqueiros', preco_venda: '49,90' };
const erroDoPreco = async (preco_venda: string) => {
  try {
    await informacoesSchema.validateAt('preco_venda', { ...valido, preco_venda });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

describe('informacoesSchema: Preço de venda (spec 001 §5, "Preço deve ser maior que zero")', () => {
  it('refuses 0,00, a negative price and an empty field with the spec message', async () => {
    expect(await erroDoPreco('0,00')).toBe(PRODUTO_RULES.precoVenda);
    expect(await erroDoPreco('0')).toBe(PRODUTO_RULES.precoVenda);
    expect(await erroDoPreco('-1,00')).toBe(PRODUTO_RULES.precoVenda);
    expect(await erroDoPreco('')).toBe(PRODUTO_RULES.precoVenda);
    expect(PRODUTO_RULES.precoVenda).toBe('Preço deve ser maior que zero');
  });

  it('takes a cent and up', async () => {
    expect(await erroDoPreco('0,01')).toBeNull();
    expect(await erroDoPreco('149,90')).toBeNull();
  });
});
