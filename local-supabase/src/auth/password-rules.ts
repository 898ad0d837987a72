import { authError, errors } from './errors.ts';

/** bcrypt reads at most 72 bytes; GoTrue refuses more rather than let bcrypt cut them silently. */
export const MAX_PASSWORD_BYTES = 72;

/** Bytes, as Go's len() counts a string: a 'ç' is 2, an emoji 4. */
export const passwordBytes = (password: string) => Buffer.byteLength(password, 'utf8');

/**
 * GoTrue's checkPasswordStrength (api/password.go), used by sign-up, PUT /user and admin update:
 * over 72 bytes is 400 validation_failed first, then fewer bytes than minimum_password_length is
 * 422 weak_password with reasons ["length"]. Both lengths are bytes, not characters.
 */
export function checkPasswordStrength(password: string, minimumLength: number): void {
  if (passwordBytes(password) > MAX_PASSWORD_BYTES) {
    throw errors.validation(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if (passwordBytes(password) < minimumLength) throw errors.weakPassword(minimumLength);
}

/**
 * Admin create checks no strength at all (api/admin.go adminUserCreate); only bcrypt's own limit
 * stops it, and GoTrue passes bcrypt's error text on as a 400.
 */
export function checkBcryptLength(password: string): void {
  if (passwordBytes(password) > MAX_PASSWORD_BYTES) {
    throw authError(400, 'validation_failed', 'bcrypt: password length exceeds 72 bytes');
  }
}
