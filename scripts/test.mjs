// `npm test`: the whole suite, sized for a 2-core machine. First, side by side (each is mostly one
// core or mostly waiting): lint, one type-check of every workspace (`tsc -b`, project references in
// tsconfig.json) and one local Supabase stack. Then each workspace's tests, one workspace at a time,
// all sharing that stack through LOJA_TEST_STACK (local-supabase keeps its own: its tests set the
// backend's own limits). At the end, a table of each step's time; Ctrl-C stops everything.
//
//   npm test                        everything
//   npm test -- shell mfe-estoque   only those workspaces' tests (no lint, no type-check)
import { fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces;
/** Workspaces whose tests start their own stack whatever the runner does (see the header). */
const OWN_STACK = new Set(['local-supabase']);
const SHARED_STACK_ENV = 'LOJA_TEST_STACK';

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = requested.filter((name) => !WORKSPACES.includes(name));
if (unknown.length) {
  console.error(`✖ Workspace desconhecido: ${unknown.join(', ')}. Os workspaces são: ${WORKSPACES.join(', ')}.`);
  process.exit(2);
}
const selected = requested.length ? WORKSPACES.filter((name) => requested.includes(name)) : WORKSPACES;
const everything = requested.length === 0;

/** @type {{ step: string, seconds: number, ok: boolean, note?: string }[]} */
const results = [];
/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
const seconds = (since) => (Date.now() - since) / 1000;

/**
 * Runs a command and records its time. `quiet` buffers its output and prints it once it ends, so
 * the steps that run side by side do not interleave their lines.
 */
function run(step, command, args, { cwd = ROOT, env = process.env, quiet = false } = {}) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    children.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const finish = (ok, note) => {
      children.delete(child);
      if (quiet && output.trim()) process.stdout.write(`\n── ${step} ──\n${output}`);
      const result = { step, seconds: seconds(started), ok, note };
      results.push(result);
      // One line as each step ends, so a run cut short still tells where the time went.
      console.log(`${ok ? '✓' : '✖'} ${step}: ${result.seconds.toFixed(1).replace('.', ',')} s${ok ? '' : ` (FALHOU${note ? `, ${note}` : ''})`}`);
      done(ok);
    };
    child.on('error', (error) => finish(false, error.message));
    child.on('exit', (code, signal) => finish(code === 0, signal ? `parado (${signal})` : code === 0 ? undefined : `código ${code}`));
  });
}

/** Starts the shared stack in a child process; resolves with its description (or an error message). */
function startSharedStack() {
  const started = Date.now();
  return new Promise((done) => {
    const child = fork(join(ROOT, 'local-supabase', 'testing', 'serve-stack.ts'), [], {
      cwd: join(ROOT, 'local-supabase'),
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.add(child);
    const stop = () =>
      new Promise((stopped) => {
        if (child.exitCode !== null || child.signalCode !== null) return stopped();
        child.once('exit', () => stopped());
        if (child.connected) child.send('stop');
        else child.kill('SIGTERM');
      });
    child.on('exit', () => children.delete(child));
    child.once('message', (message) => {
      const ok = Boolean(message?.ready);
      const took = seconds(started);
      results.push({ step: 'stack local (uma vez)', seconds: took, ok, note: ok ? undefined : 'não subiu' });
      console.log(`${ok ? '✓' : '✖'} stack local: ${took.toFixed(1).replace('.', ',')} s`);
      done(ok ? { stack: message.ready, stop } : { error: message?.failed ?? 'resposta inesperada', stop });
    });
    child.once('exit', (code) => done({ error: `o processo do stack saiu (código ${code}) antes de ficar pronto`, stop }));
  });
}

function printTable() {
  const width = Math.max(...results.map((r) => r.step.length), 'etapa'.length);
  const format = (s) => `${s.toFixed(1).replace('.', ',')} s`.padStart(9);
  console.log('\nTempo de cada etapa do npm test:');
  console.log(`  ${'etapa'.padEnd(width)}      tempo  resultado`);
  for (const r of results) console.log(`  ${r.step.padEnd(width)}  ${format(r.seconds)}  ${r.ok ? 'ok' : `FALHOU${r.note ? ` (${r.note})` : ''}`}`);
  console.log(`  ${'total'.padEnd(width)}  ${format(seconds(suiteStarted))}`);
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    for (const child of children) {
      if (child.connected) child.send('stop');
      else child.kill(signal);
    }
  });
}

const suiteStarted = Date.now();
const needsStack = selected.some((name) => !OWN_STACK.has(name));
const stackStarting = needsStack ? startSharedStack() : Promise.resolve(undefined);
// A stack that cannot start (a port taken, as root in a folder PostgreSQL cannot reach) says what to
// do in one line: stop the rest at once instead of after minutes of lint and type-check.
void stackStarting.then((shared) => {
  if (!shared?.error) return;
  console.error(`\n✖ O stack local da suíte não subiu: ${shared.error}`);
  for (const child of children) child.kill('SIGTERM');
});
const [lintOk, typesOk, shared] = await Promise.all([
  everything ? run('lint', 'npm', ['run', 'lint'], { quiet: true }) : true,
  everything ? run('tipos (tsc -b)', 'npx', ['tsc', '-b'], { quiet: true }) : true,
  stackStarting,
]);

let testsOk = true;
if (!shared?.error) {
  const env = shared ? { ...process.env, [SHARED_STACK_ENV]: JSON.stringify(shared.stack) } : process.env;
  for (const workspace of selected) {
    if (interrupted) break;
    console.log(`\n▶ ${workspace}`);
    const ok = await run(workspace, 'npm', ['test', '--workspace', workspace, '--if-present'], { env });
    testsOk &&= ok;
  }
}
await shared?.stop();

printTable();
const ok = lintOk && typesOk && !shared?.error && testsOk && !interrupted;
if (!ok) console.error('\n✖ A suíte falhou: veja acima as etapas marcadas FALHOU.');
process.exit(ok ? 0 : 1);
