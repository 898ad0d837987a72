// DESIGN "Back-office house rules": every remote injects its endpoints into the one RTK Query api of
// the page, so two remotes naming an endpoint alike would silently replace each other's. Every name
// must be unique across shared-ui and the remotes.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/apps.ts';

/**
 * `    listClientes: build.query<...>(` -> listClientes, and a register's names for the kit's builders
 * (`listaEndpoints` in shared-ui/src/platform/listaEndpoints.ts): `    listCategoriasCadastro: categorias.list,` -> listCategoriasCadastro.
 */
const ENDPOINT = /^\s*(\w+)\s*:\s*(?:build\.(?:query|mutation|infiniteQuery)\b|\w+\.(?:list|get|create|update|delete),)/gm;
/**
 * `namedEndpoints(listaEndpoints(build, { … }), 'Cliente', 'Clientes')` and
 * `registerApi({ … }, 'Cliente', 'Clientes')` -> listClientes, getCliente, createCliente, …
 */
const NAMED = /(?:namedEndpoints\(\s*listaEndpoints\([\s\S]*?\}\)|registerApi\(\s*\{[\s\S]*?\})\s*,\s*'(\w+)'\s*,\s*'(\w+)'/g;
/** The kit that builds a register's endpoints: its own `list:`, `get:`… are the builders, not names in the api. */
const KIT = join('shared-ui', 'src', 'platform', 'listaEndpoints.ts');
const namedBy = (one: string, many: string) => [`list${many}`, `get${one}`, `create${one}`, `update${one}`, `delete${one}`];

async function endpointsByFile(): Promise<Map<string, string[]>> {
  const roots = ['shared-ui', ...(await readdir(REPO_ROOT)).filter((dir) => dir.startsWith('mfe-'))].map((dir) => join(dir, 'src'));
  const files: string[] = [];
  for (const root of roots) {
    for (const file of await readdir(join(REPO_ROOT, root), { recursive: true })) {
      if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)) files.push(join(root, file));
    }
  }
  const found = new Map<string, string[]>();
  for (const file of files) {
    const text = await readFile(join(REPO_ROOT, file), 'utf8');
    if (file === KIT || !/injectEndpoints|registerApi\(/.test(text)) continue;
    found.set(file, [...[...text.matchAll(ENDPOINT)].map((m) => m[1]), ...[...text.matchAll(NAMED)].flatMap((m) => namedBy(m[1], m[2]))]);
  }
  return found;
}

describe('RTK Query endpoint names', () => {
  it('are unique across shared-ui and every remote', async () => {
    const byFile = await endpointsByFile();
    const owners = new Map<string, string[]>();
    for (const [file, names] of byFile) for (const name of names) owners.set(name, [...(owners.get(name) ?? []), file]);
    const repeated = [...owners].filter(([, files]) => files.length > 1);
    expect(repeated).toEqual([]);
    // The scan itself works: the registers' endpoints are found.
    expect([...owners.keys()]).toEqual(
      expect.arrayContaining(['listClientes', 'deleteCliente', 'listFornecedores', 'getFornecedor', 'listCategoriasCadastro', 'getCatalogo']),
    );
  });
});
