import type { IncomingMessage, ServerResponse } from 'node:http';

/** Thrown by handlers; the gateway turns it into a JSON error response. */
export class HttpError extends Error {
  constructor(
    public status: number,
    message: string,
    /** Extra JSON fields, e.g. GoTrue's { code, error_code } or storage's { statusCode, error }. */
    public body: Record<string, unknown> = {},
    public headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** GoTrue's body limit (`limitRequestBody(1 << 20)` in api/api.go). */
export const GOTRUE_BODY_LIMIT = 1 << 20;

/**
 * Reads a request body up to `limit` bytes. A declared Content-Length over the limit is refused before a
 * byte is read; a body that grows past it stops being read. Either way the request is left unfinished, and
 * the gateway answers with `Connection: close` and closes the socket (see gateway.ts `closeAfterReply`), as
 * Go's net/http does after a MaxBytesReader trips: a keep-alive client never waits behind the unread bytes.
 */
export function readBody(req: IncomingMessage, limit = 50 * 1024 * 1024): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, 'Payload too large', { statusCode: '413', error: 'Payload too large' });
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge());
  // Plain listeners, not `for await`: leaving a for-await loop destroys the request, and with it the socket
  // the 413 has to be written to.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/**
 * The Go type GoTrue unmarshals each route's body into (`retrieveRequestParams(r, &XParams{})`), so that
 * `json: cannot unmarshal array into Go value of type api.SignupParams` names the same type. Keyed on
 * "METHOD path" after /auth/v1; the token grants are told apart by `grant_type`.
 */
const GOTRUE_PARAMS: Record<string, string> = {
  'POST /signup': 'api.SignupParams',
  'POST /recover': 'api.RecoverParams',
  'POST /resend': 'api.ResendConfirmationParams',
  'POST /otp': 'api.OtpParams',
  'POST /magiclink': 'api.MagicLinkParams',
  'POST /verify': 'api.VerifyParams',
  'PUT /user': 'api.UserUpdateParams',
  'POST /invite': 'api.InviteParams',
  'POST /admin/users': 'api.AdminUserParams',
  'PUT /admin/users/:id': 'api.AdminUserParams',
  'DELETE /admin/users/:id': 'api.adminUserDeleteParams',
  'POST /admin/generate_link': 'api.GenerateLinkParams',
};
const GOTRUE_GRANTS: Record<string, string> = {
  password: 'api.PasswordGrantParams',
  refresh_token: 'api.RefreshTokenGrantParams',
  pkce: 'api.PKCEGrantParams',
  id_token: 'api.IdTokenGrantParams',
  web3: 'api.Web3GrantParams',
};

function goParamsType(req: IncomingMessage): string {
  const url = new URL(req.url ?? '/', 'http://gateway');
  const path = url.pathname.replace(/^\/auth\/v1/, '').replace(/\/+$/, '').replace(/^\/admin\/users\/[^/]+$/, '/admin/users/:id');
  if (path === '/token') return GOTRUE_GRANTS[url.searchParams.get('grant_type') ?? ''] ?? 'api.PasswordGrantParams';
  return GOTRUE_PARAMS[`${req.method ?? 'GET'} ${path}`] ?? 'api.RequestParams';
}

/** Go's encoding/json name for the JSON kind of a value a struct cannot take. */
function goKind(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'boolean') return 'bool';
  return typeof value; // 'string' | 'number'
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

const gotrueError = (status: number, code: string, msg: string) => new HttpError(status, msg, { code, error_code: code, msg });

/**
 * Reads a JSON request body as GoTrue's `retrieveRequestParams` does (`json.Unmarshal` into a struct):
 * - an empty body or `null` leaves the struct at its zero value, so the caller gets `{}`;
 * - an array, string, number or boolean is 400 `bad_json`
 *   "Could not parse request body as JSON: json: cannot unmarshal array into Go value of type api.SignupParams";
 * - malformed JSON is 400 `bad_json` with Go's syntax error after the same prefix;
 * - over 1 MiB is 413 `request_entity_too_large` "Request body too large (max 1048576 bytes)".
 * The caller always gets a plain object, never null, so no handler can fail with a TypeError on it.
 */
export async function readJson<T extends object = Record<string, unknown>>(req: IncomingMessage): Promise<T> {
  let raw: string;
  try {
    raw = (await readBody(req, GOTRUE_BODY_LIMIT)).toString('utf8');
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) {
      throw gotrueError(413, 'request_entity_too_large', `Request body too large (max ${GOTRUE_BODY_LIMIT} bytes)`);
    }
    throw error;
  }
  // Go refuses an empty body too ("unexpected end of JSON input"); we keep `{}` because some of our
  // handlers read a body where GoTrue reads none (logout), and an empty body is no attack.
  if (!raw.trim()) return {} as T;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw gotrueError(400, 'bad_json', `Could not parse request body as JSON: ${goSyntaxError(raw, error)}`);
  }
  if (parsed === null) return {} as T;
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw gotrueError(
      400,
      'bad_json',
      `Could not parse request body as JSON: json: cannot unmarshal ${goKind(parsed)} into Go value of type ${goParamsType(req)}`,
    );
  }
  return parsed as T;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(payload);
}

export function queryOf(req: IncomingMessage): URLSearchParams {
  return new URL(req.url ?? '/', 'http://localhost').searchParams;
}

/** The bearer token of a request, if any. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m?.[1];
}
