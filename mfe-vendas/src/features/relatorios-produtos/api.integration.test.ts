/**
 * The product reports' endpoints against the local stack (the functions' own rules are in
 * local-supabase/test/relatorios-vendas.test.ts): what the pages ask and what they get back, typed, over the
 * test month of ./test/cenario.ts, as the read-only staff login. Mais vendidos by product in each order, with
 * the category filter and page by page, and inside P1 by colour × size; Curva ABC by receita and unidades with
 * the classes' counts; Margem by produto and by categoria; the whole period for the export in one call.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '@loja/shared-ui/platform';
import { signInAs } from '@loja/local-supabase/testing';
import { LIMITE_EXPORTACAO_PRODUTOS, relatoriosProdutosApi } from './api';
import { criarCenario, type Cenario } from './test/cenario';

const endpoints = relatoriosProdutosApi.endpoints;
let c: Cenario;

/** Runs a query through a fresh store, as a page would, and lets it go. */
async function executar<T>(start: (store: ReturnType<typeof makeStore>) => { unwrap(): Promise<T>; unsubscribe(): void }): Promise<T> {
  const request = start(makeStore());
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}

beforeAll(async () => {
  c = await criarCenario();
});
// The stack's client is taken away after each test.
beforeEach(async () => {
  await signInAs('user');
});

describe('relatórios de produtos: endpoints', () => {
  it('Mais vendidos by product in each order, by category, page by page, and P1 by colour × size', async () => {
    const base = { de: c.de, ate: c.ate, produto: null, categoria: null, limite: 50, pagina: 1 } as const;
    const porUnidades = await executar((s) => s.dispatch(endpoints.getRelatorioMaisVendidos.initiate({ ...base, ordem: 'unidades' })));
    expect(porUnidades.periodo).toEqual({ de: c.de, ate: c.ate });
    expect(porUnidades.linhas).toEqual([
      { posicao: 1, chave: c.p1.id, rotulo: c.p1.nome, cor: null, tamanho: null, unidades: 6, receita: 580, custo: 240, margem: 340, margem_percentual: 58.62 },
      { posicao: 2, chave: c.p3.id, rotulo: c.p3.nome, cor: null, tamanho: null, unidades: 5, receita: 50, custo: 40, margem: 10, margem_percentual: 20 },
      { posicao: 3, chave: c.p2.id, rotulo: c.p2.nome, cor: null, tamanho: null, unidades: 1, receita: 500, custo: 100, margem: 400, margem_percentual: 80 },
    ]);
    expect(porUnidades.totais).toEqual({ unidades: 12, receita: 1130, custo: 380, margem: 750, margem_percentual: 66.37 });
    expect(porUnidades.pagina).toEqual({ pagina: 1, limite: 50, total_linhas: 3 });

    const porMargem = await executar((s) => s.dispatch(endpoints.getRelatorioMaisVendidos.initiate({ ...base, ordem: 'margem' })));
    expect(porMargem.linhas.map((l) => l.chave)).toEqual([c.p2.id, c.p1.id, c.p3.id]);
    const segundaPagina = await executar((s) => s.dispatch(endpoints.getRelatorioMaisVendidos.initiate({ ...base, ordem: 'receita', limite: 2, pagina: 2 })));
    expect(segundaPagina.linhas.map((l) => [l.posicao, l.chave])).toEqual([[3, c.p3.id]]);
    expect(segundaPagina.pagina).toEqual({ pagina: 2, limite: 2, total_linhas: 3 });

    const daCategoria = await executar((s) => s.dispatch(endpoints.getRelatorioMaisVendidos.initiate({ ...base, categoria: c.categoriaX.id, ordem: 'unidades' })));
    expect(daCategoria.linhas.map((l) => l.chave)).toEqual([c.p1.id, c.p3.id]);
    expect(daCategoria.totais).toEqual({ unidades: 11, receita: 630, custo: 280, margem: 350, margem_percentual: 55.56 });

    const grade = await executar((s) => s.dispatch(endpoints.getRelatorioMaisVendidos.initiate({ ...base, produto: c.p1.id, ordem: 'unidades' })));
    expect(grade.linhas.map(({ posicao, rotulo, cor, tamanho, unidades, receita, margem_percentual }) => ({ posicao, rotulo, cor, tamanho, unidades, receita, margem_percentual }))).toEqual([
      { posicao: 1, rotulo: 'Azul · P', cor: 'Azul', tamanho: 'P', unidades: 3, receita: 300, margem_percentual: 60 },
      { posicao: 2, rotulo: 'Rosa · P', cor: 'Rosa', tamanho: 'P', unidades: 2, receita: 180, margem_percentual: 55.56 },
      { posicao: 3, rotulo: 'Azul · M', cor: 'Azul', tamanho: 'M', unidades: 1, receita: 100, margem_percentual: 60 },
    ]);
    expect(grade.totais).toEqual({ unidades: 6, receita: 580, custo: 240, margem: 340, margem_percentual: 58.62 });
    const produto = await executar((s) => s.dispatch(endpoints.getProdutoRelatorio.initiate(c.p1.id)));
    expect(produto).toEqual({ id: c.p1.id, nome: c.p1.nome });
    const categorias = await executar((s) => s.dispatch(endpoints.getCategoriasRelatorioProdutos.initiate()));
    expect(categorias).toContainEqual(c.categoriaX);
  });

  it('Curva ABC: by receita P1 alone is A (51,33 %), P2 passes 95 % and is C; by unidades A, B and C', async () => {
    const base = { de: c.de, ate: c.ate, limite: 50, pagina: 1 } as const;
    const receita = await executar((s) => s.dispatch(endpoints.getRelatorioCurvaAbc.initiate({ ...base, criterio: 'receita' })));
    expect(receita.linhas.map(({ posicao, chave, valor, percentual, percentual_acumulado, classe }) => ({ posicao, chave, valor, percentual, percentual_acumulado, classe }))).toEqual([
      { posicao: 1, chave: c.p1.id, valor: 580, percentual: 51.33, percentual_acumulado: 51.33, classe: 'A' },
      { posicao: 2, chave: c.p2.id, valor: 500, percentual: 44.25, percentual_acumulado: 95.58, classe: 'C' },
      { posicao: 3, chave: c.p3.id, valor: 50, percentual: 4.42, percentual_acumulado: 100, classe: 'C' },
    ]);
    expect(receita.totais).toEqual({ valor: 1130, itens: 3, por_classe: { A: { itens: 1, valor: 580 }, B: { itens: 0, valor: 0 }, C: { itens: 2, valor: 550 } } });

    const unidades = await executar((s) => s.dispatch(endpoints.getRelatorioCurvaAbc.initiate({ ...base, criterio: 'unidades' })));
    expect(unidades.linhas.map((l) => [l.chave, l.valor, l.percentual_acumulado, l.classe])).toEqual([
      [c.p1.id, 6, 50, 'A'],
      [c.p3.id, 5, 91.67, 'B'],
      [c.p2.id, 1, 100, 'C'],
    ]);
    expect(unidades.totais.por_classe).toEqual({ A: { itens: 1, valor: 6 }, B: { itens: 1, valor: 5 }, C: { itens: 1, valor: 1 } });
    expect(unidades.linhas[0]).toMatchObject({ rotulo: c.p1.nome, unidades: 6, receita: 580, margem: 340 });
  });

  it('Margem by produto and by categoria, and the whole period in one call for the export', async () => {
    const base = { de: c.de, ate: c.ate, categoria: null, limite: 50, pagina: 1 } as const;
    const porProduto = await executar((s) => s.dispatch(endpoints.getRelatorioMargem.initiate({ ...base, agrupar: 'produto' })));
    expect(porProduto.linhas).toEqual([
      { chave: c.p2.id, rotulo: c.p2.nome, categoria: c.categoriaY.nome, unidades: 1, receita: 500, custo: 100, margem: 400, margem_percentual: 80 },
      { chave: c.p1.id, rotulo: c.p1.nome, categoria: c.categoriaX.nome, unidades: 6, receita: 580, custo: 240, margem: 340, margem_percentual: 58.62 },
      { chave: c.p3.id, rotulo: c.p3.nome, categoria: c.categoriaX.nome, unidades: 5, receita: 50, custo: 40, margem: 10, margem_percentual: 20 },
    ]);
    const porCategoria = await executar((s) => s.dispatch(endpoints.getRelatorioMargem.initiate({ ...base, agrupar: 'categoria' })));
    expect(porCategoria.linhas).toEqual([
      { chave: c.categoriaY.id, rotulo: c.categoriaY.nome, categoria: c.categoriaY.nome, unidades: 1, receita: 500, custo: 100, margem: 400, margem_percentual: 80 },
      { chave: c.categoriaX.id, rotulo: c.categoriaX.nome, categoria: c.categoriaX.nome, unidades: 11, receita: 630, custo: 280, margem: 350, margem_percentual: 55.56 },
    ]);
    expect(porCategoria.totais).toEqual({ unidades: 12, receita: 1130, custo: 380, margem: 750, margem_percentual: 66.37 });
    const daCategoria = await executar((s) => s.dispatch(endpoints.getRelatorioMargem.initiate({ ...base, agrupar: 'produto', categoria: c.categoriaX.id })));
    expect(daCategoria.linhas.map((l) => l.chave)).toEqual([c.p1.id, c.p3.id]);

    const tudo = await executar((s) => s.dispatch(endpoints.getRelatorioMargem.initiate({ ...base, agrupar: 'produto', limite: LIMITE_EXPORTACAO_PRODUTOS })));
    expect(tudo.pagina).toEqual({ pagina: 1, limite: 50_000, total_linhas: 3 });
  });
});
