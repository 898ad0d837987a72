/**
 * Vendas (one suite of `npm run bench`, see index.ts; issue 24, "Speed"), in three parts, each run
 * even when an earlier one fails, then the clean-up:
 * 1. The storefront's order under contention (here): "50 clientes ordering the last 5 units of one
 *    grade at the same moment: exactly 5 orders recorded, disponível never below 0, no deadlock".
 * 2. Finalizar venda at the counter with 16 concurrent sellers (vendas-caixa.ts): p95 ≤ 150 ms.
 * 3. The sales list with 100,000 sales (vendas-lista.ts): every filter's first page p95 ≤ 150 ms,
 *    index-backed.
 * Everything the suite created is removed at the end (seed-vendas.ts `removeBenchVendas`).
 * BENCH_VENDAS=pedidos,balcao,lista runs only the parts named (default: all three).
 *
 * Part 1: 50 cliente logins are created by SQL (the auth trigger gives each its usuarios row) and their
 * access tokens signed as the auth service signs them; then all 50 call registrar_pedido through
 * the gateway at once for 1 unit of a grade holding 5, three times over (a fresh grade each round).
 * Every answer must be 200 (recorded) or the stock refusal ("Estoque insuficiente … disponível 0",
 * hint estoque_insuficiente): a deadlock (40P01), a serialization failure or any other error breaks
 * the suite, and so does a count other than 5 or a reservation above the stock.
 * Everything it created is removed at the end.
 */
import { randomUUID } from 'node:crypto';
import { signJwt } from '../src/jwt.ts';
import { machineLoad } from './machine-load.ts';
import { MARCA } from './seed-movimentacoes.ts';
import { removeBenchVendas } from './seed-vendas.ts';
import { benchFinalizarVenda } from './vendas-caixa.ts';
import { benchListaVendas } from './vendas-lista.ts';
import { withClient } from './session.ts';
import type { BenchStack } from './start-stack.ts';

const CLIENTES = 50;
const UNIDADES = 5;
const RODADAS = 3;
const EMAIL = (i: number) => `bench.pedido.${i}@exemplo.com.br`;

interface Resposta {
  status: number;
  hint?: string;
  code?: string;
  message?: string;
  ms: number;
}

async function criarClientes(stack: BenchStack): Promise<string[]> {
  const ids = Array.from({ length: CLIENTES }, () => randomUUID());
  await withClient(stack.databaseUrl, (client) =>
    client.query(
      `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email, now(),
              '{"provider":"email","providers":["email"]}', jsonb_build_object('nome', 'Cliente Benchmark ' || u.n), now(), now()
         from unnest($1::uuid[], $2::text[]) with ordinality as u(id, email, n)`,
      [ids, ids.map((_, i) => EMAIL(i))],
    ),
  );
  return Promise.all(ids.map((sub) => signJwt({ sub, role: 'authenticated', aud: 'authenticated' }, stack.jwtSecret, 3600)));
}

async function gradeComCincoUnidades(stack: BenchStack, rodada: number): Promise<{ produto: number; grade: number }> {
  return withClient(stack.databaseUrl, async (client) => {
    const { rows: [p] } = await client.query<{ id: string }>(
      `insert into public.produtos (nome, codigo_barras, preco_venda, categoria_id) values ($1, $2, 119.9, 1) returning id`,
      [`Biquíni Última Peça ${rodada}`, `${MARCA}V${rodada}`],
    );
    const { rows: [g] } = await client.query<{ id: string }>(
      `insert into public.grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Coral', 'M', $2) returning id`,
      [p.id, UNIDADES],
    );
    return { produto: Number(p.id), grade: Number(g.id) };
  });
}

async function pedir(stack: BenchStack, token: string, alvo: { produto: number; grade: number }): Promise<Resposta> {
  const inicio = performance.now();
  const res = await fetch(`${stack.url}/rest/v1/rpc/registrar_pedido`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ p_itens: [{ produto_id: alvo.produto, grade_id: alvo.grade, quantidade: 1 }] }),
  });
  const corpo = (await res.json()) as { hint?: string; code?: string; message?: string };
  return { status: res.status, ...(res.ok ? {} : corpo), ms: performance.now() - inicio };
}

async function limpar(stack: BenchStack): Promise<void> {
  await withClient(stack.databaseUrl, async (client) => {
    await client.query(`delete from public.vendas where comprador_id in (select u.id from public.usuarios u where u.email like 'bench.pedido.%')`);
    // A grade deleted with units records their exit in the ledger: to 0 first, as removeBenchEstoque does.
    await client.query(`update public.grades_produto set estoque_atual = 0 where produto_id in (select id from public.produtos where codigo_barras like $1)`, [`${MARCA}V%`]);
    await client.query(`delete from public.grades_produto where produto_id in (select id from public.produtos where codigo_barras like $1)`, [`${MARCA}V%`]);
    await client.query(`delete from public.produtos where codigo_barras like $1`, [`${MARCA}V%`]);
    await client.query(`delete from auth.users where email like 'bench.pedido.%'`);
  });
}

async function benchPedidos(stack: BenchStack): Promise<boolean> {
  await limpar(stack);
  const tokens = await criarClientes(stack);
  const table: Record<string, string | number>[] = [];
  let ok = true;
  try {
    for (let rodada = 1; rodada <= RODADAS; rodada++) {
      const alvo = await gradeComCincoUnidades(stack, rodada);
      const inicio = performance.now();
      const respostas = await Promise.all(tokens.map((token) => pedir(stack, token, alvo)));
      const segundos = (performance.now() - inicio) / 1000;
      const gravados = respostas.filter((r) => r.status === 200).length;
      const recusados = respostas.filter((r) => r.status === 400 && r.hint === 'estoque_insuficiente').length;
      const outros = respostas.filter((r) => r.status !== 200 && !(r.status === 400 && r.hint === 'estoque_insuficiente'));
      const { rows: [banco] } = await withClient(stack.databaseUrl, (client) =>
        client.query<{ pedidos: number; reservado: number; estoque: number }>(
          `select (select count(distinct i.venda_id) from public.itens_venda i where i.grade_id = $1)::int pedidos,
                  (select coalesce(sum(i.quantidade), 0) from public.itens_venda i join public.vendas v on v.id = i.venda_id
                    where i.grade_id = $1 and v.status = 'pendente')::int reservado,
                  (select estoque_atual from public.grades_produto where id = $1)::int estoque`,
          [alvo.grade],
        ),
      );
      const tempos = respostas.map((r) => r.ms).sort((a, b) => a - b);
      const certo = gravados === UNIDADES && banco.pedidos === UNIDADES && banco.reservado <= banco.estoque && outros.length === 0;
      ok &&= certo;
      table.push({
        rodada,
        pedidos: CLIENTES,
        gravados,
        'recusados (estoque)': recusados,
        'outras respostas': outros.length ? outros.map((r) => `${r.status} ${r.code ?? ''} ${r.message ?? ''}`).join('; ') : 0,
        'pedidos no banco': banco.pedidos,
        'reservado / estoque': `${banco.reservado} / ${banco.estoque}`,
        'p50 ms': Math.round(tempos[Math.floor(tempos.length / 2)]),
        'máx ms': Math.round(tempos.at(-1) ?? 0),
        segundos: segundos.toFixed(2),
        resultado: certo ? 'ok' : 'FALHOU',
      });
    }
  } finally {
    await limpar(stack);
  }
  console.log(`\nPedidos da vitrine disputando a última peça: ${CLIENTES} clientes, ${UNIDADES} unidades, ${RODADAS} rodadas (registrar_pedido pelo gateway; ${machineLoad()})`);
  console.table(table);
  console.log(`orçamento de concorrência (exatamente ${UNIDADES} pedidos, reservado ≤ estoque, nenhum deadlock nem outro erro): ${ok ? 'ok' : 'FALHOU'}`);
  return ok;
}

export async function benchVendas(stack: BenchStack): Promise<boolean> {
  const part = (name: string, run: () => Promise<boolean>) =>
    run().catch((error: unknown) => {
      console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    });
  const wanted = (process.env.BENCH_VENDAS ?? 'pedidos,balcao,lista').split(',');
  const runs = (name: string) => wanted.includes(name);
  const pedidos = !runs('pedidos') || (await part('pedidos da vitrine', () => benchPedidos(stack)));
  const balcao = !runs('balcao') || (await part('finalizar venda', () => benchFinalizarVenda(stack)));
  const lista = !runs('lista') || (await part('lista de vendas', () => benchListaVendas(stack)));
  const limpo = await part('limpeza', async () => {
    const removidas = await withClient(stack.databaseUrl, removeBenchVendas);
    console.log(`\nLimpeza: ${removidas} vendas de benchmark removidas com itens, pagamentos, caixa e movimentações; produtos, clientes e logins de benchmark removidos`);
    return true;
  });
  return pedidos && balcao && lista && limpo;
}
