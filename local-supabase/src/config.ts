import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';
import type { StackConfig } from './types.ts';

/** The Supabase CLI's default local JWT secret; the demo keys below are signed with it. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
/** The Supabase CLI's well-known demo keys (role anon / service_role, issuer supabase-demo). */
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEMO_SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export const ROOT_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export interface ConfigOverrides {
  rootDir?: string;
  dataDir?: string;
  apiPort?: number;
  dbPort?: number;
  restPort?: number;
  apiUrl?: string;
  databaseUrl?: string;
  jwtSecret?: string;
  anonKey?: string;
  serviceKey?: string;
  enableConfirmations?: boolean;
  signInRateLimit?: { max: number; windowSeconds: number };
}

type Toml = Record<string, unknown>;
const section = (toml: Toml, ...path: string[]): Toml =>
  path.reduce<Toml>((node, key) => ((node[key] as Toml | undefined) ?? {}), toml);

const envNumber = (name: string): number | undefined => {
  const raw = process.env[name];
  return raw ? Number(raw) : undefined;
};

/** "5MiB", "50MB", "1024" -> bytes, as the Supabase CLI reads storage.file_size_limit. */
export function parseSize(value: unknown, fallback: number): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return fallback;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(B|KB|KiB|MB|MiB|GB|GiB)?\s*$/i.exec(value);
  if (!m) return fallback;
  const units: Record<string, number> = { b: 1, kb: 1000, kib: 1024, mb: 1e6, mib: 1024 ** 2, gb: 1e9, gib: 1024 ** 3 };
  return Math.round(Number(m[1]) * units[(m[2] ?? 'b').toLowerCase()]);
}

/**
 * Resolves the stack's settings: explicit overrides, then environment variables, then
 * supabase/config.toml (the file the Supabase CLI reads too), then Supabase's defaults.
 */
export function loadConfig(overrides: ConfigOverrides = {}): StackConfig {
  const rootDir = overrides.rootDir ?? ROOT_DIR;
  const tomlPath = join(rootDir, 'supabase', 'config.toml');
  const toml: Toml = existsSync(tomlPath) ? (parse(readFileSync(tomlPath, 'utf8')) as Toml) : {};
  const api = section(toml, 'api');
  const db = section(toml, 'db');
  const auth = section(toml, 'auth');
  const authEmail = section(toml, 'auth', 'email');
  const authRate = section(toml, 'auth', 'rate_limit');
  const storage = section(toml, 'storage');

  const apiPort = overrides.apiPort ?? envNumber('API_PORT') ?? (api.port as number | undefined) ?? 54321;
  const dbPort = overrides.dbPort ?? envNumber('DB_PORT') ?? (db.port as number | undefined) ?? 54322;
  const restPort = overrides.restPort ?? envNumber('REST_PORT') ?? apiPort + 10;
  const confirmationsEnv = process.env.ENABLE_EMAIL_CONFIRMATIONS;
  const signInPerWindow = (authRate.sign_in_sign_ups as number | undefined) ?? 30;

  return {
    rootDir,
    dataDir: overrides.dataDir ?? process.env.DATA_DIR ?? join(rootDir, '.data'),
    apiPort,
    dbPort,
    restPort,
    apiUrl: overrides.apiUrl ?? process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
    jwtSecret: overrides.jwtSecret ?? process.env.JWT_SECRET ?? DEFAULT_JWT_SECRET,
    anonKey: overrides.anonKey ?? process.env.ANON_KEY ?? DEMO_ANON_KEY,
    serviceKey: overrides.serviceKey ?? process.env.SERVICE_ROLE_KEY ?? DEMO_SERVICE_KEY,
    jwtExpiry: envNumber('JWT_EXPIRY') ?? (auth.jwt_expiry as number | undefined) ?? 3600,
    siteUrl: process.env.SITE_URL ?? (auth.site_url as string | undefined) ?? 'http://localhost:8080/catalogo',
    additionalRedirectUrls: (auth.additional_redirect_urls as string[] | undefined) ?? [],
    enableConfirmations:
      overrides.enableConfirmations ??
      (confirmationsEnv ? confirmationsEnv === 'true' : ((authEmail.enable_confirmations as boolean | undefined) ?? true)),
    minimumPasswordLength: (auth.minimum_password_length as number | undefined) ?? 6,
    // GoTrue counts sign-ins per 5 minutes per IP; config.toml gives the count.
    signInRateLimit: overrides.signInRateLimit ?? { max: signInPerWindow, windowSeconds: 300 },
    fileSizeLimit: parseSize(storage.file_size_limit, 50 * 1024 * 1024),
    databaseUrl:
      overrides.databaseUrl ?? process.env.DATABASE_URL ?? `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres`,
  };
}
