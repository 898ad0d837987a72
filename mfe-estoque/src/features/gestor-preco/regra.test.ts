import { describe, expect, it } from 'vitest';
import { REGRA_CHECKS } from './messages';
import { descreverRegra, erroDoValor, regraValida, valorDigitado } from './regra';
import { regraSchema } from './schema';

describe('the Gestor de Preço rule as typed', () => {
  it('reads numbers with a comma or a point, a minus sign of either kind, and at most two decimals', () => {
    expect(valorDigitado('10')).toBe(10);
    expect(valorDigitado(' -2,5 ')).toBe(-2.5);
    expect(valorDigitado('−5')).toBe(-5);
    expect(valorDigitado('0.99')).toBe(0.99);
    expect(valorDigitado('1,234')).toBeNull();
    expect(valorDigitado('1.000,00')).toBeNull();
    expect(valorDigitado('dez')).toBeNull();
    expect(valorDigitado('')).toBeNull();
  });

  it('checks the value as the database does, with its words', () => {
    expect(erroDoValor('percentual', '')).toBe(REGRA_CHECKS.valor);
    expect(erroDoValor('percentual', '1,234')).toBe(REGRA_CHECKS.formato);
    expect(erroDoValor('percentual', '0')).toBe('Informe um percentual diferente de zero.');
    expect(erroDoValor('percentual', '-100')).toBe('Uma redução deve ser menor que 100%.');
    expect(erroDoValor('percentual', '1001')).toBe('O aumento aceita no máximo 1000%.');
    expect(erroDoValor('valor', '0')).toBe('Informe um valor diferente de zero.');
    expect(erroDoValor('valor', '-100001')).toBe('O valor aceita no máximo R$ 100.000,00.');
    expect(erroDoValor('markup', '-1')).toBe('O markup deve ficar entre 0% e 1000%.');
    expect(erroDoValor('margem', '100')).toBe('A margem desejada deve ficar entre 0% e 99,99%.');
    expect(erroDoValor('margem', '99,99')).toBeNull();
    expect(erroDoValor('percentual', '-10')).toBeNull();
  });

  it('gives the rule only when every part is valid, and says it in words', () => {
    expect(regraValida('percentual', '10', '90')).toEqual({ tipo: 'percentual', valor: 10, arredondamento: '90' });
    expect(regraValida('percentual', '', '90')).toBeNull();
    expect(regraValida('dobro', '10', '90')).toBeNull();
    expect(regraValida('valor', '5', '95')).toBeNull();
    expect(descreverRegra({ tipo: 'percentual', valor: 10, arredondamento: '90' })).toBe('+10% sobre o preço, arredondado para ,90');
    expect(descreverRegra({ tipo: 'percentual', valor: -2.5, arredondamento: 'nenhum' })).toBe('−2,5% sobre o preço');
    expect(descreverRegra({ tipo: 'valor', valor: -5, arredondamento: 'inteiro' })).toBe('−R$ 5,00 no preço, arredondado para reais inteiros');
    expect(descreverRegra({ tipo: 'margem', valor: 40, arredondamento: '99' })).toBe('margem de 40% sobre o custo, arredondado para ,99');
  });

  it('asks for the motivo and names the value\'s problem under the field', async () => {
    const erros = await regraSchema
      .validate({ tipo: 'percentual', valor: '0', arredondamento: 'nenhum', motivo: ' ' }, { abortEarly: false })
      .then(() => [])
      .catch((e: { errors: string[] }) => e.errors);
    expect(erros).toEqual(['Informe um percentual diferente de zero.', 'Informe o motivo do reajuste.']);
    await expect(regraSchema.isValid({ tipo: 'margem', valor: '40', arredondamento: '99', motivo: 'Verão' })).resolves.toBe(true);
  });
});
