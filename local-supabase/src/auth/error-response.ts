import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, sendJson } from '../http.ts';
import { API_VERSION_2024 } from './errors.ts';

const VERSION_HEADER = 'x-supabase-api-version';
const UNEXPECTED = 'Unexpected failure, please check server logs for more information';

/**
 * The API version a request asked for, as GoTrue's DetermineClosestAPIVersion reads it: a
 * YYYY-MM-DD date on or after 2024-01-01 selects the 2024 error shape; no header, an older date or
 * an unreadable one selects the initial (legacy) shape.
 */
export function requestedApiVersion(req: IncomingMessage): typeof API_VERSION_2024 | undefined {
  const raw = req.headers[VERSION_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  // Go's time.Parse refuses impossible dates (2024-02-30); Date would roll them over.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return undefined;
  return value >= API_VERSION_2024 ? API_VERSION_2024 : undefined;
}

/** The GoTrue error code an HttpError carries (authError puts it in `code`; others in `error_code`). */
function errorCodeOf(error: HttpError): string | undefined {
  const { code, error_code: errorCode } = error.body;
  if (typeof code === 'string' && code) return code;
  if (typeof errorCode === 'string' && errorCode) return errorCode;
  return undefined;
}

/**
 * Writes an error as GoTrue's HandleResponseError does (api/errors.go):
 * - with `X-Supabase-Api-Version: 2024-01-01` (supabase-js always sends it): `{code, message}` and
 *   the version echoed back;
 * - without it: the legacy `{code: <status>, error_code, msg}` (`error_id` on a 5xx);
 * - both carry `x-sb-error-code`; a weak password adds `weak_password: {reasons}`;
 * - anything that is not an HttpError is an unhandled failure: 500 `unexpected_failure` with
 *   GoTrue's fixed message. Its text is logged here and never sent.
 */
export function writeAuthError(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  const version = requestedApiVersion(req);
  const versionHeader: Record<string, string> = version ? { 'X-Supabase-Api-Version': version } : {};
  if (!(error instanceof HttpError)) {
    console.error('[auth] unhandled error', error);
    const body = version
      ? { code: 'unexpected_failure', message: UNEXPECTED }
      : { code: 500, error_code: 'unexpected_failure', msg: UNEXPECTED };
    sendJson(res, 500, body, versionHeader);
    return;
  }

  let status = error.status;
  let code = errorCodeOf(error) ?? (status >= 500 ? 'unexpected_failure' : 'unknown');
  let message = error.message;
  if (status >= 500 && !(typeof error.body.code === 'string' || typeof error.body.error_code === 'string')) {
    // A 5xx HttpError without a GoTrue code is an internal failure too: say nothing about it.
    console.error('[auth] server error', error);
    status = 500;
    code = 'unexpected_failure';
    message = UNEXPECTED;
  }

  // Only the extras GoTrue itself adds to an error body (weak_password); code/msg/message are ours to write.
  const weakPassword = code === 'weak_password' ? error.body.weak_password : undefined;
  const { [VERSION_HEADER]: _ignored, ...passHeaders } = lowerCaseKeys(error.headers);
  const headers: Record<string, string> = { ...passHeaders, ...versionHeader };
  // GoTrue's weak-password writer sets x-sb-error-code only in the legacy shape.
  if (!(weakPassword && version)) headers['x-sb-error-code'] = code;

  const body: Record<string, unknown> = version
    ? { code, message }
    : { code: status, error_code: code, msg: message, ...(status >= 500 ? { error_id: randomUUID() } : {}) };
  if (weakPassword) body.weak_password = weakPassword;
  sendJson(res, status, body, headers);
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
