import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { signJwt } from '../src/jwt.ts';
import { clientOptions, serviceClient, sql, stack } from './support.ts';
import { mailTo, newEmail } from './auth-support.ts';

const V2024 = { 'X-Supabase-Api-Version': '2024-01-01' };

/** A JWT signed with the project's secret, as the CLI's keys are, carrying the given claims. */
const tokenWith = (claims: Record<string, unknown>) => signJwt({ iss: 'supabase-demo', ...claims }, stack().jwtSecret, 3600);

const adminFetch = (token: string, path: string, init: RequestInit = {}) =>
  fetch(`${stack().url}/auth/v1${path}`, {
    ...init,
    headers: { apikey: stack().anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...V2024, ...init.headers },
  });

describe('admin roles (A7: GOTRUE_JWT_ADMIN_ROLES)', () => {
  it('accepts a supabase_admin JWT, as GoTrue with its default admin roles (hosted Supabase) does', async () => {
    const token = await tokenWith({ role: 'supabase_admin' });
    const res = await adminFetch(token, '/admin/users?per_page=1');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { users: unknown[] }).users).toHaveLength(1);

    // supabase-js with that token as its bearer.
    const client = createClient(stack().url, stack().anonKey, { ...clientOptions, global: { headers: { Authorization: `Bearer ${token}` } } });
    const email = newEmail('admin-guard');
    const created = await client.auth.admin.createUser({ email, password: 'segredo1', email_confirm: true });
    expect(created.error).toBeNull();
    expect(created.data.user?.email).toBe(email);
  });

  it('refuses other roles with 403 not_admin "User not allowed"', async () => {
    for (const role of ['authenticated', 'anon', 'postgres', 'supabase_auth_admin']) {
      const res = await adminFetch(await tokenWith({ role }), '/admin/users');
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    }
  });

  it('refuses no bearer with 401 no_authorization "This endpoint requires a valid Bearer token"', async () => {
    const res = await fetch(`${stack().url}/auth/v1/admin/users`, { headers: { apikey: stack().anonKey, Authorization: 'Basic eDp5', ...V2024 } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });
  });

  it('refuses an admin JWT whose session no longer exists (requireAdminCredentials)', async () => {
    const email = newEmail('admin-guard');
    const { data } = await serviceClient().auth.admin.createUser({ email, password: 'segredo1', email_confirm: true });
    const token = await tokenWith({ role: 'service_role', sub: data.user!.id, session_id: crypto.randomUUID() });
    const res = await adminFetch(token, '/admin/users');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' });
  });

  describe('the setting', () => {
    const saved = process.env.GOTRUE_JWT_ADMIN_ROLES;
    afterEach(() => {
      if (saved === undefined) delete process.env.GOTRUE_JWT_ADMIN_ROLES;
      else process.env.GOTRUE_JWT_ADMIN_ROLES = saved;
    });

    it('defaults to GoTrue\'s service_role and supabase_admin; GOTRUE_JWT_ADMIN_ROLES=service_role matches `supabase start`', () => {
      delete process.env.GOTRUE_JWT_ADMIN_ROLES;
      expect(loadConfig().adminRoles).toEqual(['service_role', 'supabase_admin']);
      process.env.GOTRUE_JWT_ADMIN_ROLES = 'service_role';
      expect(loadConfig().adminRoles).toEqual(['service_role']);
      process.env.GOTRUE_JWT_ADMIN_ROLES = ' service_role , gerente ';
      expect(loadConfig().adminRoles).toEqual(['service_role', 'gerente']);
    });
  });
});

describe('listUsers page / per_page (A5: strconv.ParseUint)', () => {
  it('refuses page=-1 through supabase-js with 400 validation_failed and Go\'s message', async () => {
    const { data, error } = await serviceClient().auth.admin.listUsers({ page: -1 });
    expect(data.users).toEqual([]);
    expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax',
    });
  });

  it('refuses other values that are not unsigned integers, in page and per_page', async () => {
    const token = stack().serviceKey;
    const cases: [string, string][] = [
      ['page=abc', 'strconv.ParseUint: parsing "abc": invalid syntax'],
      ['page=1.5', 'strconv.ParseUint: parsing "1.5": invalid syntax'],
      ['page=%2B2', 'strconv.ParseUint: parsing "+2": invalid syntax'],
      ['per_page=-5', 'strconv.ParseUint: parsing "-5": invalid syntax'],
      ['per_page=18446744073709551616', 'strconv.ParseUint: parsing "18446744073709551616": value out of range'],
      // GoTrue divides by zero here (a 500); a clean 400 instead.
      ['per_page=0', 'per_page must be greater than 0'],
    ];
    for (const [query, goError] of cases) {
      const res = await adminFetch(token, `/admin/users?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toEqual({ code: 'validation_failed', message: `Bad Pagination Parameters: ${goError}` });
    }
  });

  it('sends X-Total-Count and GoTrue\'s Link header, which supabase-js reads into nextPage / lastPage / total', async () => {
    const [{ count }] = await sql<{ count: string }>('select count(*)::text as count from auth.users where deleted_at is null');
    expect(Number(count)).toBeGreaterThan(2);
    const res = await adminFetch(stack().serviceKey, '/admin/users?page=1&per_page=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe(count);
    expect(res.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=1>; rel="next", </admin/users?page=${count}&per_page=1>; rel="last"`,
    );

    const last = await adminFetch(stack().serviceKey, `/admin/users?per_page=1&page=${count}`);
    expect(last.headers.get('link')).toBe(`</admin/users?page=${count}&per_page=1>; rel="last"`);
    expect(((await last.json()) as { users: unknown[] }).users).toHaveLength(1);

    const { data, error } = await serviceClient().auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(2);
    expect(data).toMatchObject({ nextPage: 2, total: Number(count) });
  });

  it('a page past the end is empty, even past PostgreSQL\'s bigint range', async () => {
    for (const page of ['999999', '18446744073709551615']) {
      const res = await adminFetch(stack().serviceKey, `/admin/users?page=${page}&per_page=1000`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { users: unknown[] }).users).toEqual([]);
    }
  });
});

describe('admin updateUserById (A4: email, email_confirm) and password bytes (A11)', () => {
  async function createdUser(password = 'segredo1', confirm = false) {
    const email = newEmail('admin-guard');
    const { data, error } = await serviceClient().auth.admin.createUser({ email, password, email_confirm: confirm });
    expect(error).toBeNull();
    return { email, id: data.user!.id };
  }

  it('sets the e-mail at once, with no mail, and moves the e-mail identity with it', async () => {
    const { email, id } = await createdUser();
    const nova = newEmail('admin-guard').toUpperCase();
    const { data, error } = await serviceClient().auth.admin.updateUserById(id, { email: nova, email_confirm: true });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(nova.toLowerCase());
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(await sql('select email, identity_data->>\'email\' as identity_email, identity_data->\'email_verified\' as verified from auth.identities where user_id = $1', [id]))
      .toEqual([{ email: nova.toLowerCase(), identity_email: nova.toLowerCase(), verified: true }]);
    expect(await mailTo(email)).toEqual([]);
    expect(await mailTo(nova.toLowerCase())).toEqual([]);

    const signIn = await createClient(stack().url, stack().anonKey, clientOptions).auth.signInWithPassword({ email: nova.toLowerCase(), password: 'segredo1' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(id);
  });

  it('leaves an unconfirmed user unconfirmed without email_confirm', async () => {
    const { id } = await createdUser();
    const nova = newEmail('admin-guard');
    const { data } = await serviceClient().auth.admin.updateUserById(id, { email: nova });
    expect(data.user?.email).toBe(nova);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(await sql('select identity_data->\'email_verified\' as verified from auth.identities where user_id = $1', [id])).toEqual([{ verified: false }]);
  });

  it('refuses an invalid or taken e-mail and changes nothing', async () => {
    const { email, id } = await createdUser();
    const other = await createdUser();
    const invalid = await serviceClient().auth.admin.updateUserById(id, { email: 'xx:;x@x.x' });
    expect({ status: invalid.error?.status, code: invalid.error?.code, message: invalid.error?.message }).toEqual({
      status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format',
    });
    // GoTrue's unique index answers 500 "Error updating user" here; a clean 422 instead.
    const taken = await serviceClient().auth.admin.updateUserById(id, { email: other.email.toUpperCase() });
    expect({ status: taken.error?.status, code: taken.error?.code }).toEqual({ status: 422, code: 'email_exists' });
    expect(await sql('select email from auth.users where id = $1', [id])).toEqual([{ email }]);
  });

  it('answers 404 for an id that is not a UUID or not a user', async () => {
    const notUuid = await adminFetch(stack().serviceKey, '/admin/users/nao-e-um-uuid');
    expect(notUuid.status).toBe(404);
    expect(await notUuid.json()).toEqual({ code: 'validation_failed', message: 'user_id must be an UUID' });
    const unknown = await adminFetch(stack().serviceKey, `/admin/users/${crypto.randomUUID()}`, { method: 'PUT', body: '{}' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'user_not_found', message: 'User not found' });
  });

  it('measures an updated password in bytes: 73 bytes is refused, 6 bytes in 3 characters is enough', async () => {
    const { email, id } = await createdUser();
    const tooLong = `${'ç'.repeat(36)}a`; // 37 characters, 73 bytes
    const long = await serviceClient().auth.admin.updateUserById(id, { password: tooLong });
    expect({ status: long.error?.status, code: long.error?.code, message: long.error?.message }).toEqual({
      status: 400, code: 'validation_failed', message: 'Password cannot be longer than 72 characters',
    });
    const short = await serviceClient().auth.admin.updateUserById(id, { password: 'çç' }); // 4 bytes
    expect({ status: short.error?.status, code: short.error?.code }).toEqual({ status: 422, code: 'weak_password' });

    expect((await serviceClient().auth.admin.updateUserById(id, { password: 'ççç', email_confirm: true })).error).toBeNull();
    const signIn = await createClient(stack().url, stack().anonKey, clientOptions).auth.signInWithPassword({ email, password: 'ççç' });
    expect(signIn.error).toBeNull();
  });

  it('admin create checks only bcrypt\'s 72 bytes, as GoTrue\'s adminUserCreate', async () => {
    const email = newEmail('admin-guard');
    const long = await serviceClient().auth.admin.createUser({ email, password: `${'€'.repeat(24)}x` }); // 73 bytes
    expect({ status: long.error?.status, code: long.error?.code, message: long.error?.message }).toEqual({
      status: 400, code: 'validation_failed', message: 'bcrypt: password length exceeds 72 bytes',
    });
    expect(await sql('select 1 from auth.users where email = $1', [email])).toHaveLength(0);
    const exactly72 = await serviceClient().auth.admin.createUser({ email, password: '€'.repeat(24), email_confirm: true });
    expect(exactly72.error).toBeNull();
    // No minimum length on admin create.
    expect((await serviceClient().auth.admin.createUser({ email: newEmail('admin-guard'), password: 'abc' })).error).toBeNull();
  });
});
