/** Storefront sections are public pages outside the back-office layout; back-office ones need staff. */
export const SECTION_LAYOUTS = ['storefront', 'back-office'] as const;
export type SectionLayout = (typeof SECTION_LAYOUTS)[number];

/**
 * One base path of the site and the remote that serves it. The deployment's config.json says which
 * sections exist and who serves each, so a new remote, or a section moving to another remote, needs
 * no shell release (issue 23 §1).
 */
export interface RuntimeSection {
  /** The base path without slashes: the remote's routes are mounted at `/<path>/*`. */
  path: string;
  /** The section's name in the menus (the specification's top menu). */
  label: string;
  /** The key of its remote in `remotes`. */
  remote: string;
  layout: SectionLayout;
  /** One of the entries of the phone's bottom bar. */
  bottomBar: boolean;
  /**
   * Other remotes that add pages to this section through their `./navigation` `contributions` (issue 28:
   * each remote's reports in Relatórios). The shell accepts pages from these alone, and waits for their
   * navigation before it decides who serves a deep path of the section.
   */
  pagesFrom?: string[];
}

export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Remote name -> URL of its mf-manifest.json, e.g. { catalog: 'http://localhost:8081/mf-manifest.json' }. */
  remotes: Record<string, string>;
  /**
   * Every section, in menu order (storefront ones first). Optional for the hosts that only need the
   * backend (a remote's standalone entry, tests); the shell refuses a config without it.
   */
  sections?: RuntimeSection[];
}

let current: RuntimeConfig | null = null;

function isRecordOfStrings(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/** Validates a parsed config.json; throws a Portuguese error naming the bad field. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null) {
    throw new Error('Configuração inválida: config.json deve conter um objeto.');
  }
  const value = raw as Record<string, unknown>;
  if (typeof value.supabaseUrl !== 'string' || value.supabaseUrl === '') {
    throw new Error('Configuração inválida: supabaseUrl ausente.');
  }
  if (typeof value.supabaseAnonKey !== 'string' || value.supabaseAnonKey === '') {
    throw new Error('Configuração inválida: supabaseAnonKey ausente.');
  }
  const remotes = value.remotes ?? {};
  if (!isRecordOfStrings(remotes)) {
    throw new Error('Configuração inválida: remotes deve mapear nomes para URLs.');
  }
  const emptyManifest = Object.entries(remotes).find(([, url]) => url.trim() === '');
  if (emptyManifest) {
    throw new Error(`Configuração inválida: o remoto "${emptyManifest[0]}" não tem a URL do manifesto (mf-manifest.json) em remotes.`);
  }
  return {
    supabaseUrl: value.supabaseUrl.replace(/\/+$/, ''),
    supabaseAnonKey: value.supabaseAnonKey,
    remotes,
    ...(value.sections === undefined ? {} : { sections: parseSections(value.sections, remotes) }),
  };
}

const isSectionLayout = (value: unknown): value is SectionLayout => (SECTION_LAYOUTS as readonly unknown[]).includes(value);

/**
 * Checks `sections` against `remotes`; every message names the wrong entry (its path and its index),
 * since the person reading it is fixing a deployment's config.json by hand.
 */
function parseSections(raw: unknown, remotes: Record<string, string>): RuntimeSection[] {
  if (!Array.isArray(raw)) throw new Error('Configuração inválida: sections deve ser uma lista de seções.');
  const firstIndex = new Map<string, number>();
  return raw.map((entry: unknown, index): RuntimeSection => {
    const where = `sections[${index}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw new Error(`Configuração inválida: ${where} deve ser um objeto com path, label, remote e layout.`);
    }
    const { path, label, remote, layout, bottomBar, pagesFrom } = entry as Record<string, unknown>;
    if (typeof path !== 'string' || !/^[a-z0-9-]+$/.test(path)) {
      throw new Error(`Configuração inválida: ${where} tem o caminho ${JSON.stringify(path ?? null)}; use letras minúsculas, números e hífens, sem barras.`);
    }
    const named = `a seção "${path}" (${where})`;
    const previous = firstIndex.get(path);
    if (previous !== undefined) {
      throw new Error(`Configuração inválida: a seção "${path}" aparece duas vezes (sections[${previous}] e ${where}).`);
    }
    firstIndex.set(path, index);
    if (typeof label !== 'string' || label.trim() === '') throw new Error(`Configuração inválida: ${named} não tem o rótulo (label).`);
    if (!isSectionLayout(layout)) {
      throw new Error(
        `Configuração inválida: ${named} tem o layout desconhecido ${JSON.stringify(layout ?? null)}; use ${SECTION_LAYOUTS.map((l) => `"${l}"`).join(' ou ')}.`,
      );
    }
    if (typeof remote !== 'string' || remote === '') throw new Error(`Configuração inválida: ${named} não diz o remoto (remote).`);
    if (!Object.hasOwn(remotes, remote)) {
      throw new Error(`Configuração inválida: ${named} é do remoto "${remote}", que não tem manifesto em remotes.`);
    }
    if (bottomBar !== undefined && typeof bottomBar !== 'boolean') {
      throw new Error(`Configuração inválida: ${named} tem bottomBar que não é true nem false.`);
    }
    if (pagesFrom !== undefined && !(Array.isArray(pagesFrom) && pagesFrom.every((r) => typeof r === 'string'))) {
      throw new Error(`Configuração inválida: ${named} tem pagesFrom que não é uma lista de nomes de remotos.`);
    }
    return { path, label, remote, layout, bottomBar: bottomBar === true, ...(pagesFrom === undefined ? {} : { pagesFrom: deployed(named, pagesFrom, remotes) }) };
  });
}

/**
 * The remotes of a section's `pagesFrom` that are deployed: one taken out of `remotes` takes its pages
 * with it (the section itself still works), so removing a remote is one edit of config.json.
 */
function deployed(named: string, pagesFrom: readonly string[], remotes: Record<string, string>): string[] {
  const absent = pagesFrom.filter((r) => !Object.hasOwn(remotes, r));
  if (absent.length > 0) console.warn(`config.json: ${named} recebe páginas de ${absent.map((r) => `"${r}"`).join(', ')}, sem manifesto em remotes; ignorado.`);
  return pagesFrom.filter((r) => Object.hasOwn(remotes, r));
}

/**
 * The id of the `<script type="application/json">` in which the server that serves index.html may
 * put the config (scripts/start.mjs, e2e/src/static-server.ts): it spares the page the round trip to
 * /config.json that every other request (remote entry, data, images) waits behind.
 */
export const INLINE_CONFIG_ID = 'loja-config';

function inlineConfig(doc: Pick<Document, 'getElementById'> | undefined): unknown {
  const text = doc?.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error('Configuração inválida: a configuração embutida na página não é um JSON válido.');
  }
}

/**
 * The runtime config: the one the page carries inline, else fetched from `url` (default
 * `/config.json`, never cached by the browser). Validates it and remembers it for
 * `getRuntimeConfig()` and the storage helpers.
 */
export async function loadRuntimeConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = globalThis.fetch,
  doc: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): Promise<RuntimeConfig> {
  let raw = inlineConfig(doc);
  if (raw === undefined) {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) {
      throw new Error(`Não foi possível carregar ${url} (HTTP ${response.status}).`);
    }
    raw = await response.json();
  }
  const config = parseRuntimeConfig(raw);
  current = config;
  return config;
}

/** Sets the remembered runtime config (tests, stories, or a host that got it elsewhere). */
export function setRuntimeConfig(config: RuntimeConfig | null): void {
  current = config;
}

/** The config loaded by `loadRuntimeConfig`/`initSupabase`, or null before that. */
export function getRuntimeConfig(): RuntimeConfig | null {
  return current;
}
