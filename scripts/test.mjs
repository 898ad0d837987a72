// `npm test`: the whole suite, sized for a 2-core machine: three lanes side by side.
//
//   backend lane: everything that reads or writes the shared stack's rows, one step at a time (the
//                 tests share those rows): each frontend's `integration` project, then the e2e group
//                 that writes the catalogue (`e2e-catalogo`). The longest lane: nothing else goes in it.
//   cpu lane:     the frontend build the e2e serves (first: both e2e groups wait for it), then, at a
//                 lower CPU priority (NICE below), the type-check (`npm run typecheck`: TypeScript 7's
//                 `tsc -b`, every workspace once), lint, local-supabase (its own stack), each
//                 workspace's `unit` project (no backend) and storybook.
//   browser lane: from the end of the build, the other e2e group (`e2e-acesso`, which touches no row
//                 the backend lane's tests count) on the shared stack. The integration projects mostly
//                 wait on the stack, so a third lane fills the cores instead of adding to the length.
//
// Every step that uses the shared stack gets it through LOJA_TEST_STACK. Each step's output is printed
// whole when it ends (lanes would interleave their lines); a line marks each start and end, and a
// table of every step's time closes the run. Ctrl-C stops everything.
//
//   npm test                        everything
//   npm test -- shell mfe-estoque   only those workspaces' tests (no lint, no type-check)
import { fork, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces;
const SHARED_STACK_ENV = 'LOJA_TEST_STACK';

/**
 * Each workspace's tests: which vitest project runs in which lane. A frontend (tooling/vitest.ts) has
 * `unit` and, when it has `*.integration.test.*` files, `integration`.
 * `after: ['build']`: waits for the frontend build (the e2e serve it); in the backend lane such steps
 * also come after every step without it, since the lane runs one step at a time anyway. A workspace
 * missing here runs its `npm test` in the backend lane.
 */
const FRONTEND = [
  { lane: 'cpu', project: 'unit' },
  { lane: 'backend', project: 'integration', needsStack: true },
];
const TESTS = {
  // Its own stack (its tests set the backend's own limits), so it needs no place in the backend lane,
  // which is the longest.
  'local-supabase': [{ lane: 'cpu' }],
  'shared-ui': FRONTEND,
  storybook: [{ lane: 'cpu' }],
  shell: FRONTEND,
  'mfe-catalog': FRONTEND,
  'mfe-cadastros': FRONTEND,
  'mfe-estoque': FRONTEND,
  'mfe-placeholders': FRONTEND,
  'mfe-vendas': FRONTEND,
  e2e: [
    { lane: 'cpu', project: 'unit' },
    { lane: 'backend', project: 'e2e-catalogo', needsStack: true, after: ['build'] },
    // A lane of its own from the end of the build, beside the integration projects, which mostly wait
    // on the stack (mfe-cadastros: 180 s long, 115 s of CPU): the two e2e groups never touch each other's
    // rows (e2e/vitest.config.ts), and e2e-acesso touches no row an integration test counts.
    { lane: 'browser', project: 'e2e-acesso', needsStack: true, after: ['build'] },
  ],
};

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = requested.filter((name) => !WORKSPACES.includes(name));
if (unknown.length) {
  console.error(`✖ Workspace desconhecido: ${unknown.join(', ')}. Os workspaces são: ${WORKSPACES.join(', ')}.`);
  process.exit(2);
}
const selected = requested.length ? WORKSPACES.filter((name) => requested.includes(name)) : WORKSPACES;
const everything = requested.length === 0;

/** @type {{ step: string, seconds: number, cpu?: number, ok: boolean, note?: string }[]} */
const results = [];
/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
/** The children's CPU total when a step last ended. */
const cpuAtExit = { last: 0 };
const seconds = (since) => (Date.now() - since) / 1000;

/**
 * CPU seconds used so far by this process's finished children (and their reaped descendants), from
 * /proc (Linux; elsewhere undefined). Read when a step's process exits, the difference is that step's
 * CPU: on 2 cores the suite's length is bound by the sum, whatever runs side by side.
 */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100; // cutime + cstime, in USER_HZ ticks
  } catch {
    return undefined;
  }
}
const format = (s) => `${s.toFixed(1).replace('.', ',')} s`;

/**
 * CPU priority (`nice`) of the steps off the critical path. The backend lane is one step after another
 * and each of its steps mostly waits for a core, not for the stack (mfe-cadastros' integration: 72 s
 * alone, 171 s beside the other lanes, for the same 65 s of CPU): its steps run at the normal priority
 * and the cpu lane's steps below it, so they take the cores only when the backend and browser lanes
 * leave them idle, and the suite ends when the CPU is spent rather than when the chain of waits ends.
 * Steps with wall-clock limits (tests: 20-30 s per test) get a milder priority than the type-check and
 * lint, which have none: at nice 10 against two busy lanes a process gets ~10 % of a core, and a form
 * test that needs 3 s of CPU would pass its limit. Linux and macOS (`nice`); elsewhere no change.
 */
const NICE = { checks: 10, tests: 5 };
const canNice = process.platform !== 'win32';

/** Runs a command, buffers its output (printed whole when it ends) and records its time. */
function run(step, command, args, { cwd = ROOT, env = process.env, nice = 0 } = {}) {
  const started = Date.now();
  console.log(`▶ ${step}`);
  return new Promise((done) => {
    const [file, argv] = nice && canNice ? ['nice', ['-n', String(nice), command, ...args]] : [command, args];
    const child = spawn(file, argv, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const finish = (ok, note) => {
      children.delete(child);
      if (output.trim()) process.stdout.write(`\n── ${step} ──\n${output}\n`);
      const cpuAfter = childrenCpuSeconds();
      const cpu = cpuAfter === undefined ? undefined : cpuAfter - cpuAtExit.last;
      if (cpuAfter !== undefined) cpuAtExit.last = cpuAfter;
      const result = { step, seconds: seconds(started), cpu, ok, note };
      results.push(result);
      console.log(`${ok ? '✓' : '✖'} ${step}: ${format(result.seconds)}${ok ? '' : ` (FALHOU${note ? `, ${note}` : ''})`}`);
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
      console.log(`${ok ? '✓' : '✖'} stack local: ${format(took)}`);
      done(ok ? { stack: message.ready, stop } : { error: message?.failed ?? 'resposta inesperada', stop });
    });
    child.once('exit', (code) => done({ error: `o processo do stack saiu (código ${code}) antes de ficar pronto`, stop }));
  });
}

/** Whether a frontend workspace has integration files (vitest fails a project with no files). */
function hasIntegrationTests(workspace) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).some((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : /\.integration\.test\.tsx?$/.test(entry.name),
    );
  try {
    return walk(join(ROOT, workspace, 'src'));
  } catch {
    return false;
  }
}

function printTable() {
  const width = Math.max(...results.map((r) => r.step.length), 'servidor do stack (CPU de todas as etapas)'.length);
  console.log('\nTempo de cada etapa do npm test (as três raias correm lado a lado):');
  console.log(`  ${'etapa'.padEnd(width)}      tempo        CPU  resultado`);
  const cpu = (r) => (r.cpu === undefined ? '' : format(r.cpu)).padStart(9);
  for (const r of results) console.log(`  ${r.step.padEnd(width)}  ${format(r.seconds).padStart(9)}  ${cpu(r)}  ${r.ok ? 'ok' : `FALHOU${r.note ? ` (${r.note})` : ''}`}`);
  const total = childrenCpuSeconds();
  // What no step's exit counted: the shared stack's processes, which serve every step and end last.
  const counted = results.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
  if (total !== undefined) console.log(`  ${'servidor do stack (CPU de todas as etapas)'.padEnd(width)}  ${''.padStart(9)}  ${cpu({ cpu: total - counted })}`);
  console.log(`  ${'total (relógio)'.padEnd(width)}  ${format(seconds(suiteStarted)).padStart(9)}  ${cpu({ cpu: total })}`);
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

/** A promise with its resolve, for "after" dependencies between the lanes. */
function milestone() {
  let reach;
  const reached = new Promise((resolve) => (reach = resolve));
  return { reached, reach };
}

const suiteStarted = Date.now();
const plan = selected.flatMap((workspace) =>
  (TESTS[workspace] ?? [{ lane: 'backend', needsStack: true }])
    .filter((t) => t.project !== 'integration' || hasIntegrationTests(workspace))
    .map((t) => ({ workspace, ...t })),
);
const needsStack = plan.some((t) => t.needsStack);
const needsBuild = plan.some((t) => t.after?.includes('build'));
const stackStarting = needsStack ? startSharedStack() : Promise.resolve(undefined);
// A stack that cannot start (a port taken, as root in a folder PostgreSQL cannot reach) says what to
// do in one line: stop the rest at once instead of after minutes of lint and type-check.
void stackStarting.then((shared) => {
  if (!shared?.error) return;
  console.error(`\n✖ O stack local da suíte não subiu: ${shared.error}`);
  interrupted = true;
  for (const child of children) child.kill('SIGTERM');
});

const milestones = { build: milestone() };
if (!needsBuild) milestones.build.reach(true);

/** Runs one workspace's vitest project (or its whole `npm test`) in its lane. */
async function runTests(t) {
  for (const name of t.after ?? []) await milestones[name].reached;
  if (interrupted) return false;
  let env = process.env;
  if (t.needsStack) {
    const shared = await stackStarting;
    if (!shared || shared.error) return false;
    env = { ...process.env, [SHARED_STACK_ENV]: JSON.stringify(shared.stack) };
  }
  const cwd = join(ROOT, t.workspace);
  const nice = t.lane === 'cpu' ? NICE.tests : 0;
  if (!t.project) {
    return run(t.workspace, 'npm', ['test', '--workspace', t.workspace, '--if-present'], { env, nice });
  }
  // One worker: the other lanes keep the second core busy, and another process would only make each
  // test slower (typing tests near their timeout on a loaded machine).
  const workers = t.lane === 'cpu' && t.project === 'unit' ? ['--maxWorkers', '1'] : [];
  return run(`${t.workspace} (${t.project})`, 'npx', ['vitest', 'run', '--project', t.project, ...workers], { cwd, env, nice });
}

/** Runs steps one after another; every step runs even when an earlier one failed (the table tells all). */
async function lane(steps) {
  let ok = true;
  for (const step of steps) {
    if (interrupted) return false;
    ok = (await step()) && ok;
  }
  return ok;
}

const inLane = (name) => plan.filter((t) => t.lane === name);
// What needs no build first (the stack's own tests, the integration projects) while the build runs.
const backendSteps = [...inLane('backend').filter((t) => !t.after), ...inLane('backend').filter((t) => t.after)];
const backendLane = lane(backendSteps.map((t) => () => runTests(t)));
// The build first and at the normal priority: both e2e groups wait for it.
const cpuLane = lane([
  ...(needsBuild
    ? [
        async () => {
          const ok = await run('build dos frontends (e2e)', 'npm', ['run', 'build:apps', '--workspace', 'e2e']);
          milestones.build.reach(ok);
          return ok;
        },
      ]
    : []),
  ...(everything ? [() => run('tipos (tsc -b)', 'npm', ['run', 'typecheck'], { nice: NICE.checks })] : []),
  ...(everything ? [() => run('lint', 'npm', ['run', 'lint'], { nice: NICE.checks })] : []),
  ...inLane('cpu').map((t) => () => runTests(t)),
]);

const browserLane = lane(inLane('browser').map((t) => () => runTests(t)));

const [backendOk, cpuOk, browserOk] = await Promise.all([backendLane, cpuLane, browserLane]);
const shared = await stackStarting;
await shared?.stop();

printTable();
const ok = backendOk && cpuOk && browserOk && !shared?.error && !interrupted;
if (!ok) console.error('\n✖ A suíte falhou: veja acima as etapas marcadas FALHOU.');
process.exit(ok ? 0 : 1);
