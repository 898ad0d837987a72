/**
 * Gestor de Preço (one suite of `npm run bench`, see index.ts; issue 27, "Speed"): "a repricing of 10,000
 * products: preview ≤ 1 s, apply ≤ 5 s".
 *
 * 10,000 active products of a category of their own (prices and costs spread out) are written by SQL.
 * Through the gateway as the demo funcionario: gestor_preco_previa of the whole category with +10 % and
 * ,90 rounding (the first page of 50, and the last; RODADAS each, the slowest must stay ≤ 1 s), then
 * gestor_preco_aplicar (≤ 5 s), then gestor_preco_reverter of that batch (reported, same 5 s budget). Each
 * answer is checked against SQL: every product at the price the rule gives (computed here in SQL,
 * independently), one history row per product with the batch, the batch's count; after the reversion
 * every product back at its first price. A wrong answer breaks the suite as a slow one does (exit 1
 * through index.ts). The products are deactivated at the end so later suites do not see them.
 */
import { machineLoad } from './machine-load.ts';
import { signInAs, withClient } from './session.ts';
import type { BenchStack } from './start-stack.ts';

const PRODUTOS = 10_000;
const RODADAS = 5;
const POR_PAGINA = 50;
const ORCAMENTO_PREVIA_MS = 1000;
const ORCAMENTO_APLICAR_MS = 5000;

interface Resposta {
  status: number;
  corpo: Record<string, unknown>;
  ms: number;
}

async function rpc(stack: BenchStack, token: string, fn: string, args: unknown): Promise<Resposta> {
  const inicio = performance.now();
  const res = await fetch(`${stack.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  const corpo = (await res.json()) as Record<string, unknown>;
  return { status: res.status, corpo, ms: performance.now() - inicio };
}

export async function benchGestorPreco(stack: BenchStack): Promise<boolean> {
  const falhas: string[] = [];
  const token = await signInAs(stack, 'funcionario');
  const categoria = await withClient(stack.databaseUrl, async (client) => {
    const { rows: [c] } = await client.query<{ id: string }>(`insert into public.categorias (nome) values ('Reajuste Benchmark ' || clock_timestamp()) returning id`);
    // Prices 9,90 to 509,89 and costs 40 % of them, in cents, so the rule meets every kind of cent.
    await client.query(
      `insert into public.produtos (nome, preco_venda, preco_custo, preco_compra, categoria_id)
       select 'Produto Reajuste ' || lpad(i::text, 5, '0'), round(9.90 + (i * 37 % 50000) / 100.0, 2),
              round((9.90 + (i * 37 % 50000) / 100.0) * 0.3, 2), round((9.90 + (i * 37 % 50000) / 100.0) * 0.1, 2), $1
         from generate_series(1, $2) i`,
      [c.id, PRODUTOS],
    );
    await client.query('analyze public.produtos; analyze public.precos_historico');
    return Number(c.id);
  });
  const selecao = { categoria_id: categoria, todos: true, ids: [] };
  const regra = { tipo: 'percentual', valor: 10, arredondamento: '90' };
  const linhas: { etapa: string; ms: number; orcamento_ms: number; ok: string }[] = [];

  try {
    // Preview: the first page and the last, RODADAS times each (the first call warms the plans).
    const ultima = Math.ceil(PRODUTOS / POR_PAGINA);
    for (const pagina of [1, ultima]) {
      const tempos: number[] = [];
      for (let i = 0; i < RODADAS; i++) {
        const r = await rpc(stack, token, 'gestor_preco_previa', { p_selecao: selecao, p_regra: regra, p_pagina: pagina, p_por_pagina: POR_PAGINA });
        tempos.push(r.ms);
        const previa = r.corpo as { total?: number; alterados?: number; erro?: string | null; linhas?: unknown[] };
        if (r.status !== 200 || previa.total !== PRODUTOS || previa.alterados !== PRODUTOS || previa.erro !== null || previa.linhas?.length !== POR_PAGINA) {
          falhas.push(`prévia página ${pagina}: ${r.status} ${JSON.stringify({ ...previa, linhas: previa.linhas?.length })}`);
          break;
        }
      }
      const pior = Math.max(...tempos);
      linhas.push({ etapa: `prévia, página ${pagina} de ${ultima} (pior de ${tempos.length})`, ms: Math.round(pior), orcamento_ms: ORCAMENTO_PREVIA_MS, ok: pior <= ORCAMENTO_PREVIA_MS ? 'ok' : 'ESTOUROU' });
      if (pior > ORCAMENTO_PREVIA_MS) falhas.push(`prévia página ${pagina}: ${pior.toFixed(0)} ms > ${ORCAMENTO_PREVIA_MS} ms`);
    }

    // Apply, then check every price, every history row and the batch against SQL.
    const aplicar = await rpc(stack, token, 'gestor_preco_aplicar', { p_selecao: selecao, p_regra: regra, p_motivo: 'Benchmark' });
    linhas.push({ etapa: `aplicar (${PRODUTOS} produtos)`, ms: Math.round(aplicar.ms), orcamento_ms: ORCAMENTO_APLICAR_MS, ok: aplicar.ms <= ORCAMENTO_APLICAR_MS ? 'ok' : 'ESTOUROU' });
    if (aplicar.status !== 200) throw new Error(`gestor_preco_aplicar falhou: ${aplicar.status} ${JSON.stringify(aplicar.corpo)}`);
    if (aplicar.ms > ORCAMENTO_APLICAR_MS) falhas.push(`aplicar: ${aplicar.ms.toFixed(0)} ms > ${ORCAMENTO_APLICAR_MS} ms`);
    const lote = Number(aplicar.corpo.lote_id);
    const conferencia = await withClient(stack.databaseUrl, async (client) =>
      (
        await client.query<{ errados: number; historico: number; lote_produtos: number }>(
          `select (select count(*) from public.produtos p
                    join public.precos_historico h on h.produto_id = p.id and h.preco_anterior is null
                   where p.categoria_id = $1
                     and p.preco_venda <> ceil(round(h.preco_novo * 1.10, 2) - 0.90) + 0.90)::int errados,
                  (select count(*) from public.precos_historico where lote_id = $2 and motivo = 'Benchmark')::int historico,
                  (select produtos from public.lotes_preco where id = $2) lote_produtos`,
          [categoria, lote],
        )
      ).rows[0],
    );
    if (conferencia.errados !== 0 || conferencia.historico !== PRODUTOS || conferencia.lote_produtos !== PRODUTOS) {
      falhas.push(`aplicar: ${conferencia.errados} preços errados, ${conferencia.historico} linhas de histórico, lote com ${conferencia.lote_produtos} produtos (esperados 0, ${PRODUTOS}, ${PRODUTOS})`);
    }

    const reverter = await rpc(stack, token, 'gestor_preco_reverter', { p_lote_id: lote });
    linhas.push({ etapa: `reverter (${PRODUTOS} produtos)`, ms: Math.round(reverter.ms), orcamento_ms: ORCAMENTO_APLICAR_MS, ok: reverter.ms <= ORCAMENTO_APLICAR_MS ? 'ok' : 'ESTOUROU' });
    if (reverter.status !== 200) throw new Error(`gestor_preco_reverter falhou: ${reverter.status} ${JSON.stringify(reverter.corpo)}`);
    if (reverter.ms > ORCAMENTO_APLICAR_MS) falhas.push(`reverter: ${reverter.ms.toFixed(0)} ms > ${ORCAMENTO_APLICAR_MS} ms`);
    const foraDoLugar = await withClient(stack.databaseUrl, async (client) =>
      (
        await client.query<{ n: number }>(
          `select count(*)::int n from public.produtos p
             join public.precos_historico h on h.produto_id = p.id and h.preco_anterior is null
            where p.categoria_id = $1 and p.preco_venda <> h.preco_novo`,
          [categoria],
        )
      ).rows[0].n,
    );
    if (foraDoLugar !== 0) falhas.push(`reverter: ${foraDoLugar} produtos fora do preço de antes do lote`);
  } finally {
    await withClient(stack.databaseUrl, (client) => client.query('update public.produtos set ativo = false where categoria_id = $1', [categoria]));
  }

  console.table(linhas);
  console.log(machineLoad());
  for (const falha of falhas) console.error(falha);
  console.log(`orçamento do Gestor de Preço (${PRODUTOS} produtos: prévia ≤ ${ORCAMENTO_PREVIA_MS} ms, aplicar ≤ ${ORCAMENTO_APLICAR_MS} ms, preços e histórico conferidos): ${falhas.length === 0 ? 'ok' : 'ESTOUROU'}`);
  return falhas.length === 0;
}
