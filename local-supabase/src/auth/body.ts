import type { IncomingMessage } from 'node:http';
import { HttpError, parseJsonBody, readBody } from '../http.ts';
import { authError } from './errors.ts';

export type Body = Record<string, unknown>;

/** GoTrue's body limit (`limitRequestBody(1 << 20)` in api/api.go). */
export const GOTRUE_BODY_LIMIT = 1 << 20;

/**
 * The Go type each /token grant the handler reads is unmarshalled into (api/token.go), named in
 * GoTrue's "cannot unmarshal ... into Go value of type ..." message.
 */
export const GRANT_PARAMS = {
  password: 'api.PasswordGrantParams',
  refresh_token: 'api.RefreshTokenGrantParams',
  pkce: 'api.PKCEGrantParams',
} as const;

/** Go's encoding/json name for the JSON kind of a value ("cannot unmarshal <kind> into ..."). */
export function goKind(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'boolean') return 'bool';
  return typeof value; // 'string' | 'number' | 'object'
}

/**
 * Go's json.Unmarshal syntax error for what V8 refused. The end of input is Go's exact text; for anything
 * else Go names the offending character and its context, of which only the commonest is reproduced.
 */
function goSyntaxError(raw: string, error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/end of JSON input|Unterminated string/i.test(message)) return 'unexpected end of JSON input';
  const at = /position (\d+)/.exec(message);
  const token = /Unexpected token '(.)'/.exec(message);
  const char = token?.[1] ?? raw.charAt(at ? Number(at[1]) : raw.search(/\S/));
  if (/after JSON/.test(message)) return `invalid character '${char}' after top-level value`;
  return `invalid character '${char}' looking for beginning of value`;
}

const badJson = (detail: string) => authError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);

/**
 * Reads a JSON request body as GoTrue's `retrieveRequestParams(r, &params)` does (`json.Unmarshal` into
 * a struct of the Go type `goType`, e.g. 'api.SignupParams'):
 * - an empty body or `null` leaves the struct at its zero value, so the caller gets `{}`;
 * - an array, string, number or boolean is 400 `bad_json`
 *   "Could not parse request body as JSON: json: cannot unmarshal array into Go value of type api.SignupParams";
 * - malformed JSON is 400 `bad_json` with Go's syntax error after the same prefix;
 * - over 1 MiB is 413 `request_entity_too_large` "Request body too large (max 1048576 bytes)".
 * The caller always gets a plain object, never null, so no handler can fail with a TypeError on it.
 */
export async function readAuthBody(req: IncomingMessage, goType: string): Promise<Body> {
  let raw: string;
  try {
    raw = (await readBody(req, GOTRUE_BODY_LIMIT)).toString('utf8');
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) {
      throw authError(413, 'request_entity_too_large', `Request body too large (max ${GOTRUE_BODY_LIMIT} bytes)`);
    }
    throw error;
  }
  // Go refuses an empty body ("unexpected end of JSON input"); we keep `{}` (an empty body is no
  // attack, and parseJsonBody reads it as null).
  const parsed = parseJsonBody(raw);
  if ('error' in parsed) throw badJson(goSyntaxError(raw, parsed.error));
  const { value } = parsed;
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badJson(`json: cannot unmarshal ${goKind(value)} into Go value of type ${goType}`);
  }
  return value as Body;
}

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export const metadataOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
