import { isIP } from 'node:net';
import type { StackConfig } from '../types.ts';

/**
 * gobwas/glob as GoTrue compiles additional_redirect_urls (`glob.MustCompile(uri, '.', '/')`):
 * `**` matches anything, `*` and `?` anything but the separators `.` and `/`, `{a,b}` either
 * alternative, `[abc]` / `[!abc]` a character class.
 */
function globToRegExp(glob: string): RegExp {
  let pattern = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i += 1) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      pattern += '.*';
      i += 1;
    } else if (c === '*') pattern += '[^./]*';
    else if (c === '?') pattern += '[^./]';
    else if (c === '{') {
      pattern += '(?:';
      braces += 1;
    } else if (c === '}' && braces > 0) {
      pattern += ')';
      braces -= 1;
    } else if (c === ',' && braces > 0) pattern += '|';
    else if (c === '[') {
      const end = glob.indexOf(']', i + 1);
      if (end === -1) pattern += '\\[';
      else {
        const body = glob.slice(i + 1, end).replace(/^!/, '^').replace(/\\/g, '\\\\');
        pattern += `[${body}]`;
        i = end;
      }
    } else pattern += c.replace(/[.+^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`, 's');
}

/** Any C0 control or DEL: Go's url.Parse refuses them ("net/url: invalid control character in URL"). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\x00-\x1f\x7f]/;
/** A `%` not followed by two hex digits: Go's unescape refuses it outside the query string. */
const BAD_ESCAPE = /%(?![0-9a-fA-F]{2})/;
/** Characters Go's url.Parse refuses in a host (shouldEscape in encodeHost mode, ASCII only). */
const BAD_HOST_CHAR = /[ "#%/?@\\^`{|}<>]/;
/** Go's validUserinfo (net/url): RFC 3986 unreserved, sub-delims, `:`, `%` and (before the last one) `@`. */
const VALID_USERINFO = /^[A-Za-z0-9\-._~!$&'()*+,;=:%@]*$/;
const DECIMAL_IP = /^[0-9]+$/;
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;
const LOCALHOSTS = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::']);

interface RawUrl {
  /** Lower-cased, as Go's url.Parse stores it. */
  scheme: string;
  /** Exactly as written (Go's Hostname(): no port, no IPv6 brackets, case kept). */
  hostname: string;
  port: string;
}

/**
 * The parts of a URL as Go's url.Parse sees them, or undefined where it fails. The WHATWG parser
 * cannot stand in: it strips CR LF and tabs, lower-cases hosts and reads `http://2130706433/`
 * as 127.0.0.1, all of which would let a redirect through that GoTrue refuses.
 */
function parseLikeGo(raw: string): RawUrl | undefined {
  if (CONTROL.test(raw)) return undefined;
  const hashAt = raw.indexOf('#');
  const beforeFragment = hashAt === -1 ? raw : raw.slice(0, hashAt);
  const queryAt = beforeFragment.indexOf('?');
  const withoutQuery = queryAt === -1 ? beforeFragment : beforeFragment.slice(0, queryAt);
  if (BAD_ESCAPE.test(withoutQuery) || (hashAt !== -1 && BAD_ESCAPE.test(raw.slice(hashAt + 1)))) return undefined;

  const schemeMatch = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(withoutQuery);
  if (!schemeMatch) {
    // Go: "missing protocol scheme" for a leading colon, "first path segment cannot contain colon".
    if (withoutQuery.startsWith(':') || /^[^/]*:/.test(withoutQuery)) return undefined;
    return { scheme: '', hostname: '', port: '' };
  }
  const scheme = schemeMatch[1].toLowerCase();
  const rest = withoutQuery.slice(schemeMatch[0].length);
  if (!rest.startsWith('//')) return { scheme, hostname: '', port: '' };
  const authority = rest.slice(2).split('/')[0];
  // Browsers read `\` as `/` in an http(s) authority (`http://evil.com\@localhost/` is evil.com to
  // them): refuse it anywhere in the authority, whatever Go would make of it.
  if (authority.includes('\\')) return undefined;
  const at = authority.lastIndexOf('@');
  // Go's parseAuthority: the userinfo before the last `@` must pass validUserinfo ("net/url: invalid userinfo").
  if (at !== -1 && !VALID_USERINFO.test(authority.slice(0, at))) return undefined;
  const hostPort = authority.slice(at + 1);
  let hostname: string;
  let port = '';
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']');
    if (close === -1) return undefined;
    hostname = hostPort.slice(1, close);
    const after = hostPort.slice(close + 1);
    if (after && !/^:[0-9]*$/.test(after)) return undefined;
    port = after.slice(1);
  } else {
    const colon = hostPort.lastIndexOf(':');
    hostname = colon === -1 ? hostPort : hostPort.slice(0, colon);
    if (colon !== -1) {
      port = hostPort.slice(colon + 1);
      if (!/^[0-9]*$/.test(port)) return undefined;
    }
    if (BAD_HOST_CHAR.test(hostname)) return undefined;
  }
  return { scheme, hostname, port };
}

/** Go's IP.IsLoopback: 127.0.0.0/8, ::1, and 127.0.0.0/8 mapped into IPv6. */
function isLoopbackIp(ip: string): boolean {
  if (isIP(ip) === 4) return ip.startsWith('127.');
  const canonical = new URL(`http://[${ip}]`).hostname;
  return canonical === '[::1]' || canonical.startsWith('[::ffff:7f');
}

interface RedirectPolicy {
  /** site_url as Go's url.Parse reads it; undefined when it does not parse (then nothing is valid). */
  site: RawUrl | undefined;
  /** additional_redirect_urls, compiled. */
  allowed: RegExp[];
}

/** One policy per config object: site_url parsed and the globs compiled once, not on every request. */
const policies = new WeakMap<StackConfig, RedirectPolicy>();

function policyOf(config: StackConfig): RedirectPolicy {
  let policy = policies.get(config);
  if (!policy) {
    policy = { site: parseLikeGo(config.siteUrl), allowed: config.additionalRedirectUrls.map(globToRegExp) };
    policies.set(config, policy);
  }
  return policy;
}

/**
 * GoTrue's IsRedirectURLValid (internal/utilities/request.go), in its order:
 * 1. anything Go's url.Parse refuses (control characters such as CR LF, bad escapes) is invalid;
 * 2. same scheme and hostname as site_url, and the same port unless the host is a localhost;
 * 3. a host of digits only (a decimal IP) is invalid, an IP literal is valid only if loopback,
 *    an http(s) host with unusual characters is invalid;
 * 4. otherwise one of additional_redirect_urls must match (without the fragment).
 */
export function isRedirectUrlValid(config: StackConfig, requested: string): boolean {
  if (!requested) return false;
  const { site, allowed } = policyOf(config);
  const target = parseLikeGo(requested);
  if (!site || !target) return false;

  if (site.hostname === target.hostname && site.scheme === target.scheme &&
    (site.port === target.port || LOCALHOSTS.has(target.hostname.toLowerCase()))) return true;

  if (DECIMAL_IP.test(target.hostname)) return false;
  if (isIP(target.hostname)) return isLoopbackIp(target.hostname);
  const isHttp = target.scheme === 'http' || target.scheme === 'https';
  if (isHttp && !REGULAR_HOSTNAME.test(target.hostname)) return false;

  const withoutFragment = requested.split('#')[0];
  if (allowed.some((glob) => glob.test(withoutFragment))) return true;

  // Local development, beyond GoTrue: a site_url on a loopback IP lets `localhost` back on any port
  // (GoTrue already allows loopback IPs on any port, and localhost on any port when site_url is localhost).
  return isHttp && target.scheme === site.scheme && isIP(site.hostname) !== 0 && isLoopbackIp(site.hostname) && target.hostname === 'localhost';
}

/**
 * The value as it can go into a Location header: Node refuses characters outside Latin-1 there
 * (a 500), where Go writes the bytes as they are. Percent-encoding them (UTF-8) leads the browser
 * to the same address.
 */
const headerSafe = (url: string) => url.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));

/**
 * The redirect an e-mail link returns to: the client's redirect_to when GoTrue would accept it,
 * else site_url (GoTrue's GetReferrer fallback). Never throws: a hostile value only costs the
 * client its redirect.
 */
export function resolveRedirect(config: StackConfig, requested: string | null | undefined): string {
  if (typeof requested === 'string' && isRedirectUrlValid(config, requested)) return headerSafe(requested);
  return config.siteUrl;
}
