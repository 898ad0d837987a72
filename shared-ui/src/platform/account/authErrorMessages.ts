import type { ToastOptions } from '../../components/Toast';

/**
 * Every error code the auth server (GoTrue, supabase/auth `internal/api/apierrors/errorcode.go`)
 * answers with, plus `reauth_nonce_missing`, which only supabase-js's `ErrorCode` lists. supabase-js
 * puts it in `AuthError.code`; its message is English, so the person sees the text below instead.
 */
export const AUTH_ERROR_CODES = [
  'unknown',
  'unexpected_failure',
  'validation_failed',
  'bad_json',
  'email_exists',
  'phone_exists',
  'bad_jwt',
  'not_admin',
  'no_authorization',
  'user_not_found',
  'session_not_found',
  'session_expired',
  'refresh_token_not_found',
  'refresh_token_already_used',
  'flow_state_not_found',
  'flow_state_expired',
  'flow_state_already_used',
  'oauth_client_state_not_found',
  'oauth_client_state_expired',
  'oauth_invalid_state',
  'signup_disabled',
  'user_banned',
  'provider_email_needs_verification',
  'invite_not_found',
  'bad_oauth_state',
  'bad_oauth_callback',
  'oauth_provider_not_supported',
  'unexpected_audience',
  'single_identity_not_deletable',
  'email_conflict_identity_not_deletable',
  'identity_already_exists',
  'email_provider_disabled',
  'phone_provider_disabled',
  'too_many_enrolled_mfa_factors',
  'mfa_factor_name_conflict',
  'mfa_factor_not_found',
  'mfa_ip_address_mismatch',
  'mfa_challenge_expired',
  'mfa_verification_failed',
  'mfa_verification_rejected',
  'insufficient_aal',
  'captcha_failed',
  'saml_provider_disabled',
  'manual_linking_disabled',
  'sms_send_failed',
  'email_not_confirmed',
  'phone_not_confirmed',
  'reauth_nonce_missing',
  'saml_relay_state_not_found',
  'saml_relay_state_expired',
  'saml_idp_not_found',
  'saml_assertion_no_user_id',
  'saml_assertion_no_email',
  'user_already_exists',
  'sso_provider_not_found',
  'sso_provider_disabled',
  'saml_metadata_fetch_failed',
  'saml_idp_already_exists',
  'sso_domain_already_exists',
  'saml_entity_id_mismatch',
  'conflict',
  'provider_disabled',
  'user_sso_managed',
  'reauthentication_needed',
  'same_password',
  'reauthentication_not_valid',
  'current_password_invalid',
  'current_password_required',
  'otp_expired',
  'otp_disabled',
  'identity_not_found',
  'weak_password',
  'over_request_rate_limit',
  'over_email_send_rate_limit',
  'over_sms_send_rate_limit',
  'bad_code_verifier',
  'anonymous_provider_disabled',
  'hook_timeout',
  'hook_timeout_after_retry',
  'hook_payload_over_size_limit',
  'hook_payload_invalid_content_type',
  'request_timeout',
  'mfa_phone_enroll_not_enabled',
  'mfa_phone_verify_not_enabled',
  'mfa_totp_enroll_not_enabled',
  'mfa_totp_verify_not_enabled',
  'mfa_webauthn_enroll_not_enabled',
  'mfa_webauthn_verify_not_enabled',
  'mfa_verified_factor_exists',
  'invalid_credentials',
  'email_address_not_authorized',
  'email_address_invalid',
  'web3_provider_disabled',
  'web3_unsupported_chain',
  'oauth_dynamic_client_registration_disabled',
  'email_address_not_provided',
  'feature_disabled',
  'oauth_client_not_found',
  'oauth_authorization_not_found',
  'oauth_consent_not_found',
  'request_entity_too_large',
  'custom_provider_not_found',
  'over_custom_provider_quota',
  'passkey_disabled',
  'too_many_passkeys',
  'webauthn_credential_not_found',
  'webauthn_challenge_not_found',
  'webauthn_challenge_expired',
  'webauthn_verification_failed',
  'webauthn_credential_exists',
] as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** The catalogue's text for anything without a known code (spec 000, section 8). */
export const UNEXPECTED_ERROR_MESSAGE = 'Ocorreu um erro. Tente novamente.';

const SIGN_IN_AGAIN = 'Sua sessão expirou. Entre novamente.';
const LINK_EXPIRED = 'O link é inválido ou expirou. Peça um novo.';
const TRY_LATER = 'O serviço de login está indisponível no momento. Tente novamente mais tarde.';
const NOT_OFFERED = 'Esta forma de acesso não está disponível.';
const TOO_MANY = 'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.';
const MFA_FAILED = 'Não foi possível confirmar a verificação em duas etapas. Tente novamente.';
const SSO_FAILED = 'Não foi possível entrar pelo login da empresa. Tente novamente.';

/** A Portuguese message for every code; TypeScript refuses the table if one is missing. */
export const AUTH_ERROR_MESSAGES: Readonly<Record<AuthErrorCode, string>> = {
  unknown: UNEXPECTED_ERROR_MESSAGE,
  unexpected_failure: UNEXPECTED_ERROR_MESSAGE,
  validation_failed: 'Confira os dados informados e tente novamente.',
  bad_json: UNEXPECTED_ERROR_MESSAGE,
  email_exists: 'Este email já está cadastrado. Tente fazer login.',
  phone_exists: 'Este telefone já está cadastrado.',
  bad_jwt: SIGN_IN_AGAIN,
  not_admin: 'Você não tem permissão para esta ação.',
  no_authorization: 'Entre na sua conta para continuar.',
  user_not_found: 'Conta não encontrada.',
  session_not_found: SIGN_IN_AGAIN,
  session_expired: SIGN_IN_AGAIN,
  refresh_token_not_found: SIGN_IN_AGAIN,
  refresh_token_already_used: SIGN_IN_AGAIN,
  flow_state_not_found: LINK_EXPIRED,
  flow_state_expired: LINK_EXPIRED,
  flow_state_already_used: LINK_EXPIRED,
  oauth_client_state_not_found: SSO_FAILED,
  oauth_client_state_expired: SSO_FAILED,
  oauth_invalid_state: SSO_FAILED,
  signup_disabled: 'Novos cadastros estão desativados no momento.',
  user_banned: 'Seu acesso foi desativado. Fale com o administrador da loja.',
  provider_email_needs_verification: 'Confirme seu e-mail pelo link que enviamos antes de entrar.',
  invite_not_found: 'O convite é inválido ou expirou.',
  bad_oauth_state: SSO_FAILED,
  bad_oauth_callback: SSO_FAILED,
  oauth_provider_not_supported: NOT_OFFERED,
  unexpected_audience: SIGN_IN_AGAIN,
  single_identity_not_deletable: 'Não é possível remover a única forma de acesso da conta.',
  email_conflict_identity_not_deletable: 'Não é possível remover esta forma de acesso da conta.',
  identity_already_exists: 'Esta forma de acesso já está ligada a outra conta.',
  email_provider_disabled: 'O acesso com e-mail e senha está desativado.',
  phone_provider_disabled: 'O acesso com telefone está desativado.',
  too_many_enrolled_mfa_factors: 'Limite de fatores de verificação em duas etapas atingido.',
  mfa_factor_name_conflict: 'Já existe um fator de verificação com este nome.',
  mfa_factor_not_found: 'Fator de verificação em duas etapas não encontrado.',
  mfa_ip_address_mismatch: 'A verificação em duas etapas precisa ser concluída na mesma rede em que começou.',
  mfa_challenge_expired: 'O código de verificação expirou. Peça um novo.',
  mfa_verification_failed: 'Código de verificação incorreto.',
  mfa_verification_rejected: MFA_FAILED,
  insufficient_aal: 'Conclua a verificação em duas etapas para continuar.',
  captcha_failed: 'Não foi possível confirmar que você não é um robô. Tente novamente.',
  saml_provider_disabled: NOT_OFFERED,
  manual_linking_disabled: NOT_OFFERED,
  sms_send_failed: 'Não foi possível enviar o SMS. Tente novamente.',
  email_not_confirmed: 'Seu e-mail ainda não foi confirmado. Abra o link que enviamos para o seu e-mail.',
  phone_not_confirmed: 'Seu telefone ainda não foi confirmado.',
  reauth_nonce_missing: 'Confirme sua identidade com o código enviado para continuar.',
  saml_relay_state_not_found: SSO_FAILED,
  saml_relay_state_expired: SSO_FAILED,
  saml_idp_not_found: SSO_FAILED,
  saml_assertion_no_user_id: SSO_FAILED,
  saml_assertion_no_email: SSO_FAILED,
  user_already_exists: 'Este email já está cadastrado. Tente fazer login.',
  sso_provider_not_found: SSO_FAILED,
  sso_provider_disabled: NOT_OFFERED,
  saml_metadata_fetch_failed: SSO_FAILED,
  saml_idp_already_exists: SSO_FAILED,
  sso_domain_already_exists: SSO_FAILED,
  saml_entity_id_mismatch: SSO_FAILED,
  conflict: 'Outra alteração estava em andamento. Tente novamente.',
  provider_disabled: NOT_OFFERED,
  user_sso_managed: 'Esta conta é gerenciada pelo login da empresa e não pode ser alterada aqui.',
  reauthentication_needed: 'Confirme sua identidade para alterar a senha.',
  same_password: 'A nova senha deve ser diferente da senha atual.',
  reauthentication_not_valid: 'Código de confirmação incorreto ou expirado.',
  current_password_invalid: 'A senha atual está incorreta.',
  current_password_required: 'Informe a senha atual.',
  otp_expired: LINK_EXPIRED,
  otp_disabled: NOT_OFFERED,
  identity_not_found: 'Forma de acesso não encontrada.',
  weak_password: 'Senha fraca. Use pelo menos 6 caracteres e evite senhas fáceis de adivinhar.',
  over_request_rate_limit: TOO_MANY,
  over_email_send_rate_limit: 'Muitos e-mails enviados em pouco tempo. Aguarde alguns minutos e tente novamente.',
  over_sms_send_rate_limit: 'Muitos SMS enviados em pouco tempo. Aguarde alguns minutos e tente novamente.',
  bad_code_verifier: LINK_EXPIRED,
  anonymous_provider_disabled: NOT_OFFERED,
  hook_timeout: TRY_LATER,
  hook_timeout_after_retry: TRY_LATER,
  hook_payload_over_size_limit: UNEXPECTED_ERROR_MESSAGE,
  hook_payload_invalid_content_type: UNEXPECTED_ERROR_MESSAGE,
  request_timeout: 'O servidor demorou para responder. Tente novamente.',
  mfa_phone_enroll_not_enabled: NOT_OFFERED,
  mfa_phone_verify_not_enabled: NOT_OFFERED,
  mfa_totp_enroll_not_enabled: NOT_OFFERED,
  mfa_totp_verify_not_enabled: NOT_OFFERED,
  mfa_webauthn_enroll_not_enabled: NOT_OFFERED,
  mfa_webauthn_verify_not_enabled: NOT_OFFERED,
  mfa_verified_factor_exists: 'Já existe um fator de verificação confirmado para esta conta.',
  // Spec 000, section 8: the wording of a wrong e-mail or password.
  invalid_credentials: 'Email ou senha incorretos.',
  email_address_not_authorized: 'Não é possível enviar e-mails para este endereço.',
  email_address_invalid: 'Informe um e-mail válido.',
  web3_provider_disabled: NOT_OFFERED,
  web3_unsupported_chain: NOT_OFFERED,
  oauth_dynamic_client_registration_disabled: NOT_OFFERED,
  email_address_not_provided: 'Informe o seu e-mail.',
  feature_disabled: NOT_OFFERED,
  oauth_client_not_found: SSO_FAILED,
  oauth_authorization_not_found: SSO_FAILED,
  oauth_consent_not_found: SSO_FAILED,
  request_entity_too_large: 'Os dados enviados são grandes demais.',
  custom_provider_not_found: NOT_OFFERED,
  over_custom_provider_quota: TOO_MANY,
  passkey_disabled: NOT_OFFERED,
  too_many_passkeys: 'Limite de chaves de acesso atingido.',
  webauthn_credential_not_found: 'Chave de acesso não encontrada.',
  webauthn_challenge_not_found: MFA_FAILED,
  webauthn_challenge_expired: MFA_FAILED,
  webauthn_verification_failed: MFA_FAILED,
  webauthn_credential_exists: 'Esta chave de acesso já está cadastrada.',
};

/** No answer from the server at all (supabase-js: AuthRetryableFetchError with status 0, "Failed to fetch"). */
export const NO_CONNECTION_TOAST: Readonly<ToastOptions> = {
  title: 'Sem conexão',
  description: 'Não foi possível falar com o servidor. Verifique sua internet e tente novamente.',
  variant: 'destructive',
};

/** Anything without a known code: the catalogue's "Erro inesperado" (spec 000, section 8). */
export const UNEXPECTED_ERROR_TOAST: Readonly<ToastOptions> = {
  title: 'Erro inesperado',
  description: UNEXPECTED_ERROR_MESSAGE,
  variant: 'destructive',
};

export function isAuthErrorCode(value: unknown): value is AuthErrorCode {
  return typeof value === 'string' && (AUTH_ERROR_CODES as readonly string[]).includes(value);
}

/** The parts of a supabase-js AuthError (or anything thrown) this module reads. */
interface ErrorLike {
  name?: unknown;
  status?: unknown;
  code?: unknown;
}

const asErrorLike = (error: unknown): ErrorLike => (typeof error === 'object' && error !== null ? (error as ErrorLike) : {});

/** Whether the request never reached the server (offline, DNS, CORS): supabase-js gives status 0. */
export function isNetworkAuthError(error: unknown): boolean {
  const { name, status } = asErrorLike(error);
  if (name === 'AuthRetryableFetchError' && status === 0) return true;
  // fetch itself throwing (a TypeError "Failed to fetch") outside supabase-js's wrapper.
  return error instanceof TypeError && /fetch|network/i.test(error.message);
}

/**
 * The code of an auth error: `AuthError.code`, or the one supabase-js leaves off: a
 * `session_not_found` answer becomes an AuthSessionMissingError without a code.
 */
export function authErrorCodeOf(error: unknown): AuthErrorCode | null {
  const { name, code } = asErrorLike(error);
  if (isAuthErrorCode(code)) return code;
  if (name === 'AuthSessionMissingError') return 'session_not_found';
  return null;
}

/**
 * The toast for a failed auth request: `title` (e.g. "Erro no login") with the Portuguese text of
 * its code; "Sem conexão" when the server was not reached; the catalogue's "Erro inesperado" for a
 * server error with an empty or unknown body (a 500 reaches the app as `{}`) or an unknown code.
 * Never the server's English message.
 */
export function authErrorToast(error: unknown, title: string): ToastOptions {
  if (isNetworkAuthError(error)) return { ...NO_CONNECTION_TOAST };
  const code = authErrorCodeOf(error);
  if (code === null || AUTH_ERROR_MESSAGES[code] === UNEXPECTED_ERROR_MESSAGE) return { ...UNEXPECTED_ERROR_TOAST };
  return { title, description: AUTH_ERROR_MESSAGES[code], variant: 'destructive' };
}
