/**
 * Balanço (issue 27, migration 20261130002000): abrir_balanco (scope: todos, categoria, produtos),
 * registrar_contagem (a grade's code, a product's code, or a chosen product/grade; +n, "repetida"),
 * corrigir_contagem, remover_contagem, zerar_nao_contados, cancelar_balanco, aplicar_balanco (every
 * difference one Inventário movement at cost, stock = count, all or nothing; refused while a counted
 * item's stock moved after the count unless confirmed), balanco_revisao and balancos_lista; the kardex's
 * balanco_id. Every refusal asserts its exact message and that nothing was written; two counters'
 * concurrent scans of one grade are all kept.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAs, demoLogin, sql, unique, usuarioId } from './support.ts';

let admin: SupabaseClient;
let funcionario: SupabaseClient;
let leitura: SupabaseClient;

interface Cenario {
  categoria: number;
  outraCategoria: number;
  /** Biquíni with grades Azul/P (5 units, code codP) and Azul/M (2 units, code codM); cost 10 + 15. */
  biquini: number;
  p: number;
  m: number;
  codP: string;
  codM: string;
  /** Canga without grades, 4 units, its own code; cost 8 + 0. */
  canga: number;
  codCanga: string;
  /** A product of another category (out of a category balanço's scope). */
  fora: number;
  codFora: string;
}
let c: Cenario;

const codigo = () => `BAL${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** Stock enters through the ledger, so entradas − saídas = estoque_atual holds for these products. */
async function entrada(produto_id: number, grade_id: number | null, quantidade: number) {
  const { error } = await funcionario.rpc('registrar_movimentacoes', {
    p_itens: [{ produto_id, grade_id, tipo: 'entrada', quantidade, motivo: 'Compra' }],
  });
  expect(error).toBeNull();
}

const contagem = async () =>
  (await sql<{ b: number; c: number; m: number }>(
    `select (select count(*) from public.balancos)::int b, (select count(*) from public.balanco_contagens)::int c,
            (select count(*) from public.movimentacoes_estoque where balanco_id is not null)::int m`,
  ))[0];

async function abrir(args: Record<string, unknown>): Promise<number> {
  const { data, error } = await funcionario.rpc('abrir_balanco', args);
  expect(error).toBeNull();
  return (data as { id: number }).id;
}

async function ler(cliente: SupabaseClient, args: Record<string, unknown>) {
  const { data, error } = await cliente.rpc('registrar_contagem', args);
  expect(error).toBeNull();
  return data as { nome: string; quantidade: number; repetida: boolean; grade_id: number | null };
}

interface Linha { id: number; grade_id: number | null; produto_id: number; contado: number; sistema: number; diferenca: number; valor_diferenca: number; mudou: boolean }
interface Revisao {
  balanco: { codigo: string; status: string };
  linhas: Linha[];
  nao_contados: { produto_id: number; grade_id: number | null; sistema: number }[];
  totais: Record<string, number>;
}
async function revisao(id: number): Promise<Revisao> {
  const { data, error } = await leitura.rpc('balanco_revisao', { p_balanco_id: id });
  expect(error).toBeNull();
  return data as Revisao;
}

/** Each product's ledger (entradas − saídas) next to its stock, and each grade's. */
const razao = async (produtos: number[]) =>
  sql<{ id: string; grade_id: string | null; estoque: number; razao: number }>(
    `select p.id, null::bigint grade_id, p.estoque_atual estoque,
            coalesce((select sum(case m.tipo when 'entrada' then m.quantidade else -m.quantidade end) from public.movimentacoes_estoque m where m.produto_id = p.id), 0)::int razao
       from public.produtos p where p.id = any($1::bigint[])
     union all
     select g.produto_id, g.id, g.estoque_atual,
            coalesce((select sum(case m.tipo when 'entrada' then m.quantidade else -m.quantidade end) from public.movimentacoes_estoque m where m.grade_id = g.id), 0)::int
       from public.grades_produto g where g.produto_id = any($1::bigint[])`,
    [produtos],
  );

beforeAll(async () => {
  [admin, funcionario, leitura] = await Promise.all([clientAs('admin'), clientAs('funcionario'), clientAs('user')]);
  const [cat] = await sql<{ id: string }>('insert into public.categorias (nome) values ($1) returning id', [unique('Balanço Praia')]);
  const [outra] = await sql<{ id: string }>('insert into public.categorias (nome) values ($1) returning id', [unique('Balanço Outra')]);
  const codP = codigo(), codM = codigo(), codCanga = codigo(), codFora = codigo();
  const [b] = await sql<{ id: string }>(
    `insert into public.produtos (nome, preco_venda, preco_custo, preco_compra, categoria_id) values ($1, 90, 10, 15, $2) returning id`,
    [unique('Biquíni Balanço'), cat.id],
  );
  const grades = await sql<{ id: string }>(
    `insert into public.grades_produto (produto_id, cor, tamanho, codigo_barras) values ($1, 'Azul', 'P', $2), ($1, 'Azul', 'M', $3) returning id`,
    [b.id, codP, codM],
  );
  const [canga] = await sql<{ id: string }>(
    `insert into public.produtos (nome, preco_venda, preco_custo, codigo_barras, categoria_id) values ($1, 40, 8, $2, $3) returning id`,
    [unique('Canga Balanço'), codCanga, cat.id],
  );
  const [fora] = await sql<{ id: string }>(
    `insert into public.produtos (nome, preco_venda, codigo_barras, categoria_id) values ($1, 40, $2, $3) returning id`,
    [unique('Viseira Fora'), codFora, outra.id],
  );
  c = {
    categoria: Number(cat.id), outraCategoria: Number(outra.id), biquini: Number(b.id), p: Number(grades[0].id), m: Number(grades[1].id),
    codP, codM, canga: Number(canga.id), codCanga, fora: Number(fora.id), codFora,
  };
  await entrada(c.biquini, c.p, 5);
  await entrada(c.biquini, c.m, 2);
  await entrada(c.canga, null, 4);
});

describe('balanço', () => {
  it('abrir_balanco refuses a read-only login and every bad scope, writing nothing', async () => {
    const antes = await contagem();
    const casos: [SupabaseClient, Record<string, unknown>, string, string][] = [
      [leitura, { p_escopo: 'todos' }, 'Sem permissão para fazer balanço.', '42501'],
      [funcionario, { p_escopo: 'tudo' }, 'Escolha o escopo do balanço: todos os produtos, uma categoria ou produtos escolhidos.', '22023'],
      [funcionario, { p_escopo: 'categoria' }, 'Escolha a categoria do balanço.', '22023'],
      [funcionario, { p_escopo: 'categoria', p_categoria_id: 987654321 }, 'Categoria não encontrada.', '22023'],
      [funcionario, { p_escopo: 'produtos', p_produtos: [] }, 'Escolha pelo menos um produto para o balanço.', '22023'],
      [funcionario, { p_escopo: 'produtos', p_produtos: [c.canga, 987654321] }, 'Um dos produtos escolhidos não existe ou está inativo.', '22023'],
      [funcionario, { p_escopo: 'todos', p_observacoes: 'x'.repeat(1001) }, 'As observações aceitam no máximo 1000 caracteres.', '22023'],
    ];
    for (const [cliente, args, mensagem, codigoErro] of casos) {
      const { error } = await cliente.rpc('abrir_balanco', args);
      expect(error, mensagem).toMatchObject({ message: mensagem, code: codigoErro });
    }
    const anon = await clientAs('anon');
    expect((await anon.rpc('abrir_balanco', { p_escopo: 'todos' })).error?.code).toBe('42501');
    expect(await contagem()).toEqual(antes);
  });

  it('counts by grade code, product code and chosen grade; says when a scan repeats; refuses what is not countable, writing nothing', async () => {
    const id = await abrir({ p_escopo: 'categoria', p_categoria_id: c.categoria, p_observacoes: '  Fim de temporada  ' });
    const [b] = await sql('select status, escopo, observacoes, aberto_por = $2 aberto_pelo_funcionario from public.balancos where id = $1', [
      id, await usuarioId(demoLogin('funcionario').email),
    ]);
    expect(b).toEqual({ status: 'aberto', escopo: 'categoria', observacoes: 'Fim de temporada', aberto_pelo_funcionario: true });

    const primeira = await ler(funcionario, { p_balanco_id: id, p_codigo: ` ${c.codP} ` });
    expect(primeira).toMatchObject({ grade_id: c.p, quantidade: 1, repetida: false, cor: 'Azul', tamanho: 'P' });
    expect(primeira.nome).toMatch(/^Biquíni Balanço.* \(Azul\/P\)$/);
    expect(await ler(admin, { p_balanco_id: id, p_codigo: c.codP })).toMatchObject({ quantidade: 2, repetida: true });
    expect(await ler(funcionario, { p_balanco_id: id, p_codigo: c.codP, p_quantidade: 3 })).toMatchObject({ quantidade: 5, repetida: true });
    expect(await ler(funcionario, { p_balanco_id: id, p_codigo: c.codCanga })).toMatchObject({ grade_id: null, quantidade: 1, repetida: false });
    expect(await ler(funcionario, { p_balanco_id: id, p_produto_id: c.biquini, p_grade_id: c.m })).toMatchObject({ grade_id: c.m, quantidade: 1 });

    const antes = await contagem();
    const linhasAntes = await sql('select id, quantidade, leituras from public.balanco_contagens where balanco_id = $1 order by id', [id]);
    const nomeBiquini = (await sql<{ nome: string }>('select nome from public.produtos where id = $1', [c.biquini]))[0].nome;
    const nomeFora = (await sql<{ nome: string }>('select nome from public.produtos where id = $1', [c.fora]))[0].nome;
    const codigoB = `B-${String(id).padStart(6, '0')}`;
    const casos: [SupabaseClient, Record<string, unknown>, string, string][] = [
      [leitura, { p_balanco_id: id, p_codigo: c.codP }, 'Sem permissão para fazer balanço.', '42501'],
      [funcionario, { p_balanco_id: 987654321, p_codigo: c.codP }, 'Balanço não encontrado.', 'P0001'],
      [funcionario, { p_balanco_id: id, p_codigo: '  ' }, 'Leia ou digite o código do produto.', '22023'],
      [funcionario, { p_balanco_id: id, p_codigo: 'NAOEXISTE-1' }, 'Código NAOEXISTE-1 não encontrado.', 'P0001'],
      [funcionario, { p_balanco_id: id, p_codigo: c.codP, p_quantidade: -1 }, 'Informe a quantidade (de 0 a 9999).', '22023'],
      [funcionario, { p_balanco_id: id, p_codigo: c.codP, p_quantidade: 10000 }, 'Informe a quantidade (de 0 a 9999).', '22023'],
      [funcionario, { p_balanco_id: id, p_produto_id: c.biquini },
        `${nomeBiquini} é contado por cor e tamanho: leia o código da grade ou escolha a cor e o tamanho.`, 'P0001'],
      [funcionario, { p_balanco_id: id, p_produto_id: c.biquini, p_grade_id: 987654321 }, `${nomeBiquini} não tem esta cor e tamanho.`, 'P0001'],
      [funcionario, { p_balanco_id: id, p_produto_id: 987654321 }, 'Produto não encontrado ou inativo.', 'P0001'],
      [funcionario, { p_balanco_id: id, p_codigo: c.codFora }, `${nomeFora} não faz parte do balanço ${codigoB}.`, 'P0001'],
    ];
    for (const [cliente, args, mensagem, codigoErro] of casos) {
      const { error } = await cliente.rpc('registrar_contagem', args);
      expect(error, mensagem).toMatchObject({ message: mensagem, code: codigoErro });
    }
    expect(await contagem()).toEqual(antes);
    expect(await sql('select id, quantidade, leituras from public.balanco_contagens where balanco_id = $1 order by id', [id])).toEqual(linhasAntes);
    await funcionario.rpc('cancelar_balanco', { p_balanco_id: id });
  });

  it('keeps every scan of two counters scanning the same grades at once', async () => {
    const id = await abrir({ p_escopo: 'produtos', p_produtos: [c.biquini] });
    const leituras = Array.from({ length: 60 }, (_, i) =>
      (i % 2 === 0 ? admin : funcionario).rpc('registrar_contagem', { p_balanco_id: id, p_codigo: i % 3 === 0 ? c.codM : c.codP }),
    );
    const respostas = await Promise.all(leituras);
    expect(respostas.map((r) => r.error).filter(Boolean)).toEqual([]);
    expect(await sql('select grade_id::int, quantidade, leituras from public.balanco_contagens where balanco_id = $1 order by grade_id', [id])).toEqual(
      [{ grade_id: c.p, quantidade: 40, leituras: 40 }, { grade_id: c.m, quantidade: 20, leituras: 20 }].sort((a, b) => a.grade_id - b.grade_id),
    );
    // Each answer's count is distinct per grade: no two scans saw the same total.
    const totaisP = respostas.filter((_, i) => i % 3 !== 0).map((r) => (r.data as { quantidade: number }).quantidade).sort((a, b) => a - b);
    expect(totaisP).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const { error } = await funcionario.rpc('cancelar_balanco', { p_balanco_id: id });
    expect(error).toBeNull();
    expect((await funcionario.rpc('registrar_contagem', { p_balanco_id: id, p_codigo: c.codP })).error?.message).toBe(
      `O balanço B-${String(id).padStart(6, '0')} foi cancelado e não pode mais ser alterado.`,
    );
  });

  it('reviews, corrects, removes, zeroes the uncounted, warns when stock moved after the count, and applies exactly the differences', async () => {
    const id = await abrir({ p_escopo: 'categoria', p_categoria_id: c.categoria });
    const codigoB = `B-${String(id).padStart(6, '0')}`;
    // P: 5 in stock, 7 counted (+2); canga: 4 in stock, 3 counted (−1).
    await ler(funcionario, { p_balanco_id: id, p_codigo: c.codP, p_quantidade: 6 });
    await ler(admin, { p_balanco_id: id, p_codigo: c.codP });
    await ler(funcionario, { p_balanco_id: id, p_codigo: c.codCanga, p_quantidade: 9 });

    let r = await revisao(id);
    expect(r.balanco).toMatchObject({ codigo: codigoB, status: 'aberto' });
    const linhaCanga = r.linhas.find((l) => l.produto_id === c.canga)!;
    expect(r.linhas.find((l) => l.grade_id === c.p)).toMatchObject({ contado: 7, sistema: 5, diferenca: 2, valor_diferenca: 50, mudou: false });
    expect(linhaCanga).toMatchObject({ contado: 9, sistema: 4, diferenca: 5, valor_diferenca: 40 });
    expect(r.nao_contados).toEqual([expect.objectContaining({ produto_id: c.biquini, grade_id: c.m, sistema: 2 })]);
    expect(r.totais).toMatchObject({ contados: 2, unidades: 16, com_diferenca: 2, sobra: 7, falta: 0, valor_sobra: 90, valor_falta: 0, nao_contados: 1, mudaram: 0 });

    // Corrections: the canga was 3, not 9; refusals write nothing.
    const antes = await contagem();
    for (const [cliente, args, mensagem] of [
      [leitura, { p_contagem_id: linhaCanga.id, p_quantidade: 3 }, 'Sem permissão para fazer balanço.'],
      [funcionario, { p_contagem_id: 987654321, p_quantidade: 3 }, 'Linha de contagem não encontrada.'],
      [funcionario, { p_contagem_id: linhaCanga.id, p_quantidade: -2 }, 'Informe a quantidade contada (de 0 a 999999).'],
    ] as const) {
      expect((await cliente.rpc('corrigir_contagem', args)).error?.message).toBe(mensagem);
    }
    expect((await leitura.rpc('remover_contagem', { p_contagem_id: linhaCanga.id })).error?.message).toBe('Sem permissão para fazer balanço.');
    expect((await funcionario.rpc('remover_contagem', { p_contagem_id: 987654321 })).error?.message).toBe('Linha de contagem não encontrada.');
    expect((await leitura.rpc('zerar_nao_contados', { p_balanco_id: id })).error?.message).toBe('Sem permissão para fazer balanço.');
    expect((await leitura.rpc('aplicar_balanco', { p_balanco_id: id })).error?.message).toBe('Sem permissão para fazer balanço.');
    expect((await leitura.rpc('cancelar_balanco', { p_balanco_id: id })).error?.message).toBe('Sem permissão para fazer balanço.');
    expect(await contagem()).toEqual(antes);
    expect((await sql('select quantidade from public.balanco_contagens where id = $1', [linhaCanga.id]))[0]).toEqual({ quantidade: 9 });

    expect((await funcionario.rpc('corrigir_contagem', { p_contagem_id: linhaCanga.id, p_quantidade: 3 })).error).toBeNull();
    // M removed and counted again by hand, then removed: it is "not counted" again; zerar makes it a 0.
    await ler(funcionario, { p_balanco_id: id, p_produto_id: c.biquini, p_grade_id: c.m });
    const linhaM = (await revisao(id)).linhas.find((l) => l.grade_id === c.m)!;
    expect((await funcionario.rpc('remover_contagem', { p_contagem_id: linhaM.id })).error).toBeNull();
    expect((await revisao(id)).totais.nao_contados).toBe(1);
    expect(await funcionario.rpc('zerar_nao_contados', { p_balanco_id: id })).toMatchObject({ data: 1, error: null });
    r = await revisao(id);
    expect(r.linhas.find((l) => l.grade_id === c.m)).toMatchObject({ contado: 0, sistema: 2, diferenca: -2, valor_diferenca: -50 });
    expect(r.totais).toMatchObject({ contados: 3, com_diferenca: 3, sobra: 2, falta: 3, valor_sobra: 50, valor_falta: 58, nao_contados: 0 });

    // A sale of one P after it was counted: the review says so and Aplicar asks.
    const { error: vendaErro } = await funcionario.rpc('registrar_movimentacoes', {
      p_itens: [{ produto_id: c.biquini, grade_id: c.p, tipo: 'saida', quantidade: 1, motivo: 'Venda' }],
    });
    expect(vendaErro).toBeNull();
    r = await revisao(id);
    expect(r.linhas.find((l) => l.grade_id === c.p)).toMatchObject({ contado: 7, sistema: 4, diferenca: 3, mudou: true });
    expect(r.linhas.find((l) => l.produto_id === c.canga)).toMatchObject({ mudou: false });
    expect(r.totais.mudaram).toBe(1);

    const estoqueAntes = await razao([c.biquini, c.canga]);
    const recusa = await funcionario.rpc('aplicar_balanco', { p_balanco_id: id });
    expect(recusa.error).toMatchObject({
      message: 'O estoque de 1 item mudou depois da contagem. Confira a revisão e confirme para aplicar.', code: 'P0001', hint: 'estoque_mudou',
    });
    expect(await contagem()).toEqual({ ...antes, c: antes.c + 1 });
    expect(await razao([c.biquini, c.canga])).toEqual(estoqueAntes);
    expect((await sql('select status from public.balancos where id = $1', [id]))[0]).toEqual({ status: 'aberto' });

    const { data, error } = await admin.rpc('aplicar_balanco', { p_balanco_id: id, p_confirmado: true });
    expect(error).toBeNull();
    // P 4 → 7 (+3 at 25,00), M 2 → 0 (−2 at 25,00), canga 4 → 3 (−1 at 8,00).
    expect(data).toEqual({ ajustes: 3, entradas: 3, saidas: 3, valor_entradas: 75, valor_saidas: 58 });
    expect(
      await sql(
        `select tipo, produto_id::int, grade_id::int, quantidade, preco_unitario::float preco, motivo, observacoes
           from public.movimentacoes_estoque where balanco_id = $1 order by produto_id, grade_id nulls first`,
        [id],
      ),
    ).toEqual(
      [
        { tipo: 'saida', produto_id: c.canga, grade_id: null, quantidade: 1, preco: 8, motivo: 'Inventário', observacoes: `Balanço ${codigoB}` },
        { tipo: 'entrada', produto_id: c.biquini, grade_id: c.p, quantidade: 3, preco: 25, motivo: 'Inventário', observacoes: `Balanço ${codigoB}` },
        { tipo: 'saida', produto_id: c.biquini, grade_id: c.m, quantidade: 2, preco: 25, motivo: 'Inventário', observacoes: `Balanço ${codigoB}` },
      ].sort((a, b) => a.produto_id - b.produto_id || (a.grade_id ?? 0) - (b.grade_id ?? 0)),
    );
    const depois = await razao([c.biquini, c.canga]);
    for (const linha of depois) expect(linha.razao, `produto ${linha.id} grade ${linha.grade_id}`).toBe(linha.estoque);
    expect(depois.map((l) => l.estoque).sort()).toEqual([0, 3, 7, 7]);

    // Closed: read-only, frozen, listed, and its movements cannot be edited by hand; the kardex points back.
    expect((await funcionario.rpc('registrar_contagem', { p_balanco_id: id, p_codigo: c.codP })).error?.message).toBe(
      `O balanço ${codigoB} já foi aplicado e não pode mais ser alterado.`,
    );
    expect((await funcionario.rpc('aplicar_balanco', { p_balanco_id: id, p_confirmado: true })).error?.message).toBe(
      `O balanço ${codigoB} já foi aplicado e não pode mais ser alterado.`,
    );
    r = await revisao(id);
    expect(r.balanco.status).toBe('aplicado');
    expect(r.linhas.find((l) => l.grade_id === c.p)).toMatchObject({ contado: 7, sistema: 4, diferenca: 3, mudou: false });
    expect(r.nao_contados).toEqual([]);
    const { data: lista } = await leitura.from('balancos_lista').select('id, codigo, status, itens_contados, unidades_contadas').eq('id', id);
    expect(lista).toEqual([{ id, codigo: codigoB, status: 'aplicado', itens_contados: 3, unidades_contadas: 10 }]);
    const [mov] = await sql<{ id: string }>('select id from public.movimentacoes_estoque where balanco_id = $1 limit 1', [id]);
    expect((await funcionario.rpc('excluir_movimentacao', { p_id: Number(mov.id) })).error?.message).toBe('Esta movimentação é de um balanço e não pode ser alterada.');
    const { data: kardex } = await leitura.from('estoque_kardex').select('balanco_id, compra_id, motivo').eq('produto_id', c.canga).eq('motivo', 'Inventário');
    expect(kardex).toEqual([{ balanco_id: id, compra_id: null, motivo: 'Inventário' }]);
  });

  it('refuses to apply a session without counts, and reads nothing for a cliente', async () => {
    const id = await abrir({ p_escopo: 'todos' });
    expect((await funcionario.rpc('aplicar_balanco', { p_balanco_id: id })).error?.message).toBe('Conte pelo menos um item antes de aplicar o balanço.');
    expect((await sql('select status from public.balancos where id = $1', [id]))[0]).toEqual({ status: 'aberto' });
    const cliente = await clientAs('cliente');
    expect((await cliente.rpc('balanco_revisao', { p_balanco_id: id })).error?.message).toBe('Sem permissão para ver o balanço.');
    expect((await cliente.from('balancos').select('id')).data).toEqual([]);
    expect((await cliente.from('balancos_lista').select('id')).data).toEqual([]);
    expect((await funcionario.rpc('cancelar_balanco', { p_balanco_id: id })).error).toBeNull();
  });
});
