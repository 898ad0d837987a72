// GoTrue's admin links through supabase-js's admin API: generateLink (POST /admin/generate_link, no
// mail sent) and inviteUserByEmail (POST /invite), as api/mail.go adminGenerateLink and api/invite.go.
import { describe, expect, it } from 'vitest';
import { anonClient, serviceClient, sql, stack } from './support.ts';
import { confirmedUser, errorOf, implicitClient, mailTo, newEmail, sha224 } from './auth-support.ts';

const admin = () => serviceClient().auth.admin;
type GenerateLinkParams = Parameters<ReturnType<typeof admin>['generateLink']>[0];

/** generateLink that must succeed: its user and (non-null) properties. */
async function generated(params: GenerateLinkParams) {
  const { data, error } = await admin().generateLink(params);
  expect(error).toBeNull();
  if (!data.properties || !data.user) throw new Error('generateLink sem properties');
  return { user: data.user, properties: data.properties };
}

/** Follows an action link and returns its fragment. */
async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
}

describe('admin.generateLink', () => {
  it('takes an allowed body redirect_to with non-ASCII text as given (GoTrue validates it, nothing more)', async () => {
    // supabase-js puts redirectTo in the query; GoTrue's GenerateLinkParams also reads redirect_to from the body, first.
    const email = await confirmedUser();
    const redirectTo = 'http://localhost:8080/promoção';
    const res = await fetch(`${stack().url}/auth/v1/admin/generate_link`, {
      method: 'POST',
      headers: { apikey: stack().serviceKey, authorization: `Bearer ${stack().serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'magiclink', email, redirect_to: redirectTo }),
    });
    expect(res.status).toBe(200);
    const properties = (await res.json()) as { redirect_to: string; action_link: string };
    expect(properties.redirect_to).toBe(redirectTo);
    // The link's redirect then leads there, percent-encoded for the Location header.
    const verify = await fetch(properties.action_link, { redirect: 'manual' });
    expect(verify.headers.get('location')!.split('#')[0]).toBe('http://localhost:8080/promo%C3%A7%C3%A3o');
  });

  it('gives a magic link for a confirmed user: properties as GoTrue, recovery_token set, no mail', async () => {
    const email = await confirmedUser();
    const { properties, user } = await generated({ type: 'magiclink', email, options: { redirectTo: 'http://localhost:8080/catalogo' } });
    expect(user.email).toBe(email);
    expect(properties.email_otp).toMatch(/^\d{6}$/);
    expect(properties.hashed_token).toBe(sha224(email + properties.email_otp));
    expect(properties.verification_type).toBe('magiclink');
    expect(properties.redirect_to).toBe('http://localhost:8080/catalogo');
    const link = new URL(properties.action_link);
    expect(`${link.origin}${link.pathname}`).toBe(`${stack().url}/auth/v1/verify`);
    expect(Object.fromEntries(link.searchParams)).toEqual({ token: properties.hashed_token, type: 'magiclink', redirect_to: 'http://localhost:8080/catalogo' });
    const [row] = await sql<{ recovery_token: string }>('select recovery_token from auth.users where email = $1', [email]);
    expect(row.recovery_token).toBe(properties.hashed_token);
    expect(await mailTo(email)).toHaveLength(0);

    const fragment = await follow(properties.action_link);
    expect(fragment.get('type')).toBe('magiclink');
    expect(fragment.get('access_token')).toBeTruthy();
  });

  it('signs up a new address for a magic link (verification_type signup), and its code verifies', async () => {
    const email = newEmail();
    const { properties, user } = await generated({ type: 'magiclink', email });
    expect(properties.verification_type).toBe('signup');
    expect(new URL(properties.action_link).searchParams.get('type')).toBe('signup');
    expect(user.email_confirmed_at).toBeUndefined();
    const verified = await implicitClient().auth.verifyOtp({ email, token: properties.email_otp, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('creates a sign-up with its password, refuses a confirmed address (422 email_exists) and a short password', async () => {
    const email = newEmail();
    const created = await generated({ type: 'signup', email, password: 'segredo1', options: { data: { nome: 'Pelo Admin' } } });
    expect(created.user.user_metadata).toMatchObject({ nome: 'Pelo Admin' });
    await follow(created.properties.action_link);
    expect((await implicitClient().auth.signInWithPassword({ email, password: 'segredo1' })).error).toBeNull();
    expect(errorOf((await admin().generateLink({ type: 'signup', email, password: 'segredo1' })).error)).toEqual({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    expect(errorOf((await admin().generateLink({ type: 'signup', email: newEmail(), password: '123' })).error)).toMatchObject({ status: 422, code: 'weak_password' });
  });

  it('gives a recovery link, and 404 user_not_found for an unknown address', async () => {
    const email = await confirmedUser();
    const { properties } = await generated({ type: 'recovery', email });
    expect((await follow(properties.action_link)).get('type')).toBe('recovery');
    expect(errorOf((await admin().generateLink({ type: 'recovery', email: newEmail() })).error)).toEqual({
      status: 404,
      code: 'user_not_found',
      message: 'User with this email not found',
    });
  });

  it('gives the two e-mail change links; both are needed with double_confirm_changes', async () => {
    const email = await confirmedUser();
    const novo = newEmail('novo');
    const current = await generated({ type: 'email_change_current', email, newEmail: novo });
    const fresh = await generated({ type: 'email_change_new', email, newEmail: novo });
    // As GoTrue: hashed_token is hashed with the current address; the stored new token with the new one.
    expect(fresh.properties.hashed_token).toBe(sha224(email + fresh.properties.email_otp));
    expect(new URL(fresh.properties.action_link).searchParams.get('token')).toBe(sha224(novo + fresh.properties.email_otp));
    expect((await follow(current.properties.action_link)).get('message')).toBe('Confirmation link accepted. Please proceed to confirm link sent to the other email');
    expect((await follow(fresh.properties.action_link)).get('type')).toBe('email_change');
    const [row] = await sql<{ email: string }>('select email from auth.users where id = $1', [current.user.id]);
    expect(row.email).toBe(novo);
  });

  it('refuses an unknown type, a taken new address and a malformed e-mail as GoTrue', async () => {
    const email = await confirmedUser();
    const res = await fetch(`${stack().url}/auth/v1/admin/generate_link`, {
      method: 'POST',
      headers: { apikey: stack().serviceKey, Authorization: `Bearer ${stack().serviceKey}`, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ type: 'sms', email }),
    });
    expect({ status: res.status, ...((await res.json()) as Record<string, unknown>) }).toEqual({ status: 400, code: 'validation_failed', message: 'Invalid email action link type requested: sms' });
    const taken = await confirmedUser();
    expect(errorOf((await admin().generateLink({ type: 'email_change_new', email, newEmail: taken })).error)).toMatchObject({ status: 422, code: 'email_exists' });
    expect(errorOf((await admin().generateLink({ type: 'magiclink', email: 'xx:;x@x.x' })).error)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
    expect(errorOf((await admin().generateLink({ type: 'magiclink', email: '' })).error)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'An email address is required',
    });
  });

  it('is refused to the anon key (403 not_admin)', async () => {
    const { error } = await anonClient().auth.admin.generateLink({ type: 'magiclink', email: newEmail() });
    expect(errorOf(error)).toEqual({ status: 403, code: 'not_admin', message: 'User not allowed' });
  });
});

describe('admin.inviteUserByEmail', () => {
  it('creates the user without a password and mails the invite; its link confirms and signs in (type invite)', async () => {
    const email = newEmail('convidado');
    const { data, error } = await admin().inviteUserByEmail(email, { data: { nome: 'Convidada' }, redirectTo: 'http://localhost:8080/definir-senha' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.user_metadata).toMatchObject({ nome: 'Convidada' });
    const [row] = await sql<{ encrypted_password: string | null }>('select encrypted_password from auth.users where email = $1', [email]);
    expect(row.encrypted_password).toBeNull();

    const [mail] = await mailTo(email);
    expect(mail.subject).toBe('Você foi convidado');
    const link = new URL(mail.link!);
    expect(link.searchParams.get('type')).toBe('invite');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:8080/definir-senha');
    const fragment = await follow(mail.link!);
    expect(fragment.get('type')).toBe('invite');
    const client = implicitClient();
    await client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    // GoTrue gave the invited user a random password; the app now sets a real one.
    expect((await client.auth.updateUser({ password: 'minha-senha' })).error).toBeNull();
    expect((await implicitClient().auth.signInWithPassword({ email, password: 'minha-senha' })).error).toBeNull();
  });

  it('invites an unconfirmed address again without max_frequency, and refuses a confirmed one (422 email_exists)', async () => {
    const email = newEmail('convidado');
    expect((await admin().inviteUserByEmail(email)).error).toBeNull();
    expect((await admin().inviteUserByEmail(email)).error).toBeNull();
    expect(await mailTo(email)).toHaveLength(2);
    expect(errorOf((await admin().inviteUserByEmail(await confirmedUser())).error)).toEqual({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
  });
});
