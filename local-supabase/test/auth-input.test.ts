// What GoTrue accepts as an e-mail (badoux/checkmail's format, api/mail.go validateEmail), passwords
// measured in UTF-8 bytes (api/password.go checkPasswordStrength), and mail templates that escape
// their data as html/template does.
import { describe, expect, it } from 'vitest';
import { anonClient, serviceClient, sql } from './support.ts';
import { authFetch, errorOf, implicitClient, mailTo, newEmail } from './auth-support.ts';

describe('e-mail addresses (checkmail.ValidateFormat)', () => {
  it.each(['xx:;x@x.x', 'sem-arroba', 'a@-x.com', 'a b@x.com', 'ana@exemplo..com'])('refuses %j with "invalid format"', async (email) => {
    const { error } = await anonClient().auth.signUp({ email, password: 'segredo1' });
    expect(errorOf(error)).toEqual({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
    expect(await sql('select 1 from auth.users where email = $1', [email.toLowerCase()])).toHaveLength(0);
  });

  it('accepts an address without a dot after the @ (a@localhost), lowercased', async () => {
    const local = `${newEmail('Sem.Ponto').split('@')[0]}@localhost`;
    const { data, error } = await anonClient().auth.signUp({ email: local, password: 'segredo1' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(local.toLowerCase());
  });

  it('refuses an address over 255 bytes with "An email address is too long"', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.exemplo.com.br`;
    expect(Buffer.byteLength(email)).toBeGreaterThan(255);
    const { error } = await anonClient().auth.resetPasswordForEmail(email);
    expect(errorOf(error)).toEqual({ status: 400, code: 'validation_failed', message: 'An email address is too long' });
  });

  it('gives each endpoint GoTrue\'s message for a missing address', async () => {
    expect((await authFetch('/recover', { body: {} })).json).toMatchObject({ code: 'validation_failed', message: 'Password recovery requires an email' });
    expect((await authFetch('/resend', { body: { type: 'signup' } })).json).toMatchObject({ code: 'validation_failed', message: 'Type provided requires an email address' });
    expect((await authFetch('/resend', { body: {} })).json).toMatchObject({
      code: 'validation_failed',
      message: 'Missing one of these types: signup, email_change, sms, phone_change',
    });
    const signup = await authFetch('/signup', { body: null });
    expect({ status: signup.status, ...signup.json }).toEqual({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
    const noPassword = await authFetch('/signup', { body: { email: newEmail() } });
    expect({ status: noPassword.status, ...noPassword.json }).toEqual({ status: 400, code: 'validation_failed', message: 'Signup requires a valid password' });
  });
});

describe('passwords are measured in bytes, as Go\'s len()', () => {
  // 36 × "á" (2 bytes each) + "a": 37 characters, 73 bytes.
  const seventyThreeBytes = `${'á'.repeat(36)}a`;

  it('refuses 73 bytes with "Password cannot be longer than 72 characters" (bcrypt would cut it silently)', async () => {
    expect(Buffer.byteLength(seventyThreeBytes)).toBe(73);
    const email = newEmail();
    const { error } = await anonClient().auth.signUp({ email, password: seventyThreeBytes });
    expect(errorOf(error)).toEqual({ status: 400, code: 'validation_failed', message: 'Password cannot be longer than 72 characters' });
    expect(await sql('select 1 from auth.users where email = $1', [email])).toHaveLength(0);
  });

  it('refuses 73 bytes on PUT /user too, and takes 72', async () => {
    const email = newEmail();
    await serviceClient().auth.admin.createUser({ email, password: 'segredo1', email_confirm: true });
    const client = implicitClient();
    await client.auth.signInWithPassword({ email, password: 'segredo1' });
    expect(errorOf((await client.auth.updateUser({ password: seventyThreeBytes })).error)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });
    const seventyTwo = 'á'.repeat(36);
    expect((await client.auth.updateUser({ password: seventyTwo })).error).toBeNull();
    expect((await implicitClient().auth.signInWithPassword({ email, password: seventyTwo })).error).toBeNull();
    // A password sharing only the first 71 bytes does not sign in.
    expect((await implicitClient().auth.signInWithPassword({ email, password: `${'á'.repeat(35)}a` })).error?.code).toBe('invalid_credentials');
  });

  it('counts the minimum in bytes too: "ááá" (3 characters, 6 bytes) passes, "abcde" does not', async () => {
    expect((await anonClient().auth.signUp({ email: newEmail(), password: 'ááá' })).error).toBeNull();
    const { error } = await anonClient().auth.signUp({ email: newEmail(), password: 'abcde' });
    expect(errorOf(error)).toEqual({ status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' });
    expect(error && 'reasons' in error ? error.reasons : undefined).toEqual(['length']);
  });
});

describe('mail templates escape their data (html/template)', () => {
  it('shows a sign-up name with markup as text in the HTML body, never as markup', async () => {
    const email = newEmail();
    const nome = '<img src=x onerror="alert(document.domain)"> & <script>alert(1)</script>';
    expect((await anonClient().auth.signUp({ email, password: 'segredo1', options: { data: { nome } } })).error).toBeNull();
    const [mail] = await mailTo(email);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('Olá, &lt;img src=x onerror=&#34;alert(document.domain)&#34;&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;!');
    // The plain-text part is text: the name as typed.
    expect(mail.text).toContain(`Olá, ${nome}!`);
    expect(mail.html).toContain(`<a href="${mail.link!.replace(/&/g, '&amp;')}">`);
  });
});

describe('a JSON null body is GoTrue\'s zero-valued parameters, never a 500', () => {
  it('answers each endpoint as GoTrue does for empty parameters', async () => {
    const cases: Array<[string, number, string, string]> = [
      ['/signup', 422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'],
      ['/token?grant_type=password', 400, 'validation_failed', 'missing email or phone'],
      ['/token?grant_type=refresh_token', 400, 'validation_failed', 'Refresh token is not valid'],
      ['/token?grant_type=pkce', 400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty'],
      ['/recover', 400, 'validation_failed', 'Password recovery requires an email'],
      ['/verify', 400, 'validation_failed', 'Verify requires a verification type'],
      ['/otp', 400, 'validation_failed', 'One of email or phone must be set'],
      ['/resend', 400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change'],
    ];
    for (const [path, status, code, message] of cases) {
      const res = await authFetch(path, { body: null });
      expect({ path, status: res.status, ...res.json }).toEqual({ path, status, code, message });
    }
  });

  it('takes PUT /user with null as a no-op answered with the user', async () => {
    const email = newEmail();
    await serviceClient().auth.admin.createUser({ email, password: 'segredo1', email_confirm: true });
    const { data } = await implicitClient().auth.signInWithPassword({ email, password: 'segredo1' });
    const res = await authFetch('/user', { method: 'PUT', body: null, token: data.session!.access_token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ email });
  });
});
