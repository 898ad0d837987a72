import { HttpError } from '../http.ts';

/** supabase-js reads `code` as the error code when the response carries this API version. */
export const API_VERSION_HEADER = { 'X-Supabase-Api-Version': '2024-01-01' };

/**
 * A GoTrue error: its status, error code and message. The auth service's dispatcher writes it in
 * the shape the request's X-Supabase-Api-Version selects (error-response.ts writeAuthError).
 */
export function authError(status: number, code: string, msg: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, msg, { code, error_code: code, msg, ...extra });
}

export const errors = {
  invalidCredentials: () => authError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => authError(400, 'email_not_confirmed', 'Email not confirmed'),
  weakPassword: (min: number) =>
    authError(422, 'weak_password', `Password should be at least ${min} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  invalidEmail: () => authError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  rateLimited: () => authError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  userAlreadyExists: () => authError(422, 'user_already_exists', 'User already registered'),
  emailExists: () => authError(422, 'email_exists', 'A user with this email address has already been registered'),
  badJwt: (detail: string) => authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  noAuthorization: () => authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  sessionNotFound: () => authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => authError(404, 'user_not_found', 'User not found'),
  notAdmin: () => authError(403, 'not_admin', 'User not allowed'),
  refreshNotFound: () => authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshAlreadyUsed: () => authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  otpExpired: () => authError(403, 'otp_expired', 'Token has expired or is invalid'),
  // A banned user (auth.users.banned_until in the future: a deactivated staff login) gets GoTrue's
  // three answers: 400 on the password grant (token.go), 400 with its own message on the
  // refresh_token grant (tokens/service.go), 403 with a still-valid access token or an e-mail link
  // (auth.go requireAuthentication, verify.go).
  userBanned: () => authError(400, 'user_banned', 'User is banned'),
  refreshUserBanned: () => authError(400, 'user_banned', 'Invalid Refresh Token: User Banned'),
  userBannedForbidden: () => authError(403, 'user_banned', 'User is banned'),
  samePassword: () => authError(422, 'same_password', 'New password should be different from the old password.'),
  validation: (msg: string) => authError(400, 'validation_failed', msg),
  unsupportedGrant: () => authError(400, 'unsupported_grant_type', 'unsupported_grant_type'),
  notFound: () => authError(404, 'not_found', 'Not found'),
};
