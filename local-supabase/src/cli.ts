/**
 * `npm run supabase [-- --reset]`: the local Supabase-compatible backend on its own.
 * Prints where everything is and the demo logins; Ctrl-C stops every child and keeps the data.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_LOGINS } from './demo-logins.ts';
import { StackError } from './errors.ts';
import { startStack } from './stack.ts';

const reset = process.argv.includes('--reset');

async function main(): Promise<void> {
  console.log(reset ? 'Recriando o banco local a partir do seed...' : 'Iniciando o Supabase local...');
  const stack = await startStack({
    reset,
    demoDay: true,
    log: (line) => console.log(line),
    onCrash: (message) => {
      console.error(`\n✖ ${message}`);
      void stack.stop().finally(() => process.exit(1));
    },
  });
  const { config } = stack;

  // The frontend reads this at runtime (no URL or key is baked into a build).
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(
    join(config.dataDir, 'frontend-config.json'),
    JSON.stringify({ supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey }, null, 2),
  );

  console.log(`
Supabase local pronto
  API URL       ${stack.url}   (REST ${stack.url}/rest/v1, Auth ${stack.url}/auth/v1, Storage ${stack.url}/storage/v1)
  Caixa de e-mail ${stack.url}/mailbox
  Banco         ${stack.databaseUrl}
  anon key      ${stack.anonKey}
  service_role  ${stack.serviceKey}

Logins de demonstração:
${DEMO_LOGINS.map((l) => `  ${l.label.padEnd(26)} ${l.email.padEnd(30)} senha ${l.password}`).join('\n')}

Ctrl-C para parar (os dados ficam em ${config.dataDir}).`);

  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nParando o Supabase local...');
    void stack.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  const message = error instanceof StackError ? error.message : `Falha inesperada: ${String(error)}`;
  console.error(`✖ ${message}`);
  process.exit(1);
});
