// The PKCE flow (GoTrue's api/pkce.go, api/token.go PKCE, api/verify.go issueAuthCode), driven by a
// supabase-js client with flowType 'pkce' (what @supabase/ssr uses): the e-mail link's token carries
// the pkce_ prefix, the link redirects with ?code=, exchangeCodeForSession trades it once.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from './support.ts';
import { authFetch, codeOf, confirmedUser, errorOf, mailTo, newEmail, pkceClient, sha224 } from './auth-support.ts';

/** Follows an e-mail link and returns the code it redirects with (and the redirect itself). */
async function codeFromLink(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  return { location, code: location.searchParams.get('code') };
}

describe('PKCE', () => {
  it('signs up: pkce_ token in the link, ?code= back (no tokens in the URL), exchangeCodeForSession once', async () => {
    const email = newEmail();
    const client = pkceClient();
    expect((await client.auth.signUp({ email, password: 'segredo1', options: { emailRedirectTo: 'http://localhost:8080/catalogo' } })).error).toBeNull();
    const [state] = await sql<{ authentication_method: string; provider_type: string; code_challenge_method: string }>(
      'select authentication_method, provider_type, code_challenge_method::text from auth.flow_state f join auth.users u on u.id = f.user_id where u.email = $1',
      [email],
    );
    expect(state).toEqual({ authentication_method: 'email/signup', provider_type: 'email', code_challenge_method: 's256' });

    const [mail] = await mailTo(email);
    const token = new URL(mail.link!).searchParams.get('token')!;
    expect(token).toBe(`pkce_${sha224(email + codeOf(mail))}`);
    const { location, code } = await codeFromLink(mail.link!);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:8080/catalogo');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    expect(location.hash).toBe('');

    const { data, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    // Single use: the flow state is gone.
    expect(await sql('select 1 from auth.flow_state where auth_code = $1', [code])).toHaveLength(0);
    const again = await authFetch('/token?grant_type=pkce', { body: { auth_code: code, code_verifier: 'v'.repeat(43) } });
    expect({ status: again.status, ...again.json }).toEqual({ status: 404, code: 'flow_state_not_found', message: 'invalid flow state, no valid flow state found' });
  });

  it('recovers a password and signs in by magic link through the code', async () => {
    const email = await confirmedUser();
    const recovering = pkceClient();
    expect((await recovering.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:8080/catalogo' })).error).toBeNull();
    const [recovery] = await mailTo(email);
    expect(new URL(recovery.link!).searchParams.get('token')!.startsWith('pkce_')).toBe(true);
    const recovered = await recovering.auth.exchangeCodeForSession((await codeFromLink(recovery.link!)).code!);
    expect(recovered.error).toBeNull();
    expect((await recovering.auth.updateUser({ password: 'nova12345' })).error).toBeNull();

    const other = await confirmedUser();
    const magic = pkceClient();
    expect((await magic.auth.signInWithOtp({ email: other })).error).toBeNull();
    const [mail] = await mailTo(other);
    expect(new URL(mail.link!).searchParams.get('type')).toBe('magiclink');
    const signedIn = await magic.auth.exchangeCodeForSession((await codeFromLink(mail.link!)).code!);
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email).toBe(other);
  });

  it('refuses a wrong verifier (400 bad_code_verifier) and an expired flow state (422 flow_state_expired)', async () => {
    const email = await confirmedUser();
    await pkceClient().auth.resetPasswordForEmail(email);
    const { code } = await codeFromLink((await mailTo(email))[0].link!);
    const wrong = await authFetch('/token?grant_type=pkce', { body: { auth_code: code, code_verifier: 'w'.repeat(43) } });
    expect({ status: wrong.status, ...wrong.json }).toEqual({
      status: 400,
      code: 'bad_code_verifier',
      message: 'code challenge does not match previously saved code verifier',
    });
    await sql(`update auth.flow_state set created_at = now() - interval '301 seconds' where auth_code = $1`, [code]);
    const expired = await authFetch('/token?grant_type=pkce', { body: { auth_code: code, code_verifier: 'w'.repeat(43) } });
    expect({ status: expired.status, ...expired.json }).toEqual({ status: 422, code: 'flow_state_expired', message: 'invalid flow state, flow state has expired' });
  });

  it('exchanges a plain challenge (method compared case-insensitively) through the raw API', async () => {
    const email = await confirmedUser();
    const verifier = 'plain-verifier-'.padEnd(50, 'x');
    expect((await authFetch('/recover', { body: { email, code_challenge: verifier, code_challenge_method: 'PLAIN' } })).status).toBe(200);
    const { code } = await codeFromLink((await mailTo(email))[0].link!);
    const res = await authFetch('/token?grant_type=pkce', { body: { auth_code: code, code_verifier: verifier } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ token_type: 'bearer', user: { email } });
    // And an s256 one computed here, as the RFC says.
    const other = await confirmedUser();
    const s256Verifier = 'v'.repeat(60);
    const challenge = createHash('sha256').update(s256Verifier).digest('base64url');
    await authFetch('/otp', { body: { email: other, code_challenge: challenge, code_challenge_method: 's256' } });
    const second = await codeFromLink((await mailTo(other))[0].link!);
    expect((await authFetch('/token?grant_type=pkce', { body: { auth_code: second.code, code_verifier: s256Verifier } })).status).toBe(200);
  });

  it('sends a pkce_ link without a flow state back with the error in the query and the fragment', async () => {
    const email = await confirmedUser();
    await pkceClient().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:8080/catalogo' });
    await sql('delete from auth.flow_state where user_id = (select id from auth.users where email = $1)', [email]);
    const res = await fetch((await mailTo(email))[0].link!, { redirect: 'manual' });
    const location = new URL(res.headers.get('location')!);
    const expected = {
      error: 'invalid_request',
      error_code: 'flow_state_not_found',
      error_description: 'No associated flow state found. 422: No valid flow state found for user.',
    };
    expect(Object.fromEntries(location.searchParams)).toEqual(expected);
    expect(Object.fromEntries(new URLSearchParams(location.hash.slice(1)))).toEqual({ ...expected, sb: '' });
  });

  it('validates the PKCE parameters as validatePKCEParams (an unknown method: 400 where GoTrue fails with 500)', async () => {
    const email = newEmail();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ code_challenge_method: 's256' }, 'PKCE flow requires code_challenge_method and code_challenge'],
      [{ code_challenge: 'x'.repeat(42), code_challenge_method: 's256' }, 'code challenge has to be between 43 and 128 characters'],
      [{ code_challenge: 'x'.repeat(129), code_challenge_method: 's256' }, 'code challenge has to be between 43 and 128 characters'],
      [{ code_challenge: `${'x'.repeat(43)}!`, code_challenge_method: 's256' }, 'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes'],
      [{ code_challenge: 'x'.repeat(43), code_challenge_method: 'md5' }, 'Invalid code_challenge_method'],
    ];
    for (const [pkce, message] of cases) {
      const res = await authFetch('/signup', { body: { email, password: 'segredo1', ...pkce } });
      expect({ pkce, status: res.status, ...res.json }).toEqual({ pkce, status: 400, code: 'validation_failed', message });
    }
    expect(await sql('select 1 from auth.users where email = $1', [email])).toHaveLength(0);
  });

  it('answers the grant\'s missing fields and an unknown grant_type as GoTrue', async () => {
    const empty = await authFetch('/token?grant_type=pkce', { body: null });
    expect({ status: empty.status, ...empty.json }).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'invalid request: both auth code and code verifier should be non-empty',
    });
    const unknown = await authFetch('/token?grant_type=authorization_code', { body: {} });
    expect({ status: unknown.status, ...unknown.json }).toEqual({ status: 400, code: 'invalid_credentials', message: 'unsupported_grant_type' });
    // A client holding a verifier, with a code no flow state has.
    const client = pkceClient();
    await client.auth.resetPasswordForEmail(await confirmedUser());
    const none = await client.auth.exchangeCodeForSession('00000000-0000-4000-8000-000000000000');
    expect(errorOf(none.error)).toEqual({ status: 404, code: 'flow_state_not_found', message: 'invalid flow state, no valid flow state found' });
  });
});
