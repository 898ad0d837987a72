/**
 * JSON request bodies as GoTrue reads them (`retrieveRequestParams`: `json.Unmarshal` into the route's
 * params struct). `null` leaves the struct empty, so each route answers what it answers for `{}`; any
 * other non-object is 400 `bad_json` naming the Go type; never a 500 with a TypeError in it.
 */
import { describe, expect, it } from 'vitest';
import { stack } from './support.ts';

/** supabase-js sends this version, which selects GoTrue's `{ code, message }` error shape. */
const V2024 = { 'x-supabase-api-version': '2024-01-01' };

async function post(path: string, body: string): Promise<{ status: number; json: Record<string, unknown>; text: string }> {
  const res = await fetch(`${stack().url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: stack().anonKey, 'content-type': 'application/json', ...V2024 },
    body,
  });
  const text = await res.text();
  return { status: res.status, json: JSON.parse(text) as Record<string, unknown>, text };
}

describe('a JSON null body is an empty params struct, as in Go', () => {
  it.each([
    // api.go's /signup: no email and no phone is an anonymous sign-up, disabled in config.toml.
    ['/signup', 422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'],
    ['/recover', 400, 'validation_failed', 'Password recovery requires an email'],
    ['/verify', 400, 'validation_failed', 'Verify requires a verification type'],
    ['/token?grant_type=password', 400, 'validation_failed', 'missing email or phone'],
  ])('POST %s with null → %i %s', async (path, status, code, message) => {
    const res = await post(path, 'null');
    expect(res.status).toBe(status);
    expect(res.json).toEqual({ code, message });
    expect(res.text).not.toMatch(/TypeError|Cannot read|null \(reading/);
  });
});

describe('any other non-object is 400 bad_json with Go’s unmarshal error', () => {
  it.each([
    ['/signup', '[1, 2]', 'json: cannot unmarshal array into Go value of type api.SignupParams'],
    ['/signup', '"ana@exemplo.com"', 'json: cannot unmarshal string into Go value of type api.SignupParams'],
    ['/recover', '42', 'json: cannot unmarshal number into Go value of type api.RecoverParams'],
    ['/verify', 'true', 'json: cannot unmarshal bool into Go value of type api.VerifyParams'],
    ['/token?grant_type=password', '[]', 'json: cannot unmarshal array into Go value of type api.PasswordGrantParams'],
    ['/token?grant_type=refresh_token', '"x"', 'json: cannot unmarshal string into Go value of type api.RefreshTokenGrantParams'],
    ['/token?grant_type=pkce', '1', 'json: cannot unmarshal number into Go value of type api.PKCEGrantParams'],
    ['/otp', '[]', 'json: cannot unmarshal array into Go value of type api.OtpParams'],
    ['/magiclink', '[]', 'json: cannot unmarshal array into Go value of type api.MagicLinkParams'],
    ['/resend', '[]', 'json: cannot unmarshal array into Go value of type api.ResendConfirmationParams'],
    ['/signup', '{"email": ', 'unexpected end of JSON input'],
    ['/signup', '{"email": x}', "invalid character 'x' looking for beginning of value"],
  ])('POST %s with %s', async (path, body, detail) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 'bad_json', message: `Could not parse request body as JSON: ${detail}` });
  });
});

describe('the admin routes name their own params type', () => {
  it.each([
    ['POST', '/admin/users', 'api.AdminUserParams'],
    ['POST', '/admin/generate_link', 'api.GenerateLinkParams'],
    ['POST', '/invite', 'api.InviteParams'],
  ])('%s %s with an array', async (method, path, goType) => {
    const res = await fetch(`${stack().url}/auth/v1${path}`, {
      method,
      headers: { apikey: stack().serviceKey, authorization: `Bearer ${stack().serviceKey}`, 'content-type': 'application/json', ...V2024 },
      body: '[1]',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'bad_json', message: `Could not parse request body as JSON: json: cannot unmarshal array into Go value of type ${goType}` });
  });
});
