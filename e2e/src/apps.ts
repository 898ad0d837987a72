// The five frontend builds the suite serves, where their dist lives, and the config.json key of each
// remote: all from the one list of remotes, tooling/remotes.json.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_APPS, SHELL_APP, type RemoteName } from '../../tooling/remotes.ts';

export { REMOTE_NAMES, SECTIONS, BACK_OFFICE_SECTIONS, type RemoteName } from '../../tooling/remotes.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ARTIFACTS_DIR = join(REPO_ROOT, 'e2e', '.artifacts');

/** config.json `remotes` key -> workspace directory (catalog -> mfe-catalog, ...). */
export const REMOTES = Object.fromEntries(REMOTE_APPS.map((app) => [app.name, app.workspace])) as Record<RemoteName, string>;

export const SHELL_DIR = SHELL_APP.workspace;

export const distOf = (workspaceDir: string): string => join(REPO_ROOT, workspaceDir, 'dist');
