export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Remote name -> URL of its mf-manifest.json, e.g. { catalog: 'http://localhost:8081/mf-manifest.json' }. */
  remotes: Record<string, string>;
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
  return {
    supabaseUrl: value.supabaseUrl.replace(/\/+$/, ''),
    supabaseAnonKey: value.supabaseAnonKey,
    remotes,
  };
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
