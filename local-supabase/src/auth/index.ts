import { HttpError } from '../http.ts';
import type { ServiceContext, ServiceHandler } from '../types.ts';
import { createAdminHandlers } from './admin.ts';
import { createAdminLinkHandlers } from './admin-links.ts';
import { writeAuthError } from './error-response.ts';
import { errors } from './errors.ts';
import { createAuthRequestLimits } from './rate-limit.ts';
import { createHandlers, type Handler } from './handlers.ts';
import { createOtpHandlers } from './otp.ts';

interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
}

/**
 * The GoTrue HTTP API that @supabase/supabase-js speaks (mounted by the gateway under /auth/v1):
 * sign-up with e-mail confirmation, password, refresh-token and PKCE grants, user, logout, verify,
 * recover, resend, e-mail OTP and magic links, reauthenticate, settings, and the admin user, invite
 * and generate_link endpoints, with GoTrue's status and error codes, limits and error shapes.
 */
export function createAuthService(ctx: ServiceContext): ServiceHandler {
  const h = createHandlers(ctx);
  const admin = createAdminHandlers(ctx);
  const otp = createOtpHandlers(ctx, h.internals);
  const links = createAdminLinkHandlers(ctx, h.internals, admin.requireAdmin);
  const routes: Route[] = [
    { method: 'GET', pattern: /^\/settings$/, handler: h.settings },
    { method: 'GET', pattern: /^\/health$/, handler: h.health },
    { method: 'POST', pattern: /^\/signup$/, handler: h.signup },
    { method: 'POST', pattern: /^\/token$/, handler: h.token },
    { method: 'GET', pattern: /^\/user$/, handler: h.getUser },
    { method: 'PUT', pattern: /^\/user$/, handler: h.updateUser },
    { method: 'POST', pattern: /^\/logout$/, handler: h.logout },
    { method: 'GET', pattern: /^\/verify$/, handler: h.verifyLink },
    { method: 'POST', pattern: /^\/verify$/, handler: h.verifyOtp },
    { method: 'POST', pattern: /^\/recover$/, handler: h.recover },
    { method: 'POST', pattern: /^\/resend$/, handler: h.resend },
    { method: 'POST', pattern: /^\/otp$/, handler: otp.otp },
    { method: 'POST', pattern: /^\/magiclink$/, handler: otp.magiclink },
    { method: 'GET', pattern: /^\/reauthenticate$/, handler: h.reauthenticate },
    { method: 'GET', pattern: /^\/admin\/users$/, handler: admin.list },
    { method: 'POST', pattern: /^\/admin\/users$/, handler: admin.create },
    { method: 'GET', pattern: /^\/admin\/users\/([^/]+)$/, handler: admin.get },
    { method: 'PUT', pattern: /^\/admin\/users\/([^/]+)$/, handler: admin.update },
    { method: 'DELETE', pattern: /^\/admin\/users\/([^/]+)$/, handler: admin.remove },
    { method: 'POST', pattern: /^\/admin\/generate_link$/, handler: links.generateLink },
    { method: 'POST', pattern: /^\/invite$/, handler: links.invite },
  ];

  const limits = createAuthRequestLimits(ctx.config);

  const dispatch: ServiceHandler = async (req, res, path) => {
    const method = req.method ?? 'GET';
    const clean = path.replace(/\/+$/, '') || '/';
    const matching = routes.filter((route) => route.pattern.test(clean));
    const route = matching.find((r) => r.method === method);
    if (!route) {
      if (matching.length) throw new HttpError(405, 'Method not allowed', { code: 'method_not_allowed', error_code: 'method_not_allowed' });
      throw errors.notFound();
    }
    const params = (route.pattern.exec(clean) ?? []).slice(1).map(decodePathParam);
    // GoTrue's per-address limits sit in front of their routes (api/api.go limitHandler).
    limits.check(req, method, clean);
    await route.handler(req, res, params);
  };

  // Every auth error is written here, in the shape the request's API version asks for; nothing
  // reaches the gateway's generic handler, and no internal text leaves the service.
  return async (req, res, path) => {
    try {
      await dispatch(req, res, path);
    } catch (error) {
      if (res.headersSent) {
        console.error('[auth] failure after the response started', error);
        res.destroy();
        return;
      }
      writeAuthError(req, res, error);
    }
  };
}

/** A malformed %-escape in a path parameter matches no user, as an unknown id does. */
function decodePathParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw errors.notFound();
  }
}
