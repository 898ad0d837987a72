/**
 * A remote's init() loads only the shares its start-up chunks import.
 *
 * The federation plugin (@module-federation/vite 1.23) decides which shares a remote "materializes"
 * at init from the imports it saw while transforming, before tree-shaking. The catalogue imports
 * `@loja/shared-ui`, whose index reaches the form kit, so its init fetched yup, formik, the alert
 * dialog and the account forms from the shell on every /catalogo, though no chunk of the catalogue
 * kept a line of them. The plugin's own `lazy-consume-only-shares` step already leaves to their
 * `import()` the shares only a lazy chunk imports; it does not know about shares no chunk imports.
 *
 * This step reads the final chunk graph instead: a share whose loadShare wrapper is in no chunk
 * statically reachable from an entry (remoteEntry, the exposes, the standalone page) joins the
 * plugin's lazy list (`__mfLazyShares` in the local shared import map). A lazy share is not loaded
 * by init; if a lazy chunk imports it, the plugin's wrapped `import()` loads it first (from the
 * shell, the same singleton). The build fails if the generated code no longer has the shape this
 * relies on, rather than silently loading everything again.
 */
import type { Plugin } from 'vite';

const PLUGIN = 'loja:remote-startup-shares';
/** The plugin's placeholder, left as is when its own graph found no lazy share. */
const PLACEHOLDER = '"__MF_LAZY_CONSUME_ONLY_SHARES__"';
const LAZY_ASSIGNMENT = /(\b__mfLazyShares\s*=\s*)(\[[^\]]*\]|"__MF_LAZY_CONSUME_ONLY_SHARES__")/;
const CONSUME_ONLY_KEY = /\b__mfConsumeOnly\(\s*"([^"]+)"/g;

/** The chunk fields this step reads (a subset of Rollup's and Rolldown's RenderedChunk). */
export interface ChunkInfo {
  isEntry: boolean;
  imports: readonly string[];
  moduleIds: readonly string[];
}

/** The federation plugin's file-name encoding of a share key (its `packageNameEncode`). */
export function encodeShareKey(key: string): string {
  return key.replace(/@/g, '_mf_0_').replace(/\//g, '_mf_1_').replace(/-/g, '_mf_2_').replace(/\./g, '_mf_3_');
}

const WRAPPER_ID = /__loadShare__(.+?)__loadShare__/;

/** The encoded share names of the loadShare wrappers in the chunks statically reachable from an entry, and in all chunks. */
export function wrappersInChunks(chunks: Readonly<Record<string, ChunkInfo>>): { startup: Set<string>; all: Set<string> } {
  const wrappers = (chunk: ChunkInfo) =>
    chunk.moduleIds.map((id) => WRAPPER_ID.exec(id)?.[1]).filter((name): name is string => name !== undefined);
  const all = new Set(Object.values(chunks).flatMap(wrappers));
  const startup = new Set<string>();
  const visited = new Set<string>();
  const queue = Object.entries(chunks)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([fileName]) => fileName);
  while (queue.length > 0) {
    const fileName = queue.pop() as string;
    if (visited.has(fileName)) continue;
    visited.add(fileName);
    const chunk = chunks[fileName];
    if (!chunk) continue;
    for (const name of wrappers(chunk)) startup.add(name);
    queue.push(...chunk.imports);
  }
  return { startup, all };
}

/**
 * Rewrites the lazy list in the import map chunk's code: every consume-only share whose wrapper is
 * in no start-up chunk. Throws when the code lacks the list or the share entries, when a wrapper in
 * the bundle matches no share of the map, or when the plugin already called lazy a share this
 * graph says is needed at start-up.
 */
export function rewriteLazyShares(
  code: string,
  wrappers: { startup: ReadonlySet<string>; all: ReadonlySet<string> },
): { code: string; lazy: string[] } {
  const assignment = LAZY_ASSIGNMENT.exec(code);
  if (!assignment) throw new Error('a lista __mfLazyShares não está no mapa de shares gerado');
  const keys = [...code.matchAll(CONSUME_ONLY_KEY)].map((match) => match[1]);
  if (keys.length === 0) throw new Error('nenhuma entrada __mfConsumeOnly("<share>", ...) no mapa de shares gerado');
  if (wrappers.all.size === 0) throw new Error('nenhum módulo __loadShare__<share>__loadShare__ nos chunks (os ids mudaram?)');
  const encoded = new Set(keys.map(encodeShareKey));
  const unknown = [...wrappers.all].filter((name) => !encoded.has(name));
  if (unknown.length > 0) throw new Error(`wrappers de share sem entrada no mapa: ${unknown.join(', ')}`);
  const current: unknown = assignment[2] === PLACEHOLDER ? [] : JSON.parse(assignment[2]);
  if (!Array.isArray(current)) throw new Error(`__mfLazyShares não é uma lista: ${assignment[2]}`);
  const lazy = keys.filter((key) => !wrappers.startup.has(encodeShareKey(key))).sort();
  const contradicted = current.filter((key) => !lazy.includes(String(key)));
  if (contradicted.length > 0) {
    throw new Error(`o plugin marcou como lazy ${contradicted.join(', ')}, que um chunk inicial importa`);
  }
  const start = assignment.index + assignment[1].length;
  return { code: code.slice(0, start) + JSON.stringify(lazy) + code.slice(start + assignment[2].length), lazy };
}

/** The Vite plugin: put it after `federation()` in a remote's production build. */
export function remoteStartupShares(): Plugin {
  return {
    name: PLUGIN,
    enforce: 'post',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.moduleIds.some((id) => id.includes('virtual:mf-localSharedImportMap'))) return null;
      const chunks = meta?.chunks as Readonly<Record<string, ChunkInfo>> | undefined;
      if (!chunks) this.error(`${PLUGIN}: renderChunk sem meta.chunks (o grafo de chunks é necessário).`);
      try {
        const rewritten = rewriteLazyShares(code, wrappersInChunks(chunks));
        return { code: rewritten.code, map: null };
      } catch (error) {
        this.error(`${PLUGIN}: ${(error as Error).message} (${chunk.fileName}).`);
      }
    },
  };
}
