// E-mail change as GoTrue's secure e-mail change (api/user.go UserUpdate, api/mail.go sendEmailChange,
// api/verify.go emailChangeVerify) honouring [auth.email] double_confirm_changes, and reauthenticate
// (api/reauthenticate.go) with the nonce PUT /user needs under [auth.email] secure_password_change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from './support.ts';
import { adminClient, authFetch, codeOf, implicitClient, mailTo, newEmail, sha224, startAuthServer, type AuthServer } from './auth-support.ts';

const ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

async function signedIn(baseUrl?: string) {
  const email = newEmail('atual');
  expect((await adminClient(baseUrl).auth.admin.createUser({ email, password: 'segredo1', email_confirm: true })).error).toBeNull();
  const client = implicitClient(baseUrl);
  const { data, error } = await client.auth.signInWithPassword({ email, password: 'segredo1' });
  expect(error).toBeNull();
  return { email, client, session: data.session! };
}

const userRow = async (id: string) =>
  (await sql<{ email: string; email_change: string; email_change_confirm_status: number; identity_email: string }>(
    `select u.email, u.email_change, u.email_change_confirm_status, i.identity_data->>'email' as identity_email
     from auth.users u join auth.identities i on i.user_id = u.id and i.provider = 'email' where u.id = $1`,
    [id],
  ))[0];

describe('secure e-mail change (double_confirm_changes = true, as supabase/config.toml)', () => {
  it('mails both addresses; the first link only counts, the second moves the address and signs in', async () => {
    const { email, client, session } = await signedIn();
    const novo = newEmail('novo');
    const { data, error } = await client.auth.updateUser({ email: novo }, { emailRedirectTo: 'http://localhost:8080/conta' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(novo);
    expect(data.user?.email_change_sent_at).toBeTruthy();

    const [toNew] = await mailTo(novo);
    const [toCurrent] = await mailTo(email);
    for (const [mail, address] of [[toNew, novo], [toCurrent, email]] as const) {
      expect(mail.subject).toBe('Confirme a troca de e-mail');
      expect(mail.text).toContain(`Novo e-mail: ${novo}`);
      const link = new URL(mail.link!);
      expect(link.searchParams.get('type')).toBe('email_change');
      expect(link.searchParams.get('token')).toBe(sha224(address + codeOf(mail)));
    }

    const first = new URL((await fetch(toCurrent.link!, { redirect: 'manual' })).headers.get('location')!);
    expect(`${first.origin}${first.pathname}`).toBe('http://localhost:8080/conta');
    expect(Object.fromEntries(new URLSearchParams(first.hash.slice(1)))).toEqual({ message: ACCEPTED, sb: '' });
    expect(await userRow(session.user.id)).toEqual({ email, email_change: novo, email_change_confirm_status: 1, identity_email: email });

    const second = new URL((await fetch(toNew.link!, { redirect: 'manual' })).headers.get('location')!);
    const fragment = new URLSearchParams(second.hash.slice(1));
    expect(fragment.get('type')).toBe('email_change');
    expect(fragment.get('access_token')).toBeTruthy();
    expect(await userRow(session.user.id)).toEqual({ email: novo, email_change: '', email_change_confirm_status: 0, identity_email: novo });
    expect((await implicitClient().auth.signInWithPassword({ email: novo, password: 'segredo1' })).error).toBeNull();
    expect((await implicitClient().auth.signInWithPassword({ email, password: 'segredo1' })).error?.code).toBe('invalid_credentials');
  });

  it('takes the two codes through POST /verify: {msg, code: "200"} for the first, the session for the second', async () => {
    const { email, client, session } = await signedIn();
    const novo = newEmail('novo');
    await client.auth.updateUser({ email: novo });
    const first = await authFetch('/verify', { body: { type: 'email_change', email: novo, token: codeOf((await mailTo(novo))[0]) } });
    expect({ status: first.status, json: first.json }).toEqual({ status: 200, json: { msg: ACCEPTED, code: '200' } });
    expect((await userRow(session.user.id)).email).toBe(email);
    const second = await implicitClient().auth.verifyOtp({ type: 'email_change', email, token: codeOf((await mailTo(email))[0]) });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe(novo);
  });

  it('refuses an address another account has with 422 email_exists, and sends nothing', async () => {
    const { client } = await signedIn();
    const other = await signedIn();
    const { error } = await client.auth.updateUser({ email: other.email.toUpperCase() });
    expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    expect(await mailTo(other.email)).toHaveLength(0);
  });

  it('resends both mails with resend({ type: "email_change" })', async () => {
    const { email, client, session } = await signedIn();
    const novo = newEmail('novo');
    await client.auth.updateUser({ email: novo });
    await sql(`update auth.users set email_change_sent_at = now() - interval '2 seconds' where id = $1`, [session.user.id]);
    expect((await implicitClient().auth.resend({ type: 'email_change', email })).error).toBeNull();
    expect(await mailTo(novo)).toHaveLength(2);
    expect(await mailTo(email)).toHaveLength(2);
  });
});

describe('with double_confirm_changes = false, and reauthentication with secure_password_change = true', () => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer({ doubleConfirmChanges: false, securePasswordChange: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('mails only the new address, whose link alone changes it', async () => {
    const { email, client, session } = await signedIn(server.url);
    const novo = newEmail('novo');
    expect((await client.auth.updateUser({ email: novo })).error).toBeNull();
    expect(await mailTo(email, server.url)).toHaveLength(0);
    const [mail] = await mailTo(novo, server.url);
    const fragment = new URLSearchParams(new URL((await fetch(mail.link!, { redirect: 'manual' })).headers.get('location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('email_change');
    expect((await userRow(session.user.id)).email).toBe(novo);
  });

  it('GET /reauthenticate mails a code; a password change on a session older than 24 h needs it as nonce, once', async () => {
    const { email, client, session } = await signedIn(server.url);
    // A fresh session needs no nonce (GoTrue checks session.CreatedAt + 24 h).
    expect((await client.auth.updateUser({ password: 'segredo2' })).error).toBeNull();
    await sql(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [JSON.parse(atob(session.access_token.split('.')[1])).session_id]);

    const needed = await client.auth.updateUser({ password: 'segredo3' });
    expect({ status: needed.error?.status, code: needed.error?.code, message: needed.error?.message }).toEqual({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });
    const sent = await authFetch('/reauthenticate', { token: session.access_token, baseUrl: server.url });
    expect({ status: sent.status, json: sent.json }).toEqual({ status: 200, json: {} });
    const [mail] = await mailTo(email, server.url);
    const code = codeOf(mail);
    expect(mail.subject).toBe(`${code} é o seu código de verificação`);
    expect(mail.link).toBeUndefined();
    const [row] = await sql<{ reauthentication_token: string }>('select reauthentication_token from auth.users where id = $1', [session.user.id]);
    expect(row.reauthentication_token).toBe(sha224(email + code));

    const wrong = await client.auth.updateUser({ password: 'segredo3', nonce: code === '000000' ? '111111' : '000000' });
    expect({ status: wrong.error?.status, code: wrong.error?.code, message: wrong.error?.message }).toEqual({
      status: 422,
      code: 'reauthentication_not_valid',
      message: 'Nonce has expired or is invalid',
    });
    expect((await client.auth.updateUser({ password: 'segredo3', nonce: code })).error).toBeNull();
    expect((await client.auth.updateUser({ password: 'segredo4', nonce: code })).error?.code).toBe('reauthentication_not_valid');
    expect((await implicitClient(server.url).auth.signInWithPassword({ email, password: 'segredo3' })).error).toBeNull();
  });

  it('refuses reauthenticate to an unconfirmed e-mail with 422 email_not_confirmed', async () => {
    const { session } = await signedIn(server.url);
    await sql('update auth.users set email_confirmed_at = null where id = $1', [session.user.id]);
    const res = await authFetch('/reauthenticate', { token: session.access_token, baseUrl: server.url });
    expect({ status: res.status, ...res.json }).toEqual({ status: 422, code: 'email_not_confirmed', message: 'Please verify your email first.' });
  });
});

describe('without secure_password_change (the suite\'s stack)', () => {
  it('ignores a nonce, as GoTrue does', async () => {
    const { client } = await signedIn();
    expect((await client.auth.updateUser({ password: 'segredo2', nonce: 'qualquer' })).error).toBeNull();
  });
});
