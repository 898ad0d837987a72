import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type pg from 'pg';
import { inTransaction } from '../db.ts';
import { authError } from './errors.ts';

/** A row of auth.users, with the columns this service uses. */
export interface AuthUserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_sent_at: Date | null;
  /** With secure e-mail change, the token mailed to the current address. */
  email_change_token_current: string | null;
  /** 0 until the first of the two e-mail change links is used, then 1 (GoTrue's EmailChangeConfirmStatus). */
  email_change_confirm_status: number | null;
  invited_at: Date | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  /** See timestampMs: a Date, the text of the timestamp, or ±Infinity for 'infinity'. */
  banned_until: Date | string | number | null;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  is_anonymous: boolean;
}

export const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

/**
 * badoux/checkmail's ValidateFormat, as GoTrue pins it (the WHATWG form): no dot is required after
 * the @ (a@localhost passes), and punctuation such as `:` or `;` is refused.
 */
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** Go's len() counts bytes. */
const MAX_EMAIL_BYTES = 255;

/**
 * GoTrue's validateEmail (api/mail.go): the three refusals in its order (400 validation_failed),
 * then the address lowercased (not trimmed).
 */
export function validateEmail(email: unknown): string {
  const value = typeof email === 'string' ? email : email === undefined || email === null ? '' : String(email);
  if (value === '') throw authError(400, 'validation_failed', 'An email address is required');
  if (Buffer.byteLength(value) > MAX_EMAIL_BYTES) throw authError(400, 'validation_failed', 'An email address is too long');
  if (!EMAIL_RE.test(value)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return value.toLowerCase();
}
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const hashPassword = (password: string) => bcrypt.hash(password, 10);
/** Verifies bcryptjs hashes and pgcrypto's crypt() ones ($2a$) alike. */
export const checkPassword = (password: string, hash: string | null) =>
  hash ? bcrypt.compare(password, hash) : Promise.resolve(false);

/**
 * A timestamptz as milliseconds, whichever way node-postgres hands it over: a Date by default, the
 * text PostgreSQL sent when a library in the process turned date parsing off, or ±Infinity for
 * 'infinity' / '-infinity' (new Date(Infinity) is invalid, so these must not go through Date).
 */
function timestampMs(value: Date | string | number): number {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  if (value === 'infinity') return Infinity;
  if (value === '-infinity') return -Infinity;
  return Date.parse(value);
}

/** GoTrue's User.IsBanned: banned_until set and still ahead (deactivating a staff login sets it). */
export function isBanned(user: Pick<AuthUserRow, 'banned_until'>, now = Date.now()): boolean {
  return user.banned_until !== null && timestampMs(user.banned_until) > now;
}

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : undefined);

/** The user JSON of GoTrue's responses. */
export function toUserJson(user: AuthUserRow) {
  const identity = {
    identity_id: user.id,
    id: user.id,
    user_id: user.id,
    identity_data: { sub: user.id, email: user.email, email_verified: Boolean(user.email_confirmed_at), phone_verified: false },
    provider: 'email',
    last_sign_in_at: iso(user.last_sign_in_at) ?? iso(user.created_at),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    email: user.email,
  };
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    invited_at: iso(user.invited_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    confirmed_at: iso(user.confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    // GoTrue shows a ban's end; 'infinity' has no date to show.
    banned_until: user.banned_until === null || !Number.isFinite(timestampMs(user.banned_until)) ? undefined : new Date(timestampMs(user.banned_until)).toISOString(),
    app_metadata: user.raw_app_meta_data ?? EMAIL_APP_METADATA,
    user_metadata: user.raw_user_meta_data ?? {},
    identities: [identity],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

/**
 * GoTrue's answer to a sign-up with an e-mail that is already registered and confirmed while
 * confirmations are on: a made-up user with no identities, so nobody learns which e-mails exist.
 */
export function obfuscatedUserJson(email: string, userMetadata: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: EMAIL_APP_METADATA,
    user_metadata: userMetadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

type Db = Pick<pg.Pool, 'query'>;

export async function findUserByEmail(db: Db, email: string): Promise<AuthUserRow | undefined> {
  const { rows } = await db.query<AuthUserRow>('select * from auth.users where lower(email) = lower($1) and deleted_at is null', [email]);
  return rows[0];
}

export async function findUserById(db: Db, id: string): Promise<AuthUserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await db.query<AuthUserRow>('select * from auth.users where id = $1 and deleted_at is null', [id]);
  return rows[0];
}

/**
 * Points the user's e-mail identity at this address (merged into identity_data), creating the
 * identity when the user has none (GoTrue's adminUserUpdate and ConfirmEmailChange).
 */
export async function upsertEmailIdentity(db: Db, userId: string, identity: { email: string; email_verified: boolean }): Promise<void> {
  const { rowCount } = await db.query(
    `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, identity],
  );
  if (!rowCount) {
    await db.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1::text, $1::uuid, $2, 'email', now(), now())`,
      [userId, { sub: userId, ...identity, phone_verified: false }],
    );
  }
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  confirmed: boolean;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmationTokenHash?: string;
}

/** Inserts the user and its e-mail identity; the database trigger creates its usuarios row. */
export async function insertUser(pool: pg.Pool, input: NewUser): Promise<AuthUserRow> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<AuthUserRow>(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         confirmation_token, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
         case when $4::boolean then now() end, $5::text, case when $5::text <> '' then now() end, $6, $7, now(), now())
       returning *`,
      [randomUUID(), input.email, input.passwordHash, input.confirmed, input.confirmationTokenHash ?? '',
        { ...EMAIL_APP_METADATA, ...input.appMetadata }, input.userMetadata],
    );
    const user = rows[0];
    await client.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1::text, $1::uuid, $2, 'email', now(), now())`,
      [user.id, { sub: user.id, email: user.email, email_verified: input.confirmed, phone_verified: false }],
    );
    return user;
  });
}
