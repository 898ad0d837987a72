/**
 * Financeiro (one suite of `npm run bench`, see index.ts; issue 26, "Speed"): "With 100,000 títulos and
 * 200,000 baixas: each list's first page p95 ≤ 150 ms, index-backed".
 *
 * The títulos are written in SQL (generate_series) with the triggers off (session_replication_role =
 * replica): busca is computed as the titulos_busca trigger computes it, the saldo of each título is
 * valor − its active baixas exactly (checked after the load), and the lists' kept totals are rebuilt once
 * (titulos_resumo_refazer). 60% a receber (85% sales: cards, Pix), 40% a pagar over 15 expense
 * categories; due dates from 540 days ago to 180 days ahead, rising with the id; the past mostly paid
 * in 3 baixas, some partial, some overdue, some cancelled (with a reversed baixa); 2,000 clientes and
 * 300 fornecedores.
 *
 * Then, signed in as the demo admin, exactly the request /financeiro/contas-receber and contas-pagar make
 * (mfe-vendas/src/features/financeiro/api.ts `listTitulos`): GET /rpc/titulos_pagina with the side, what
 * was typed, the filters unless "todas", page 1 of 10. Each answer is first checked against SQL on the
 * table (count, the three totals, the page's ids in order), then measured at 16 connections through
 * the gateway; then the plans of the statements the function runs (auto_explain), as `authenticated`
 * with the admin's claims: nothing reads titulos whole. Everything the suite wrote is removed at the end.
 */
import type pg from 'pg';
import { formatCpf, cpfDigits } from './seed-clientes.ts';
import { novoCnpj } from '../testing/documentos.ts';
import { CONNECTIONS, measureAgainstBudget, type Target } from './measure.ts';
import { machineLoad } from './machine-load.ts';
import { seqScansOn } from './plan.ts';
import { functionPlans, rpcPath, type RpcArgs } from './rpc.ts';
import { demoLogin } from '../src/demo-logins.ts';
import { signInAsAdmin, withClient } from './session.ts';
import type { BenchStack } from './start-stack.ts';

const TITULOS = 100_000;
const CLIENTES = 2_000;
const FORNECEDORES = 300;
const PAGE_SIZE = 10;
const BUDGET_MS = 150;
const ROUNDS = 3;
const ROUND_SECONDS = 3;
/** What marks the suite's rows (títulos' observações, the people's e-mail domain), to remove them. */
const MARCA = 'bench-financeiro';
const DOMINIO = 'bench-financeiro.exemplo.com.br';

const PRIMEIROS = ['Ana', 'Antônio', 'Beatriz', 'Cecília', 'Débora', 'Fábio', 'Heloísa', 'Inês', 'João', 'Júlia', 'Letícia', 'Márcia', 'Otávio', 'Sérgio', 'Vitória'];
const SOBRENOMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Araújo', 'Gonçalves', 'Magalhães', 'Simões', 'Brandão', 'Nóbrega', 'Falcão', 'Assunção'];
const EMPRESAS = ['Têxtil', 'Confecções', 'Distribuidora', 'Malharia', 'Estamparia', 'Aviamentos', 'Embalagens', 'Transportes', 'Imobiliária', 'Contabilidade'];
const LUGARES = ['Brusque', 'Blumenau', 'Jaraguá', 'Itajaí', 'Joinville', 'Criciúma', 'Tubarão', 'Laguna', 'Palhoça', 'São José'];

interface Seed {
  titulos: number;
  baixas: number;
  seconds: number;
  /** The fornecedor with most overdue títulos, as typed: "<place> <kind>" (two words, out of order). */
  fornecedorBuscado: string;
  /** A cliente id with títulos a receber (the pessoa filter). */
  clienteId: number;
  /** A sale's number as printed on its títulos (documento). */
  documentoBuscado: string;
  categorias: Record<string, number>;
}

export async function seed(client: pg.Client): Promise<Seed> {
  const started = performance.now();
  await client.query('begin');
  try {
    const nomes = Array.from({ length: CLIENTES }, (_, n) => `${PRIMEIROS[n % PRIMEIROS.length]} ${SOBRENOMES[(n * 7) % SOBRENOMES.length]} ${SOBRENOMES[(n * 11 + 3) % SOBRENOMES.length]}`);
    const cpfs = Array.from({ length: CLIENTES }, (_, n) => formatCpf(cpfDigits((710_000_013 + n * 104_729) % 1_000_000_000)));
    await client.query(
      `insert into public.clientes (nome, cpf, telefone, email)
       select c.nome, c.cpf, '(48) 98888-' || lpad((c.n % 10000)::text, 4, '0'), 'cliente' || c.n || '@${DOMINIO}'
         from unnest($1::text[], $2::text[]) with ordinality as c(nome, cpf, n)
       on conflict do nothing`,
      [nomes, cpfs],
    );
    const empresas = Array.from({ length: FORNECEDORES }, (_, n) => `${EMPRESAS[n % EMPRESAS.length]} ${LUGARES[Math.floor(n / EMPRESAS.length) % LUGARES.length]} ${n}`);
    await client.query(
      `insert into public.fornecedores (nome, cnpj, telefone, email)
       select f.nome, f.cnpj, '(47) 3333-' || lpad((f.n % 10000)::text, 4, '0'), 'fornecedor' || f.n || '@${DOMINIO}'
         from unnest($1::text[], $2::text[]) with ordinality as f(nome, cnpj, n)`,
      [empresas, empresas.map(() => novoCnpj())],
    );
    const { rows: [ids] } = await client.query<{ clientes: string[]; fornecedores: string[] }>(
      `select array(select id::text from public.clientes where email like '%@${DOMINIO}' order by id) clientes,
              array(select id::text from public.fornecedores where email like '%@${DOMINIO}' order by id) fornecedores`,
    );
    const { rows: categoriasRows } = await client.query<{ id: string; codigo: string | null; nome: string; tipo: string }>(
      `select id, codigo, nome, tipo from public.categorias_financeiras order by id`,
    );
    const categorias = Object.fromEntries(categoriasRows.filter((c) => c.codigo).map((c) => [c.codigo!, Number(c.id)]));
    const receitas = categoriasRows.filter((c) => c.tipo === 'receita' && c.codigo !== 'vendas').map((c) => Number(c.id));
    const despesas = categoriasRows.filter((c) => c.tipo === 'despesa').map((c) => Number(c.id)).slice(0, 15);

    await client.query(`set local session_replication_role = replica`);
    // x: the título's shape from n; its busca as titulos_busca writes it.
    await client.query(
      `insert into public.titulos (lado, cliente_id, fornecedor_id, origem, origem_id, descricao, documento, parcela, parcelas, categoria_id,
                                   conta_financeira_id, emissao, competencia, vencimento, valor, taxa, saldo, cancelado_em, motivo_cancelamento,
                                   observacoes, busca, criado_em)
       select x.lado, x.cliente_id, x.fornecedor_id, x.origem, x.origem_id, x.descricao, x.documento, x.parcela, x.parcelas, x.categoria_id,
              x.conta, x.vencimento - 30, x.vencimento - 30, x.vencimento, x.valor, x.taxa,
              case x.estado when 'pago' then 0 when 'parcial' then x.valor - round(x.valor / 2, 2) else x.valor end,
              case when x.estado = 'cancelado' then now() end, case when x.estado = 'cancelado' then 'Lançamento em duplicidade' end,
              '${MARCA}',
              public.f_unaccent(lower(concat_ws(' ', x.descricao, x.documento, coalesce(c.nome, f.nome), coalesce(c.cpf, f.cnpj),
                                                public.somente_digitos(coalesce(c.cpf, f.cnpj)), k.nome))),
              now()
         from generate_series(0, $1::int - 1) n
        cross join lateral (select n % 10 < 6 as receber, (n * 37) % 100 as h, (n * 53) % 100 as s,
                                   public._hoje_loja() - 540 + (n::bigint * 720 / $1::int)::int as vencimento) z
        cross join lateral (select
               case when z.receber then 'receber' else 'pagar' end as lado,
               case when z.receber and z.h >= 85 and z.h % 2 = 0 then ($2::bigint[])[1 + (n::bigint * 7919) % $3::int] end as cliente_id,
               case when not z.receber and z.h < 70 then ($4::bigint[])[1 + (n::bigint * 104729) % $5::int] end as fornecedor_id,
               case when z.receber and z.h < 85 then 'venda' else 'manual' end as origem,
               case when z.receber and z.h < 85 then n::bigint end as origem_id,
               case when z.receber and z.h < 85 then format('Venda V-%s — %s', lpad(n::text, 6, '0'), case when z.h < 50 then 'Cartão de crédito ' || (1 + n % 3) || '/3' else 'Pix' end)
                    when z.receber then 'Conserto e ajuste ' || n
                    else 'Conta ' || n end as descricao,
               case when z.receber and z.h < 85 then 'V-' || lpad(n::text, 6, '0') when not z.receber then 'NF ' || (10000 + n) end as documento,
               case when z.receber and z.h < 50 then 1 + n % 3 else 1 end as parcela,
               case when z.receber and z.h < 50 then 3 else 1 end as parcelas,
               case when z.receber and z.h < 85 then $6::bigint
                    when z.receber then ($7::bigint[])[1 + n % array_length($7::bigint[], 1)]
                    else ($8::bigint[])[1 + ((n / 10) * 7) % array_length($8::bigint[], 1)] end as categoria_id,
               case when z.receber then 4 else 2 end as conta,
               z.vencimento,
               (20 + (n::bigint * 7919) % 500000 / 100.0)::numeric(12, 2) as valor,
               case when z.receber and z.h < 50 then 1.50 else 0 end as taxa,
               case when z.vencimento > public._hoje_loja() then case when z.s < 80 then 'aberto' when z.s < 90 then 'parcial' else 'pago' end
                    else case when z.s < 85 then 'pago' when z.s < 90 then 'parcial' when z.s < 96 then 'aberto' else 'cancelado' end end as estado) x
         left join public.clientes c on c.id = x.cliente_id
         left join public.fornecedores f on f.id = x.fornecedor_id
         join public.categorias_financeiras k on k.id = x.categoria_id
        order by n`,
      [TITULOS, ids.clientes, ids.clientes.length, ids.fornecedores, ids.fornecedores.length, categorias.vendas, receitas, despesas],
    );
    // Baixas: a paid título in 3 (the last one takes the cents left), a partial one in 1, a cancelled one
    // had 1 that was reversed. Paid before or on the due day, never after today.
    await client.query(
      `insert into public.baixas (titulo_id, data, valor, juros, desconto, conta_financeira_id, created_at, estornada_em, motivo_estorno)
       select t.id, least(t.vencimento, public._hoje_loja()) - (3 - j),
              case when t.status = 'pago' then case when j < 3 then round(t.valor / 3, 2) else t.valor - 2 * round(t.valor / 3, 2) end
                   else round(t.valor / 2, 2) end,
              case when j = 3 and t.id % 10 = 0 then 2.50 else 0 end, 0,
              t.conta_financeira_id, now(),
              case when t.status = 'cancelado' then now() end, case when t.status = 'cancelado' then 'Lançamento em duplicidade' end
         from public.titulos t
        cross join lateral generate_series(case when t.status = 'pago' then 1 else 3 end, 3) j
        where t.observacoes = '${MARCA}' and t.status in ('pago', 'parcial', 'cancelado')
          and (t.status <> 'pago' or t.valor > 0)`,
    );
    await client.query(`set local session_replication_role = origin`);
    await client.query(`select public.titulos_resumo_refazer()`);
    // The load skipped the commit-time check: the same check, once, over every título written.
    // (A join of the sums: tables fresh from a load have no statistics yet, and a correlated subquery
    // was planned as a scan of baixas per título.)
    await client.query('analyze public.titulos, public.baixas');
    const { rows: [errado] } = await client.query<{ n: string }>(
      `select count(*) n
         from public.titulos t
         left join (select b.titulo_id, sum(b.valor) s from public.baixas b where b.estornada_em is null group by 1) b on b.titulo_id = t.id
        where t.observacoes = '${MARCA}' and t.saldo <> t.valor - coalesce(b.s, 0)`,
    );
    if (Number(errado.n) !== 0) throw new Error(`${errado.n} títulos com saldo ≠ valor − baixas na carga`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('vacuum analyze public.titulos, public.baixas, public.titulos_resumo');
  const { rows: [conta] } = await client.query<{ titulos: string; baixas: string }>(
    `select (select count(*) from public.titulos where observacoes = '${MARCA}') titulos,
            (select count(*) from public.baixas b join public.titulos t on t.id = b.titulo_id where t.observacoes = '${MARCA}') baixas`,
  );
  const { rows: [f] } = await client.query<{ nome: string }>(
    `select f.nome from public.fornecedores f join public.titulos t on t.fornecedor_id = f.id
      where f.email like '%@${DOMINIO}' and t.status in ('aberto', 'parcial') and t.vencimento < public._hoje_loja()
      group by f.id order by count(*) desc, f.id limit 1`,
  );
  const [tipo, lugar] = f.nome.split(' ');
  const { rows: [c] } = await client.query<{ id: string }>(
    `select t.cliente_id id from public.titulos t where t.observacoes = '${MARCA}' and t.cliente_id is not null group by 1 order by count(*) desc limit 1`,
  );
  const categoriasPorCodigo = Object.fromEntries(
    (await client.query<{ codigo: string; id: string }>(`select codigo, id from public.categorias_financeiras where codigo is not null`)).rows.map((r) => [r.codigo, Number(r.id)]),
  );
  return {
    titulos: Number(conta.titulos),
    baixas: Number(conta.baixas),
    seconds: (performance.now() - started) / 1000,
    fornecedorBuscado: `${lugar.toLowerCase()} ${tipo.toUpperCase()}`,
    clienteId: Number(c.id),
    documentoBuscado: `V-${String(Math.floor(TITULOS / 2) - 10).padStart(6, '0')}`,
    categorias: categoriasPorCodigo,
  };
}

export async function removeBench(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query('begin');
    // Baixas are never deleted by the application (a trigger refuses); the suite's own rows go with it off.
    await client.query('set local session_replication_role = replica');
    await client.query(`delete from public.baixas b using public.titulos t where t.id = b.titulo_id and t.observacoes = '${MARCA}'`);
    await client.query(`delete from public.titulos where observacoes = '${MARCA}'`);
    await client.query(`delete from public.clientes where email like '%@${DOMINIO}'`);
    await client.query(`delete from public.fornecedores where email like '%@${DOMINIO}'`);
    await client.query('set local session_replication_role = origin');
    await client.query('select public.titulos_resumo_refazer()');
    await client.query('commit');
  });
}

interface Variant {
  label: string;
  lado: 'receber' | 'pagar';
  typed?: string;
  situacao?: 'em_aberto' | 'vencido' | 'parcial' | 'pago' | 'cancelado';
  de?: string;
  ate?: string;
  categoria?: number;
  cliente?: number;
}

const rpcArgs = (v: Variant): RpcArgs => ({
  p_lado: v.lado,
  p_busca: v.typed ?? '',
  p_situacao: v.situacao,
  p_vencimento_de: v.de,
  p_vencimento_ate: v.ate,
  p_categoria_id: v.categoria,
  p_cliente_id: v.cliente,
  p_pagina: 1,
  p_por_pagina: PAGE_SIZE,
});
const path = (v: Variant) => rpcPath('titulos_pagina', rpcArgs(v));

/** The same filter in plain SQL on the table, to check the function's answer. */
function whereOf(v: Variant, hoje: string): { where: string; params: unknown[] } {
  const words = (v.typed ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => `%${w}%`);
  const params: unknown[] = [v.lado, words.length ? words : null, hoje];
  // $3 (today) is read by the totals' query whatever the filter.
  const parts = ['lado = $1', '($2::text[] is null or busca like all ($2))', '$3::date is not null'];
  const situacao = {
    em_aberto: `status in ('aberto', 'parcial')`,
    vencido: `status in ('aberto', 'parcial') and vencimento < $3::date`,
    parcial: `status = 'parcial'`,
    pago: `status = 'pago'`,
    cancelado: `status = 'cancelado'`,
  };
  if (v.situacao) parts.push(situacao[v.situacao]);
  if (v.de) parts.push(`vencimento >= $${params.push(v.de)}::date`);
  if (v.ate) parts.push(`vencimento <= $${params.push(v.ate)}::date`);
  if (v.categoria) parts.push(`categoria_id = $${params.push(v.categoria)}`);
  if (v.cliente) parts.push(`cliente_id = $${params.push(v.cliente)}`);
  return { where: parts.join(' and '), params };
}

interface Pagina {
  total: number;
  aberto: number;
  vencido: number;
  pago: number;
  linhas: { id: number }[];
}

async function checkAnswer(stack: BenchStack, target: Target, v: Variant, hoje: string): Promise<number> {
  const res = await fetch(`${target.base}${path(v)}`, { headers: target.headers });
  if (!res.ok) throw new Error(`"${v.label}": ${res.status} ${await res.text()}`);
  const answer = (await res.json()) as Pagina;
  return withClient(stack.databaseUrl, async (client) => {
    const { where, params } = whereOf(v, hoje);
    const { rows: [e] } = await client.query<{ n: number; aberto: string; vencido: string; pago: string }>(
      `select count(*)::int n,
              coalesce(sum(saldo) filter (where status in ('aberto', 'parcial')), 0) aberto,
              coalesce(sum(saldo) filter (where status in ('aberto', 'parcial') and vencimento < $3::date), 0) vencido,
              coalesce(sum(valor - saldo) filter (where status <> 'cancelado'), 0) pago
         from public.titulos where ${where}`,
      params,
    );
    const { rows: page } = await client.query<{ id: string }>(`select id from public.titulos where ${where} order by vencimento desc, id desc limit ${PAGE_SIZE}`, params);
    const got = answer.linhas.map((r) => String(r.id)).join(',');
    const expected = page.map((r) => r.id).join(',');
    if (answer.total !== e.n || Number(answer.aberto) !== Number(e.aberto) || Number(answer.vencido) !== Number(e.vencido) || Number(answer.pago) !== Number(e.pago) || got !== expected) {
      throw new Error(
        `Resposta errada para "${v.label}": ${JSON.stringify({ total: answer.total, aberto: answer.aberto, vencido: answer.vencido, pago: answer.pago, got })} ` +
          `(SQL: ${JSON.stringify({ ...e, expected })})`,
      );
    }
    if (answer.linhas.length === 0) throw new Error(`"${v.label}" não devolve nenhum título: a carga não cobre esse filtro`);
    return answer.total;
  });
}

export async function benchFinanceiro(stack: BenchStack): Promise<boolean> {
  try {
    const seeded = await withClient(stack.databaseUrl, seed);
    console.log(
      `+${seeded.titulos} títulos e ${seeded.baixas} baixas de benchmark em ${seeded.seconds.toFixed(1)} s; ` +
        `buscas: "${seeded.fornecedorBuscado}", "${seeded.documentoBuscado}"; cliente ${seeded.clienteId}`,
    );
    const token = await signInAsAdmin(stack);
    const gateway: Target = { name: 'gateway /rest/v1', base: `${stack.url}/rest/v1`, headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}` } };
    const { rows: [datas] } = await withClient(stack.databaseUrl, (client) =>
      client.query<{ hoje: string; de: string; ate: string }>(
        `select public._hoje_loja()::text hoje, date_trunc('month', public._hoje_loja())::date::text de,
                (date_trunc('month', public._hoje_loja()) + interval '1 month - 1 day')::date::text ate`,
      ),
    );

    const variants: Variant[] = [
      { label: 'a receber, sem filtro', lado: 'receber' },
      { label: 'a pagar, sem filtro', lado: 'pagar' },
      { label: 'a receber, em aberto', lado: 'receber', situacao: 'em_aberto' },
      { label: 'a receber, vencidas', lado: 'receber', situacao: 'vencido' },
      { label: 'a receber, parciais', lado: 'receber', situacao: 'parcial' },
      { label: 'a pagar, pagas', lado: 'pagar', situacao: 'pago' },
      { label: 'a pagar, canceladas', lado: 'pagar', situacao: 'cancelado' },
      { label: `a pagar, vencimento ${datas.de} a ${datas.ate} (este mês)`, lado: 'pagar', de: datas.de, ate: datas.ate },
      { label: 'a receber, categoria Vendas + em aberto', lado: 'receber', categoria: seeded.categorias.vendas, situacao: 'em_aberto' },
      { label: 'a pagar, categoria Aluguel', lado: 'pagar', categoria: seeded.categorias.aluguel },
      { label: 'a receber, um cliente (pessoa)', lado: 'receber', cliente: seeded.clienteId },
      { label: `a pagar, busca "${seeded.fornecedorBuscado}" (fornecedor, 2 palavras)`, lado: 'pagar', typed: seeded.fornecedorBuscado },
      { label: `a pagar, busca "${seeded.fornecedorBuscado}" + vencidas`, lado: 'pagar', typed: seeded.fornecedorBuscado, situacao: 'vencido' },
      { label: `a receber, busca "${seeded.documentoBuscado}" (documento)`, lado: 'receber', typed: seeded.documentoBuscado },
    ];

    const table: Record<string, string | number>[] = [];
    let ok = true;
    for (const v of variants) {
      const total = await checkAnswer(stack, gateway, v, datas.hoje);
      const { holds, columns } = await measureAgainstBudget(gateway, path(v), { rounds: ROUNDS, seconds: ROUND_SECONDS, p95BudgetMs: BUDGET_MS });
      ok &&= holds;
      const { [`p95 ≤ ${BUDGET_MS} ms`]: verdictColumn, ...figures } = columns;
      table.push({ consulta: v.label, total, ...figures, orçamento: `p95 ≤ ${BUDGET_MS} ms: ${verdictColumn}` });
    }
    console.log(
      `\nContas a receber / a pagar, página de ${PAGE_SIZE} (${seeded.titulos} títulos e ${seeded.baixas} baixas de benchmark, logado como admin, ` +
        `pelo gateway: GET /rpc/titulos_pagina, vencimento mais recente primeiro, contagem e totais exatos; autocannon, ${CONNECTIONS} conexões, ` +
        `mediana de ${ROUNDS} rodadas de ${ROUND_SECONDS} s; ${machineLoad()})`,
    );
    console.table(table);
    console.log(`orçamento das listas do financeiro (p95 pelo gateway ≤ ${BUDGET_MS} ms): ${ok ? 'ok em todas as consultas' : 'ESTOUROU (ver tabela)'}`);

    const { rows: [admin] } = await withClient(stack.databaseUrl, (client) =>
      client.query<{ id: string }>('select id from auth.users where email = $1', [demoLogin('admin').email]),
    );
    const caller = `set local role authenticated; select set_config('request.jwt.claims', '${JSON.stringify({ sub: admin.id, role: 'authenticated' })}', true)`;
    const lines: string[] = [];
    for (const v of variants) {
      const statements = await functionPlans(stack.databaseUrl, 'titulos_pagina', rpcArgs(v), caller);
      // Judged: what reads titulos for the count and the page's ids (the summary and the page's 10 rows aside).
      const reads = statements.filter((plan) => /from public\.titulos t where/.test(plan)).join('\n');
      const seq = seqScansOn(reads, 'titulos');
      const indexes = [...new Set([...reads.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g)].map((m) => m[1]))];
      const resumo = statements.some((plan) => /titulos_resumo/.test(plan));
      const indexBacked = seq === 0 && indexes.length > 0;
      ok &&= indexBacked;
      const time = statements.reduce((sum, plan) => sum + Number(/duration: ([\d.]+) ms/.exec(plan)?.[1] ?? 0), 0);
      if (process.env.BENCH_PLANS || !indexBacked) console.log(`\nPlanos de titulos_pagina para "${v.label}":\n${statements.join('\n')}`);
      lines.push(
        `index-backed: ${indexBacked ? 'yes' : 'no'}  (${v.label}; execução ${time.toFixed(1)} ms; índices em titulos: ${indexes.join(', ') || 'nenhum'}; ` +
          `Seq Scan em titulos: ${seq}; totais ${resumo ? 'de titulos_resumo' : 'contados em titulos'})`,
      );
    }
    console.log(`\n${lines.join('\n')}`);
    return ok;
  } finally {
    await removeBench(stack.databaseUrl);
  }
}
