import type { IncomingMessage } from 'node:http';
import { queryOf } from '../http.ts';
import type { StackConfig } from '../types.ts';
import { clientAddress } from './client-address.ts';
import { errors } from './errors.ts';

/**
 * Sliding-window counter of password sign-in attempts per e-mail and IP (a local addition to GoTrue's
 * limits). A key whose attempts have all left the window counts as unseen, so it is dropped (swept at
 * most once a window): otherwise every e-mail ever tried would stay in memory.
 */
export function createRateLimiter(max: number, windowSeconds: number) {
  const windowMs = windowSeconds * 1000;
  const attempts = new Map<string, number[]>();
  let lastSweep = 0;
  return {
    /** Records one attempt; false when the key is over its budget for the window. */
    hit(key: string, now = Date.now()): boolean {
      const since = now - windowMs;
      if (now - lastSweep > windowMs) {
        for (const [k, times] of attempts) if (times[times.length - 1] <= since) attempts.delete(k);
        lastSweep = now;
      }
      const recent = (attempts.get(key) ?? []).filter((t) => t > since);
      recent.push(now);
      attempts.set(key, recent);
      return recent.length <= max;
    },
    /** How many keys are remembered (for tests). */
    get size(): number {
      return attempts.size;
    },
  };
}

const BURST = 30;
const IDLE_EXPIRY_MS = 60 * 60 * 1000;

/**
 * GoTrue's newLimiterPer5mOver1h (api/apilimiter): one token bucket per key (tollbooth over
 * x/time/rate) refilled at `perFiveMinutes / 300` tokens a second, holding at most 30, full at
 * first sight of a key; a key idle for an hour is forgotten.
 */
export function createTokenBuckets(perFiveMinutes: number) {
  const rate = perFiveMinutes / 300 / 1000; // tokens per millisecond
  const buckets = new Map<string, { tokens: number; at: number }>();
  let lastSweep = 0;
  return {
    /** Takes one token for the key; false when its bucket is empty. */
    take(key: string, now = Date.now()): boolean {
      if (now - lastSweep > IDLE_EXPIRY_MS) {
        for (const [k, b] of buckets) if (now - b.at > IDLE_EXPIRY_MS) buckets.delete(k);
        lastSweep = now;
      }
      const bucket = buckets.get(key) ?? { tokens: BURST, at: now };
      bucket.tokens = Math.min(BURST, bucket.tokens + (now - bucket.at) * rate);
      bucket.at = now;
      buckets.set(key, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}

type Limited = 'signup' | 'recover' | 'resend' | 'magiclink' | 'otp' | 'user' | 'token' | 'verify';

/** The grants GoTrue's Token handler limits (web3 has its own limiter; an unknown grant is refused first). */
const LIMITED_GRANTS = new Set(['password', 'refresh_token', 'id_token', 'pkce']);

/** Which of GoTrue's per-route limiters (api/api.go) a request goes through, if any. */
function limiterOf(method: string, path: string, req: IncomingMessage): Limited | undefined {
  if (method === 'POST') {
    if (path === '/signup') return 'signup';
    if (path === '/recover') return 'recover';
    if (path === '/resend') return 'resend';
    if (path === '/magiclink') return 'magiclink';
    if (path === '/otp') return 'otp';
    if (path === '/token') return LIMITED_GRANTS.has(queryOf(req).get('grant_type') ?? '') ? 'token' : undefined;
    if (path === '/verify') return 'verify';
  }
  if (method === 'GET' && path === '/verify') return 'verify';
  if (method === 'PUT' && path === '/user') return 'user';
  return undefined;
}

/**
 * GoTrue's per-address request limits, [auth.rate_limit] in config.toml: sign_in_sign_ups for
 * signup, recover, resend, magiclink, otp and PUT /user (each route its own bucket, as GoTrue
 * builds one limiter per route), token_refresh for every /token grant, token_verifications for
 * /verify. Over a limit: 429 over_request_rate_limit "Request rate limit reached".
 *
 * As in GoTrue, they apply only when a rate-limit header is configured (GOTRUE_RATE_LIMIT_HEADER);
 * `supabase start` configures none, so locally they are off by default. The key is
 * clientAddress(): the socket address unless a trusted proxy names the client.
 *
 * Differences, all on the side of refusing: GoTrue checks the sign-up limit after reading the body
 * (an anonymous sign-up uses another limiter) and the PUT /user limit after authentication; here
 * both are checked before the handler runs.
 */
export function createAuthRequestLimits(config: StackConfig) {
  const { signInSignUps, tokenRefresh, tokenVerifications } = config.rateLimits;
  const limiters: Record<Limited, ReturnType<typeof createTokenBuckets>> = {
    signup: createTokenBuckets(signInSignUps),
    recover: createTokenBuckets(signInSignUps),
    resend: createTokenBuckets(signInSignUps),
    magiclink: createTokenBuckets(signInSignUps),
    otp: createTokenBuckets(signInSignUps),
    user: createTokenBuckets(signInSignUps),
    token: createTokenBuckets(tokenRefresh),
    verify: createTokenBuckets(tokenVerifications),
  };
  return {
    /** Throws 429 over_request_rate_limit when the request's client is over its route's limit. */
    check(req: IncomingMessage, method: string, path: string): void {
      if (!config.rateLimitHeader) return;
      const limited = limiterOf(method, path, req);
      if (limited && !limiters[limited].take(clientAddress(req, config))) throw errors.rateLimited();
    },
  };
}
