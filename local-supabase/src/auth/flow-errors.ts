import { authError } from './errors.ts';

/**
 * GoTrue's errors for the e-mail flows (OTP, magic link, PKCE, e-mail change, reauthentication,
 * generate_link), with GoTrue's status, error code and message (api/*.go).
 */
export const flowErrors = {
  /** 400 validation_failed, GoTrue's NewBadRequestError(ErrorCodeValidationFailed, ...). */
  validation: (msg: string) => authError(400, 'validation_failed', msg),
  /** 422 validation_failed, GoTrue's NewUnprocessableEntityError(ErrorCodeValidationFailed, ...). */
  unprocessable: (msg: string) => authError(422, 'validation_failed', msg),
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
  emailNotConfirmed: () => authError(422, 'email_not_confirmed', 'Please verify your email first.'),
  reauthenticationNeeded: () => authError(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationNotValid: () => authError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid'),
  emailExists: () => authError(422, 'email_exists', 'A user with this email address has already been registered'),
  userNotFoundByEmail: () => authError(404, 'user_not_found', 'User with this email not found'),
};
