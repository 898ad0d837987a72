import { createHash, randomInt } from 'node:crypto';

/**
 * GoTrue's e-mail tokens (crypto/crypto.go, api/mail.go): the e-mail carries a numeric one-time code
 * and a link; the database keeps only token_hash = hex(sha224(email + code)), prefixed with `pkce_`
 * when the request that sent it used the PKCE flow. The link's `token` is that stored value, so the
 * verify endpoint can tell the flow from the token alone.
 */
export type FlowType = 'implicit' | 'pkce';

export const PKCE_PREFIX = 'pkce_';

/** A uniformly random code of `digits` digits, zero-padded (GoTrue's GenerateOtp). */
export function generateOtp(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** GoTrue's GenerateTokenHash: the hex SHA-224 of the address followed by the code. */
export const tokenHash = (emailOrPhone: string, otp: string): string =>
  createHash('sha224').update(emailOrPhone + otp).digest('hex');

/** GoTrue's addFlowPrefixToToken. */
export const withFlowPrefix = (hash: string, flow: FlowType): string => (flow === 'pkce' ? PKCE_PREFIX + hash : hash);

/** A fresh code and the value stored for it. */
export function newEmailToken(email: string, digits: number, flow: FlowType): { otp: string; stored: string } {
  const otp = generateOtp(digits);
  return { otp, stored: withFlowPrefix(tokenHash(email, otp), flow) };
}

/** GoTrue's isOtpExpired: a token is good for `expirySeconds` after its *_sent_at. */
export const isOtpExpired = (sentAt: Date | null | undefined, expirySeconds: number, now = Date.now()): boolean =>
  !sentAt || now > new Date(sentAt).getTime() + expirySeconds * 1000;

/** GoTrue's isOtpValid: the stored value equals the hash, with or without the PKCE prefix, and is not expired. */
export function isOtpValid(actual: string, expected: string | null | undefined, sentAt: Date | null | undefined, expirySeconds: number): boolean {
  if (!expected || !sentAt) return false;
  return !isOtpExpired(sentAt, expirySeconds) && (actual === expected || PKCE_PREFIX + actual === expected);
}
