/**
 * Balanço (one suite of `npm run bench`, see index.ts; issue 27, "Speed"): "a balanço of 5,000 grades
 * with 20,000 scans from 8 concurrent counters: every scan p95 ≤ 100 ms, no scan lost, Aplicar ≤ 5 s".
 *
 * 1,000 products of one category with 5 grades each (5,000 grades, each with its own code), their stock
 * entered in the ledger (0 to 9 units each). Eight funcionário logins (created by SQL, tokens signed as
 * the auth service signs them) open nothing: the demo funcionário opens a balanço of the category, and
 * the eight scan through the gateway (registrar_contagem with the grade's code) from one shared queue of
 * 20,000 scans: 16,000 over all grades and 4,000 on 10 "hot" grades every counter hits (the contention
 * of one row). Every answer must be 200; afterwards every grade's count must equal the scans sent for
 * it (no scan lost). Then aplicar_balanco through the gateway; it must write one movement per grade
 * whose count differs from its stock, and every bench product's ledger (entradas − saídas) must equal
 * its stock, per product and per grade. Everything the suite created is removed at the end.
 */
import { randomUUID } from 'node:crypto';
import { signJwt } from '../src/jwt.ts';
import { machineLoad } from './machine-load.ts';
import { signInAs, withClient } from './session.ts';
import type { BenchStack } from './start-stack.ts';

const PRODUTOS = 1000;
const TAMANHOS = ['P', 'M', 'G', 'GG', 'XG'];
const CONTADORES = 8;
const LEITURAS = 20_000;
const QUENTES = 10;
const LEITURAS_QUENTES = 4_000;
const ORCAMENTO_P95_MS = 100;
const ORCAMENTO_APLICAR_MS = 5_000;
const MARCA = 'BENCHBAL';
const EMAIL = (i: number) => `bench.balanco.${i}@exemplo.com.br`;

interface Resposta {
  status: number;
  corpo: { message?: string; code?: string; [k: string]: unknown };
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

const percentil = (valores: number[], p: number) => {
  const ordenados = [...valores].sort((a, b) => a - b);
  return ordenados[Math.min(ordenados.length - 1, Math.ceil(ordenados.length * p) - 1)] ?? 0;
};

/** A small deterministic generator, so every run scans the same codes in the same order. */
function gerador(semente: number) {
  let s = semente;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

async function limpar(stack: BenchStack): Promise<void> {
  await withClient(stack.databaseUrl, async (client) => {
    // The bench's data only; replica mode skips the triggers that keep stock and guard a balanço's
    // movements, since everything they would keep is deleted together.
    await client.query('begin');
    await client.query(`set local session_replication_role = replica`);
    await client.query(`delete from public.balanco_contagens where produto_id in (select id from public.produtos where codigo_barras like $1)`, [`${MARCA}%`]);
    await client.query(`delete from public.movimentacoes_estoque where produto_id in (select id from public.produtos where codigo_barras like $1)`, [`${MARCA}%`]);
    await client.query(`delete from public.balancos b where b.observacoes = $1`, [MARCA]);
    await client.query(`delete from public.grades_produto where produto_id in (select id from public.produtos where codigo_barras like $1)`, [`${MARCA}%`]);
    await client.query(`delete from public.precos_historico where produto_id in (select id from public.produtos where codigo_barras like $1)`, [`${MARCA}%`]).catch(() => undefined);
    await client.query(`delete from public.produtos where codigo_barras like $1`, [`${MARCA}%`]);
    await client.query(`delete from public.categorias where nome = $1`, [MARCA]);
    await client.query(`delete from public.usuarios where auth_user_id in (select id from auth.users where email like 'bench.balanco.%')`);
    await client.query(`delete from auth.users where email like 'bench.balanco.%'`);
    await client.query('commit');
  });
}

/** 1,000 products × 5 grades with codes and ledger-backed stock; returns each grade's code and id. */
async function semear(stack: BenchStack): Promise<{ categoria: number; grades: { id: number; codigo: string }[] }> {
  return withClient(stack.databaseUrl, async (client) => {
    const { rows: [cat] } = await client.query<{ id: string }>(`insert into public.categorias (nome) values ($1) returning id`, [MARCA]);
    await client.query(
      `insert into public.produtos (nome, codigo_barras, preco_venda, preco_custo, preco_compra, categoria_id)
       select 'Biquíni Balanço ' || n, $1 || lpad(n::text, 5, '0'), 99.9, 10, 20, $2 from generate_series(1, $3) n`,
      [MARCA, cat.id, PRODUTOS],
    );
    await client.query(
      `insert into public.grades_produto (produto_id, cor, tamanho, codigo_barras, estoque_atual)
       select p.id, 'Azul', t.tamanho, p.codigo_barras || '-' || t.tamanho, (p.id * 7 + t.n * 3) % 10
         from public.produtos p cross join unnest($2::text[]) with ordinality as t(tamanho, n)
        where p.codigo_barras like $1 || '%'`,
      [MARCA, TAMANHOS],
    );
    await client.query(
      `insert into public.movimentacoes_estoque (tipo, produto_id, grade_id, quantidade, motivo, observacoes)
       select 'entrada', g.produto_id, g.id, g.estoque_atual, 'Compra', 'Estoque inicial do benchmark'
         from public.grades_produto g join public.produtos p on p.id = g.produto_id
        where p.codigo_barras like $1 || '%' and g.estoque_atual > 0`,
      [MARCA],
    );
    const { rows } = await client.query<{ id: string; codigo: string }>(
      `select g.id, g.codigo_barras codigo from public.grades_produto g join public.produtos p on p.id = g.produto_id
        where p.codigo_barras like $1 || '%' order by g.id`,
      [MARCA],
    );
    return { categoria: Number(cat.id), grades: rows.map((r) => ({ id: Number(r.id), codigo: r.codigo })) };
  });
}

async function criarContadores(stack: BenchStack): Promise<string[]> {
  const ids = Array.from({ length: CONTADORES }, () => randomUUID());
  await withClient(stack.databaseUrl, async (client) => {
    await client.query(
      `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email, now(),
              '{"provider":"email","providers":["email"]}', jsonb_build_object('nome', 'Contador Benchmark ' || u.n), now(), now()
         from unnest($1::uuid[], $2::text[]) with ordinality as u(id, email, n)`,
      [ids, ids.map((_, i) => EMAIL(i))],
    );
    await client.query(`update public.usuarios set tipo = 'funcionario' where auth_user_id = any($1::uuid[])`, [ids]);
  });
  return Promise.all(ids.map((sub) => signJwt({ sub, role: 'authenticated', aud: 'authenticated' }, stack.jwtSecret, 3600)));
}

export async function benchBalanco(stack: BenchStack): Promise<boolean> {
  await limpar(stack);
  const falhas: string[] = [];
  try {
    const inicioSemente = performance.now();
    const { categoria, grades } = await semear(stack);
    const tokens = await criarContadores(stack);
    const dono = await signInAs(stack, 'funcionario');
    console.log(`${grades.length} grades de ${PRODUTOS} produtos semeadas em ${((performance.now() - inicioSemente) / 1000).toFixed(1)} s`);

    const abertura = await rpc(stack, dono, 'abrir_balanco', { p_escopo: 'categoria', p_categoria_id: categoria, p_observacoes: MARCA });
    if (abertura.status !== 200) throw new Error(`abrir_balanco falhou: ${abertura.status} ${JSON.stringify(abertura.corpo)}`);
    const balanco = abertura.corpo.id as number;

    // The queue: 16,000 scans over every grade, 4,000 on the hot ones, shuffled.
    const aleatorio = gerador(27);
    const fila: number[] = [];
    for (let i = 0; i < LEITURAS - LEITURAS_QUENTES; i++) fila.push(Math.floor(aleatorio() * grades.length));
    for (let i = 0; i < LEITURAS_QUENTES; i++) fila.push(i % QUENTES);
    for (let i = fila.length - 1; i > 0; i--) {
      const j = Math.floor(aleatorio() * (i + 1));
      [fila[i], fila[j]] = [fila[j], fila[i]];
    }
    const esperado = new Map<number, number>();
    for (const indice of fila) esperado.set(grades[indice].id, (esperado.get(grades[indice].id) ?? 0) + 1);

    const tempos: number[] = [];
    const erros = new Map<string, number>();
    let proxima = 0;
    const inicioLeituras = performance.now();
    await Promise.all(
      tokens.map(async (token) => {
        while (proxima < fila.length) {
          const grade = grades[fila[proxima++]];
          const r = await rpc(stack, token, 'registrar_contagem', { p_balanco_id: balanco, p_codigo: grade.codigo });
          tempos.push(r.ms);
          if (r.status !== 200) {
            const chave = `${r.status} ${r.corpo.code ?? ''} ${r.corpo.message ?? ''}`;
            erros.set(chave, (erros.get(chave) ?? 0) + 1);
          }
        }
      }),
    );
    const segundosLeituras = (performance.now() - inicioLeituras) / 1000;
    for (const [erro, n] of erros) falhas.push(`${n} leituras recusadas: ${erro}`);

    const contadas = await withClient(stack.databaseUrl, async (client) =>
      (await client.query<{ grade_id: string; quantidade: number }>('select grade_id, quantidade from public.balanco_contagens where balanco_id = $1', [balanco])).rows,
    );
    const porGrade = new Map(contadas.map((c) => [Number(c.grade_id), c.quantidade]));
    const perdidas = [...esperado].reduce((soma, [grade, n]) => soma + Math.max(0, n - (porGrade.get(grade) ?? 0)), 0);
    const totalContado = contadas.reduce((soma, c) => soma + c.quantidade, 0);
    if (perdidas > 0 || totalContado !== LEITURAS) falhas.push(`${perdidas} leituras perdidas; ${totalContado} contadas de ${LEITURAS}`);

    const { divergentes } = await withClient(stack.databaseUrl, async (client) =>
      (await client.query<{ divergentes: number }>(
        `select count(*)::int divergentes from public.balanco_contagens c join public.grades_produto g on g.id = c.grade_id
          where c.balanco_id = $1 and c.quantidade <> g.estoque_atual`,
        [balanco],
      )).rows[0],
    );
    const aplicar = await rpc(stack, dono, 'aplicar_balanco', { p_balanco_id: balanco });
    if (aplicar.status !== 200) falhas.push(`aplicar_balanco falhou: ${aplicar.status} ${JSON.stringify(aplicar.corpo)}`);
    const conferencia = await withClient(stack.databaseUrl, async (client) =>
      (await client.query<{ movimentos: number; produtos_fora: number; grades_fora: number; contagem_fora: number }>(
        `select (select count(*)::int from public.movimentacoes_estoque where balanco_id = $1) movimentos,
                (select count(*)::int from public.produtos p where p.codigo_barras like $2 || '%' and p.estoque_atual <>
                   coalesce((select sum(case m.tipo when 'entrada' then m.quantidade else -m.quantidade end) from public.movimentacoes_estoque m where m.produto_id = p.id), 0)) produtos_fora,
                (select count(*)::int from public.grades_produto g join public.produtos p on p.id = g.produto_id where p.codigo_barras like $2 || '%' and g.estoque_atual <>
                   coalesce((select sum(case m.tipo when 'entrada' then m.quantidade else -m.quantidade end) from public.movimentacoes_estoque m where m.grade_id = g.id), 0)) grades_fora,
                (select count(*)::int from public.balanco_contagens c join public.grades_produto g on g.id = c.grade_id
                  where c.balanco_id = $1 and c.quantidade <> g.estoque_atual) contagem_fora`,
        [balanco, MARCA],
      )).rows[0],
    );
    if (conferencia.movimentos !== divergentes) falhas.push(`${conferencia.movimentos} movimentos de Inventário para ${divergentes} grades com diferença`);
    if (conferencia.produtos_fora || conferencia.grades_fora) falhas.push(`razão ≠ estoque em ${conferencia.produtos_fora} produtos e ${conferencia.grades_fora} grades`);
    if (conferencia.contagem_fora) falhas.push(`${conferencia.contagem_fora} grades contadas com estoque diferente do contado depois de aplicar`);

    const p95 = percentil(tempos, 0.95);
    if (p95 > ORCAMENTO_P95_MS) falhas.push(`p95 da leitura ${p95.toFixed(0)} ms > ${ORCAMENTO_P95_MS} ms`);
    if (aplicar.ms > ORCAMENTO_APLICAR_MS) falhas.push(`Aplicar ${aplicar.ms.toFixed(0)} ms > ${ORCAMENTO_APLICAR_MS} ms`);

    console.log(`\nBalanço de ${grades.length} grades: ${LEITURAS} leituras de ${CONTADORES} contadores simultâneos (${LEITURAS_QUENTES} em ${QUENTES} grades disputadas), registrar_contagem e aplicar_balanco pelo gateway; ${machineLoad()}`);
    console.table([
      { medida: 'leitura (registrar_contagem) p50', valor: `${percentil(tempos, 0.5).toFixed(1)} ms`, orcamento: '' },
      { medida: 'leitura p95', valor: `${p95.toFixed(1)} ms`, orcamento: `≤ ${ORCAMENTO_P95_MS} ms` },
      { medida: 'leitura p99', valor: `${percentil(tempos, 0.99).toFixed(1)} ms`, orcamento: '' },
      { medida: 'leituras por segundo', valor: (LEITURAS / segundosLeituras).toFixed(0), orcamento: '' },
      { medida: 'leituras perdidas', valor: String(perdidas), orcamento: '0' },
      { medida: 'leituras recusadas', valor: String([...erros.values()].reduce((a, b) => a + b, 0)), orcamento: '0' },
      { medida: `Aplicar (${conferencia.movimentos} movimentos)`, valor: `${aplicar.ms.toFixed(0)} ms`, orcamento: `≤ ${ORCAMENTO_APLICAR_MS} ms` },
      { medida: 'razão ≠ estoque (produtos/grades)', valor: `${conferencia.produtos_fora}/${conferencia.grades_fora}`, orcamento: '0/0' },
    ]);
  } finally {
    await limpar(stack);
  }
  for (const falha of falhas) console.error(falha);
  console.log(`orçamento do Balanço (leitura p95 ≤ ${ORCAMENTO_P95_MS} ms, nenhuma leitura perdida, Aplicar ≤ ${ORCAMENTO_APLICAR_MS / 1000} s, razão = estoque): ${falhas.length === 0 ? 'ok' : 'ESTOUROU'}`);
  return falhas.length === 0;
}
