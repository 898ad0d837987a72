import { describe, expect, it } from 'vitest';
import { isRedirectUrlValid, resolveRedirect } from '../src/auth/redirect.ts';
import { loadConfig } from '../src/config.ts';
import type { MailMessage } from '../src/types.ts';
import { anonClient, serviceClient, stack, unique } from './support.ts';

// GoTrue's GetReferrer / IsRedirectURLValid (internal/utilities/request.go): a redirect_to Go's
// url.Parse refuses, or one outside site_url and additional_redirect_urls, falls back to site_url.

const SITE = 'http://localhost:8080';
const config = { ...loadConfig(), siteUrl: SITE, additionalRedirectUrls: ['http://localhost:8081/**', 'https://*.loja.com.br/**', 'loja://retorno/{login,senha}'] };
const CRLF = 'http://localhost:8080/catalogo\r\nSet-Cookie: sessao=roubada';
/** Go would read the host after the last `@` (localhost); browsers read `\` as `/` and go to evil.com. */
const BACKSLASH_USERINFO = 'http://evil.com\\@localhost:1/';

async function lastMailTo(email: string): Promise<MailMessage> {
  const res = await fetch(`${stack().url}/mailbox/api/messages?to=${encodeURIComponent(email)}`);
  const [mail] = (await res.json()) as MailMessage[];
  return mail;
}

describe('which redirect_to GoTrue accepts', () => {
  it.each([
    ['the site itself', 'http://localhost:8080/catalogo?x=1#y', true],
    ['localhost on another port (site_url is localhost)', 'http://localhost:5173/volta', true],
    ['a loopback IP on any port', 'http://127.0.0.1:9999/volta', true],
    ['the IPv6 loopback', 'http://[::1]:3000/', true],
    ['an allowed glob', 'http://localhost:8081/conta/senha', true],
    ['a subdomain glob (* stops at dots)', 'https://admin.loja.com.br/x', true],
    ['a nested subdomain is not *', 'https://a.b.loja.com.br/x', false],
    ['an app link from {a,b}', 'loja://retorno/senha', true],
    ['CR LF', CRLF, false],
    ['a tab (WHATWG would strip it)', 'http://localhost:8080/\tx', false],
    ['NUL', 'http://localhost:8080/\u0000', false],
    ['DEL', 'http://localhost:8080/\u007f', false],
    ['a decimal IP (WHATWG reads 127.0.0.1)', 'http://2130706433/', false],
    ['a private IP', 'http://10.0.0.1/', false],
    ['another host', 'https://evil.example/', false],
    ['a host made to look like the site', 'http://localhost:8080.evil.example/', false],
    ['a bad escape', 'http://localhost:8080/%zz', false],
    ['javascript:', 'javascript:alert(1)', false],
    ['a backslash before the @ (browsers go to evil.com)', BACKSLASH_USERINFO, false],
    ['a backslash ending the host', 'http://localhost:8080\\.evil.com/', false],
    ['a userinfo Go refuses (space)', 'http://evil com@localhost:8080/', false],
    ['a userinfo Go refuses (quote)', 'http://evil"@localhost:8080/', false],
    ['a userinfo Go accepts (the host is still the site)', 'http://evil.com@localhost:8080/', true],
    ['an @ inside the userinfo (Go and browsers split at the last one)', 'http://a@b@localhost:8080/', true],
    ['empty', '', false],
  ])('%s', (_name, url, valid) => {
    expect(isRedirectUrlValid(config, url)).toBe(valid);
    expect(resolveRedirect(config, url)).toBe(valid ? url : SITE);
  });

  it('percent-encodes what a Location header cannot carry, instead of failing', () => {
    expect(resolveRedirect(config, 'http://localhost:8080/promoção→')).toBe('http://localhost:8080/promo%C3%A7%C3%A3o%E2%86%92');
  });
});

describe('a hostile redirect_to through the API never answers 500', () => {
  it('recovery with CR LF in redirectTo mails a link back to the site URL', async () => {
    const email = `${unique('redirect')}@exemplo.com.br`;
    await serviceClient().auth.admin.createUser({ email, password: 'segredo1', email_confirm: true });
    const { error } = await anonClient().auth.resetPasswordForEmail(email, { redirectTo: CRLF });
    expect(error).toBeNull();
    const mail = await lastMailTo(email);
    const link = new URL(mail.link!);
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:8080');
    const verify = await fetch(mail.link!, { redirect: 'manual' });
    expect(verify.status).toBe(303);
    expect(verify.headers.get('location')!.split('#')[0]).toBe('http://localhost:8080');
  });

  it('recovery with a backslash userinfo in redirectTo mails a link back to the site URL', async () => {
    const email = `${unique('redirect')}@exemplo.com.br`;
    await serviceClient().auth.admin.createUser({ email, password: 'segredo1', email_confirm: true });
    const { error } = await anonClient().auth.resetPasswordForEmail(email, { redirectTo: BACKSLASH_USERINFO });
    expect(error).toBeNull();
    const mail = await lastMailTo(email);
    expect(new URL(mail.link!).searchParams.get('redirect_to')).toBe('http://localhost:8080');
    const verify = await fetch(mail.link!, { redirect: 'manual' });
    expect(verify.status).toBe(303);
    const location = verify.headers.get('location')!;
    expect(location.split('#')[0]).toBe('http://localhost:8080');
    // The session (tokens in the fragment) goes to the site, not evil.com.
    expect(new URLSearchParams(location.split('#')[1]).get('access_token')).toBeTruthy();
  });

  it('sign-up with CR LF in emailRedirectTo is accepted and its link leads to the site URL', async () => {
    const email = `${unique('redirect')}@exemplo.com.br`;
    const { error } = await anonClient().auth.signUp({ email, password: 'segredo1', options: { emailRedirectTo: CRLF } });
    expect(error).toBeNull();
    const verify = await fetch((await lastMailTo(email)).link!, { redirect: 'manual' });
    expect(verify.status).toBe(303);
    expect(verify.headers.get('location')!.split('#')[0]).toBe('http://localhost:8080');
    expect(verify.headers.get('set-cookie')).toBeNull();
  });

  it('GET /verify with CR LF, a decimal IP or non-Latin-1 text in redirect_to answers a redirect', async () => {
    for (const redirectTo of [CRLF, 'http://2130706433/', BACKSLASH_USERINFO, 'http://localhost:8080/promoção→']) {
      const res = await fetch(
        `${stack().url}/auth/v1/verify?token=nao-existe&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`,
        { redirect: 'manual' },
      );
      expect(res.status, redirectTo).toBe(303);
      const location = res.headers.get('location')!;
      // (The error redirect may normalise the site URL's empty path to "/".)
      expect(location.split('#')[0].replace(/\/$/, '')).toBe(redirectTo.includes('promo') ? 'http://localhost:8080/promo%C3%A7%C3%A3o%E2%86%92' : 'http://localhost:8080');
      expect(new URLSearchParams(location.split('#')[1]).get('error_code')).toBe('otp_expired');
    }
  });
});
