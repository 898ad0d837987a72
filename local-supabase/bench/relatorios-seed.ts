/**
 * The relatórios suite's load (issue 28, "Speed"), in the bench's own temporary database, set-based SQL only:
 *
 * - 20,000 products with grades: the catálogo suite's seeder (seed-products.ts, codes BENCH000000…).
 * - Títulos and baixas: the financeiro suite's seeder (financeiro.ts `seed`: 100,000 títulos, ~200,000 baixas,
 *   its 2,000 customers and 300 suppliers, titulos_resumo rebuilt), then the baixas' side and fluxo_resumo
 *   rebuilt as fluxo-dre.ts does.
 * - 200 storefront logins (through auth.users, so the auth trigger gives each its usuarios row).
 * - VENDAS confirmed sales over the last 730 days with exactly 3 lines each on average (1 to 5; 300,000
 *   lines), plus CANCELADAS cancelled ones. 80 % at the counter (40 % of them with a registered customer),
 *   20 % from the storefront (a comprador, confirmed 3 h after the order); the two sellers of the demo;
 *   products picked with a long tail (a few sell a lot: the ABC curve has a shape); 1 line in 12 with a
 *   line discount, 1 sale in 8 with a sale discount; the cost copied on every line (preco_compra); one
 *   payment each: Pix, cash (with change), debit or credit in 1-6 instalments.
 * - TROCAS exchanges (a unit of a sold line returned, the same value taken in another grade, no difference;
 *   every motivo, "Defeito" flagged com_defeito), 5 days after the sale.
 * - COMPRAS purchase orders from the financeiro suppliers, 4 lines each (most received, some open, some
 *   waiting for approval).
 *
 * The sales, lines, payments, exchanges and purchases are inserted with session_replication_role = replica
 * (no per-row trigger, no FK check: every id written comes from a row just read), so what the triggers keep
 * is written here or rebuilt once: itens_venda.preco_regular (= the price, no promotion), vendas_resumo_dia
 * (vendas_resumo_refazer), vendas.busca / trocas.busca / compras.busca (left empty: no report searches text).
 * The card payments' títulos (pagamentos_venda_titulos) are not generated: the títulos come from the
 * financeiro seeder. The sales move no stock (no report reads the ledger of a sale).
 */
import type pg from 'pg';
import { seed as seedFinanceiro } from './financeiro.ts';
import { ensureBenchProducts } from './seed-products.ts';
import { staffIds } from './seed-movimentacoes.ts';
import { withClient } from './session.ts';

export const PRODUTOS = 20_000;
export const VENDAS = 100_000;
const CANCELADAS = 1_500;
const TROCAS = 3_000;
const COMPRAS = 1_500;
const COMPRADORES = 200;
const DIAS = 730;
const EMAIL_COMPRADOR = 'bench.relatorios.';
/** Marks the suite's sales (observacoes), exchanges and purchases, so the clean-up finds exactly them. */
export const MARCA_RELATORIOS = 'bench-relatorios';

export interface RelatoriosSeed {
  produtos: number;
  grades: number;
  vendasConfirmadas: number;
  canceladas: number;
  itens: number;
  pagamentos: number;
  trocas: number;
  compras: number;
  titulos: number;
  baixas: number;
  segundos: Record<string, number>;
}

const tempo = async <T>(segundos: Record<string, number>, nome: string, work: () => Promise<T>): Promise<T> => {
  const inicio = performance.now();
  const result = await work();
  segundos[nome] = (performance.now() - inicio) / 1000;
  return result;
};

async function seedMovimento(client: pg.Client): Promise<void> {
  const staff = await staffIds(client);
  await client.query(
    `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', '${EMAIL_COMPRADOR}' || n || '@exemplo.com.br', now(),
            '{"provider":"email","providers":["email"]}', jsonb_build_object('nome', 'Compradora Relatórios ' || n), now(), now()
       from generate_series(1, $1::int) n`,
    [COMPRADORES],
  );
  await client.query('begin');
  try {
    await client.query('set local session_replication_role = replica');
    await client.query('select setseed(0.28)');
    // What a line can sell: each grade of a bench product, or the product itself when it has none.
    await client.query(
      `create temporary table rel_alvo on commit drop as
         select (row_number() over (order by p.id, g.id) - 1)::int n, p.id produto_id, g.id grade_id, p.preco_venda preco,
                least(p.preco_compra, p.preco_venda) custo,
                case when g.id is null then p.nome else format('%s (%s/%s)', p.nome, g.cor, public.tamanho_rotulo(g.tamanho)) end descricao
           from public.produtos p left join public.grades_produto g on g.produto_id = p.id
          where p.codigo_barras like 'BENCH%'`,
    );
    await client.query(`create temporary table rel_pessoas on commit drop as
      select (select array_agg(id order by id) from public.clientes) clientes,
             (select array_agg(u.id order by u.id) from public.usuarios u join auth.users a on a.id = u.auth_user_id where a.email like '${EMAIL_COMPRADOR}%') compradores`);
    // Sale i (0 … VENDAS + CANCELADAS - 1; the last CANCELADAS are the cancelled ones): day d (rising with i),
    // hour between 9 and 20 in São Paulo; 1 + i % 5 lines.
    await client.query(
      `create temporary table rel_venda on commit drop as
         select i, (current_date - $2::int + (i::bigint * $2 / ($1::int + $3::int))::int) dia,
                (9 + (i * 7) % 12) * interval '1 hour' + ((i * 13) % 60) * interval '1 minute' hora,
                case when (i * 37) % 100 < 80 then 'balcao' else 'catalogo' end origem,
                i >= $1::int cancelada
           from generate_series(0, $1::int + $3::int - 1) i`,
      [VENDAS, DIAS, CANCELADAS],
    );
    // The long tail: target n = T · u³ (u uniform, drawn per line in the select list, where it is evaluated
    // per row: in a join condition the planner may evaluate it once) sells most from the first targets.
    await client.query(
      `create temporary table rel_linha on commit drop as
         select l.i, l.j, a.produto_id, a.grade_id, 1 + (case when l.q < 0.7 then 0 when l.q < 0.94 then 1 else 2 end) quantidade,
                a.preco, a.custo, a.descricao, (l.i + l.j) % 12 = 5 desconto_linha
           from (select v.i, j, random() u, random() q from rel_venda v cross join lateral generate_series(0, v.i % 5) j) l
           join rel_alvo a on a.n = floor((select count(*) from rel_alvo) * power(l.u, 3))::int`,
    );
    await client.query('alter table rel_linha add column desconto numeric(12,2)');
    await client.query('update rel_linha set desconto = case when desconto_linha then round(quantidade * preco * 0.10, 2) else 0 end');
    const { rows: [{ primeiro }] } = await client.query<{ primeiro: string }>(`select nextval('public.vendas_numero_seq') primeiro`);
    const n0 = Number(primeiro);
    await client.query(
      `insert into public.vendas (numero, origem, status, cliente_id, comprador_id, vendedor_id, subtotal, desconto, observacoes,
                                  criada_em, confirmada_em, confirmada_por, cancelada_em, cancelada_por, motivo_cancelamento)
       select $1::bigint + v.i, v.origem, case when v.cancelada then 'cancelada' else 'confirmada' end,
              case when v.origem = 'balcao' and (v.i * 31) % 10 < 4 then p.clientes[1 + (v.i::bigint * 7919) % cardinality(p.clientes)] end,
              case when v.origem = 'catalogo' then p.compradores[1 + (v.i::bigint * 104729) % cardinality(p.compradores)] end,
              case when v.i % 3 = 0 then $2::bigint else $3::bigint end,
              s.subtotal, case when v.i % 8 = 3 then round(s.subtotal * 0.05, 2) else 0 end, '${MARCA_RELATORIOS}',
              t.criada,
              case when not v.cancelada then t.criada + case when v.origem = 'catalogo' then interval '3 hours' else interval '0' end end,
              case when not v.cancelada then $2::bigint end,
              case when v.cancelada then t.criada + interval '1 hour' end,
              case when v.cancelada then $2::bigint end,
              case when v.cancelada then 'Cliente desistiu da compra' end
         from rel_venda v
         join (select i, sum(quantidade * preco - desconto) subtotal from rel_linha group by i) s on s.i = v.i
        cross join rel_pessoas p
        cross join lateral (select least((v.dia + v.hora) at time zone 'America/Sao_Paulo', now() - interval '4 hours') criada) t
        order by v.i`,
      [n0, staff.admin, staff.funcionario],
    );
    await client.query(`select setval('public.vendas_numero_seq', $1::bigint)`, [n0 + VENDAS + CANCELADAS - 1]);
    await client.query(
      `insert into public.itens_venda (venda_id, produto_id, grade_id, quantidade, preco_unitario, preco_regular, desconto, custo_unitario, descricao, created_at)
       select v.id, l.produto_id, l.grade_id, l.quantidade, l.preco, l.preco, l.desconto, l.custo, l.descricao, v.criada_em
         from rel_linha l join public.vendas v on v.numero = $1::bigint + l.i
        order by l.i, l.j`,
      [n0],
    );
    // One payment per sale: 30 % Pix, 20 % cash (paid with the next 10 up), 20 % debit, 30 % credit in 1-6x.
    await client.query(
      `insert into public.pagamentos_venda (venda_id, forma_pagamento_id, valor, parcelas, valor_recebido, created_at)
       select v.id, f.id, v.total, case when f.tipo = 'credito' then 1 + v.numero % 6 else 1 end,
              case when f.tipo = 'dinheiro' then ceil(v.total / 10) * 10 end, coalesce(v.confirmada_em, v.criada_em)
         from public.vendas v
        cross join lateral (select case when v.numero % 10 < 3 then 'pix' when v.numero % 10 < 5 then 'dinheiro' when v.numero % 10 < 7 then 'debito' else 'credito' end tipo) k
         join lateral (select id, tipo from public.formas_pagamento where tipo = k.tipo and ativo order by id limit 1) f on true
        where v.observacoes = '${MARCA_RELATORIOS}' and v.total > 0`,
    );
    // Exchanges: one unit of a line of a confirmed sale, 5 days later, the same value in another grade.
    await client.query(
      `create temporary table rel_troca on commit drop as
         select row_number() over (order by i.id)::int k, i.*, v.cliente_id venda_cliente, v.confirmada_em
           from (select i.* from public.itens_venda i join public.vendas v on v.id = i.venda_id
                  where v.observacoes = '${MARCA_RELATORIOS}' and v.status = 'confirmada' and v.confirmada_em < now() - interval '6 days'
                    and i.desconto = 0 and i.id % 97 = 0 order by i.id limit $1) i
           join public.vendas v on v.id = i.venda_id`,
      [TROCAS],
    );
    await client.query(
      `insert into public.trocas (venda_id, cliente_id, usuario_id, valor_devolvido, valor_novo, acerto, observacoes, criada_em)
       select t.venda_id, t.venda_cliente, $1::bigint, t.preco_unitario, t.preco_unitario, 'sem_diferenca', '${MARCA_RELATORIOS}' || ' ' || t.k,
              t.confirmada_em + interval '5 days'
         from rel_troca t order by t.k`,
      [staff.admin],
    );
    await client.query(
      `insert into public.trocas_itens_novos (troca_id, produto_id, grade_id, descricao, quantidade, preco_unitario, custo_unitario)
       select tr.id, t.produto_id, coalesce(g.id, t.grade_id), coalesce(format('%s (%s/%s)', p.nome, g.cor, public.tamanho_rotulo(g.tamanho)), t.descricao),
              1, t.preco_unitario, t.custo_unitario
         from rel_troca t join public.trocas tr on tr.observacoes = '${MARCA_RELATORIOS}' || ' ' || t.k
         join public.produtos p on p.id = t.produto_id
         left join lateral (select g.* from public.grades_produto g where g.produto_id = t.produto_id and g.id is distinct from t.grade_id order by g.id limit 1) g on true`,
    );
    await client.query(
      `insert into public.trocas_itens_devolvidos (troca_id, item_venda_id, produto_id, grade_id, descricao, quantidade, valor, custo_unitario, motivo, com_defeito)
       select tr.id, t.id, t.produto_id, t.grade_id, t.descricao, 1, t.preco_unitario, t.custo_unitario, m.motivo, m.motivo = 'Defeito'
         from rel_troca t join public.trocas tr on tr.observacoes = '${MARCA_RELATORIOS}' || ' ' || t.k
        cross join lateral (select (array['Tamanho','Tamanho','Tamanho','Cor','Modelo','Defeito','Arrependimento (7 dias)','Outro'])[1 + t.k % 8] motivo) m`,
    );
    // Purchases: COMPRAS orders from the financeiro suite's suppliers, 4 products each.
    await client.query(
      `insert into public.compras (fornecedor_id, situacao, observacoes, total, criado_por, criado_em, atualizado_em, aprovado_em, aprovado_por)
       select f.ids[1 + (c * 13) % cardinality(f.ids)], s.situacao, '${MARCA_RELATORIOS}', 0, $2::bigint, t.criado, t.criado,
              case when s.situacao <> 'pendente' then t.criado + interval '1 day' end, case when s.situacao <> 'pendente' then $2::bigint end
         from generate_series(0, $1::int - 1) c
        cross join (select array_agg(id order by id) ids from public.fornecedores) f
        cross join lateral (select least(now() - interval '2 days', current_date - ${DIAS} + (c::bigint * ${DIAS} / $1::int)::int + interval '10 hours') criado) t
        cross join lateral (select case when c >= $1::int - 40 then (array['aberto','parcial','pendente','aberto'])[1 + c % 4] else 'recebido' end situacao) s
        order by c`,
      [COMPRAS, staff.admin],
    );
    await client.query(
      `insert into public.itens_compra (compra_id, produto_id, quantidade, custo_unitario, quantidade_recebida)
       select c.id, a.produto_id, 6 + (c.id + k) % 20, greatest(a.custo, 1), case when c.situacao = 'recebido' then 6 + (c.id + k) % 20 when c.situacao = 'parcial' and k = 0 then 3 else 0 end
         from public.compras c
        cross join generate_series(0, 3) k
         join (select distinct on (produto_id) produto_id, custo, dense_rank() over (order by produto_id) - 1 r from rel_alvo order by produto_id) a
           on a.r = (c.id * 37 + k * 5003) % ${PRODUTOS}
        where c.observacoes = '${MARCA_RELATORIOS}'`,
    );
    await client.query(
      `update public.compras c set total = s.total from (select compra_id, sum(total) total from public.itens_compra group by compra_id) s
        where s.compra_id = c.id and c.observacoes = '${MARCA_RELATORIOS}'`,
    );
    await client.query('set local session_replication_role = origin');
    await client.query('select public.vendas_resumo_refazer()');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** The baixas' side and the realised flow's kept totals, as the triggers would have left them (see fluxo-dre.ts). */
async function preencherLado(client: pg.Client): Promise<void> {
  await client.query('begin');
  await client.query('set local session_replication_role = replica');
  await client.query('update public.baixas b set lado = t.lado from public.titulos t where t.id = b.titulo_id and b.lado is null');
  await client.query('set local session_replication_role = origin');
  await client.query('select public.fluxo_resumo_refazer()');
  await client.query('commit');
}

export async function seedRelatorios(databaseUrl: string): Promise<RelatoriosSeed> {
  const segundos: Record<string, number> = {};
  const inicio = performance.now();
  await tempo(segundos, 'produtos', () => ensureBenchProducts(databaseUrl, PRODUTOS));
  await withClient(databaseUrl, async (client) => {
    await tempo(segundos, 'títulos', async () => {
      await seedFinanceiro(client);
      await preencherLado(client);
    });
    await tempo(segundos, 'vendas, trocas, compras', () => seedMovimento(client));
    await tempo(segundos, 'vacuum analyze', () => client.query('vacuum analyze'));
  });
  segundos.total = (performance.now() - inicio) / 1000;
  return withClient(databaseUrl, async (client) => {
    const { rows: [n] } = await client.query<Omit<RelatoriosSeed, 'segundos'>>(
      `select (select count(*)::int from public.produtos where codigo_barras like 'BENCH%') produtos,
              (select count(*)::int from public.grades_produto) grades,
              (select count(*)::int from public.vendas where observacoes = $1 and status = 'confirmada') "vendasConfirmadas",
              (select count(*)::int from public.vendas where observacoes = $1 and status = 'cancelada') canceladas,
              (select count(*)::int from public.itens_venda i join public.vendas v on v.id = i.venda_id where v.observacoes = $1 and v.status = 'confirmada') itens,
              (select count(*)::int from public.pagamentos_venda) pagamentos,
              (select count(*)::int from public.trocas where observacoes like $1 || '%') trocas,
              (select count(*)::int from public.compras where observacoes = $1) compras,
              (select count(*)::int from public.titulos) titulos,
              (select count(*)::int from public.baixas) baixas`,
      [MARCA_RELATORIOS],
    );
    return { ...n, segundos };
  });
}

/** Checks what the triggers would have kept after the load: the sales' daily totals and each sale's sum. */
export async function conferirInvariantes(databaseUrl: string): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    const problemas: string[] = [];
    const { rows: [v] } = await client.query<{ diferentes: number }>(
      `select count(*)::int diferentes from public.vendas v
         join (select venda_id, sum(total) s from public.itens_venda group by venda_id) i on i.venda_id = v.id
        where v.observacoes = $1 and i.s <> v.subtotal`,
      [MARCA_RELATORIOS],
    );
    if (v.diferentes > 0) problemas.push(`${v.diferentes} vendas cujo subtotal difere da soma das linhas`);
    const { rows: [p] } = await client.query<{ diferentes: number }>(
      `select count(*)::int diferentes from public.vendas v left join public.pagamentos_venda p on p.venda_id = v.id
        where v.observacoes = $1 and v.total > 0 and p.valor is distinct from v.total`,
      [MARCA_RELATORIOS],
    );
    if (p.diferentes > 0) problemas.push(`${p.diferentes} vendas com pagamento diferente do total`);
    return problemas;
  });
}

