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
 * Fetches the runtime config (default `/config.json`, never cached by the browser),
 * validates it and remembers it for `getRuntimeConfig()` and the storage helpers.
 */
export async function loadRuntimeConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<RuntimeConfig> {
  const response = await fetchImpl(url, { cache: 'no-store' });
  if (!response.ok) {
    throw new Error(`Não foi possível carregar ${url} (HTTP ${response.status}).`);
  }
  const config = parseRuntimeConfig(await response.json());
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
