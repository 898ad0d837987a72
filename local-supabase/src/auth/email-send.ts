import type { ServiceContext } from '../types.ts';
import { sendAuthEmail, verifyLink, type EmailActionType } from './mailer.ts';
import { newEmailToken, type FlowType } from './tokens.ts';
import type { AuthUserRow } from './users.ts';
import { errors } from './errors.ts';

/**
 * GoTrue's validateSentWithinFrequencyLimit (api/mail.go): one e-mail of a kind per user per
 * [auth.email] max_frequency, else 429 over_email_send_rate_limit saying how many whole seconds remain.
 */
export function checkSendFrequency(sentAt: Date | null | undefined, maxFrequencySeconds: number, now = Date.now()): void {
  if (!sentAt) return;
  const until = new Date(sentAt).getTime() + maxFrequencySeconds * 1000;
  if (until > now) throw errors.emailFrequency(Math.floor((until - now) / 1000));
}

/** GoTrue's send* functions (api/mail.go): new token in its column, *_sent_at, then the mail. */
export function createEmailSender(ctx: ServiceContext) {
  const { pool, config } = ctx;

  /** One token in one column; the mail links to /verify with the stored value. */
  const sendToken = async (
    user: AuthUserRow,
    opts: { type: EmailActionType; column: 'confirmation' | 'recovery'; sentAt: Date | null; redirectTo: string; flow: FlowType; frequency: boolean; invited?: boolean },
  ) => {
    if (opts.frequency) checkSendFrequency(opts.sentAt, config.emailMaxFrequency);
    const { otp, stored } = newEmailToken(user.email, config.otpLength, opts.flow);
    await pool.query(
      `update auth.users set ${opts.column}_token = $2, ${opts.column}_sent_at = now()${opts.invited ? ', invited_at = now()' : ''} where id = $1`,
      [user.id, stored],
    );
    sendAuthEmail(ctx, opts.type, {
      to: user.email,
      email: user.email,
      token: otp,
      tokenHash: stored,
      confirmationUrl: verifyLink(config.apiUrl, stored, opts.type, opts.redirectTo),
      redirectTo: opts.redirectTo,
      data: user.raw_user_meta_data ?? {},
    });
  };

  return {
    /** sendConfirmation: the sign-up link (type signup), limited on confirmation_sent_at. */
    confirmation: (user: AuthUserRow, redirectTo: string, flow: FlowType = 'implicit') =>
      sendToken(user, { type: 'signup', column: 'confirmation', sentAt: user.confirmation_sent_at, redirectTo, flow, frequency: true }),
    /** sendPasswordRecovery, limited on recovery_sent_at. */
    recovery: (user: AuthUserRow, redirectTo: string, flow: FlowType = 'implicit') =>
      sendToken(user, { type: 'recovery', column: 'recovery', sentAt: user.recovery_sent_at, redirectTo, flow, frequency: true }),
    /** sendMagicLink: a recovery token with its own template, limited on recovery_sent_at too. */
    magicLink: (user: AuthUserRow, redirectTo: string, flow: FlowType = 'implicit') =>
      sendToken(user, { type: 'magiclink', column: 'recovery', sentAt: user.recovery_sent_at, redirectTo, flow, frequency: true }),
    /** sendInvite: no frequency limit; sets invited_at. Invites are always the implicit flow. */
    invite: (user: AuthUserRow, redirectTo: string) =>
      sendToken(user, { type: 'invite', column: 'confirmation', sentAt: null, redirectTo, flow: 'implicit', frequency: false, invited: true }),

    /**
     * sendEmailChange: a token for the new address and, with secure e-mail change ([auth.email]
     * double_confirm_changes), one for the current address; both mailed, both links needed (verify.ts).
     */
    async emailChange(user: AuthUserRow, newEmail: string, redirectTo: string, flow: FlowType = 'implicit') {
      checkSendFrequency(user.email_change_sent_at, config.emailMaxFrequency);
      const fresh = newEmailToken(newEmail, config.otpLength, flow);
      const current = config.doubleConfirmChanges && user.email ? newEmailToken(user.email, config.otpLength, flow) : undefined;
      await pool.query(
        `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
           email_change_confirm_status = 0, email_change_sent_at = now() where id = $1`,
        [user.id, newEmail, fresh.stored, current?.stored ?? ''],
      );
      const mails = [{ to: newEmail, ...fresh }, ...(current ? [{ to: user.email, ...current }] : [])];
      for (const mail of mails) {
        sendAuthEmail(ctx, 'email_change', {
          to: mail.to,
          email: user.email,
          newEmail,
          token: mail.otp,
          tokenHash: mail.stored,
          confirmationUrl: verifyLink(config.apiUrl, mail.stored, 'email_change', redirectTo),
          redirectTo,
          data: user.raw_user_meta_data ?? {},
        });
      }
    },

    /** sendReauthenticationOtp: a code only (the nonce of PUT /user), limited on reauthentication_sent_at. */
    async reauthentication(user: AuthUserRow) {
      checkSendFrequency(user.reauthentication_sent_at, config.emailMaxFrequency);
      const { otp, stored } = newEmailToken(user.email, config.otpLength, 'implicit');
      await pool.query('update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1', [user.id, stored]);
      sendAuthEmail(ctx, 'reauthentication', { to: user.email, email: user.email, token: otp, tokenHash: stored, data: user.raw_user_meta_data ?? {} });
    },
  };
}

export type EmailSender = ReturnType<typeof createEmailSender>;
