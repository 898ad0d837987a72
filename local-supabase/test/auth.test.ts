import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { anonClient, clientOptions, serviceClient, sql, stack } from './support.ts';
import { mailTo, newEmail } from './auth-support.ts';

const freshClient = () => createClient(stack().url, stack().anonKey, clientOptions);


describe('sign-up with e-mail confirmation', () => {
  it('signs up, confirms through the mailbox link, signs in, refreshes and signs out', async () => {
    const email = newEmail();
    const client = freshClient();
    const signUp = await client.auth.signUp({
      email,
      password: 'segredo1',
      // A client that tries to make itself admin: the database ignores it.
      options: { emailRedirectTo: 'http://localhost:8080/catalogo', data: { nome: 'Maria Clara', telefone: '(48) 99999-1234', tipo: 'admin' } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    expect(signUp.data.user?.identities).toHaveLength(1);

    const [usuario] = await sql<{ nome: string; telefone: string; tipo: string }>(
      'select nome, telefone, tipo from public.usuarios where auth_user_id = $1',
      [signUp.data.user!.id],
    );
    expect(usuario).toEqual({ nome: 'Maria Clara', telefone: '(48) 99999-1234', tipo: 'cliente' });

    // Unconfirmed: the right refusal.
    const early = await client.auth.signInWithPassword({ email, password: 'segredo1' });
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.status).toBe(400);

    const [mail] = await mailTo(email);
    expect(mail.subject).toBe('Confirme seu cadastro');
    expect(mail.text).toContain('Olá, Maria Clara!');
    const verify = await fetch(mail.link!, { redirect: 'manual' });
    expect(verify.status).toBe(303);
    const location = verify.headers.get('location')!;
    expect(location.startsWith('http://localhost:8080/catalogo#')).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toBeTruthy();

    // The link works once.
    const again = await fetch(mail.link!, { redirect: 'manual' });
    expect(new URLSearchParams(again.headers.get('location')!.split('#')[1]).get('error_code')).toBe('otp_expired');

    const signIn = await client.auth.signInWithPassword({ email, password: 'segredo1' });
    expect(signIn.error).toBeNull();
    const session = signIn.data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);

    const { data: me } = await client.auth.getUser();
    expect(me.user?.email).toBe(email);
    expect(me.user?.user_metadata.nome).toBe('Maria Clara');

    // The access token is accepted by PostgREST: the customer reads their own profile.
    const own = await client.from('usuarios').select('nome, tipo');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ nome: 'Maria Clara', tipo: 'cliente' }]);

    // Refresh rotates the token; the old one is refused afterwards.
    const refreshed = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.refresh_token).not.toBe(session.refresh_token);
    const reused = await freshClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.error?.code).toBe('refresh_token_already_used');

    // Reuse ended that session; a new sign-in, then sign-out revokes its refresh token.
    const second = await client.auth.signInWithPassword({ email, password: 'segredo1' });
    const secondRefresh = second.data.session!.refresh_token;
    expect((await client.auth.signOut()).error).toBeNull();
    const afterSignOut = await freshClient().auth.refreshSession({ refresh_token: secondRefresh });
    expect(afterSignOut.error?.code).toBe('refresh_token_not_found');
  });

  it('answers a sign-up with an existing e-mail with a user without identities', async () => {
    const { data } = await anonClient().auth.signUp({ email: 'cliente@lojapraia.com.br', password: 'qualquer1' });
    expect(data.user?.identities).toEqual([]);
    expect(data.session).toBeNull();
    const [{ count }] = await sql<{ count: string }>(`select count(*) from auth.users where email = 'cliente@lojapraia.com.br'`);
    expect(count).toBe('1');
  });

  it('refuses a short password with weak_password and writes no user', async () => {
    const email = newEmail();
    const { error } = await anonClient().auth.signUp({ email, password: '12345' });
    expect(error?.code).toBe('weak_password');
    expect(error?.status).toBe(422);
    expect(await sql('select 1 from auth.users where email = $1', [email])).toHaveLength(0);
  });

  it('refuses an invalid e-mail address', async () => {
    const { error } = await anonClient().auth.signUp({ email: 'nao-e-email', password: 'segredo1' });
    expect(error?.code).toBe('validation_failed');
    expect(error?.status).toBe(400);
  });

  it('sends a redirect outside the allowed list back to the site URL', async () => {
    const email = newEmail();
    await anonClient().auth.signUp({ email, password: 'segredo1', options: { emailRedirectTo: 'https://malicioso.example.com/roubar' } });
    const [mail] = await mailTo(email);
    const location = (await fetch(mail.link!, { redirect: 'manual' })).headers.get('location')!;
    // config.toml's site_url
    expect(new URL(location).origin).toBe('http://localhost:8080');
  });
});

describe('password sign-in', () => {
  it('signs in a demo login created by the seed (pgcrypto bcrypt hash)', async () => {
    const { data, error } = await freshClient().auth.signInWithPassword({ email: 'admin@lojapraia.com.br', password: 'admin123' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('admin@lojapraia.com.br');
  });

  it('gives invalid_credentials for a wrong password and for an unknown e-mail', async () => {
    const wrong = await freshClient().auth.signInWithPassword({ email: 'admin@lojapraia.com.br', password: 'errada' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');
    expect(wrong.error?.status).toBe(400);
    const unknown = await freshClient().auth.signInWithPassword({ email: 'ninguem@exemplo.com.br', password: 'segredo1' });
    expect(unknown.error?.code).toBe('invalid_credentials');
  });

  it('limits attempts per e-mail with over_request_rate_limit (429)', async () => {
    const email = newEmail();
    const client = freshClient();
    let attempt = 0;
    let last: { code?: string; status?: number } | null = null;
    while (attempt < 70) {
      attempt++;
      const { error } = await client.auth.signInWithPassword({ email, password: 'errada1' });
      last = error;
      if (error?.status === 429) break;
    }
    expect(attempt).toBe(61); // the suite's limit is 60 per 5 minutes
    expect(last?.code).toBe('over_request_rate_limit');
  });

  it('rejects a forged token on /user', async () => {
    const res = await fetch(`${stack().url}/auth/v1/user`, {
      headers: { apikey: stack().anonKey, Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.invalid' },
    });
    expect(res.status).toBe(403);
    // No X-Supabase-Api-Version header: GoTrue's legacy error shape.
    expect(await res.json()).toMatchObject({ code: 403, error_code: 'bad_jwt' });
  });
});

describe('recovery, resend and settings', () => {
  it('e-mails a recovery link that signs the user in for a new password', async () => {
    const email = newEmail();
    const admin = serviceClient();
    await admin.auth.admin.createUser({ email, password: 'antiga123', email_confirm: true });
    expect((await anonClient().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:8080/catalogo' })).error).toBeNull();
    const [mail] = await mailTo(email);
    expect(mail.subject).toBe('Redefinir senha');
    const fragment = new URLSearchParams((await fetch(mail.link!, { redirect: 'manual' })).headers.get('location')!.split('#')[1]);
    expect(fragment.get('type')).toBe('recovery');
    const client = freshClient();
    await client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect((await client.auth.updateUser({ password: 'nova12345' })).error).toBeNull();
    expect((await freshClient().auth.signInWithPassword({ email, password: 'nova12345' })).error).toBeNull();
  });

  it('resends the confirmation of an unconfirmed sign-up', async () => {
    const email = newEmail();
    await anonClient().auth.signUp({ email, password: 'segredo1' });
    // As if [auth.email] max_frequency (1 s, the CLI's default) had passed since the first mail.
    await sql(`update auth.users set confirmation_sent_at = now() - interval '2 seconds' where email = $1`, [email]);
    expect((await anonClient().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(await mailTo(email)).toHaveLength(2);
  });

  it('publishes settings with confirmations on', async () => {
    const res = await fetch(`${stack().url}/auth/v1/settings`, { headers: { apikey: stack().anonKey } });
    expect(await res.json()).toMatchObject({ mailer_autoconfirm: false, external: { email: true } });
  });
});

describe('admin users', () => {
  it('creates and deletes a login with the service key (profile row follows)', async () => {
    const email = newEmail();
    const admin = serviceClient();
    const created = await admin.auth.admin.createUser({ email, password: 'segredo1', email_confirm: true, user_metadata: { nome: 'Novo Funcionário' } });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(await sql('select tipo from public.usuarios where auth_user_id = $1', [id])).toEqual([{ tipo: 'cliente' }]);
    expect((await admin.auth.admin.getUserById(id)).data.user?.email).toBe(email);
    expect((await admin.auth.admin.deleteUser(id)).error).toBeNull();
    expect(await sql('select 1 from auth.users where id = $1', [id])).toHaveLength(0);
    expect(await sql('select 1 from public.usuarios where auth_user_id = $1', [id])).toHaveLength(0);
  });

  it('refuses the admin endpoints to the anon key', async () => {
    const email = newEmail();
    const { error } = await anonClient().auth.admin.createUser({ email, password: 'segredo1' });
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('not_admin');
    expect(await sql('select 1 from auth.users where email = $1', [email])).toHaveLength(0);
  });
});

describe('banned users (a deactivated login: auth.users.banned_until ahead)', () => {
  /** A confirmed login with an open session, then banned as the deactivation does. */
  async function bannedWithSession(bannedUntil: string) {
    const email = newEmail();
    await serviceClient().auth.admin.createUser({ email, password: 'segredo1', email_confirm: true });
    const client = freshClient();
    const signedIn = await client.auth.signInWithPassword({ email, password: 'segredo1' });
    expect(signedIn.error).toBeNull();
    await sql('update auth.users set banned_until = $2::timestamptz where email = $1', [email, bannedUntil]);
    return { email, client, session: signedIn.data.session! };
  }

  it.each(['infinity', '2999-01-01T00:00:00Z'])('refuses the password grant with 400 user_banned (banned_until %s), before checking the password', async (until) => {
    const { email } = await bannedWithSession(until);
    for (const password of ['segredo1', 'errada1']) {
      const { data, error } = await freshClient().auth.signInWithPassword({ email, password });
      expect(data.session).toBeNull();
      expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({ status: 400, code: 'user_banned', message: 'User is banned' });
    }
  });

  it('refuses the refresh_token grant with 400 user_banned, and a still-valid access token on /user with 403', async () => {
    const { session } = await bannedWithSession('infinity');
    const refreshed = await freshClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.data.session).toBeNull();
    expect({ status: refreshed.error?.status, code: refreshed.error?.code, message: refreshed.error?.message }).toEqual({
      status: 400,
      code: 'user_banned',
      message: 'Invalid Refresh Token: User Banned',
    });
    const me = await fetch(`${stack().url}/auth/v1/user`, { headers: { apikey: stack().anonKey, Authorization: `Bearer ${session.access_token}` } });
    expect(me.status).toBe(403);
    expect(await me.json()).toMatchObject({ error_code: 'user_banned', msg: 'User is banned' });
  });

  it('sends a banned user\'s recovery link back with error_code user_banned and no session', async () => {
    const { email } = await bannedWithSession('infinity');
    expect((await anonClient().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:8080/dashboard' })).error).toBeNull();
    const [mail] = await mailTo(email);
    const location = (await fetch(mail.link!, { redirect: 'manual' })).headers.get('location')!;
    expect(location.startsWith('http://localhost:8080/dashboard#')).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('error_code')).toBe('user_banned');
    expect(fragment.get('access_token')).toBeNull();
  });

  it('lets the login in again once banned_until is cleared or past', async () => {
    const { email } = await bannedWithSession('infinity');
    await sql(`update auth.users set banned_until = now() - interval '1 minute' where email = $1`, [email]);
    expect((await freshClient().auth.signInWithPassword({ email, password: 'segredo1' })).error).toBeNull();
    await sql('update auth.users set banned_until = null where email = $1', [email]);
    expect((await freshClient().auth.signInWithPassword({ email, password: 'segredo1' })).error).toBeNull();
  });
});

describe('password change', () => {
  it('refuses the current password as the new one with 422 same_password', async () => {
    const email = newEmail();
    await serviceClient().auth.admin.createUser({ email, password: 'segredo1', email_confirm: true });
    const client = freshClient();
    await client.auth.signInWithPassword({ email, password: 'segredo1' });
    const same = await client.auth.updateUser({ password: 'segredo1' });
    expect({ status: same.error?.status, code: same.error?.code }).toEqual({ status: 422, code: 'same_password' });
    expect((await client.auth.updateUser({ password: 'segredo2' })).error).toBeNull();
  });
});
