// signInWithOtp with an e-mail (POST /otp, and the older POST /magiclink), as GoTrue's api/otp.go and
// api/magic_link.go: a new address is signed up and gets the sign-up confirmation; a confirmed one gets
// a magic link; both mails carry a code that verifyOtp({ type: 'email' }) takes.
import { describe, expect, it } from 'vitest';
import { sql } from './support.ts';
import { authFetch, codeOf, confirmedUser, implicitClient, mailTo, newEmail, sha224, startAuthServer } from './auth-support.ts';

describe('signInWithOtp (e-mail)', () => {
  it('signs up a new address: {} and the sign-up confirmation, whose code signs in with type email', async () => {
    const email = newEmail();
    const client = implicitClient();
    const { data, error } = await client.auth.signInWithOtp({
      email,
      options: { data: { nome: 'Cliente Código' }, emailRedirectTo: 'http://localhost:8080/catalogo' },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ user: null, session: null });
    const [user] = await sql<{ email_confirmed_at: Date | null; raw_user_meta_data: Record<string, unknown>; encrypted_password: string }>(
      'select email_confirmed_at, raw_user_meta_data, encrypted_password from auth.users where email = $1',
      [email],
    );
    expect(user.email_confirmed_at).toBeNull();
    expect(user.raw_user_meta_data).toMatchObject({ nome: 'Cliente Código' });
    expect(user.encrypted_password).toBeTruthy(); // GoTrue signs the address up with a random password

    const [mail] = await mailTo(email);
    expect(mail.subject).toBe('Confirme seu cadastro');
    expect(new URL(mail.link!).searchParams.get('type')).toBe('signup');
    const verified = await client.auth.verifyOtp({ email, token: codeOf(mail), type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('mails a confirmed user a magic link (recovery_token, type magiclink) that signs in through the link', async () => {
    const email = await confirmedUser();
    expect((await implicitClient().auth.signInWithOtp({ email, options: { emailRedirectTo: 'http://localhost:8080/catalogo' } })).error).toBeNull();
    const [mail] = await mailTo(email);
    expect(mail.subject).toBe('Seu link de acesso');
    const link = new URL(mail.link!);
    expect(link.searchParams.get('type')).toBe('magiclink');
    expect(link.searchParams.get('token')).toBe(sha224(email + codeOf(mail)));
    const [row] = await sql<{ recovery_token: string }>('select recovery_token from auth.users where email = $1', [email]);
    expect(row.recovery_token).toBe(link.searchParams.get('token'));

    const location = (await fetch(mail.link!, { redirect: 'manual' })).headers.get('location')!;
    expect(location.startsWith('http://localhost:8080/catalogo#')).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('type')).toBe('magiclink');
    const client = implicitClient();
    await client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
  });

  it('takes the magic link\'s code with type magiclink and with type email', async () => {
    for (const type of ['magiclink', 'email'] as const) {
      const email = await confirmedUser();
      await implicitClient().auth.signInWithOtp({ email });
      const [mail] = await mailTo(email);
      const { data, error } = await implicitClient().auth.verifyOtp({ email, token: codeOf(mail), type });
      expect(error).toBeNull();
      expect(data.session?.user.email).toBe(email);
    }
  });

  it('refuses an unknown address with shouldCreateUser false: 422 otp_disabled, no user, no mail', async () => {
    const email = newEmail();
    const { error } = await implicitClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
      status: 422,
      code: 'otp_disabled',
      message: 'Signups not allowed for otp',
    });
    expect(await sql('select 1 from auth.users where email = $1', [email])).toHaveLength(0);
    expect(await mailTo(email)).toHaveLength(0);
    // An existing address still gets its link.
    const known = await confirmedUser();
    expect((await implicitClient().auth.signInWithOtp({ email: known, options: { shouldCreateUser: false } })).error).toBeNull();
    expect(await mailTo(known)).toHaveLength(1);
  });

  it('answers OtpParams.Validate\'s refusals as GoTrue', async () => {
    const cases: Array<[unknown, number, string, string]> = [
      [null, 400, 'validation_failed', 'One of email or phone must be set'],
      [{}, 400, 'validation_failed', 'One of email or phone must be set'],
      [{ email: 'a@b.com', phone: '+5548999991234' }, 400, 'validation_failed', 'Only an email address or phone number should be provided'],
      [{ email: 'a@b.com', channel: 'sms' }, 400, 'validation_failed', 'Channel should only be specified with Phone OTP'],
      [{ email: 'xx:;x@x.x' }, 400, 'validation_failed', 'Unable to validate email address: invalid format'],
      [{ email: 'a@b.com', code_challenge: 'x'.repeat(43) }, 400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge'],
      [{ phone: '+5548999991234' }, 400, 'phone_provider_disabled', 'Unsupported phone provider'],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await authFetch('/otp', { body });
      expect({ body, status: res.status, ...res.json }).toEqual({ body, status, code, message });
    }
  });

  it('serves POST /magiclink too, with its own message for a missing address (422)', async () => {
    const email = await confirmedUser();
    const res = await authFetch('/magiclink', { body: { email } });
    expect({ status: res.status, json: res.json }).toEqual({ status: 200, json: {} });
    expect((await mailTo(email))[0].subject).toBe('Seu link de acesso');
    const missing = await authFetch('/magiclink', { body: {} });
    expect({ status: missing.status, ...missing.json }).toEqual({ status: 422, code: 'validation_failed', message: 'Password recovery requires an email' });
  });

  it('with confirmations off (autoconfirm), signs a new address up confirmed and mails it a magic link', async () => {
    const server = await startAuthServer({ enableConfirmations: false });
    try {
      const email = newEmail();
      expect((await implicitClient(server.url).auth.signInWithOtp({ email })).error).toBeNull();
      const [mail] = await mailTo(email, server.url);
      expect(mail.subject).toBe('Seu link de acesso');
      expect(new URL(mail.link!).searchParams.get('type')).toBe('magiclink');
      const [row] = await sql<{ email_confirmed_at: Date | null }>('select email_confirmed_at from auth.users where email = $1', [email]);
      expect(row.email_confirmed_at).not.toBeNull();
    } finally {
      await server.close();
    }
  });
});
