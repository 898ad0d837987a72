// GoTrue's per-user e-mail frequency (api/mail.go validateSentWithinFrequencyLimit): one mail of a
// kind per [auth.email] max_frequency, else 429 over_email_send_rate_limit with the seconds left.
// An auth service on the same database with max_frequency = 60 s (the suite's stack keeps the CLI's 1 s).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from './support.ts';
import { confirmedUser as confirmedUserAt, implicitClient, mailTo, newEmail, startAuthServer, type AuthServer } from './auth-support.ts';

let server: AuthServer;
beforeAll(async () => {
  server = await startAuthServer({ emailMaxFrequency: 60 });
});
afterAll(async () => {
  await server?.close();
});

const client = () => implicitClient(server.url);
const LIMITED = /^For security purposes, you can only request this after (5\d|60) seconds\.$/;

const confirmedUser = () => confirmedUserAt(server.url);

describe('max_frequency', () => {
  it('refuses a second recovery mail inside the window with 429 and the seconds left, and sends again after it', async () => {
    const email = await confirmedUser();
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull();
    const { error } = await client().auth.resetPasswordForEmail(email);
    expect({ status: error?.status, code: error?.code }).toEqual({ status: 429, code: 'over_email_send_rate_limit' });
    expect(error?.message).toMatch(LIMITED);
    expect(await mailTo(email, server.url)).toHaveLength(1);

    await sql(`update auth.users set recovery_sent_at = now() - interval '61 seconds' where email = $1`, [email]);
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect(await mailTo(email, server.url)).toHaveLength(2);
  });

  it('limits the sign-up confirmation (sign-up again and resend) on confirmation_sent_at', async () => {
    const email = newEmail();
    expect((await client().auth.signUp({ email, password: 'segredo1' })).error).toBeNull();
    const again = await client().auth.signUp({ email, password: 'segredo1' });
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    const resend = await client().auth.resend({ type: 'signup', email });
    expect({ status: resend.error?.status, code: resend.error?.code }).toEqual({ status: 429, code: 'over_email_send_rate_limit' });
    expect(resend.error?.message).toMatch(LIMITED);
    expect(await mailTo(email, server.url)).toHaveLength(1);
  });

  it('counts a magic link against recovery_sent_at, as GoTrue reuses the recovery timer', async () => {
    const email = await confirmedUser();
    expect((await client().auth.signInWithOtp({ email })).error).toBeNull();
    const recovery = await client().auth.resetPasswordForEmail(email);
    expect(recovery.error?.code).toBe('over_email_send_rate_limit');
    // A different kind of mail has its own timer.
    const signedIn = client();
    await signedIn.auth.signInWithPassword({ email, password: 'segredo1' });
    expect((await signedIn.auth.updateUser({ email: newEmail('novo') })).error).toBeNull();
    expect((await signedIn.auth.updateUser({ email: newEmail('outro') })).error?.code).toBe('over_email_send_rate_limit');
  });

  it('limits reauthentication codes on reauthentication_sent_at', async () => {
    const email = await confirmedUser();
    const signedIn = client();
    await signedIn.auth.signInWithPassword({ email, password: 'segredo1' });
    expect((await signedIn.auth.reauthenticate()).error).toBeNull();
    const second = await signedIn.auth.reauthenticate();
    expect({ status: second.error?.status, code: second.error?.code }).toEqual({ status: 429, code: 'over_email_send_rate_limit' });
  });
});
