/**
 * The development default of the frontend builds and of which remote serves which base path
 * (section), read by the build (tooling/federation.ts, tooling/vite.ts), a remote's standalone entry,
 * `npm start` (scripts/start.mjs reads remotes.json itself: it is plain Node) and e2e
 * (e2e/src/apps.ts). The shell does NOT read it: `npm start` and the suite write its remotes and
 * sections into config.json, which the shell reads at runtime (issue 23 §1), so a deployment adds or
 * moves a remote without a shell release. The data is remotes.json; this wrapper types and checks it.
 * What a section contains (menu entries, hub cards, bottom-bar icon) is not here: each remote says
 * that in its own `./navigation`.
 */
import data from './remotes.json';

/** A remote's key in config.json `remotes` and its Module Federation name. */
export type RemoteName = keyof typeof data.remotes;

export interface FrontendApp {
  /** Workspace directory at the repository root. */
  workspace: string;
  /** Default port of `npm start` and `npm run dev`, overridden by the `portEnv` variable. */
  port: number;
  portEnv: string;
}

export interface RemoteApp extends FrontendApp {
  name: RemoteName;
}

/** Storefront sections are public pages outside the back-office layout; back-office ones need staff. */
export type SectionLayout = 'storefront' | 'back-office';

export interface Section {
  /** The base path without slashes: the remote's routes are mounted at `/<path>/*`. */
  path: string;
  /** The section's name in the menus (the specification's top menu). */
  label: string;
  remote: RemoteName;
  layout: SectionLayout;
  /** One of the five entries of the phone's bottom bar. */
  bottomBar: boolean;
  /** Other remotes that add pages to it (`./navigation` `contributions`; Relatórios, issue 28). */
  pagesFrom?: RemoteName[];
}

export const SHELL_APP: FrontendApp = data.shell;

export const REMOTE_NAMES = Object.keys(data.remotes) as RemoteName[];

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as string[]).includes(name);

export const REMOTE_APPS: readonly RemoteApp[] = REMOTE_NAMES.map((name) => ({ name, ...data.remotes[name] }));

function checkSection(raw: (typeof data.sections)[number], index: number): Section {
  const { path, label, remote, layout } = raw;
  if (!isRemoteName(remote)) throw new Error(`tooling/remotes.json sections[${index}]: remoto desconhecido "${remote}".`);
  if (layout !== 'storefront' && layout !== 'back-office') throw new Error(`tooling/remotes.json sections[${index}]: layout "${layout}".`);
  if (!/^[a-z0-9-]+$/.test(path)) throw new Error(`tooling/remotes.json sections[${index}]: caminho "${path}".`);
  const pagesFrom = 'pagesFrom' in raw ? raw.pagesFrom : undefined;
  for (const other of pagesFrom ?? []) {
    if (!isRemoteName(other)) throw new Error(`tooling/remotes.json sections[${index}]: pagesFrom com remoto desconhecido "${other}".`);
  }
  return { path, label, remote, layout, bottomBar: 'bottomBar' in raw && raw.bottomBar === true, ...(pagesFrom ? { pagesFrom: pagesFrom as RemoteName[] } : {}) };
}

/** Every section, in the order of the specification's top menu (storefront ones first). */
export const SECTIONS: readonly Section[] = data.sections.map(checkSection);

const paths = SECTIONS.map((s) => s.path);
const repeated = paths.find((path, i) => paths.indexOf(path) !== i);
if (repeated) throw new Error(`tooling/remotes.json: a seção "${repeated}" aparece duas vezes.`);

export const BACK_OFFICE_SECTIONS = SECTIONS.filter((s) => s.layout === 'back-office');
export const STOREFRONT_SECTIONS = SECTIONS.filter((s) => s.layout === 'storefront');

/** The sections one remote serves. */
export const sectionsOf = (remote: RemoteName): Section[] => SECTIONS.filter((s) => s.remote === remote);

/** The section a path is under (`/cadastros/clientes/3/editar` -> cadastros), if any. */
export function sectionOfPath(pathname: string): Section | undefined {
  const first = pathname.split('/')[1] ?? '';
  return SECTIONS.find((s) => s.path === first);
}

/** The remotes that own at least one back-office section: the ones whose `./navigation` the shell reads. */
export const BACK_OFFICE_REMOTES: readonly RemoteName[] = REMOTE_NAMES.filter((name) =>
  BACK_OFFICE_SECTIONS.some((s) => s.remote === name),
);
