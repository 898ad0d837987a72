import type { IncomingMessage } from 'node:http';
import { sendJson } from '../http.ts';
import type { ServiceContext } from '../types.ts';
import { metadataOf, readAuthBody, str } from './body.ts';
import { API_VERSION_HEADER, errors } from './errors.ts';
import type { Handler, Handlers } from './handlers.ts';
import { verifyLink } from './mailer.ts';
import { isRedirectUrlValid } from './redirect.ts';
import { generateOtp, tokenHash } from './tokens.ts';
import { findUserByEmail, findUserById, hashPassword, insertUser, toUserJson, validateEmail, type AuthUserRow } from './users.ts';

/** The link types of POST /admin/generate_link (mailer.*Verification). */
const LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'] as const;
type LinkType = (typeof LINK_TYPES)[number];

/**
 * GoTrue's admin links: POST /admin/generate_link (api/mail.go adminGenerateLink), which sends no
 * mail and checks no max_frequency, and POST /invite (api/invite.go), which mails an invite.
 */
export function createAdminLinkHandlers(
  ctx: ServiceContext,
  internals: Handlers['internals'],
  requireAdmin: (req: IncomingMessage) => Promise<void>,
) {
  const { pool, config } = ctx;
  const { checkPasswordStrength, send, randomPassword, redirectOf } = internals;
  const reload = async (id: string) => (await findUserById(pool, id))!;

  /** GetReferrer with the body's redirect_to first when it is an allowed one (adminGenerateLink). */
  const referrerOf = (req: IncomingMessage, requested: string) =>
    requested && isRedirectUrlValid(config, requested) ? requested : redirectOf(req);

  const generateLink: Handler = async (req, res) => {
    await requireAdmin(req);
    const body = await readAuthBody(req, 'api.GenerateLinkParams');
    const email = validateEmail(body.email);
    const referrer = referrerOf(req, str(body.redirect_to));
    let type = str(body.type);
    let password = str(body.password);
    const data = metadataOf(body.data);
    let user = await findUserByEmail(pool, email);
    if (!user) {
      if (type === 'magiclink') {
        // A magic link for a new address signs it up with a random password.
        type = 'signup';
        password = randomPassword();
      } else if (type === 'recovery' || type === 'email_change_current' || type === 'email_change_new') {
        throw errors.userNotFoundByEmail();
      }
    }
    if (!(LINK_TYPES as readonly string[]).includes(type)) throw errors.validation(`Invalid email action link type requested: ${type}`);
    const linkType = type as LinkType;
    if (linkType === 'signup' && !user) {
      if (!password) throw errors.validation('Signup requires a valid password');
      checkPasswordStrength(password);
    }

    const otp = generateOtp(config.otpLength);
    const hashed = tokenHash(email, otp);
    let stored = hashed;
    const create = async (passwordHash: string | null) =>
      insertUser(pool, { email, passwordHash, confirmed: false, userMetadata: data });

    switch (linkType) {
      case 'magiclink':
      case 'recovery':
        await pool.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [user!.id, hashed]);
        break;
      case 'invite':
        if (user?.email_confirmed_at) throw errors.emailExists();
        user ??= await create(null);
        await pool.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now() where id = $1', [user.id, hashed]);
        break;
      case 'signup':
        if (user?.email_confirmed_at) throw errors.emailExists();
        if (user) {
          await pool.query(`update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb where id = $1`, [user.id, data]);
        } else {
          user = await create(await hashPassword(password));
        }
        await pool.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [user.id, hashed]);
        break;
      case 'email_change_current':
      case 'email_change_new': {
        if (!config.doubleConfirmChanges && linkType === 'email_change_current') {
          throw errors.validation('Enable secure email change to generate link for current email');
        }
        const newEmail = validateEmail(body.new_email);
        const duplicate = await findUserByEmail(pool, newEmail);
        if (duplicate && duplicate.id !== user!.id) throw errors.emailExists();
        // As GoTrue: the new address's token is hashed with the new address, the answer's hashed_token with the current one.
        const column = linkType === 'email_change_current' ? 'email_change_token_current' : 'email_change_token_new';
        if (linkType === 'email_change_new') stored = tokenHash(newEmail, otp);
        await pool.query(
          `update auth.users set ${column} = $2, email_change = $3, email_change_sent_at = now(), email_change_confirm_status = 0 where id = $1`,
          [user!.id, stored, newEmail],
        );
        break;
      }
    }
    const fresh: AuthUserRow = await reload(user!.id);
    const actionType = linkType.startsWith('email_change') ? 'email_change' : linkType;
    sendJson(
      res,
      200,
      {
        ...toUserJson(fresh),
        action_link: verifyLink(config.apiUrl, stored, actionType, referrer),
        email_otp: otp,
        hashed_token: hashed,
        verification_type: linkType,
        redirect_to: referrer,
      },
      API_VERSION_HEADER,
    );
  };

  /** POST /invite: a new address without a password (or an unconfirmed one again), and the invite mail. */
  const invite: Handler = async (req, res) => {
    await requireAdmin(req);
    const body = await readAuthBody(req, 'api.InviteParams');
    const email = validateEmail(body.email);
    const existing = await findUserByEmail(pool, email);
    if (existing?.email_confirmed_at) throw errors.emailExists();
    const user = existing ?? (await insertUser(pool, { email, passwordHash: null, confirmed: false, userMetadata: metadataOf(body.data) }));
    await send.invite(user, redirectOf(req));
    sendJson(res, 200, toUserJson(await reload(user.id)), API_VERSION_HEADER);
  };

  return { generateLink, invite };
}
