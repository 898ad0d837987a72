// GoTrue's e-mail token scheme (crypto.GenerateOtp / GenerateTokenHash, templatemailer getPath,
// api/verify.go): a 6-digit code in the mail, token_hash = hex(sha224(email + code)) stored and
// carried by the link /auth/v1/verify?token=..&type=..&redirect_to=.., verifyOtp by code or by hash.
import { describe, expect, it } from 'vitest';
import { anonClient, serviceClient, sql } from './support.ts';
import { authFetch, codeOf, implicitClient, mailTo, newEmail, sha224 } from './auth-support.ts';

async function signedUp(email = newEmail()) {
  const { error } = await anonClient().auth.signUp({ email, password: 'segredo1', options: { emailRedirectTo: 'http://localhost:8080/catalogo' } });
  expect(error).toBeNull();
  const [mail] = await mailTo(email);
  return { email, mail, code: codeOf(mail) };
}

describe('the e-mail token', () => {
  it('mails a 6-digit code and a /verify link whose token is hex(sha224(email + code)), the value stored', async () => {
    const { email, mail, code } = await signedUp();
    expect(code).toMatch(/^\d{6}$/);
    const link = new URL(mail.link!);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect([...link.searchParams.keys()]).toEqual(['token', 'type', 'redirect_to']);
    expect(link.searchParams.get('token')).toBe(sha224(email + code));
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:8080/catalogo');
    const [row] = await sql<{ confirmation_token: string }>('select confirmation_token from auth.users where email = $1', [email]);
    expect(row.confirmation_token).toBe(sha224(email + code));
    expect(mail.html).toContain(`<strong>${code}</strong>`);
  });

  it('the link returns to the app with GoTrue\'s fragment (sorted keys, sb) and works once', async () => {
    const { mail } = await signedUp();
    const first = await fetch(mail.link!, { redirect: 'manual' });
    expect(first.status).toBe(303);
    const location = first.headers.get('location')!;
    expect(location.startsWith('http://localhost:8080/catalogo#')).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect([...fragment.keys()]).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'sb', 'token_type', 'type']);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('sb')).toBe('');

    const again = new URLSearchParams((await fetch(mail.link!, { redirect: 'manual' })).headers.get('location')!.split('#')[1]);
    expect(Object.fromEntries(again)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
  });

  it('verifyOtp with the e-mail and its code confirms and signs in, with type signup or email', async () => {
    for (const type of ['signup', 'email'] as const) {
      const { email, code } = await signedUp();
      const client = implicitClient();
      const wrong = await client.auth.verifyOtp({ email, token: code === '000000' ? '111111' : '000000', type });
      expect({ status: wrong.error?.status, code: wrong.error?.code, message: wrong.error?.message }).toEqual({
        status: 403,
        code: 'otp_expired',
        message: 'Token has expired or is invalid',
      });
      const { data, error } = await client.auth.verifyOtp({ email, token: code, type });
      expect(error).toBeNull();
      expect(data.session?.user.email).toBe(email);
      expect(data.user?.email_confirmed_at).toBeTruthy();
      expect((await client.auth.getUser()).data.user?.email).toBe(email);
      // Used up.
      expect((await implicitClient().auth.verifyOtp({ email, token: code, type })).error?.code).toBe('otp_expired');
    }
  });

  it('verifyOtp with the token_hash of a recovery mail signs in (the e-mail is not needed)', async () => {
    const email = newEmail();
    await serviceClient().auth.admin.createUser({ email, password: 'antiga123', email_confirm: true });
    expect((await anonClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    const [mail] = await mailTo(email);
    const hash = new URL(mail.link!).searchParams.get('token')!;
    expect(hash).toBe(sha224(email + codeOf(mail)));
    const { data, error } = await implicitClient().auth.verifyOtp({ token_hash: hash, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('a link older than otp_expiry (3600 s) goes back to the app as otp_expired', async () => {
    const { email, mail } = await signedUp();
    await sql(`update auth.users set confirmation_sent_at = now() - interval '3601 seconds' where email = $1`, [email]);
    const location = (await fetch(mail.link!, { redirect: 'manual' })).headers.get('location')!;
    expect(new URLSearchParams(location.split('#')[1]).get('error_code')).toBe('otp_expired');
    const [row] = await sql<{ email_confirmed_at: Date | null }>('select email_confirmed_at from auth.users where email = $1', [email]);
    expect(row.email_confirmed_at).toBeNull();
  });

  it('answers POST /verify\'s malformed requests as GoTrue (VerifyParams.Validate)', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{}, 400, 'Verify requires a verification type'],
      [null, 400, 'Verify requires a verification type'],
      [{ type: 'signup' }, 400, 'Verify requires either a token or a token hash'],
      [{ type: 'signup', token: '123456', token_hash: 'abc' }, 400, 'Verify requires either a token or a token hash'],
      [{ type: 'signup', token: '123456' }, 400, 'Only an email address or phone number should be provided on verify'],
      [{ type: 'signup', token: '123456', email: 'xx:;x@x.x' }, 422, 'Invalid email format'],
      [{ type: 'signup', token_hash: 'abc', email: 'a@b.c' }, 400, 'Only the token_hash and type should be provided'],
      [{ type: 'nada', token_hash: 'abc' }, 400, 'Invalid email verification type'],
      [{ type: 'magiclink', token_hash: 'abc' }, 403, 'Email link is invalid or has expired'],
    ];
    for (const [body, status, message] of cases) {
      const res = await authFetch('/verify', { body });
      expect({ body, status: res.status, message: res.json.message }).toEqual({ body, status, message });
    }
  });

  it('answers GET /verify without a type or a token with 400', async () => {
    expect((await authFetch('/verify?token=abc')).json.message).toBe('Verify requires a verification type');
    expect((await authFetch('/verify?type=signup')).json.message).toBe('Verify requires a token or a token hash');
  });
});
