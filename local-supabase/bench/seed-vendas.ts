/**
 * The vendas suite's fixtures, in the bench's own temporary database (see vendas.ts):
 *
 * - `seedVendas`: the sales list at scale, written in SQL (generate_series) instead of one
 *   finalizar_venda call each. CLIENTES registered customers (Portuguese names with accents, valid
 *   CPFs), COMPRADORES storefront logins, and `count` sales over the last 18 months, one after the
 *   other (criada_em rises with id, as in a real shop): 85% at the counter (confirmada, 2% cancelada;
 *   60% with a registered customer, some others with a CPF na nota), 15% from the storefront
 *   (confirmada, cancelada, expirada, and pendente within the last 48 hours), 1-3 lines each over
 *   bench products, subtotal = the lines, one in ten with a discount. The vendas_busca trigger stays
 *   on and fills busca as for any sale; the list's kept totals (vendas_resumo_dia) are rebuilt once
 *   after the insert (vendas_resumo_refazer) instead of by their trigger per sale. The sales move no
 *   stock (the list does not read the ledger).
 * - `removeBenchVendas`: every sale of a bench product, its payments, cash movements and ledger rows,
 *   the suite's cash sessions, customers and logins; then the bench products (removeBenchEstoque).
 */
import type pg from 'pg';
import { cpfDigits, formatCpf } from './seed-clientes.ts';
import { createBenchProducts, MARCA, removeBenchEstoque, staffIds } from './seed-movimentacoes.ts';

/** The suite's customers carry this e-mail domain, its storefront logins this prefix. */
export const DOMINIO_CLIENTES = 'bench-vendas.exemplo.com.br';
export const EMAIL_COMPRADOR = 'bench.vendas.';
const CLIENTES = 3_000;
const COMPRADORES = 300;
const PRODUTOS = 60;
const DIAS = 540;

const PRIMEIROS = ['Ana', 'Antônio', 'Beatriz', 'Cecília', 'Conceição', 'Débora', 'Fábio', 'Flávia', 'Heloísa', 'Inês', 'João', 'José', 'Júlia', 'Letícia', 'Lúcia', 'Márcia', 'Maria', 'Mônica', 'Otávio', 'Patrícia', 'Sérgio', 'Tânia', 'Vinícius', 'Vitória'];
const SOBRENOMES = ['Silva', 'Silva', 'Santos', 'Oliveira', 'Souza', 'Ferreira', 'Araújo', 'Gonçalves', 'Magalhães', 'Simões', 'Brandão', 'Damásio', 'Gusmão', 'Guimarães', 'Nóbrega', 'Falcão', 'Assunção', 'Antunes'];

/** Mulberry32: the same people on every run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface VendasSeed {
  vendas: number;
  itens: number;
  clientes: number;
  seconds: number;
  /** A customer with sales, as typed in the search: "<surname> <first name>" (two words, out of order). */
  nomeBuscado: string;
  /** A seeded sale's number as printed (V-012345). */
  codigoBuscado: string;
  /** A customer's CPF digits (no punctuation) who has sales. */
  cpfBuscado: string;
}

/** Customers and storefront logins with names; answers their ids and the customers' CPF digits. */
async function seedPessoas(client: pg.Client): Promise<{ clientes: number[]; cpfs: string[]; nomes: string[]; compradores: number[] }> {
  const { rows: existing } = await client.query<{ digits: string }>(`select regexp_replace(cpf, '[^0-9]', '', 'g') digits from public.clientes`);
  const taken = new Set(existing.map((r) => r.digits));
  const random = generator(20261128);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const nome = () => [pick(PRIMEIROS), ...(random() < 0.4 ? [pick(SOBRENOMES)] : []), pick(SOBRENOMES)].join(' ');
  const nomes: string[] = [];
  const cpfs: string[] = [];
  // A different walk from seed-clientes.ts's (whose customers may be in the database too).
  for (let n = 0; cpfs.length < CLIENTES; n++) {
    const digits = cpfDigits((300_000_011 + n * 104_729) % 1_000_000_000);
    if (/^(\d)\1{10}$/.test(digits) || taken.has(digits)) continue;
    taken.add(digits);
    cpfs.push(digits);
    nomes.push(nome());
  }
  const { rows: clientes } = await client.query<{ id: string }>(
    `insert into public.clientes (nome, cpf, telefone, email, cidade, estado, created_at)
     select c.nome, c.cpf, '(48) 9' || lpad((c.n * 7919 % 10000)::text, 4, '0') || '-' || lpad((c.n * 104729 % 10000)::text, 4, '0'),
            'cliente' || c.n || '@${DOMINIO_CLIENTES}', 'Florianópolis', 'SC', now() - interval '${DIAS + 30} days'
       from unnest($1::text[], $2::text[]) with ordinality as c(nome, cpf, n)
      order by c.n
     returning id`,
    [nomes, cpfs.map(formatCpf)],
  );
  const compradorNomes = Array.from({ length: COMPRADORES }, nome);
  await client.query(
    `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', '${EMAIL_COMPRADOR}' || u.n || '@exemplo.com.br', now(),
            '{"provider":"email","providers":["email"]}', jsonb_build_object('nome', u.nome), now(), now()
       from unnest($1::text[]) with ordinality as u(nome, n)`,
    [compradorNomes],
  );
  const { rows: compradores } = await client.query<{ id: string }>(
    `select u.id from public.usuarios u join auth.users a on a.id = u.auth_user_id where a.email like $1 order by u.id`,
    [`${EMAIL_COMPRADOR}%`],
  );
  if (compradores.length !== COMPRADORES) throw new Error(`Esperava ${COMPRADORES} logins de comprador, há ${compradores.length}`);
  return { clientes: clientes.map((r) => Number(r.id)), cpfs, nomes, compradores: compradores.map((r) => Number(r.id)) };
}

export async function seedVendas(client: pg.Client, count: number): Promise<VendasSeed> {
  const started = performance.now();
  const staff = await staffIds(client);
  await client.query('begin');
  let pessoas: Awaited<ReturnType<typeof seedPessoas>>;
  try {
    pessoas = await seedPessoas(client);
    await createBenchProducts(client, 'S', PRODUTOS);
    // What a line can sell: each grade of a product with grades, or the product itself.
    await client.query(
      `create temporary table bench_alvo on commit drop as
         select (row_number() over (order by p.id, g.id) - 1)::int n, p.id produto_id, g.id grade_id, p.preco_venda preco,
                p.preco_custo + p.preco_compra custo,
                case when g.id is null then p.nome else format('%s (%s/%s)', p.nome, g.cor, public.tamanho_rotulo(g.tamanho)) end descricao
           from public.produtos p left join public.grades_produto g on g.produto_id = p.id
          where p.codigo_barras like $1`,
      [`${MARCA}S%`],
    );
    // Sale i has 1 + i % 3 lines; line j sells target (i * 7 + j * 13) % targets, 1 or 2 units.
    await client.query(
      `create temporary table bench_linha on commit drop as
         select i, j, a.produto_id, a.grade_id, 1 + (i + j) % 2 quantidade, a.preco, a.custo, a.descricao
           from generate_series(0, $1::int - 1) i
          cross join lateral generate_series(0, i % 3) j
           join bench_alvo a on a.n = (i * 7 + j * 13) % (select count(*) from bench_alvo)`,
      [count],
    );
    const { rows: [{ primeiro }] } = await client.query<{ primeiro: string }>(`select nextval('public.vendas_numero_seq') primeiro`);
    // The list's kept totals (vendas_resumo_dia) are rebuilt once after the bulk insert below instead of
    // by the trigger 100,000 times at commit (this transaction only).
    await client.query('alter table public.vendas disable trigger vendas_resumo');
    const n0 = Number(primeiro);
    // h: the sale's kind (0-84 counter, 85-99 storefront); k: its fate; t: when (rising with i, the last one an hour ago).
    await client.query(
      `insert into public.vendas (numero, origem, status, cliente_id, comprador_id, cpf_na_nota, vendedor_id, subtotal, desconto,
                                  reserva_expira_em, criada_em, confirmada_em, confirmada_por, cancelada_em, cancelada_por, motivo_cancelamento)
       select $1::bigint + s.i, x.origem, x.status,
              case when x.origem = 'balcao' and (s.i * 31) % 10 < 6 then ($2::bigint[])[1 + (s.i::bigint * 7919) % $3::int] end,
              case when x.origem = 'catalogo' then ($4::bigint[])[1 + (s.i::bigint * 104729) % $5::int] end,
              case when x.origem = 'balcao' and (s.i * 31) % 10 >= 6 and s.i % 4 = 0 then ($6::text[])[1 + (s.i::bigint * 15485863) % $3::int] end,
              case when x.origem = 'balcao' or x.status = 'confirmada' then case when s.i % 2 = 0 then $7::bigint else $8::bigint end end,
              s.subtotal, case when s.i % 10 = 3 then least(5.00, s.subtotal) else 0 end,
              case when x.status = 'pendente' then x.t + interval '48 hours' end,
              x.t,
              case when x.status = 'confirmada' then x.t + case when x.origem = 'catalogo' then interval '3 hours' else interval '0' end end,
              case when x.status = 'confirmada' then case when s.i % 2 = 0 then $7::bigint else $8::bigint end end,
              case when x.status = 'cancelada' then x.t + interval '1 hour' end,
              case when x.status = 'cancelada' then $7::bigint end,
              case when x.status = 'cancelada' then case when x.origem = 'catalogo' then 'Cliente desistiu do pedido' else 'Troca de forma de pagamento' end end
         from (select i, sum(quantidade * preco) subtotal from bench_linha group by i) s
        cross join lateral (select (s.i * 37) % 100 h, (s.i * 53) % 100 k,
                                   now() - interval '1 hour' - make_interval(secs => ($9::int - 1 - s.i) * ($10::float8 / $9::int)) t) z
        cross join lateral (select z.t,
                                   case when z.h < 85 then 'balcao' else 'catalogo' end origem,
                                   case when z.h < 85 then case when z.k < 2 then 'cancelada' else 'confirmada' end
                                        when z.t > now() - interval '48 hours' then 'pendente'
                                        when z.k < 60 then 'confirmada'
                                        when z.k < 80 then 'cancelada'
                                        else 'pendente' end status) x
        order by s.i`,
      [n0, pessoas.clientes, pessoas.clientes.length, pessoas.compradores, pessoas.compradores.length, pessoas.cpfs, staff.funcionario, staff.admin, count, DIAS * 24 * 3600],
    );
    await client.query('alter table public.vendas enable trigger vendas_resumo');
    await client.query('select public.vendas_resumo_refazer()');
    await client.query(`select setval('public.vendas_numero_seq', $1::bigint)`, [n0 + count - 1]);
    await client.query(
      `insert into public.itens_venda (venda_id, produto_id, grade_id, quantidade, preco_unitario, custo_unitario, descricao)
       select v.id, l.produto_id, l.grade_id, l.quantidade, l.preco, l.custo, l.descricao
         from bench_linha l join public.vendas v on v.numero = $1::bigint + l.i
        order by l.i, l.j`,
      [n0],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
  // A long-lived table has been vacuumed: statistics, hint bits and the visibility map (index-only counts).
  await client.query('vacuum analyze public.vendas, public.itens_venda, public.clientes, public.usuarios');
  const { rows: [figures] } = await client.query<{ vendas: number; itens: number }>(
    `select count(distinct v.id)::int vendas, count(*)::int itens
       from public.itens_venda i join public.vendas v on v.id = i.venda_id join public.produtos p on p.id = i.produto_id
      where p.codigo_barras like $1`,
    [`${MARCA}S%`],
  );
  // A customer with several sales, searched by surname then first name; a number from the middle of the list.
  const { rows: [alvo] } = await client.query<{ nome: string; cpf: string }>(
    `select c.nome, c.cpf from public.clientes c join public.vendas v on v.cliente_id = c.id
      where c.email like $1 and c.nome ~ '^\\S+ \\S+$' group by c.id order by count(*) desc, c.id limit 1`,
    [`%@${DOMINIO_CLIENTES}`],
  );
  const [primeiro, sobrenome] = alvo.nome.split(' ');
  const { rows: [meio] } = await client.query<{ codigo: string }>(
    `select public.codigo_venda(numero) codigo from public.vendas order by numero offset $1 limit 1`,
    [Math.floor(count * 0.37)],
  );
  return {
    ...figures,
    clientes: pessoas.clientes.length,
    seconds: (performance.now() - started) / 1000,
    nomeBuscado: `${sobrenome.toLowerCase()} ${primeiro}`,
    codigoBuscado: meio.codigo,
    cpfBuscado: alvo.cpf.replace(/\D/g, ''),
  };
}

/**
 * Removes every sale of a bench product (the list's, the counter's and the storefront orders'), with
 * its lines, payments, cash movements and ledger rows, the cash sessions those sales were in, the
 * suite's customers and logins, and then every bench product. A sale's ledger rows refuse to be
 * deleted (movimentacoes_protege_venda): the trigger is off inside this transaction only.
 */
export async function removeBenchVendas(client: pg.Client): Promise<number> {
  await client.query('begin');
  let vendas: number;
  try {
    await client.query(
      `create temporary table bench_vendas_remover on commit drop as
         select distinct i.venda_id id from public.itens_venda i join public.produtos p on p.id = i.produto_id where p.codigo_barras like $1`,
      [`${MARCA}%`],
    );
    await client.query(
      `create temporary table bench_caixas_remover on commit drop as
         select distinct v.caixa_id id from public.vendas v where v.id in (select id from bench_vendas_remover) and v.caixa_id is not null`,
    );
    await client.query('alter table public.movimentacoes_estoque disable trigger movimentacoes_protege_venda');
    await client.query('delete from public.movimentacoes_estoque where venda_id in (select id from bench_vendas_remover)');
    await client.query('alter table public.movimentacoes_estoque enable trigger movimentacoes_protege_venda');
    await client.query('delete from public.movimentos_caixa where venda_id in (select id from bench_vendas_remover) or caixa_id in (select id from bench_caixas_remover)');
    // The list's kept totals: rebuilt once after the bulk delete (as after the seed's insert).
    await client.query('alter table public.vendas disable trigger vendas_resumo');
    const removed = await client.query('delete from public.vendas where id in (select id from bench_vendas_remover)');
    vendas = removed.rowCount ?? 0;
    await client.query('delete from public.caixas where id in (select id from bench_caixas_remover)');
    await client.query(`delete from public.vendas where cliente_id in (select id from public.clientes where email like $1)`, [`%@${DOMINIO_CLIENTES}`]);
    await client.query('alter table public.vendas enable trigger vendas_resumo');
    await client.query('select public.vendas_resumo_refazer()');
    await client.query(`delete from public.clientes where email like $1`, [`%@${DOMINIO_CLIENTES}`]);
    await client.query(`delete from auth.users where email like $1`, [`${EMAIL_COMPRADOR}%`]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
  await removeBenchEstoque(client);
  return vendas;
}
