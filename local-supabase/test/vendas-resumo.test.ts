/**
 * The sales list's kept totals (issue 24, "Speed"; migration 20261128000600, 3a): vendas_resumo_dia, kept
 * by the vendas_resumo trigger through every way a sale changes (a counter sale, a storefront order
 * confirmed, edited with alterar_pedido, cancelled, expired, a confirmed sale cancelled, a sale moved to
 * another day or origin, deleted, and several changes of one sale in one transaction), and
 * vendas_pagina answering from it. Every filter combination is compared, as text (count, money with its
 * scale, the page's ids), with the same count and sums over vendas in plain SQL, in one snapshot.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelarPedidosDoCliente, clientAs, demoLogin, fecharCaixasAbertos, formaId, novoCpf, sql, stack, unique, usuarioId } from './support.ts';

beforeAll(async () => {
  await fecharCaixasAbertos();
  await cancelarPedidosDoCliente();
  await (await clientAs('funcionario')).rpc('abrir_caixa', { p_valor_abertura: 100 });
});
afterAll(async () => {
  await fecharCaixasAbertos();
  await cancelarPedidosDoCliente();
});

/** The São Paulo day `dias` days before today, as YYYY-MM-DD. */
const diaSP = (dias: number) => new Date(Date.now() - dias * 86_400_000).toLocaleDateString('sv', { timeZone: 'America/Sao_Paulo' });

/** The summary, its fatias summed, is exactly what grouping vendas gives; past days keep fatia 0 alone. */
async function resumoConfere(): Promise<void> {
  const diferencas = await sql(
    `with esperado as (
       select (criada_em at time zone 'America/Sao_Paulo')::date dia, origem, status, count(*) quantidade, sum(total) valor
         from public.vendas group by 1, 2, 3),
     guardado as (select dia, origem, status, sum(quantidade) quantidade, sum(valor) valor
                    from public.vendas_resumo_dia group by 1, 2, 3 having sum(quantidade) <> 0)
     (select 'falta' lado, * from esperado except select 'falta', * from guardado)
     union all
     (select 'sobra', * from guardado except select 'sobra', * from esperado)`,
  );
  expect(diferencas).toEqual([]);
  const fatiasPassadas = await sql(`select * from public.vendas_resumo_dia where fatia <> 0 and dia < (now() at time zone 'America/Sao_Paulo')::date`);
  expect(fatiasPassadas).toEqual([]);
}

describe('the sales list keeps its totals', () => {
  it('answers every filter exactly as counting the sales, through every change a sale goes through', async () => {
    // A product at R$ 50,00 with 30 units in each of two grades.
    const nome = unique('Resumo Venda');
    const [p] = await sql<{ id: string }>(`insert into public.produtos (nome, preco_venda, preco_custo, categoria_id) values ($1, 50, 20, 1) returning id`, [nome]);
    const grades = await sql<{ id: string }>(
      `insert into public.grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Azul', 'P', 30), ($1, 'Azul', 'M', 30) returning id`,
      [p.id],
    );
    const [gp, gm] = grades.map((g) => Number(g.id));
    const produtoId = Number(p.id);
    const sobrenome = unique('Resumildo').replace(/-/g, '');
    const [cliente] = await sql<{ id: string }>(
      `insert into public.clientes (nome, cpf, telefone, email) values ($1, $2, '(48) 99999-0000', 'resumo@example.com') returning id`,
      [`Otávio ${sobrenome}`, novoCpf()],
    );
    const funcionario = await clientAs('funcionario');
    const admin = await clientAs('admin');
    const compradora = await clientAs('cliente');
    const pix = await formaId('Pix');

    // Counter sales (confirmada): one with a discount, two of the customer's.
    const balcao: { id: number }[] = [];
    for (const [quantidade, desconto, clienteId] of [[1, 0, null], [2, 7.5, Number(cliente.id)], [3, 0, Number(cliente.id)], [1, 0, null]] as const) {
      const { data, error } = await funcionario.rpc('finalizar_venda', {
        p_itens: [{ produto_id: produtoId, grade_id: gp, quantidade }],
        p_pagamentos: [{ forma_pagamento_id: pix, valor: 50 * quantidade - desconto }],
        p_desconto: desconto,
        p_cliente_id: clienteId,
      });
      expect(error).toBeNull();
      balcao.push(data as { id: number });
    }
    // Storefront orders: confirmed, edited (its subtotal changes), cancelled while pending, expired.
    const pedidos: { id: number }[] = [];
    for (const quantidade of [1, 2, 1, 2]) {
      const { data, error } = await compradora.rpc('registrar_pedido', { p_itens: [{ produto_id: produtoId, grade_id: gm, quantidade }] });
      expect(error).toBeNull();
      pedidos.push(data as { id: number });
    }
    const [confirmado, editado, cancelado, expirado] = pedidos;
    expect((await funcionario.rpc('confirmar_pedido', { p_venda_id: confirmado.id, p_pagamentos: [{ forma_pagamento_id: pix, valor: 50 }] })).error).toBeNull();
    const alterado = await funcionario.rpc('alterar_pedido', {
      p_venda_id: editado.id,
      p_itens: [{ produto_id: produtoId, grade_id: gm, quantidade: 3, desconto: 2.25 }],
      p_desconto: 1.1,
    });
    expect(alterado.error).toBeNull();
    expect(alterado.data).toMatchObject({ total: 146.65 });
    expect((await admin.rpc('cancelar_venda', { p_venda_id: cancelado.id, p_motivo: 'Desistiu' })).error).toBeNull();
    await sql(`update public.vendas set reserva_expira_em = now() - interval '1 minute' where id = $1`, [expirado.id]);
    // A confirmed counter sale cancelled by an admin.
    expect((await admin.rpc('cancelar_venda', { p_venda_id: balcao[3].id, p_motivo: 'Troca de forma de pagamento' })).error).toBeNull();

    // Other days: 3 and 40 days back, the first instant of a day and the last of the day before (the
    // period's edges), an order turned into a counter sale; a pending order deleted.
    await sql(`update public.vendas set criada_em = criada_em - interval '3 days' where id = any($1)`, [[balcao[0].id, editado.id]]);
    await sql(`update public.vendas set criada_em = criada_em - interval '40 days' where id = $1`, [balcao[1].id]);
    await sql(`update public.vendas set criada_em = ($2::date)::timestamp at time zone 'America/Sao_Paulo' where id = $1`, [balcao[2].id, diaSP(5)]);
    await sql(`update public.vendas set criada_em = ($2::date)::timestamp at time zone 'America/Sao_Paulo' - interval '1 microsecond' where id = $1`, [confirmado.id, diaSP(5)]);
    await sql(`update public.vendas set origem = 'balcao' where id = $1`, [cancelado.id]);
    const { data: apagar } = await compradora.rpc('registrar_pedido', { p_itens: [{ produto_id: produtoId, grade_id: gp, quantidade: 1 }] });
    await sql('delete from public.vendas where id = $1', [(apagar as { id: number }).id]);
    // A renamed customer touches the customer's sales but none of the kept columns.
    await sql('update public.clientes set nome = $1 where id = $2', [`Otávio Renomeado ${sobrenome}`, cliente.id]);

    // A past day's total split over fatias (as a day's sales leave it): the next sale folds them into fatia 0.
    await sql(
      `with parte as (update public.vendas_resumo_dia set quantidade = quantidade - 1, valor = valor - 1
                       where (dia, origem, status, fatia) = (($1::date), 'balcao', 'confirmada', 0) returning dia, origem, status)
       insert into public.vendas_resumo_dia (dia, origem, status, fatia, quantidade, valor) select dia, origem, status, 5, 1, 1 from parte`,
      [diaSP(5)],
    );
    expect(await sql(`select fatia, quantidade from public.vendas_resumo_dia where dia = $1 and origem = 'balcao' and status = 'confirmada' order by fatia`, [diaSP(5)]))
      .toEqual([{ fatia: 0, quantidade: '0' }, { fatia: 5, quantidade: '1' }]);
    // Several changes of one sale in one transaction (the trigger runs at commit, once per change),
    // and a sale inserted and deleted in the same transaction.
    const comprador = await usuarioId(demoLogin('cliente').email);
    const db = new pg.Client({ connectionString: stack().databaseUrl });
    await db.connect();
    try {
      await db.query('begin');
      const { rows: [nova] } = await db.query<{ id: string }>(
        `insert into public.vendas (origem, status, comprador_id, subtotal, reserva_expira_em) values ('catalogo', 'pendente', $1, 80, now() + interval '1 day') returning id`,
        [comprador],
      );
      await db.query(`update public.vendas set subtotal = 95.55, desconto = 0.55 where id = $1`, [nova.id]);
      await db.query(`update public.vendas set status = 'cancelada', cancelada_em = now(), motivo_cancelamento = 'Teste' where id = $1`, [nova.id]);
      await db.query(`update public.vendas set criada_em = criada_em - interval '2 days' where id = $1`, [nova.id]);
      const { rows: [efemera] } = await db.query<{ id: string }>(
        `insert into public.vendas (origem, status, comprador_id, subtotal, reserva_expira_em) values ('catalogo', 'pendente', $1, 10, now() + interval '1 day') returning id`,
        [comprador],
      );
      await db.query('delete from public.vendas where id = $1', [efemera.id]);
      await db.query('commit');
    } finally {
      await db.end();
    }
    await resumoConfere();

    // Every combination: situação × origem × period × search, compared as text in one snapshot.
    const [{ id: adminAuth }] = await sql<{ id: string }>('select id from auth.users where email = $1', [demoLogin('admin').email]);
    const situacoes = [null, 'pendente', 'expirada', 'confirmada', 'cancelada'];
    const origens = [null, 'catalogo', 'balcao'];
    const periodos: [string | null, string | null][] = [
      [null, null], [diaSP(0), diaSP(0)], [diaSP(3), null], [null, diaSP(1)], [diaSP(40), diaSP(3)], [diaSP(5), diaSP(5)], [diaSP(6), diaSP(6)], ['2020-01-01', '2020-01-31'],
    ];
    const buscas = ['', sobrenome, `renomeado ${sobrenome.toUpperCase()}`];
    const conferir = new pg.Client({ connectionString: stack().databaseUrl });
    await conferir.connect();
    const erradas: string[] = [];
    let combinacoes = 0;
    try {
      await conferir.query('begin isolation level repeatable read');
      for (const busca of buscas)
        for (const situacao of situacoes)
          for (const origem of origens)
            for (const [de, ate] of periodos) {
              const args = [busca, situacao, origem, de, ate];
              const { rows: [esperado] } = await conferir.query<{ resposta: string }>(
                `with filtradas as (
                   select v.id, v.total, v.status, v.criada_em from public.vendas v
                    where case $2::text when 'pendente' then v.status = 'pendente' and v.reserva_expira_em > now()
                                        when 'expirada' then v.status = 'pendente' and v.reserva_expira_em <= now()
                                        when 'confirmada' then v.status = 'confirmada'
                                        when 'cancelada' then v.status = 'cancelada' else true end
                      and ($3::text is null or v.origem = $3)
                      and ($4::date is null or v.criada_em >= $4::timestamp at time zone 'America/Sao_Paulo')
                      and ($5::date is null or v.criada_em < ($5::date + 1)::timestamp at time zone 'America/Sao_Paulo')
                      and v.busca like all (array(select '%' || w || '%' from regexp_split_to_table(public.f_unaccent(lower($1)), '[^[:alnum:]]+') w where w <> '')))
                 select jsonb_build_object('total', (select count(*) from filtradas), 'valor', (select coalesce(sum(total), 0) from filtradas),
                          'valor_confirmado', (select coalesce(sum(total) filter (where status = 'confirmada'), 0) from filtradas),
                          'ids', (select coalesce(jsonb_agg(id), '[]') from (select id from filtradas order by criada_em desc, id desc limit 10) p))::text resposta`,
                args,
              );
              await conferir.query('savepoint como_admin');
              await conferir.query('set local role authenticated');
              await conferir.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: adminAuth, role: 'authenticated' })]);
              const { rows: [obtido] } = await conferir.query<{ resposta: string }>(
                `select (r - 'linhas' || jsonb_build_object('ids', coalesce((select jsonb_agg((l ->> 'id')::bigint) from jsonb_array_elements(r -> 'linhas') l), '[]')))::text resposta
                   from public.vendas_pagina($1, $2, $3, $4, $5, 1, 10) r`,
                args,
              );
              await conferir.query('rollback to savepoint como_admin');
              combinacoes++;
              if (obtido.resposta !== esperado.resposta) erradas.push(`${JSON.stringify(args)}: ${obtido.resposta} (SQL: ${esperado.resposta})`);
            }
      await conferir.query('commit');
    } finally {
      await conferir.end();
    }
    expect(combinacoes).toBe(buscas.length * situacoes.length * origens.length * periodos.length);
    expect(erradas).toEqual([]);

    // The filters cover what was arranged (the comparison is not all zeros): the customer's two sales.
    const { data } = await funcionario.rpc('vendas_pagina', { p_busca: sobrenome });
    expect(data).toMatchObject({ total: 2, valor: 242.5, valor_confirmado: 242.5 });
    const { data: dia5 } = await funcionario.rpc('vendas_pagina', { p_de: diaSP(5), p_ate: diaSP(5) });
    expect(dia5.linhas.map((l: { id: number }) => l.id)).toContain(balcao[2].id);
    expect(dia5.linhas.map((l: { id: number }) => l.id)).not.toContain(confirmado.id);

    // Nobody but the functions reads the summary.
    for (const papel of ['anon', 'cliente', 'admin'] as const) {
      const { data: linhas, error } = await (await clientAs(papel)).from('vendas_resumo_dia').select('*');
      expect(linhas ?? []).toEqual([]);
      expect(error?.code).toBe('42501');
    }
  });
});
