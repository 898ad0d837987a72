import { describe, expect, it } from 'vitest';
import type { Dre } from './api';
import { tabelaDre } from './relatorio';

const vazio = { total: 0, categorias: [] };
/** A month: 1.000,00 sold (2 sales), 100,00 returned, 400,00 of cost, 30,00 of card fees, 200,00 of rent. */
const DRE: Dre = {
  mes: '2026-11-01',
  fonte_devolucoes: 'trocas',
  vendas_quantidade: 2,
  receita_bruta: { total: 100_000, vendas: 100_000, trocas: 0, categorias: [] },
  deducoes: { total: 10_000, devolucoes: 10_000, categorias: [] },
  receita_liquida: 90_000,
  cmv: { total: 40_000, vendido: 40_000, devolvido: 0 },
  lucro_bruto: 50_000,
  despesas_operacionais: { total: 20_000, categorias: [{ categoria: 'Aluguel', codigo: null, tipo: 'despesa', valor: 20_000 }] },
  receitas_financeiras: vazio,
  despesas_financeiras: { total: 3_000, taxas_cartao: 3_000, categorias: [] },
  outras: { receitas: 0, despesas: 0, categorias: [] },
  resultado: 27_000,
};

describe('tabelaDre', () => {
  it('the statement in order, what a line takes off negative, details marked, the share of the receita líquida', () => {
    const linhas = tabelaDre(DRE).map(({ descricao, valor, percentual }) => [descricao, valor, percentual]);
    expect(linhas).toEqual([
      ['Receita bruta', 1000, 111.1],
      ['· Vendas (2 vendas confirmadas)', 1000, 111.1],
      ['(−) Deduções', -100, -11.1],
      ['· Devoluções', -100, -11.1],
      ['(=) Receita líquida', 900, 100],
      ['(−) CMV: custo das mercadorias vendidas', -400, -44.4],
      ['· Custo dos itens vendidos', -400, -44.4],
      ['(=) Lucro bruto', 500, 55.6],
      ['(−) Despesas operacionais', -200, -22.2],
      ['· Aluguel', -200, -22.2],
      ['(+) Receitas financeiras', 0, 0],
      ['(−) Despesas financeiras', -30, -3.3],
      ['· Taxas de cartão', -30, -3.3],
      ['(=) Resultado do mês', 270, 30],
    ]);
  });

  it('a zero that takes off stays unsigned; without a receita líquida there is no share', () => {
    const zerada = tabelaDre({ ...DRE, cmv: { total: 0, vendido: 0, devolvido: 0 }, receita_liquida: 0 });
    const cmv = zerada.find((l) => l.descricao === '(−) CMV: custo das mercadorias vendidas')!;
    expect(Object.is(cmv.valor, -0)).toBe(false);
    expect(cmv.valor).toBe(0);
    expect(cmv.percentual).toBeNull();
  });
});
