/**
 * Promotions and the current price (issue 27, migration 20261130004000): the running window decided by
 * now() (start included, end excluded), % off and fixed price, the overlap rule (lowest price wins, a
 * promotion never raises a price), the "de" price only after 30 days of the same regular price (price
 * history), the catalogue's order and filter by the current price, the counter sale and the storefront
 * order charging it with the line keeping the regular price and the promotion, salvar_promocao's refusals
 * (exact Portuguese, nothing written) and who reads what (anon and clientes never read the table).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, sql, stack } from './support.ts';

async function fecharCaixasAbertos(): Promise<void> {
  await sql(`update public.caixas set fechado_em = now(), fechado_por = aberto_por, dinheiro_contado = 0, dinheiro_esperado = 0, diferenca = 0
              where fechado_em is null`);
}

// One word no other file's product has, so the catalogue's answers here hold only this file's products.
const palavra = `promoteste${Date.now().toString(36)}`;
const ids: Record<string, number> = {};

/** A product (no grades, 10 units) whose price history starts `dias` days ago. */
async function produto(chave: string, preco: number, dias: number, categoria = 1): Promise<number> {
  const [p] = await sql<{ id: string }>(
    `insert into public.produtos (nome, preco_venda, categoria_id, estoque_atual) values ($1, $2, $3, 10) returning id`,
    [`${chave} ${palavra}`, preco, categoria],
  );
  const id = Number(p.id);
  await sql(`update public.precos_historico set alterado_em = now() - make_interval(days => $2) where produto_id = $1`, [id, dias]);
  ids[chave] = id;
  return id;
}

/** A promotion written as the superuser (dates relative to now, in seconds), bypassing salvar_promocao's "already ended" checks. */
async function promocao(nome: string, tipo: 'preco' | 'percentual', valor: number, produtos: number[], inicio: number, fim: number): Promise<number> {
  const [r] = await sql<{ id: string }>(
    `insert into public.promocoes (nome, tipo, valor, inicio, fim) values ($1, $2, $3, now() + make_interval(secs => $4), now() + make_interval(secs => $5)) returning id`,
    [`${nome} ${palavra}`, tipo, valor, inicio, fim],
  );
  await sql(`insert into public.promocoes_produtos (promocao_id, produto_id) select $1, unnest($2::bigint[])`, [r.id, produtos]);
  return Number(r.id);
}

const precoDe = async (id: number) =>
  (await sql<{ preco_regular: string; preco_atual: string; promocao_id: string | null; preco_de: string | null }>(
    'select * from public._preco_do_produto($1)',
    [id],
  ))[0];

const contagem = async () =>
  (await sql<{ p: number; pp: number }>('select (select count(*) from public.promocoes)::int p, (select count(*) from public.promocoes_produtos)::int pp'))[0];

interface PaginaCatalogo {
  total: number;
  produtos: { id: number; preco_venda: number; preco_atual: number; preco_de: number | null }[];
}
async function catalogo(args: Record<string, unknown>): Promise<PaginaCatalogo> {
  const { data, error } = await (await clientAs('anon')).rpc('catalogo_pagina', { p_busca: palavra, ...args });
  expect(error).toBeNull();
  return data as PaginaCatalogo;
}

beforeAll(async () => {
  await fecharCaixasAbertos();
  // A at 100 for 40 days; B at 50 (no promotion); C at 70; D at 80, price changed 10 days ago; E at 1200 (above the storefront's 1000).
  await produto('Alfa', 100, 40);
  await produto('Beta', 50, 40);
  await produto('Gama', 70, 40);
  await produto('Delta', 80, 40);
  await sql(`update public.produtos set preco_venda = 90 where id = $1`, [ids.Delta]);
  await sql(`update public.precos_historico set alterado_em = now() - interval '10 days' where produto_id = $1 and preco_anterior is not null`, [ids.Delta]);
  await produto('Epsilon', 1200, 40);
  // A category of this file's own, for a promotion on a whole category: Zeta at 60, Eta at 40.
  const [c] = await sql<{ id: string }>('insert into public.categorias (nome) values ($1) returning id', [`Categoria ${palavra}`]);
  ids.categoria = Number(c.id);
  await produto('Zeta', 60, 40, ids.categoria);
  await produto('Eta', 40, 40, ids.categoria);
});
afterAll(fecharCaixasAbertos);

describe('promoções', () => {
  it('runs from its start (included) to its end (excluded), by the database clock', async () => {
    const client = new pg.Client({ connectionString: stack().databaseUrl });
    await client.connect();
    try {
      // One transaction: now() is the same instant in every statement.
      await client.query('begin');
      const inserir = (inicio: string, fim: string) =>
        client.query<{ id: string }>(
          `with p as (insert into public.promocoes (nome, tipo, valor, inicio, fim) values ('Janela', 'percentual', 10, ${inicio}, ${fim}) returning id)
           insert into public.promocoes_produtos select id, $1 from p returning promocao_id as id`,
          [ids.Beta],
        );
      await inserir(`now()`, `now() + interval '1 hour'`);
      const atual = async () => (await client.query<{ preco_atual: string }>('select preco_atual from public._preco_do_produto($1)', [ids.Beta])).rows[0].preco_atual;
      expect(await atual()).toBe('45.00');
      await client.query('delete from public.promocoes where nome = $1', ['Janela']);
      await inserir(`now() - interval '1 hour'`, `now()`);
      expect(await atual()).toBe('50.00');
      await inserir(`now() + interval '1 second'`, `now() + interval '1 hour'`);
      expect(await atual()).toBe('50.00');
    } finally {
      await client.query('rollback');
      await client.end();
    }
  });

  it('% off rounds to the centavo, a fixed price replaces the price; overlapping ones: the lowest wins, none raises a price', async () => {
    const vinte = await promocao('Vinte', 'percentual', 20, [ids.Alfa, ids.Gama], -3600, 3600);
    expect(await precoDe(ids.Alfa)).toEqual({ preco_regular: '100.00', preco_atual: '80.00', promocao_id: String(vinte), preco_de: '100.00' });
    expect((await precoDe(ids.Gama)).preco_atual).toBe('56.00');
    const fixa = await promocao('Fixa', 'preco', 30, [ids.Alfa], -60, 3600);
    expect(await precoDe(ids.Alfa)).toMatchObject({ preco_atual: '30.00', promocao_id: String(fixa) });
    // 33% of 70: 46.90; a fixed 75 over 70 never applies, the 20% stays the lowest.
    await promocao('Trinta e tres', 'percentual', 33, [ids.Gama], -60, 3600);
    expect((await precoDe(ids.Gama)).preco_atual).toBe('46.90');
    await promocao('Mais cara', 'preco', 75, [ids.Beta], -60, 3600);
    expect(await precoDe(ids.Beta)).toEqual({ preco_regular: '50.00', preco_atual: '50.00', promocao_id: null, preco_de: null });
    // A promotion that ended or has not started changes nothing.
    await promocao('Passada', 'preco', 5, [ids.Alfa], -7200, -3600);
    await promocao('Futura', 'preco', 5, [ids.Alfa], 3600, 7200);
    expect((await precoDe(ids.Alfa)).preco_atual).toBe('30.00');
    // D's price changed 10 days ago: it is charged the promotion, but no "de" is shown.
    await promocao('Delta', 'percentual', 50, [ids.Delta], -60, 3600);
    expect(await precoDe(ids.Delta)).toMatchObject({ preco_atual: '45.00', preco_de: null });
    await promocao('Epsilon', 'preco', 900, [ids.Epsilon], -60, 3600);
    // A whole category 10 % off (Zeta 54, Eta 36), and a fixed 50 on it that only lowers Zeta (Eta stays at 36).
    const [cat] = await sql<{ id: string }>(
      `insert into public.promocoes (nome, tipo, valor, categoria_id, inicio, fim) values ($1, 'percentual', 10, $2, now() - interval '1 minute', now() + interval '1 hour') returning id`,
      [`Categoria ${palavra}`, ids.categoria],
    );
    await sql(`insert into public.promocoes (nome, tipo, valor, categoria_id, inicio, fim) values ($1, 'preco', 50, $2, now() - interval '1 minute', now() + interval '1 hour')`, [
      `Categoria fixa ${palavra}`,
      ids.categoria,
    ]);
    expect(await precoDe(ids.Zeta)).toMatchObject({ preco_atual: '50.00', preco_de: '60.00' });
    expect(await precoDe(ids.Eta)).toMatchObject({ preco_atual: '36.00', promocao_id: cat.id });
  });

  it('the storefront reads the current price and the "de" only after 30 days of the same price; order and filter by the current price', async () => {
    const anon = await clientAs('anon');
    const { data } = await anon.rpc('catalogo_produto', { p_id: ids.Alfa });
    expect(data).toMatchObject({ preco_venda: 100, preco_atual: 30, preco_de: 100 });
    expect((await anon.rpc('catalogo_produto', { p_id: ids.Delta })).data).toMatchObject({ preco_venda: 90, preco_atual: 45, preco_de: null });
    expect((await anon.rpc('catalogo_produto', { p_id: ids.Beta })).data).toMatchObject({ preco_atual: 50, preco_de: null });

    // Current prices: Alfa 30, Eta 36, Delta 45, Gama 46.90, Beta 50, Zeta 50 (after Beta: id), Epsilon 900.
    const ordem = (p: PaginaCatalogo) => p.produtos.map((x) => x.id);
    const porPreco = [ids.Alfa, ids.Eta, ids.Delta, ids.Gama, ids.Beta, ids.Zeta, ids.Epsilon];
    expect(ordem(await catalogo({ p_ordem: 'preco_asc', p_preco_max: 1000 }))).toEqual(porPreco);
    expect(ordem(await catalogo({ p_ordem: 'preco_desc' }))).toEqual([...porPreco].reverse());
    // Page 2 of 3 by price, and the category's own page.
    const pagina2 = await catalogo({ p_ordem: 'preco_asc', p_preco_max: 1000, p_por_pagina: 3, p_pagina: 2 });
    expect({ total: pagina2.total, ids: ordem(pagina2) }).toEqual({ total: 7, ids: [ids.Gama, ids.Beta, ids.Zeta] });
    expect(ordem(await catalogo({ p_ordem: 'preco_desc', p_categoria: ids.categoria, p_preco_max: 1000 }))).toEqual([ids.Zeta, ids.Eta]);
    expect(ordem(await catalogo({ p_ordem: 'preco_asc', p_categoria: ids.categoria, p_preco_min: 40, p_preco_max: 1000 }))).toEqual([ids.Zeta]);
    // The filter reads the current price in every order: Alfa's regular 100 is out of 90..1000, its 30 in 0..40.
    const ate40 = await catalogo({ p_ordem: 'nome_asc', p_preco_min: 0, p_preco_max: 40 });
    expect({ total: ate40.total, ids: ordem(ate40) }).toEqual({ total: 2, ids: [ids.Alfa, ids.Eta] });
    expect(ordem(await catalogo({ p_ordem: 'preco_asc', p_preco_min: 0, p_preco_max: 40 }))).toEqual([ids.Alfa, ids.Eta]);
    expect(ordem(await catalogo({ p_ordem: 'estoque_desc', p_preco_min: 90, p_preco_max: 1000 }))).toEqual([ids.Epsilon]);
    expect(ordem(await catalogo({ p_ordem: 'nome_asc', p_preco_min: 90, p_preco_max: 1000 }))).toEqual([ids.Epsilon]);
  });

  it('the counter sale and the storefront order charge the promotion; the line keeps the regular price and the promotion', async () => {
    const funcionario = await clientAs('funcionario');
    expect((await funcionario.rpc('abrir_caixa', { p_valor_abertura: 100 })).error).toBeNull();
    const [pix] = await sql<{ id: string }>(`select id from public.formas_pagamento where nome = 'Pix'`);
    // The counter's lookup shows what it will charge.
    const busca = await funcionario.rpc('produtos_para_venda', { p_busca: `Alfa ${palavra}` });
    expect(busca.data).toMatchObject([{ id: ids.Alfa, preco_venda: 30, preco_regular: 100, promocao: `Fixa ${palavra}` }]);
    const venda = await funcionario.rpc('finalizar_venda', {
      p_itens: [
        { produto_id: ids.Alfa, quantidade: 2 },
        { produto_id: ids.Beta, quantidade: 1 },
      ],
      p_pagamentos: [{ forma_pagamento_id: Number(pix.id), valor: 110 }],
    });
    expect(venda.error).toBeNull();
    const vendaId = (venda.data as { id: number }).id;
    const [fixa] = await sql<{ id: string }>('select id from public.promocoes where nome = $1', [`Fixa ${palavra}`]);
    expect(
      await sql('select produto_id::int, preco_unitario::float, preco_regular::float, promocao_id::int, total::float from public.itens_venda where venda_id = $1 order by id', [vendaId]),
    ).toEqual([
      { produto_id: ids.Alfa, preco_unitario: 30, preco_regular: 100, promocao_id: Number(fixa.id), total: 60 },
      { produto_id: ids.Beta, preco_unitario: 50, preco_regular: 50, promocao_id: null, total: 50 },
    ]);

    const pedido = await (await clientAs('cliente')).rpc('registrar_pedido', { p_itens: [{ produto_id: ids.Gama, quantidade: 2 }] });
    expect(pedido.error).toBeNull();
    const registrado = pedido.data as { id: number; total: number; itens: unknown[] };
    expect(registrado).toMatchObject({ total: 93.8, itens: [{ produto_id: ids.Gama, quantidade: 2, preco_unitario: 46.9, total: 93.8 }] });
    expect(await sql('select preco_regular::float, promocao_id is not null as promo from public.itens_venda where venda_id = $1', [registrado.id])).toEqual([
      { preco_regular: 70, promo: true },
    ]);
    // The order no longer reserves (other files count the cliente's pending orders).
    await sql(`update public.vendas set reserva_expira_em = now() - interval '1 second' where id = $1`, [registrado.id]);
    // A promotion a sale used is kept: it cannot be deleted.
    await expect(sql('delete from public.promocoes where id = $1', [fixa.id])).rejects.toThrow(/itens_venda/);
  });

  it('salvar_promocao: creates in the shop time, edits, ends; every refusal in Portuguese writes nothing', async () => {
    const funcionario = await clientAs('funcionario');
    const dados = { nome: '  Verão  ', tipo: 'percentual', valor: '15', produtos: [ids.Beta], inicio: '2099-01-01T08:00', fim: '2099-01-31T23:59' };
    const criada = await funcionario.rpc('salvar_promocao', { p_dados: dados });
    expect(criada.error).toBeNull();
    const id = Number(criada.data);
    expect(await sql(`select nome, inicio = '2099-01-01 11:00+00' as inicio_sp from public.promocoes where id = $1`, [id])).toEqual([{ nome: 'Verão', inicio_sp: true }]);

    const antes = await contagem();
    const recusa = async (p_dados: Record<string, unknown>, p_id: number | null = null, quem: 'funcionario' | 'cliente' | 'user' | 'anon' = 'funcionario') =>
      (await (await clientAs(quem)).rpc('salvar_promocao', { p_id, p_dados })).error?.message;
    expect(await recusa({ ...dados, nome: '  ' })).toBe('Informe o nome da promoção.');
    expect(await recusa({ ...dados, tipo: 'brinde' })).toBe('Escolha preço promocional ou desconto em %.');
    expect(await recusa({ ...dados, valor: '' })).toBe('Informe o desconto em %.');
    expect(await recusa({ ...dados, tipo: 'preco', valor: 'abc' })).toBe('Informe o preço promocional.');
    expect(await recusa({ ...dados, valor: '100' })).toBe('O desconto deve ser maior que 0% e menor que 100%.');
    expect(await recusa({ ...dados, tipo: 'preco', valor: '0' })).toBe('O preço promocional deve ser maior que zero.');
    expect(await recusa({ ...dados, tipo: 'preco', valor: '50', produtos: [ids.Alfa, ids.Beta] })).toBe(
      `O preço promocional deve ser menor que o preço de Beta ${palavra} (R$ 50,00).`,
    );
    expect(await recusa({ ...dados, produtos: [] })).toBe('Escolha os produtos ou uma categoria.');
    expect(await recusa({ ...dados, categoria_id: 1 })).toBe('Escolha produtos ou uma categoria, não os dois.');
    expect(await recusa({ ...dados, produtos: [], categoria_id: 999999 })).toBe('Categoria não encontrada.');
    expect(await recusa({ ...dados, produtos: [999999999] })).toBe('Um dos produtos escolhidos não existe.');
    expect(await recusa({ ...dados, inicio: '01/01/2099' })).toBe('Informe a data e a hora de início.');
    expect(await recusa({ ...dados, fim: '2099-01-01T08:00' })).toBe('O fim deve ser depois do início.');
    expect(await recusa({ ...dados, inicio: '2000-01-01T08:00', fim: '2000-01-02T08:00' })).toBe('O fim já passou.');
    expect(await recusa(dados, 999999999)).toBe('Promoção não encontrada.');
    expect(await recusa(dados, null, 'cliente')).toBe('Sem permissão para alterar promoções.');
    expect(await recusa(dados, null, 'user')).toBe('Sem permissão para alterar promoções.');
    expect(await recusa(dados, null, 'anon')).toBeDefined();
    expect(await contagem()).toEqual(antes);

    // Edit: a category instead of products.
    expect((await funcionario.rpc('salvar_promocao', { p_id: id, p_dados: { ...dados, produtos: undefined, categoria_id: 1 } })).error).toBeNull();
    expect(await sql('select categoria_id::int c, (select count(*)::int from public.promocoes_produtos where promocao_id = $1) n from public.promocoes where id = $1', [id])).toEqual([
      { c: 1, n: 0 },
    ]);
    // A future promotion ended is removed; a running one ends now; a finished one is history.
    expect((await funcionario.rpc('encerrar_promocao', { p_id: id })).error).toBeNull();
    expect(await sql('select id from public.promocoes where id = $1', [id])).toEqual([]);
    const [delta] = await sql<{ id: string }>('select id from public.promocoes where nome = $1', [`Delta ${palavra}`]);
    expect((await funcionario.rpc('encerrar_promocao', { p_id: Number(delta.id) })).error).toBeNull();
    expect((await precoDe(ids.Delta)).preco_atual).toBe('90.00');
    expect((await funcionario.rpc('encerrar_promocao', { p_id: Number(delta.id) })).error?.message).toBe('Esta promoção já terminou.');
    expect((await funcionario.rpc('salvar_promocao', { p_id: Number(delta.id), p_dados: dados })).error?.message).toBe(
      'Esta promoção já terminou e não pode ser alterada.',
    );
  });

  it('anon and clientes never read the promotions (a future one is not public); staff read; only staff get preco_atual', async () => {
    const anon = await clientAs('anon');
    expect((await anon.from('promocoes').select('id')).error?.code).toBe('42501');
    expect((await (await clientAs('cliente')).from('promocoes').select('id')).data).toEqual([]);
    expect((await (await clientAs('cliente')).from('promocoes_produtos').select('produto_id')).data).toEqual([]);
    const staff = await (await clientAs('user')).from('promocoes').select('nome').like('nome', `%${palavra}`);
    expect(staff.data?.length).toBeGreaterThan(0);
    expect((await (await clientAs('user')).rpc('preco_atual', { p_produto_id: ids.Alfa })).data).toBe(30);
    expect((await (await clientAs('cliente')).rpc('preco_atual', { p_produto_id: ids.Alfa })).error?.message).toBe('Acesso restrito à equipe da loja');
    expect((await anon.rpc('preco_atual', { p_produto_id: ids.Alfa })).error).not.toBeNull();
    expect((await anon.rpc('_preco_do_produto', { p_produto_id: ids.Alfa })).error).not.toBeNull();
  });
});
