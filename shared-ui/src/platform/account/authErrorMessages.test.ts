/**
 * The one table of auth error messages: every code the auth server answers with has Portuguese
 * text, none of it is the server's English, and the toasts built from it never show English.
 */
import { AuthApiError, AuthRetryableFetchError, AuthSessionMissingError, AuthUnknownError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_CODES,
  AUTH_ERROR_MESSAGES,
  NO_CONNECTION_TOAST,
  UNEXPECTED_ERROR_TOAST,
  authErrorToast,
  type AuthErrorCode,
} from './authErrorMessages';
import { signInErrorToast } from './signInMessages';
import { signUpErrorToast } from './signUpMessages';

/**
 * GoTrue's English messages per code, taken from supabase/auth's source (commit bc32168e,
 * `apierrors.New...Error(code, "message")` calls of internal/): what supabase-js puts in
 * AuthError.message, and what the dialog used to show.
 */
const GOTRUE_ENGLISH: Partial<Record<AuthErrorCode, string[]>> = {
  anonymous_provider_disabled: ['Anonymous sign-ins are disabled'],
  bad_json: ['Could not read request body', 'Invalid JSON body', 'invalid JSON body'],
  bad_jwt: ['Invalid token', 'authentication required', 'invalid claim: missing sub claim', 'invalid claim: session_id claim must be a UUID', 'invalid claim: sub claim must be a UUID', 'invalid token: missing claims'],
  bad_oauth_callback: ['OAuth callback with missing authorization code missing', 'OAuth state parameter missing'],
  bad_oauth_state: ['OAuth state has expired', 'OAuth state not found or expired', 'OAuth state parameter is invalid'],
  captcha_failed: ['captcha protection: request disallowed (no captcha_token found)'],
  conflict: ['Updating SSO provider failed, likely due to a conflict. Try again?'],
  current_password_invalid: ['Current password required when setting new password.'],
  current_password_required: ['Current password required when setting new password.'],
  custom_provider_not_found: ['Custom OAuth provider not found'],
  email_conflict_identity_not_deletable: ['Unable to unlink identity due to email conflict'],
  email_not_confirmed: ['Email not confirmed', 'Please verify your email first.'],
  email_provider_disabled: ['Email logins are disabled', 'Email signups are disabled', 'Login with magic link is disabled'],
  feature_disabled: ['Custom OAuth providers are disabled', 'OAuth server is disabled', 'SCIM server is disabled'],
  flow_state_already_used: ['State has already been used'],
  flow_state_expired: ['invalid flow state, flow state has expired'],
  flow_state_not_found: ['Flow state does not have an auth code (not a PKCE flow).', 'No valid flow state found for user.', 'invalid flow state, no valid flow state found'],
  identity_already_exists: ['Identity is already linked to another user', 'Identity is already linked'],
  identity_not_found: ['Identity doesn\'t exist'],
  insufficient_aal: ['AAL2 required to enroll a new factor', 'AAL2 required to unenroll verified factor', 'AAL2 session is required to manage passkeys when MFA is enabled', 'AAL2 session is required to update email or password when MFA is enabled.'],
  invalid_credentials: ['Invalid client credentials', 'Invalid client_id format', 'unsupported_grant_type'],
  invite_not_found: ['Invite not found'],
  manual_linking_disabled: ['Manual linking is disabled'],
  mfa_factor_not_found: ['Factor not found', 'MFA factor with the provided challenge ID not found'],
  mfa_ip_address_mismatch: ['Challenge and verify IP addresses mismatch', 'Challenge and verify IP addresses mismatch.'],
  mfa_phone_enroll_not_enabled: ['MFA enroll is disabled for Phone'],
  mfa_phone_verify_not_enabled: ['MFA verification is disabled for Phone'],
  mfa_totp_enroll_not_enabled: ['MFA enroll is disabled for TOTP'],
  mfa_totp_verify_not_enabled: ['MFA verification is disabled for TOTP'],
  mfa_verification_failed: ['Invalid MFA Phone code entered', 'Invalid TOTP code entered'],
  mfa_webauthn_enroll_not_enabled: ['MFA enroll is disabled for WebAuthn', 'MFA verification is disabled for WebAuthn'],
  mfa_webauthn_verify_not_enabled: ['MFA verification is disabled for WebAuthn'],
  no_authorization: ['Anonymous user not allowed to perform these actions', 'This endpoint requires a valid Bearer token'],
  not_admin: ['Updating app_metadata requires admin privileges', 'User not allowed'],
  oauth_authorization_not_found: ['authorization not found'],
  oauth_client_not_found: ['OAuth client not found', 'invalid client_id format', 'invalid client_id'],
  oauth_client_state_expired: ['OAuth state expired'],
  oauth_client_state_not_found: ['OAuth state not found'],
  oauth_consent_not_found: ['No active grant found for this client'],
  oauth_dynamic_client_registration_disabled: ['Dynamic client registration is not enabled'],
  oauth_invalid_state: ['OAuth PKCE code verifier missing', 'OAuth provider mismatch'],
  otp_disabled: ['Signups not allowed for otp'],
  otp_expired: ['Email link is invalid or has expired', 'Token has expired or is invalid'],
  over_request_rate_limit: ['Request rate limit reached'],
  over_sms_send_rate_limit: ['SMS rate limit exceeded'],
  passkey_disabled: ['Passkeys are disabled'],
  phone_exists: ['Phone number already registered by another user'],
  phone_not_confirmed: ['Phone not confirmed', 'Please verify your phone first.'],
  phone_provider_disabled: ['Phone logins are disabled', 'Phone signups are disabled', 'Unsupported phone provider'],
  reauthentication_needed: ['Password update requires reauthentication'],
  reauthentication_not_valid: ['Reauthentication requires an email or a phone number'],
  refresh_token_already_used: ['Invalid Refresh Token: Already Used'],
  refresh_token_not_found: ['Invalid Refresh Token: Refresh Token Not Found'],
  same_password: ['New password should be different from the old password.'],
  saml_assertion_no_email: ['SAML Assertion does not contain an email address'],
  saml_assertion_no_user_id: ['SAML Assertion did not contain a persistent Subject Identifier attribute or Subject NameID uniquely identifying this user'],
  saml_idp_not_found: ['A SAML connection has not been established with this Identity Provider'],
  saml_provider_disabled: ['SAML 2.0 is disabled'],
  saml_relay_state_expired: ['SAML RelayState has expired. Try logging in again?'],
  saml_relay_state_not_found: ['SAML RelayState does not exist, try logging in again?'],
  session_expired: ['Invalid Refresh Token: Session Expired (Inactivity)', 'Invalid Refresh Token: Session Expired (Low AAL: User Needs MFA Verification)', 'Invalid Refresh Token: Session Expired (Revoked by Newer Login)', 'Invalid Refresh Token: Session Expired', 'Session is no longer valid'],
  session_not_found: ['Invalid Refresh Token: No Valid Session Found', 'Session from session_id claim in JWT does not exist'],
  signup_disabled: ['Signups not allowed for this instance'],
  single_identity_not_deletable: ['User must have at least 1 identity after unlinking'],
  sso_provider_not_found: ['No SSO provider assigned for this domain', 'No such SSO provider', 'SSO Identity Provider not found'],
  too_many_enrolled_mfa_factors: ['Maximum number of verified factors reached, unenroll to continue'],
  too_many_passkeys: ['Maximum number of passkeys reached'],
  unexpected_audience: ['Token audience doesn\'t match request audience'],
  user_already_exists: ['User already registered'],
  user_banned: ['Invalid Refresh Token: User Banned', 'User is banned'],
  user_not_found: ['Linking target user not found', 'User from sub claim in JWT does not exist', 'User identified by token not found', 'User not found', 'User with this email not found'],
  user_sso_managed: ['Updating email, phone, password of a SSO account only possible via SSO'],
  validation_failed: ['A provider_id or domain needs to be provided', 'An email address is required', 'An email address is too long', 'Cannot create a user without either an email or phone', 'Cannot regenerate secret for public client', 'Channel should only be specified with Phone OTP', 'Code needs to be non-empty', 'Custom OAuth providers are disabled', 'Detected ID token issuer is not an Apple ID token issuer', 'Detected ID token issuer is not an Azure ID token issuer', 'Either metadata_xml or metadata_url must be set', 'Enable secure email change to generate link for current email', 'ID cannot be a nil uuid', 'ID must conform to the uuid v4 format', 'Invalid Refresh Token: Not Issued By This Server', 'Invalid code_challenge_method', 'Invalid credential_response', 'Invalid email format', 'Invalid email verification type', 'Invalid phone number format (E.164 required)', 'Invalid user handle in assertion', 'Invited email does not match emails from external provider', 'Missing email address or phone number', 'Missing one of these types: signup, email_change, sms, phone_change', 'No fields provided for update', 'One of email or phone must be set', 'Only \'saml\' supported for SSO provider type', 'Only a password or a password hash should be provided', 'Only an email address or phone number should be provided on login.', 'Only an email address or phone number should be provided on signup.', 'Only an email address or phone number should be provided on verify', 'Only an email address or phone number should be provided', 'Only an email address or phone number should be provided.', 'Only one of metadata_xml or metadata_url needs to be set', 'Only one of provider_id or domain supported', 'Only the token_hash and type should be provided', 'PKCE not supported for phone signups', 'Passkey not found', 'Password recovery requires an email', 'Phone number required to enroll Phone factor', 'Provided issuer does not match ID token issuer', 'Reauthentication requires the user to have an email or a phone number', 'Refresh token is not valid', 'SAML Artifact response can only be used with SP initiated flow', 'SAML Assertion is not valid', 'SAML Metadata XML contains invalid UTF-8 characters, which are not supported at this time', 'SAML Metadata contains multiple IDPSSODescriptors', 'SAML Metadata does not contain an EntityID', 'SAML Metadata does not contain any IDPSSODescriptor', 'SAML RelayState is not a valid UUID or URL', 'SAMLResponse is missing', 'SAMLResponse is not a valid Base64 string', 'SAMLResponse is not a valid XML SAML assertion', 'SSO users cannot register passkeys', 'Signup requires a valid password', 'Token audience doesn\'t match request audience', 'Type provided requires a phone number', 'Type provided requires an email address', 'Unable to detect issuer in ID token for Apple provider', 'Unable to detect issuer in ID token for Azure provider', 'Unsupported verification type', 'Updating password of an anonymous user without an email or phone is not allowed', 'Verify requires a token or a token hash', 'Verify requires a verification type', 'Verify requires either a token or a token hash', 'WebAuthn config required', 'WebAuthn type must be create or request', 'action must be \'approve\' or \'deny\'', 'authorization request cannot be processed', 'authorization request is no longer pending', 'authorization_id is required', 'authorization_url is required for OAuth2 providers', 'challenge_id is required', 'challenge_id must be a valid UUID', 'client_id is required', 'client_id query parameter is required', 'client_name cannot exceed 1024 characters', 'client_secret is required', 'client_uri cannot exceed 2048 characters', 'client_uri must be a valid URL', 'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes', 'credential is required', 'credential_response required', 'factor_id must be an UUID', 'factor_type needs to be totp, phone, or webauthn', 'friendly_name is required', 'friendly_name must be 120 characters or less', 'grant_types cannot be empty', 'grant_types must only contain \'authorization_code\' and/or \'refresh_token\'', 'identifier is required', 'identity_id must be an UUID', 'invalid client_id format', 'invalid redirect_uri', 'invalid request: both auth code and code verifier should be non-empty', 'issuer is required for OIDC providers', 'logo_uri cannot exceed 2048 characters', 'logo_uri must be a valid URL', 'message is too short', 'message must not exceed 20KB', 'metadata_url is not a HTTPS URL', 'metadata_url is not a valid URL', 'missing email or phone', 'name is required', 'redirect_uri is required', 'redirect_uris cannot be empty', 'redirect_uris cannot exceed 10 items', 'redirect_uris is required', 'registration_type must be \'dynamic\' or \'manual\'', 'signature does not contain valid base64 characters', 'signature must be 64 bytes encoded as base64 with or without padding', 'signature must be 65 bytes long, encoded as a 130 character-long hexadecimal string', 'token_url is required for OAuth2 providers', 'unauthorized request origin', 'user_id must be an UUID', 'userinfo_url is required for OAuth2 providers'],
  web3_provider_disabled: ['Ethereum Web3 provider is disabled', 'Solana Web3 provider is disabled', 'Web3 provider is disabled'],
  web3_unsupported_chain: ['Unsupported chain'],
  webauthn_challenge_expired: ['Challenge has expired'],
  webauthn_challenge_not_found: ['Challenge not found or already used'],
  webauthn_credential_exists: ['This credential is already registered'],
  webauthn_verification_failed: ['Credential verification failed', 'Invalid credential response'],
};

/** Words that give English away (Portuguese text uses none of them). */
const ENGLISH_WORDS = /\b(the|is|not|invalid|password|please|failed|expired|already|required|too|try|again|user|account|error|sign|login credentials|request|limit)\b/i;

describe('AUTH_ERROR_MESSAGES', () => {
  it('has one message for each code of supabase/auth errorcode.go, and no other', () => {
    expect(Object.keys(AUTH_ERROR_MESSAGES).sort()).toEqual([...AUTH_ERROR_CODES].sort());
    expect(new Set(AUTH_ERROR_CODES).size).toBe(AUTH_ERROR_CODES.length);
    // A sample of codes the server really sends, so a shortened list fails here.
    expect(AUTH_ERROR_CODES).toEqual(
      expect.arrayContaining(['invalid_credentials', 'email_not_confirmed', 'user_banned', 'weak_password', 'over_email_send_rate_limit', 'same_password', 'otp_expired']),
    );
    expect(AUTH_ERROR_CODES.length).toBeGreaterThanOrEqual(110);
  });

  it.each(AUTH_ERROR_CODES.map((code) => [code]))('%s: Portuguese, not the server\'s English', (code) => {
    const message = AUTH_ERROR_MESSAGES[code];
    expect(message.trim()).not.toBe('');
    expect(message).toMatch(/[.!?]$/);
    expect(message).not.toMatch(ENGLISH_WORDS);
    for (const english of GOTRUE_ENGLISH[code] ?? []) expect(message.toLowerCase()).not.toBe(english.toLowerCase());
  });

  it('keeps the spec\'s wording for invalid credentials, and says a deactivated login must see the administrator', () => {
    expect(AUTH_ERROR_MESSAGES.invalid_credentials).toBe('Email ou senha incorretos.');
    expect(AUTH_ERROR_MESSAGES.user_banned).toBe('Seu acesso foi desativado. Fale com o administrador da loja.');
    expect(AUTH_ERROR_MESSAGES.email_not_confirmed).toMatch(/e-mail ainda não foi confirmado/);
  });
});

describe('authErrorToast', () => {
  it.each(AUTH_ERROR_CODES.map((code) => [code]))('%s from the server becomes its Portuguese toast', (code) => {
    const english = GOTRUE_ENGLISH[code]?.[0] ?? 'Some English message';
    const toast = authErrorToast(new AuthApiError(english, 400, code), 'Erro no login');
    const unexpected = AUTH_ERROR_MESSAGES[code] === UNEXPECTED_ERROR_TOAST.description;
    expect(toast).toEqual(
      unexpected ? UNEXPECTED_ERROR_TOAST : { title: 'Erro no login', description: AUTH_ERROR_MESSAGES[code], variant: 'destructive' },
    );
    expect(JSON.stringify(toast)).not.toContain(english);
  });

  it('no network ("Failed to fetch", status 0) gives "Sem conexão"', () => {
    expect(authErrorToast(new AuthRetryableFetchError('Failed to fetch', 0), 'Erro no login')).toEqual(NO_CONNECTION_TOAST);
    expect(authErrorToast(new TypeError('Failed to fetch'), 'Erro no login')).toEqual(NO_CONNECTION_TOAST);
    expect(NO_CONNECTION_TOAST.description).not.toMatch(ENGLISH_WORDS);
  });

  it('a server error with an empty body ("{}"), a body that is not JSON, an unknown code or no code gives "Erro inesperado"', () => {
    for (const error of [
      new AuthRetryableFetchError('{}', 500),
      new AuthRetryableFetchError('{}', 503),
      new AuthUnknownError('Unexpected token < in JSON', new SyntaxError('x')),
      new AuthApiError('Something new', 400, 'a_code_from_the_future'),
      new AuthApiError('{}', 400, undefined),
      new Error('boom'),
      'texto solto',
      null,
    ]) {
      expect(authErrorToast(error, 'Erro no login')).toEqual(UNEXPECTED_ERROR_TOAST);
    }
    expect(UNEXPECTED_ERROR_TOAST).toEqual({ title: 'Erro inesperado', description: 'Ocorreu um erro. Tente novamente.', variant: 'destructive' });
  });

  it('reads the codes supabase-js turns into their own classes (weak password, missing session)', () => {
    expect(authErrorToast(new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']), 'Erro no cadastro').description).toBe(
      AUTH_ERROR_MESSAGES.weak_password,
    );
    expect(authErrorToast(new AuthSessionMissingError(), 'Erro ao alterar senha').description).toBe(AUTH_ERROR_MESSAGES.session_not_found);
  });

  it('sign-in and sign-up use it with their catalogue titles', () => {
    expect(signInErrorToast(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'))).toEqual({
      title: 'Erro no login',
      description: 'Email ou senha incorretos.',
      variant: 'destructive',
    });
    expect(signInErrorToast(new AuthApiError('User is banned', 400, 'user_banned')).description).toBe(AUTH_ERROR_MESSAGES.user_banned);
    expect(signUpErrorToast(new AuthApiError('Email rate limit exceeded', 429, 'over_email_send_rate_limit'))).toEqual({
      title: 'Erro no cadastro',
      description: AUTH_ERROR_MESSAGES.over_email_send_rate_limit,
      variant: 'destructive',
    });
  });
});
