/**
 * CORS as the CLI's Kong answers it: the `cors` plugin with no config (kong 2.8 `plugins/cors/handler.lua`)
 * on every route, plus whatever the upstream itself sends (GoTrue's rs/cors, PostgREST's own; Storage none).
 */
import { describe, expect, it } from 'vitest';
import { stack } from './support.ts';

const ORIGIN = 'http://localhost:8081';

describe('preflights are answered by Kong', () => {
  it.each(['/rest/v1/produtos', '/auth/v1/token?grant_type=password', '/storage/v1/object/imagens/produto/1/x.webp', '/functions/v1/hello'])(
    '%s: 200, `*`, the requested headers echoed, every method, no credentials',
    async (path) => {
      const res = await fetch(`${stack().url}${path}`, {
        method: 'OPTIONS',
        headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey, authorization, x-client-info' },
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-headers')).toBe('apikey, authorization, x-client-info');
      expect(res.headers.get('access-control-allow-methods')).toBe('GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS,TRACE,CONNECT');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('access-control-max-age')).toBeNull();
      expect(res.headers.get('vary')).toBeNull();
    },
  );

  it('with no Access-Control-Request-Headers, no Allow-Headers', async () => {
    const res = await fetch(`${stack().url}/rest/v1/produtos`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-headers')).toBeNull();
  });
});

describe('responses carry `*` and only the upstream’s own exposed headers', () => {
  it('PostgREST: its own expose list, once, and `*`', async () => {
    const res = await fetch(`${stack().url}/rest/v1/categorias?select=id&limit=1`, {
      headers: { apikey: stack().anonKey, origin: ORIGIN },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-expose-headers')).toBe(
      'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit',
    );
  });

  it('GoTrue: rs/cors’s exposed headers and Vary when there is an Origin', async () => {
    const withOrigin = await fetch(`${stack().url}/auth/v1/settings`, { headers: { origin: ORIGIN } });
    expect(withOrigin.headers.get('access-control-allow-origin')).toBe('*');
    expect(withOrigin.headers.get('access-control-expose-headers')).toBe('X-Total-Count, Link, X-Supabase-Api-Version');
    expect(withOrigin.headers.get('vary')).toBe('Origin');
    expect(withOrigin.headers.get('access-control-allow-credentials')).toBeNull();

    const without = await fetch(`${stack().url}/auth/v1/settings`);
    expect(without.headers.get('access-control-allow-origin')).toBe('*');
    expect(without.headers.get('access-control-expose-headers')).toBeNull();
  });

  it('GoTrue errors carry the same headers', async () => {
    const res = await fetch(`${stack().url}/auth/v1/user`, { headers: { origin: ORIGIN } });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toBe('X-Total-Count, Link, X-Supabase-Api-Version');
  });

  it('Storage sends no CORS of its own: `*` only', async () => {
    const res = await fetch(`${stack().url}/storage/v1/object/public/imagens/produto/3/principal.webp`, { headers: { origin: ORIGIN } });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('the mailbox is not behind Kong (Inbucket has its own port): no CORS, so no other site can read it', async () => {
    const res = await fetch(`${stack().url}/mailbox/api/messages`, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    await res.json();
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
