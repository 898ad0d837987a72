/**
 * The stock reports' endpoint against the local stack, as the read-only staff login (user): what the pages
 * read, typed (money and giro as numbers), over a category of the test's own with three products and two
 * past sales; the stuck products for a number of days; the function's refusal as the page's error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '@loja/shared-ui/platform';
import { signInAs } from '@loja/local-supabase/testing';
import { relatoriosEstoqueApi, type EstoqueValorizadoArgs } from './api';
import { criarDadosRelatorioEstoque, removerDadosRelatorioEstoque, type DadosRelatorioEstoque } from './test/dados';

let d: DadosRelatorioEstoque;
beforeAll(async () => {
  d = await criarDadosRelatorioEstoque();
});
afterAll(removerDadosRelatorioEstoque);

async function ler(args: Partial<EstoqueValorizadoArgs>) {
  await signInAs('user');
  const request = makeStore().dispatch(
    relatoriosEstoqueApi.endpoints.getRelatorioEstoqueValorizado.initiate({
      agrupar: 'produto', categoria: d.categoria.id, semVendaDias: null, limite: 50, pagina: 1, ...args,
    }),
  );
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}

describe('getRelatorioEstoqueValorizado', () => {
  it('reads the category by product, largest value at cost first, with giro, cover and the last sale', async () => {
    const r = await ler({});
    expect(r.linhas.map((l) => l.rotulo)).toEqual([d.giro.nome, d.antigo.nome, d.parado.nome]);
    expect(r.linhas[0]).toEqual({
      chave: String(d.giro.id), rotulo: d.giro.nome, categoria: d.categoria.nome, produtos: 1, unidades: 8,
      valor_custo: 320, valor_venda: 800, vendidas_90d: 2, giro: 0.25, dias_cobertura: 360, ultima_venda: d.vendaGiro,
    });
    // Sold 120 days ago: outside the 90 days, so no cover; never sold: no last sale.
    expect(r.linhas[1]).toMatchObject({ valor_custo: 90, valor_venda: 240, vendidas_90d: 0, giro: 0, dias_cobertura: null, ultima_venda: d.vendaAntigo });
    expect(r.linhas[2]).toMatchObject({ valor_custo: 61.5, valor_venda: 179.7, ultima_venda: null });
    // 8 + 3 + 2 = 13 units; 320 + 61,50 + 90 at cost; 800 + 179,70 + 240 at price; 2 ÷ 13 = 0,15; 13 × 90 ÷ 2 = 585.
    expect(r.totais).toEqual({ produtos: 3, unidades: 13, valor_custo: 471.5, valor_venda: 1219.7, vendidas_90d: 2, giro: 0.15, dias_cobertura: 585 });
    expect(r.pagina).toEqual({ pagina: 1, limite: 50, total_linhas: 3 });
    expect(r.periodo.ate).toBe(d.hoje);
  });

  it('by category one line with the same totals; stuck for 30 days the two without a recent sale, for 15 days all three', async () => {
    const categoria = await ler({ agrupar: 'categoria' });
    expect(categoria.linhas).toEqual([
      { chave: String(d.categoria.id), rotulo: d.categoria.nome, categoria: d.categoria.nome, produtos: 3, unidades: 13, valor_custo: 471.5, valor_venda: 1219.7, vendidas_90d: 2, giro: 0.15, dias_cobertura: 585, ultima_venda: null },
    ]);
    const trinta = await ler({ semVendaDias: 30 });
    expect(trinta.linhas.map((l) => l.chave)).toEqual([String(d.antigo.id), String(d.parado.id)]);
    expect(trinta.totais).toMatchObject({ produtos: 2, unidades: 5, valor_custo: 151.5 });
    const quinze = await ler({ semVendaDias: 15 });
    expect(quinze.linhas.map((l) => l.chave)).toEqual([String(d.giro.id), String(d.antigo.id), String(d.parado.id)]);
  });

  it('a day count out of range is refused with the function\'s words', async () => {
    await expect(ler({ semVendaDias: 4000 })).rejects.toMatchObject({ message: 'Informe de 1 a 3650 dias sem venda.', code: '22023' });
  });
});
