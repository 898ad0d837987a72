/**
 * Trocas (one suite of `npm run bench`, see index.ts; issue 26, "Speed"): "20 concurrent spends of one
 * vale-troca: exactly one succeeds".
 *
 * The demo funcionario opens the cash session (or uses the open one), sells one unit at the counter,
 * and returns it with registrar_troca: a vale-troca of the unit's price. Then 20 counter sales of one
 * unit each, all paid in full with that vale, go through the gateway at the same moment, RODADAS times
 * (a fresh vale each round). Every answer must be 200 (the sale) or the vale's saldo refusal ("O saldo
 * do vale-troca … é R$ 0,00, menor que …"); exactly one 200 per round; the vale's saldo 0 and equal to
 * its ledger (emissão − uso); exactly one sale paid with it. A deadlock, a serialization failure or any
 * other answer breaks the suite (exit 1 through index.ts). The session it opened is closed at the end
 * with the expected cash counted.
 */
import { signInAs, withClient } from './session.ts';
import type { BenchStack } from './start-stack.ts';

const CONCORRENTES = 20;
const RODADAS = 3;
const PRECO = 59.9;

interface Resposta {
  status: number;
  corpo: { message?: string; code?: string; hint?: string; [k: string]: unknown };
  ms: number;
}

async function rpc(stack: BenchStack, token: string, fn: string, args: unknown): Promise<Resposta> {
  const inicio = performance.now();
  const res = await fetch(`${stack.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  const corpo = (await res.json()) as Resposta['corpo'];
  return { status: res.status, corpo, ms: performance.now() - inicio };
}

const p95 = (valores: number[]) => {
  const ordenados = [...valores].sort((a, b) => a - b);
  return ordenados[Math.min(ordenados.length - 1, Math.ceil(ordenados.length * 0.95) - 1)] ?? 0;
};

export async function benchTrocas(stack: BenchStack): Promise<boolean> {
  const token = await signInAs(stack, 'funcionario');
  const falhas: string[] = [];
  const { produto, pix, abriu } = await withClient(stack.databaseUrl, async (client) => {
    const { rows: [p] } = await client.query<{ id: string }>(
      `insert into public.produtos (nome, preco_venda, estoque_atual, categoria_id) values ('Canga Vale Benchmark', $1, $2, 1) returning id`,
      [PRECO, CONCORRENTES * RODADAS + RODADAS],
    );
    const { rows: [f] } = await client.query<{ id: string }>(`select id from public.formas_pagamento where tipo = 'pix' and ativo order by id limit 1`);
    const { rowCount } = await client.query('select 1 from public.caixas where fechado_em is null');
    return { produto: Number(p.id), pix: Number(f.id), abriu: !rowCount };
  });
  if (abriu) {
    const abertura = await rpc(stack, token, 'abrir_caixa', { p_valor_abertura: 0 });
    if (abertura.status !== 200) throw new Error(`abrir_caixa falhou: ${abertura.status} ${JSON.stringify(abertura.corpo)}`);
  }

  const tempos: number[] = [];
  try {
    for (let rodada = 1; rodada <= RODADAS; rodada++) {
      const venda = await rpc(stack, token, 'finalizar_venda', {
        p_itens: [{ produto_id: produto, quantidade: 1 }],
        p_pagamentos: [{ forma_pagamento_id: pix, valor: PRECO }],
      });
      if (venda.status !== 200) throw new Error(`finalizar_venda falhou: ${venda.status} ${JSON.stringify(venda.corpo)}`);
      const itemId = await withClient(stack.databaseUrl, async (client) =>
        Number((await client.query<{ id: string }>('select id from public.itens_venda where venda_id = $1', [venda.corpo.id])).rows[0].id),
      );
      const troca = await rpc(stack, token, 'registrar_troca', {
        p_venda_id: venda.corpo.id,
        p_devolvidos: [{ item_venda_id: itemId, quantidade: 1, motivo: 'Arrependimento (7 dias)' }],
        p_acerto: 'vale',
      });
      if (troca.status !== 200) throw new Error(`registrar_troca falhou: ${troca.status} ${JSON.stringify(troca.corpo)}`);
      const codigo = (troca.corpo.vale as { codigo: string }).codigo;
      const formaVale = await withClient(stack.databaseUrl, async (client) =>
        Number((await client.query<{ id: string }>(`select id from public.formas_pagamento where tipo = 'vale' and ativo order by id limit 1`)).rows[0].id),
      );

      const respostas = await Promise.all(
        Array.from({ length: CONCORRENTES }, () =>
          rpc(stack, token, 'finalizar_venda', {
            p_itens: [{ produto_id: produto, quantidade: 1 }],
            p_pagamentos: [{ forma_pagamento_id: formaVale, valor: PRECO, vale_codigo: codigo }],
          }),
        ),
      );
      tempos.push(...respostas.map((r) => r.ms));
      const aceitas = respostas.filter((r) => r.status === 200);
      const recusaEsperada = `O saldo do vale-troca ${codigo} é R$ 0,00, menor que R$ 59,90.`;
      const outras = respostas.filter((r) => r.status !== 200 && r.corpo.message !== recusaEsperada);
      if (aceitas.length !== 1) falhas.push(`rodada ${rodada}: ${aceitas.length} vendas pagas com o vale (esperada 1)`);
      for (const r of outras) falhas.push(`rodada ${rodada}: resposta inesperada ${r.status} ${r.corpo.code ?? ''} ${r.corpo.message ?? ''}`);
      const conferencia = await withClient(stack.databaseUrl, async (client) =>
        (
          await client.query<{ saldo: string; razao: string; vendas: number }>(
            `select v.saldo::text, (select sum(case m.tipo when 'uso' then -m.valor else m.valor end) from public.vales_troca_movimentos m where m.vale_id = v.id)::text razao,
                    (select count(*)::int from public.pagamentos_venda p where p.vale_id = v.id) vendas
               from public.vales_troca v where v.codigo = $1`,
            [codigo],
          )
        ).rows[0],
      );
      if (conferencia.saldo !== '0.00' || conferencia.razao !== '0.00' || conferencia.vendas !== 1) {
        falhas.push(`rodada ${rodada}: saldo ${conferencia.saldo}, razão ${conferencia.razao}, ${conferencia.vendas} vendas com o vale`);
      }
      console.log(`rodada ${rodada}: ${CONCORRENTES} gastos simultâneos do vale ${codigo}: ${aceitas.length} aceito, ${respostas.length - aceitas.length - outras.length} recusados por saldo, ${outras.length} outras respostas`);
    }
  } finally {
    if (abriu) {
      const resumo = await rpc(stack, token, 'resumo_caixa', {});
      const fechamento = await rpc(stack, token, 'fechar_caixa', { p_dinheiro_contado: resumo.corpo.dinheiro_esperado });
      if (fechamento.status !== 200) falhas.push(`fechar_caixa falhou: ${fechamento.status} ${JSON.stringify(fechamento.corpo)}`);
    }
  }
  console.log(`p95 de um gasto concorrente do vale pelo gateway: ${p95(tempos).toFixed(0)} ms (${tempos.length} chamadas)`);
  for (const falha of falhas) console.error(falha);
  console.log(`orçamento de Trocas (${CONCORRENTES} gastos simultâneos de um vale: exatamente um aceito, saldo = razão = 0): ${falhas.length === 0 ? 'ok' : 'ESTOUROU'}`);
  return falhas.length === 0;
}
