/**
 * The stock overview's and the kardex's endpoints against the local stack, signed in as the demo
 * funcionario: for every seed product the kardex ends at the stock the database holds (product and
 * each grade), the low-stock filter keeps a product at or under its minimum (or with a grade so) and
 * not one above nor one whose minimum is 0 (no minimum set), and a product with more movements than the page reads shows its latest ones with
 * the balances of the whole ledger.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { makeStore } from '@loja/shared-ui/platform';
import { signInAs, sql, unique } from '@loja/local-supabase/testing';
import { criarProduto, registrar, removerCriados, responsavel } from '../../test/estoqueProdutos';
import { ESTOQUE_PRODUTOS_SORT, estoqueProdutosPageApi, type EstoqueProdutosArgs } from './api';
import { KARDEX_LIMITE } from './messages';

const endpoints = estoqueProdutosPageApi.endpoints;

afterAll(removerCriados);

/** Runs a query through a fresh store, as a page would, and lets it go. */
async function consultar<T>(start: (store: ReturnType<typeof makeStore>) => { unwrap(): Promise<T>; unsubscribe(): void }): Promise<T> {
  const request = start(makeStore());
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}

const kardex = (id: number) => consultar((s) => s.dispatch(endpoints.getKardex.initiate(id)));
const produtoKardex = (id: number) => consultar((s) => s.dispatch(endpoints.getProdutoKardex.initiate(id)));
const listar = (args: Partial<EstoqueProdutosArgs>) =>
  consultar((s) =>
    s.dispatch(endpoints.listEstoqueProdutos.initiate({ busca: '', baixo: false, categoria: null, sort: ESTOQUE_PRODUTOS_SORT, page: 1, pageSize: 50, ...args })),
  );

describe('getKardex: the ledger explains the stock', () => {
  it('for every seed product, the last saldo is produtos.estoque_atual and each grade’s last saldo_grade its grades_produto.estoque_atual', async () => {
    // The seed's products: not the ones tests make (their names end in unique()'s -<ms>-<random>).
    const produtos = await sql<{ id: number; estoque: number }>(
      `select id::int, estoque_atual::int estoque from produtos where nome !~ '-\\d{13}-[a-z0-9]+$' order by id`,
    );
    const grades = await sql<{ id: number; produto_id: number; estoque: number }>(
      'select id::int, produto_id::int, estoque_atual::int estoque from grades_produto where produto_id = any($1::bigint[])',
      [produtos.map((p) => p.id)],
    );
    expect(produtos.length).toBeGreaterThan(20);
    expect(grades.length).toBeGreaterThan(20);
    await signInAs('funcionario');

    const lidos = await Promise.all(produtos.map(async (p) => ({ ...p, kardex: await kardex(p.id), cabecalho: await produtoKardex(p.id) })));

    let comMovimentos = 0;
    for (const p of lidos) {
      expect(p.kardex.total, `produto ${p.id}`).toBe(p.kardex.linhas.length);
      if (p.kardex.linhas.length) comMovimentos += 1;
      expect({ produto: p.id, saldo: p.kardex.linhas.at(-1)?.saldo ?? 0 }).toEqual({ produto: p.id, saldo: p.estoque });
      // The header the page shows holds the same stock.
      expect(p.cabecalho?.estoque_atual).toBe(p.estoque);
      // Oldest first, the running balance adds each line's effect.
      p.kardex.linhas.reduce((anterior, linha) => {
        expect(linha.saldo).toBe(anterior + (linha.tipo === 'entrada' ? linha.quantidade! : -linha.quantidade!));
        return linha.saldo!;
      }, 0);
    }
    expect(comMovimentos).toBeGreaterThan(20);

    for (const g of grades) {
      const linhas = lidos.find((p) => p.id === g.produto_id)!.kardex.linhas.filter((l) => l.grade_id === g.id);
      expect({ grade: g.id, saldo: linhas.at(-1)?.saldo_grade ?? 0 }).toEqual({ grade: g.id, saldo: g.estoque });
    }
  });

  it(`above ${KARDEX_LIMITE} movements, the latest ${KARDEX_LIMITE} oldest first, with the whole ledger's balances and the total`, async () => {
    const client = await signInAs('funcionario');
    const usuarioId = await responsavel();
    const p = await criarProduto(unique('Toalha Muitas Movimentações'));
    // 505 movements a day apart, in the past (the database refuses the future): 5 entradas of 200, then 500 saídas of 1.
    const inicio = Date.now() - 600 * 86_400_000;
    const dia = (n: number) => new Date(inicio + n * 86_400_000).toISOString();
    const movimentos = [
      ...Array.from({ length: 5 }, (_, i) => ({ produto_id: p.id, tipo: 'entrada' as const, quantidade: 200, data_movimentacao: dia(i) })),
      ...Array.from({ length: 500 }, (_, i) => ({ produto_id: p.id, tipo: 'saida' as const, quantidade: 1, data_movimentacao: dia(5 + i) })),
    ];
    // The function takes at most 500 lines a call.
    await registrar(client, usuarioId, movimentos.slice(0, 250));
    await registrar(client, usuarioId, movimentos.slice(250));

    const { linhas, total } = await kardex(p.id);

    expect(total).toBe(505);
    expect(linhas).toHaveLength(KARDEX_LIMITE);
    // The oldest shown is the 6th movement (the first saída): its balance counts the 5 entradas left out.
    expect(linhas[0]).toMatchObject({ tipo: 'saida', quantidade: 1, saldo: 999 });
    expect(linhas.at(-1)).toMatchObject({ saldo: 500 });
    const [{ estoque }] = await sql<{ estoque: number }>('select estoque_atual::int estoque from produtos where id = $1', [p.id]);
    expect(estoque).toBe(500);
    const datas = linhas.map((l) => Date.parse(l.data_movimentacao!));
    expect([...datas].sort((a, b) => a - b)).toEqual(datas);
  });
});

describe('listEstoqueProdutos: the low-stock filter', () => {
  it('keeps a product at or under its minimum, or with a grade so, and not one above', async () => {
    const client = await signInAs('funcionario');
    const usuarioId = await responsavel();
    const tag = unique('EstoqueBaixo');
    const baixo = await criarProduto(`${tag} Canga no mínimo`, { estoqueMinimo: 3 });
    const acima = await criarProduto(`${tag} Canga acima`, { estoqueMinimo: 2 });
    const gradeBaixa = await criarProduto(`${tag} Biquíni grade baixa`, {
      grades: [
        { cor: 'Coral', tamanho: 'M', estoque_minimo: 2 },
        { cor: 'Preto', tamanho: 'P', estoque_minimo: 1 },
      ],
    });
    await registrar(client, usuarioId, [
      { produto_id: baixo.id, tipo: 'entrada', quantidade: 3 },
      { produto_id: acima.id, tipo: 'entrada', quantidade: 10 },
      { produto_id: gradeBaixa.id, grade_id: gradeBaixa.grades['Coral/M'], tipo: 'entrada', quantidade: 1 },
      { produto_id: gradeBaixa.id, grade_id: gradeBaixa.grades['Preto/P'], tipo: 'entrada', quantidade: 9 },
    ]);

    const todos = await listar({ busca: tag });
    expect(todos.rows.map((r) => r.nome)).toEqual([gradeBaixa.nome, acima.nome, baixo.nome]);
    expect(todos.total).toBe(3);

    const somenteBaixo = await listar({ busca: tag, baixo: true });
    expect(somenteBaixo.rows.map((r) => r.nome)).toEqual([gradeBaixa.nome, baixo.nome]);
    expect(somenteBaixo.total).toBe(2);
    expect(somenteBaixo.rows.every((r) => r.baixo)).toBe(true);
    // The grades come typed, by colour and size, each with its own flag.
    expect(somenteBaixo.rows[0].grades).toEqual([
      { id: gradeBaixa.grades['Coral/M'], cor: 'Coral', tamanho: 'M', cor_rgb: '#000000', estoque_atual: 1, estoque_minimo: 2, baixo: true },
      { id: gradeBaixa.grades['Preto/P'], cor: 'Preto', tamanho: 'P', cor_rgb: '#000000', estoque_atual: 9, estoque_minimo: 1, baixo: false },
    ]);
    expect(somenteBaixo.rows[0].estoque_atual).toBe(10);

    // Above its minimum again, the product leaves the filter.
    await registrar(client, usuarioId, [{ produto_id: baixo.id, tipo: 'entrada', quantidade: 1 }]);
    expect((await listar({ busca: tag, baixo: true })).rows.map((r) => r.nome)).toEqual([gradeBaixa.nome]);
  });

  it('a minimum of 0 is no minimum: 14 units with a grade at 0 (minimum 0), or a product sold out with minimum 0, is not low', async () => {
    const client = await signInAs('funcionario');
    const usuarioId = await responsavel();
    const tag = unique('SemMinimo');
    // Issue 23 §6: this product got the "Estoque baixo" badge although it had 14 units.
    const quatorze = await criarProduto(`${tag} Biquíni 14 unidades`, {
      grades: [
        { cor: 'Coral', tamanho: 'M' },
        { cor: 'Preto', tamanho: 'P' },
      ],
    });
    const esgotado = await criarProduto(`${tag} Canga esgotada`);
    await registrar(client, usuarioId, [{ produto_id: quatorze.id, grade_id: quatorze.grades['Coral/M'], tipo: 'entrada', quantidade: 14 }]);

    const todos = await listar({ busca: tag });
    expect(todos.rows.map((r) => [r.nome, r.estoque_atual, r.baixo])).toEqual([
      [quatorze.nome, 14, false],
      [esgotado.nome, 0, false],
    ]);
    expect(todos.rows[0].grades.map((g) => [g.cor, g.estoque_atual, g.estoque_minimo, g.baixo])).toEqual([
      ['Coral', 14, 0, false],
      ['Preto', 0, 0, false],
    ]);
    expect((await listar({ busca: tag, baixo: true })).total).toBe(0);
  });

  it('the category filter keeps that category’s products; the read-only login reads the overview too', async () => {
    const tag = unique('EstoqueCategoria');
    const p = await criarProduto(`${tag} Saída de Praia`);
    await signInAs('user');

    expect((await listar({ busca: tag, categoria: 1 })).rows.map((r) => r.id)).toEqual([p.id]);
    expect((await listar({ busca: tag, categoria: 2 })).rows).toEqual([]);
  });
});
