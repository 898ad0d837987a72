import { sendJson } from '../http.ts';
import type { ServiceContext } from '../types.ts';
import { metadataOf, readAuthBody, str, type Body } from './body.ts';
import { API_VERSION_HEADER, errors } from './errors.ts';
import type { Handler, Handlers } from './handlers.ts';
import { pkceParamsOf } from './pkce.ts';
import { findUserByEmail, validateEmail } from './users.ts';

/**
 * POST /otp (signInWithOtp with an e-mail) and POST /magiclink, as GoTrue's api/otp.go and
 * api/magic_link.go: a confirmed user gets a magic link (a recovery token, type magiclink, with its
 * 6-digit code); an unknown or unconfirmed address is signed up with a random password and gets the
 * sign-up confirmation, whose link and code sign in too. Both answer {}.
 */
export function createOtpHandlers(ctx: ServiceContext, internals: Handlers['internals']) {
  const { pool } = ctx;
  const { signupEmail, send, pkce, randomPassword, redirectOf } = internals;

  /** MagicLink (api/magic_link.go), after /otp's own checks. */
  const magicLink = async (req: Parameters<Handler>[0], body: Body) => {
    if (!str(body.email)) throw errors.unprocessable('Password recovery requires an email');
    const email = validateEmail(body.email);
    const params = pkceParamsOf(body);
    const data = metadataOf(body.data);
    const redirectTo = redirectOf(req);
    const user = await findUserByEmail(pool, email);
    let target = user;
    if (!target || !target.email_confirmed_at) {
      // With confirmations on, the sign-up's confirmation mail is the magic link; with autoconfirm,
      // GoTrue signs the address up (confirmed) and then sends the magic link.
      await signupEmail({ email, password: randomPassword(), data, pkce: params, redirectTo });
      if (ctx.config.enableConfirmations) return;
      target = await findUserByEmail(pool, email);
      if (!target) return;
    }
    if (params.flow === 'pkce') await pkce.createFlowState(pool, target.id, 'magiclink', params);
    await send.magicLink(target, redirectTo, params.flow);
  };

  const otp: Handler = async (req, res) => {
    const body = await readAuthBody(req, 'api.OtpParams');
    const email = str(body.email);
    const phone = str(body.phone);
    if (email && phone) throw errors.validation('Only an email address or phone number should be provided');
    if (email && str(body.channel)) throw errors.validation('Channel should only be specified with Phone OTP');
    pkceParamsOf(body);
    // create_user defaults to true; false refuses an address that has no account yet.
    if (body.create_user === false && email && !(await findUserByEmail(pool, validateEmail(email)))) throw errors.otpDisabled();
    if (!email) {
      // This stack has no SMS provider: GoTrue answers a phone OTP with phone_provider_disabled then.
      if (phone) throw errors.phoneDisabled();
      throw errors.validation('One of email or phone must be set');
    }
    await magicLink(req, body);
    sendJson(res, 200, {}, API_VERSION_HEADER);
  };

  const magiclink: Handler = async (req, res) => {
    await magicLink(req, await readAuthBody(req, 'api.MagicLinkParams'));
    sendJson(res, 200, {}, API_VERSION_HEADER);
  };

  return { otp, magiclink };
}
