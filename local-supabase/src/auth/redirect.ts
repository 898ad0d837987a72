import type { StackConfig } from '../types.ts';

/** GoTrue's redirect globs: `**` matches anything, `*` anything but a separator. */
function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+^${}()|[\]\\?]/g, '\\$&');
  const pattern = escaped
    .split('**')
    .map((part) => part.replace(/\*/g, '[^/.]*'))
    .join('.*');
  return new RegExp(`^${pattern}$`);
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The redirect an e-mail link returns to: the client's redirect_to when it is allowed (same host as
 * site_url, or one of additional_redirect_urls), else site_url, as GoTrue decides. When site_url itself
 * is a loopback address (local development), any loopback port is allowed too, so test runs and
 * remotes on free ports get their links back.
 */
export function resolveRedirect(config: StackConfig, requested: string | null | undefined): string {
  if (!requested) return config.siteUrl;
  let target: URL;
  let site: URL;
  try {
    target = new URL(requested);
    site = new URL(config.siteUrl);
  } catch {
    return config.siteUrl;
  }
  if (target.host === site.host) return requested;
  if (config.additionalRedirectUrls.some((glob) => globToRegExp(glob).test(requested))) return requested;
  if (LOOPBACK.has(site.hostname) && LOOPBACK.has(target.hostname)) return requested;
  return config.siteUrl;
}
