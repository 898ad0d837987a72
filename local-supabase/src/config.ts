import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';
import { StackError } from './errors.ts';
import { contentCheckedBuckets } from './storage/content-policy.ts';
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
  /** Seconds; replaces [auth.email] max_frequency (tests use e.g. 60 to see the 429). */
  emailMaxFrequency?: number;
  otpLength?: number;
  otpExpiry?: number;
  doubleConfirmChanges?: boolean;
  securePasswordChange?: boolean;
  adminRoles?: string[];
  rateLimits?: Partial<StackConfig['rateLimits']>;
  /** '' turns the per-address limits off even when GOTRUE_RATE_LIMIT_HEADER is set. */
  rateLimitHeader?: string;
  trustedProxies?: string[];
  /** Replaces SIGNED_UPLOAD_URL_EXPIRATION_TIME (seconds). */
  signedUploadUrlExpiration?: number;
  /** Replaces LOCAL_STORAGE_CONTENT_CHECKED_BUCKETS. */
  contentCheckedBuckets?: string[];
  /** Replace PUBLISHABLE_KEY / SECRET_KEY. */
  publishableKey?: string;
  secretKey?: string;
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

const GO_DURATION_UNITS: Record<string, number> = { ns: 1e-9, us: 1e-6, 'µs': 1e-6, 'μs': 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 };

/**
 * A Go duration ("1s", "1m30s", "500ms") in seconds, as the CLI decodes config.toml's time.Duration
 * keys (a bare TOML integer is nanoseconds there). The CLI refuses a malformed value, so do we.
 */
export function parseGoDuration(value: unknown, key: string): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value * 1e-9;
  const text = typeof value === 'string' ? value : '';
  if (text === '0') return 0;
  const parts = /^[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:ns|us|µs|μs|ms|s|m|h))+$/.test(text)
    ? [...text.matchAll(/(\d+\.?\d*|\.\d+)(ns|us|µs|μs|ms|s|m|h)/g)]
    : undefined;
  if (!parts) throw new StackError(`supabase/config.toml: ${key} = ${JSON.stringify(value)} is not a duration such as "1s" or "1m".`);
  const seconds = parts.reduce((sum, [, amount, unit]) => sum + Number(amount) * GO_DURATION_UNITS[unit], 0);
  return text.startsWith('-') ? -seconds : seconds;
}

const envList = (name: string): string[] | undefined =>
  process.env[name]?.split(',').map((item) => item.trim()).filter(Boolean);

/**
 * How long an upload URL lives: SIGNED_UPLOAD_URL_EXPIRATION_TIME as `supabase start` sets it (7200 s, the
 * "valid for 2 hours" storage-js documents; Storage's own default would be 60). Not a positive integer: 7200.
 */
export function uploadUrlLifetime(raw: string | undefined): number {
  const seconds = Number(raw ?? 7200);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 7200;
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
  // The CLI merges its config.toml template as defaults: max_frequency "1s", otp_length 6, otp_expiry 3600.
  // GoTrue then turns 0 into 1 minute (max frequency) and 1 day (expiry), and a length outside 6–10 into 6.
  const maxFrequency = overrides.emailMaxFrequency ?? parseGoDuration(authEmail.max_frequency ?? '1s', '[auth.email] max_frequency');
  const otpLength = overrides.otpLength ?? (authEmail.otp_length as number | undefined) ?? 6;
  const otpExpiry = overrides.otpExpiry ?? (authEmail.otp_expiry as number | undefined) ?? 3600;
  const rateLimitHeader = overrides.rateLimitHeader ?? process.env.GOTRUE_RATE_LIMIT_HEADER;

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
    emailMaxFrequency: maxFrequency === 0 ? 60 : maxFrequency,
    otpLength: otpLength < 6 || otpLength > 10 ? 6 : otpLength,
    otpExpiry: otpExpiry === 0 ? 86400 : otpExpiry,
    doubleConfirmChanges:
      overrides.doubleConfirmChanges ?? (authEmail.double_confirm_changes as boolean | undefined) ?? true,
    securePasswordChange:
      overrides.securePasswordChange ?? (authEmail.secure_password_change as boolean | undefined) ?? false,
    // GoTrue's own default, which hosted Supabase runs with. `supabase start` passes
    // GOTRUE_JWT_ADMIN_ROLES=service_role instead (refusing supabase_admin); set the variable to match it.
    adminRoles: overrides.adminRoles ?? envList('GOTRUE_JWT_ADMIN_ROLES') ?? ['service_role', 'supabase_admin'],
    rateLimits: {
      signInSignUps: overrides.rateLimits?.signInSignUps ?? signInPerWindow,
      tokenRefresh: overrides.rateLimits?.tokenRefresh ?? (authRate.token_refresh as number | undefined) ?? 150,
      tokenVerifications:
        overrides.rateLimits?.tokenVerifications ?? (authRate.token_verifications as number | undefined) ?? 30,
    },
    // Local-only (not in config.toml, which the real CLI reads with UnmarshalExact): env vars.
    rateLimitHeader: rateLimitHeader ? rateLimitHeader : undefined,
    trustedProxies: overrides.trustedProxies ?? envList('AUTH_TRUSTED_PROXIES') ?? [],
    fileSizeLimit: parseSize(storage.file_size_limit, 50 * 1024 * 1024),
    signedUploadUrlExpiration: overrides.signedUploadUrlExpiration ?? uploadUrlLifetime(process.env.SIGNED_UPLOAD_URL_EXPIRATION_TIME),
    contentCheckedBuckets: overrides.contentCheckedBuckets ?? contentCheckedBuckets(process.env),
    publishableKey: overrides.publishableKey ?? process.env.PUBLISHABLE_KEY,
    secretKey: overrides.secretKey ?? process.env.SECRET_KEY,
    databaseUrl:
      overrides.databaseUrl ?? process.env.DATABASE_URL ?? `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres`,
  };
}
