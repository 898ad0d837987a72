import { HttpError } from '../http.ts';

/** The API version whose error shape supabase-js reads (`code` as the error code). */
export const API_VERSION_2024 = '2024-01-01';

/** supabase-js reads `code` as the error code when the response carries this API version. */
export const API_VERSION_HEADER = { 'X-Supabase-Api-Version': API_VERSION_2024 };

/**
 * A GoTrue error: its status, error code and message. The auth service's dispatcher writes it in
 * the shape the request's X-Supabase-Api-Version selects (error-response.ts writeAuthError).
 */
export function authError(status: number, code: string, msg: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, msg, { code, error_code: code, msg, ...extra });
}

/** GoTrue's errors, with its status, error code and message (api/*.go). */
export const errors = {
  invalidCredentials: () => authError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => authError(400, 'email_not_confirmed', 'Email not confirmed'),
  weakPassword: (min: number) =>
    authError(422, 'weak_password', `Password should be at least ${min} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  rateLimited: () => authError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  userAlreadyExists: () => authError(422, 'user_already_exists', 'User already registered'),
  emailExists: () => authError(422, 'email_exists', 'A user with this email address has already been registered'),
  badJwt: (detail: string) => authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  noAuthorization: () => authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  sessionNotFound: () => authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => authError(404, 'user_not_found', 'User not found'),
  userNotFoundByEmail: () => authError(404, 'user_not_found', 'User with this email not found'),
  notAdmin: () => authError(403, 'not_admin', 'User not allowed'),
  refreshNotFound: () => authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshAlreadyUsed: () => authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  // A banned user (auth.users.banned_until in the future: a deactivated staff login) gets GoTrue's
  // three answers: 400 on the password grant (token.go), 400 with its own message on the
  // refresh_token grant (tokens/service.go), 403 with a still-valid access token or an e-mail link
  // (auth.go requireAuthentication, verify.go).
  userBanned: () => authError(400, 'user_banned', 'User is banned'),
  refreshUserBanned: () => authError(400, 'user_banned', 'Invalid Refresh Token: User Banned'),
  userBannedForbidden: () => authError(403, 'user_banned', 'User is banned'),
  samePassword: () => authError(422, 'same_password', 'New password should be different from the old password.'),
  /** 400 validation_failed, GoTrue's NewBadRequestError(ErrorCodeValidationFailed, ...). */
  validation: (msg: string) => authError(400, 'validation_failed', msg),
  /** 422 validation_failed, GoTrue's NewUnprocessableEntityError(ErrorCodeValidationFailed, ...). */
  unprocessable: (msg: string) => authError(422, 'validation_failed', msg),
  notFound: () => authError(404, 'not_found', 'Not found'),

  // The e-mail flows: OTP, magic link, PKCE, e-mail change, reauthentication, generate_link.
  /** api/errors.go generateFrequencyLimitErrorMessage. */
  emailFrequency: (seconds: number) =>
    authError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`),
  /** otp.go SmsOtp with the phone provider off (this stack has no SMS). */
  phoneDisabled: () => authError(400, 'phone_provider_disabled', 'Unsupported phone provider'),
  otpDisabled: () => authError(422, 'otp_disabled', 'Signups not allowed for otp'),
  emailLinkInvalid: () => authError(403, 'otp_expired', 'Email link is invalid or has expired'),
  tokenInvalid: () => authError(403, 'otp_expired', 'Token has expired or is invalid'),
  /** api/token.go Token: an unknown grant_type is refused with invalid_credentials. */
  unsupportedGrant: () => authError(400, 'invalid_credentials', 'unsupported_grant_type'),
  flowStateNotFound: () => authError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  flowStateExpired: () => authError(422, 'flow_state_expired', 'invalid flow state, flow state has expired'),
  badCodeVerifier: () => authError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  // verify.go wraps issueAuthCode's 422 into a 400 and prints it ("%d: %s") into the message.
  noFlowStateForLink: () => authError(400, 'flow_state_not_found', 'No associated flow state found. 422: No valid flow state found for user.'),
  /** reauthenticate.go: an unconfirmed e-mail gets no nonce. */
  emailNotConfirmedToReauthenticate: () => authError(422, 'email_not_confirmed', 'Please verify your email first.'),
  reauthenticationNeeded: () => authError(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationNotValid: () => authError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid'),
};
