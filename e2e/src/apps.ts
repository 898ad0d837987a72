// The five frontend builds the suite serves, where their dist lives, and the config.json key of each remote.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ARTIFACTS_DIR = join(REPO_ROOT, 'e2e', '.artifacts');

/** config.json `remotes` key -> workspace directory (DESIGN: catalog, cadastros, estoque, placeholders). */
export const REMOTES = {
  catalog: 'mfe-catalog',
  cadastros: 'mfe-cadastros',
  estoque: 'mfe-estoque',
  placeholders: 'mfe-placeholders',
} as const;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export const SHELL_DIR = 'shell';

export const distOf = (workspaceDir: string): string => join(REPO_ROOT, workspaceDir, 'dist');
