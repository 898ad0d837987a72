import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';

/** Everything a service of the local stack needs to know, resolved once at start. */
export interface StackConfig {
  /** Root of the repository (holds supabase/). */
  rootDir: string;
  /** Where PostgreSQL data, storage bytes and the mailbox live (default <root>/.data). */
  dataDir: string;
  /** Gateway port (Supabase's API port, 54321). */
  apiPort: number;
  /** PostgreSQL port (54322). */
  dbPort: number;
  /** Internal PostgREST port (not exposed to clients; the gateway proxies to it). */
  restPort: number;
  /** Public base URL of the gateway, e.g. http://127.0.0.1:54321 (used in e-mails and public URLs). */
  apiUrl: string;
  jwtSecret: string;
  anonKey: string;
  serviceKey: string;
  /** Access-token lifetime in seconds (config.toml [auth] jwt_expiry, default 3600). */
  jwtExpiry: number;
  /** [auth] site_url: the default redirect after e-mail confirmation. */
  siteUrl: string;
  /** [auth] additional_redirect_urls: allowed redirect_to values (glob patterns, as GoTrue). */
  additionalRedirectUrls: string[];
  /** [auth.email] enable_confirmations. */
  enableConfirmations: boolean;
  /** [auth] minimum_password_length (default 6). */
  minimumPasswordLength: number;
  /** Max password sign-in attempts per e-mail+IP per window before 429 over_request_rate_limit. */
  signInRateLimit: { max: number; windowSeconds: number };
  /**
   * [auth.email] max_frequency in seconds (GOTRUE_SMTP_MAX_FREQUENCY): the per-user minimum gap between
   * two confirmation / recovery / magic-link / e-mail-change / reauthentication mails (429 inside it).
   */
  emailMaxFrequency: number;
  /** [auth.email] otp_length (GOTRUE_MAILER_OTP_LENGTH): digits of the e-mail code, 6 to 10. */
  otpLength: number;
  /** [auth.email] otp_expiry in seconds (GOTRUE_MAILER_OTP_EXP): lifetime of e-mail codes and links. */
  otpExpiry: number;
  /** [auth.email] double_confirm_changes (GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED): both addresses confirm. */
  doubleConfirmChanges: boolean;
  /** [auth.email] secure_password_change (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION). */
  securePasswordChange: boolean;
  /** JWT roles the admin API accepts (GOTRUE_JWT_ADMIN_ROLES). */
  adminRoles: string[];
  /**
   * [auth.rate_limit] requests per 5 minutes per client address (GoTrue's token buckets: N/300 per
   * second, burst 30): signInSignUps → GOTRUE_RATE_LIMIT_OTP (signup, recover, resend, otp, magiclink,
   * PUT /user), tokenRefresh → GOTRUE_RATE_LIMIT_TOKEN_REFRESH (/token), tokenVerifications →
   * GOTRUE_RATE_LIMIT_VERIFY (/verify).
   */
  rateLimits: { signInSignUps: number; tokenRefresh: number; tokenVerifications: number };
  /**
   * GOTRUE_RATE_LIMIT_HEADER: the request header naming the client address. As in GoTrue, the
   * per-address limits above apply only when it is set (`supabase start` sets none: they are off).
   * Unlike GoTrue, the header is believed only from a trusted proxy; from any other peer the
   * socket address is the key, so a client cannot choose its own bucket.
   */
  rateLimitHeader: string | undefined;
  /** Socket addresses (AUTH_TRUSTED_PROXIES, comma-separated) whose rateLimitHeader is believed. */
  trustedProxies: string[];
  /** [storage] file_size_limit in bytes. */
  fileSizeLimit: number;
  /** Lifetime of signed upload URLs in seconds (SIGNED_UPLOAD_URL_EXPIRATION_TIME, 7200 as `supabase start`). */
  signedUploadUrlExpiration: number;
  /** Buckets whose uploads' bytes must match their MIME list (LOCAL_STORAGE_CONTENT_CHECKED_BUCKETS; storage/content-policy.ts). */
  contentCheckedBuckets: readonly string[];
  /**
   * The new-style keys the gateway maps to the anon / service_role JWT (PUBLISHABLE_KEY / SECRET_KEY); when
   * unset, the gateway uses the CLI's defaults only with the demo JWT keys (gateway.ts).
   */
  publishableKey: string | undefined;
  secretKey: string | undefined;
  /** Superuser connection string of the database (DATABASE_URL or the embedded one). */
  databaseUrl: string;
}

/** A message the auth service "sent"; read back from /mailbox like Supabase's local Inbucket. */
export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The action link inside the e-mail (confirmation, recovery, ...). */
  link?: string;
  createdAt: string;
}

export interface Mailbox {
  send(message: Omit<MailMessage, 'id' | 'createdAt'>): MailMessage;
  list(to?: string): MailMessage[];
  clear(): void;
}

export interface ServiceContext {
  config: StackConfig;
  /** Superuser pool (bypasses RLS). Use `asRole` helpers to act as a caller. */
  pool: pg.Pool;
  mailbox: Mailbox;
}

/**
 * An HTTP handler mounted by the gateway under a prefix; `path` is what follows the prefix
 * (e.g. "/token" for "/auth/v1/token"), query string included in req.url only.
 * The gateway has done what the CLI's Kong does first (CORS, Authorization from the apikey); checking
 * the bearer is the service's own job, as in GoTrue and Storage.
 */
export type ServiceHandler = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>;
