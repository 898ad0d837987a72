/**
 * `npm run bench` (backend part): starts its own stack (free ports, temporary data directory) in a
 * child process, runs each suite against it, and exits with 1 when any suite breaks its budget;
 * every suite still runs when an earlier one fails.
 *
 *   tsx bench/index.ts               every suite
 *   tsx bench/index.ts clientes      only the named ones (catalogo, clientes, produtos, estoque, vendas, trocas, financeiro, fluxo-dre, gestor-preco, balanco, promocoes, relatorios)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCatalogo } from './catalogue.ts';
import { benchClientes } from './clientes.ts';
import { benchEstoque } from './estoque.ts';
import { benchFinanceiro } from './financeiro.ts';
import { benchFluxoDre } from './fluxo-dre.ts';
import { benchBalanco } from './balanco.ts';
import { benchGestorPreco } from './gestor-preco.ts';
import { benchProdutos } from './produtos.ts';
import { benchPromocoes } from './promocoes.ts';
import { benchRelatorios } from './relatorios.ts';
import { benchTrocas } from './trocas.ts';
import { benchVendas } from './vendas.ts';
import { startStackProcess, type BenchStack } from './start-stack.ts';

const SUITES: Record<string, (stack: BenchStack) => Promise<boolean>> = {
  catalogo: benchCatalogo,
  clientes: benchClientes,
  produtos: benchProdutos,
  estoque: benchEstoque,
  vendas: benchVendas,
  trocas: benchTrocas,
  financeiro: benchFinanceiro,
  'fluxo-dre': benchFluxoDre,
  'gestor-preco': benchGestorPreco,
  balanco: benchBalanco,
  promocoes: benchPromocoes,
  // Last: its load (relatorios-seed.ts) stays in the temporary database.
  relatorios: benchRelatorios,
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !(name in SUITES));
  if (unknown.length > 0) throw new Error(`Suíte desconhecida: ${unknown.join(', ')} (existem: ${Object.keys(SUITES).join(', ')})`);
  const names = wanted.length > 0 ? wanted : Object.keys(SUITES);

  const began = performance.now();
  const dataDir = await mkdtemp(join(tmpdir(), 'loja-praia-bench-'));
  let stop: (() => Promise<void>) | undefined;
  const verdicts: Record<string, string> = {};
  try {
    const started = await startStackProcess(dataDir);
    stop = started.stop;
    const { stack } = started;
    console.log(`Stack do benchmark em ${stack.url} (PostgREST em ${stack.restUrl}), dados em ${dataDir}`);
    for (const name of names) {
      console.log(`\n=== ${name} ===`);
      try {
        verdicts[name] = (await SUITES[name](stack)) ? 'ok' : 'ESTOUROU';
      } catch (error) {
        console.error(error instanceof Error ? error.message : error);
        verdicts[name] = 'FALHOU';
      }
    }
  } finally {
    await stop?.();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`\nOrçamentos: ${names.map((name) => `${name} ${verdicts[name] ?? 'não rodou'}`).join(', ')}`);
  console.log(`Tempo total do benchmark: ${((performance.now() - began) / 1000).toFixed(0)} s`);
  if (names.some((name) => verdicts[name] !== 'ok')) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
