/**
 * The gateway as the CLI's Kong (`internal/start/templates/kong.yml`, `start.go`): no route checks an
 * apikey; the request transformer sets Authorization from the apikey (the `BearerToken` expression) on
 * /auth/v1, /rest/v1 and /storage/v1; GoTrue, Storage and PostgREST check the bearer themselves.
 */
import http from 'node:http';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { CLI_PUBLISHABLE_KEY, CLI_SECRET_KEY, kongBearer, kongKeys } from '../src/gateway.ts';
import { clientOptions, stack } from './support.ts';

const V2024 = { 'x-supabase-api-version': '2024-01-01' };

/** A raw request target: fetch() would resolve dot segments itself. */
function rawGet(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(stack().url);
    http
      .get({ hostname, port, path: target }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      })
      .on('error', reject);
  });
}

describe('the BearerToken expression', () => {
  const keys = kongKeys({ publishableKey: 'sb_publishable_x', secretKey: 'sb_secret_y', anonKey: 'ANON.JWT', serviceKey: 'SERVICE.JWT' });
  it.each([
    [{ authorization: 'Bearer user.jwt', apikey: 'sb_publishable_x' }, 'Bearer user.jwt'],
    [{ authorization: 'Bearer sb_publishable_x', apikey: 'sb_publishable_x' }, 'Bearer ANON.JWT'],
    [{ authorization: 'Bearer sb_secret_y', apikey: 'sb_secret_y' }, 'Bearer SERVICE.JWT'],
    [{ apikey: 'sb_secret_y' }, 'Bearer SERVICE.JWT'],
    // A legacy JWT apikey is copied as it is, without "Bearer " (Kong's `or headers.apikey`).
    [{ apikey: 'legacy.jwt' }, 'legacy.jwt'],
    [{ authorization: 'Bearer sb_unknown', apikey: 'other' }, 'other'],
    // Same length as the secret key, one character off; and a prefix of it: neither is the secret key.
    [{ apikey: 'sb_secret_z' }, 'sb_secret_z'],
    [{ apikey: 'sb_secret_' }, 'sb_secret_'],
    [{}, undefined],
  ])('%o → %s', (headers, expected) => {
    expect(kongBearer(headers, keys)).toBe(expected);
  });
});

describe('no route checks an apikey', () => {
  it('/rest/v1 without any key runs as anon in PostgREST', async () => {
    const res = await fetch(`${stack().url}/rest/v1/categorias?select=id,nome&id=lte.3&order=id`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { id: 1, nome: 'Biquínis' },
      { id: 2, nome: 'Bolsas' },
      { id: 3, nome: 'Chapéus' },
    ]);
  });

  it('/rest/v1 with an unknown apikey: PostgREST gets it as Authorization without "Bearer " and stays anon', async () => {
    const res = await fetch(`${stack().url}/rest/v1/categorias?select=id&id=eq.1`, { headers: { apikey: 'not-a-key' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: 1 }]);
  });

  it('/auth/v1 without any key: open routes answer, the others are GoTrue’s own 401', async () => {
    const settings = await fetch(`${stack().url}/auth/v1/settings`);
    expect(settings.status).toBe(200);
    expect(await settings.json()).toMatchObject({ external: { email: true } });

    const user = await fetch(`${stack().url}/auth/v1/user`, { headers: V2024 });
    expect(user.status).toBe(401);
    expect(await user.json()).toEqual({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });
  });

  it('/auth/v1 with only a legacy JWT apikey: Kong copies it without "Bearer ", which GoTrue does not take as a bearer', async () => {
    const user = await fetch(`${stack().url}/auth/v1/user`, { headers: { apikey: stack().anonKey, ...V2024 } });
    expect(user.status).toBe(401);
    expect(await user.json()).toMatchObject({ code: 'no_authorization' });
  });

  it('/storage/v1 without any key: public objects are served, the rest is Storage’s own refusal', async () => {
    const image = await fetch(`${stack().url}/storage/v1/object/public/imagens/produto/3/principal.webp`);
    expect(image.status).toBe(200);
    await image.arrayBuffer();

    const list = await fetch(`${stack().url}/storage/v1/object/list/imagens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '' }),
    });
    // Kong sets no Authorization when there is no key, and the route's schema (createDefaultSchema's
    // authSchema) requires one: Fastify's validation answers before the JWT is looked at.
    expect(list.status).toBe(400);
    expect(await list.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest', message: "headers must have required property 'authorization'" });
  });
});

describe('the CLI’s new-style keys become the matching JWT', () => {
  it('the publishable key reads as anon through supabase-js', async () => {
    const client = createClient(stack().url, CLI_PUBLISHABLE_KEY, clientOptions);
    const { data, error } = await client.from('categorias').select('id').eq('id', 2);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2 }]);
  });

  it('an apikey alone becomes Storage’s bearer: the secret key and the legacy service JWT list as the service role', async () => {
    for (const apikey of [CLI_SECRET_KEY, stack().serviceKey]) {
      const list = await fetch(`${stack().url}/storage/v1/object/list/imagens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey },
        body: JSON.stringify({ prefix: 'produto' }),
      });
      expect([apikey, list.status]).toEqual([apikey, 200]);
      expect(Array.isArray(await list.json())).toBe(true);
    }
  });

  it('the secret key is the service role: the admin API answers', async () => {
    const client = createClient(stack().url, CLI_SECRET_KEY, clientOptions);
    const { data, error } = await client.auth.admin.listUsers({ page: 1, perPage: 1 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(1);
  });
});

describe('routes as in kong.yml', () => {
  it.each(['/', '/health', '/rest/v1', '/auth/v1', '/storage/v1', '/nada'])('%s matches no route: Kong’s 404, no CORS', async (path) => {
    const res = await fetch(`${stack().url}${path}`, { headers: { origin: 'http://localhost:8081' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await res.json()).toEqual({ message: 'no Route matched with those values' });
  });

  it.each(['/functions/v1/hello', '/graphql/v1', '/realtime/v1/api/ping', '/pg/tables'])(
    '%s is a Kong route whose service this stack does not run',
    async (path) => {
      const res = await fetch(`${stack().url}${path}`);
      expect(res.status).toBe(503);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(await res.json()).toEqual({ message: 'name resolution failed' });
    },
  );

  it.each(['/mailbox/../rest/v1/categorias?select=id&id=eq.4', '/storage/v1/object/public/%2e%2e/%2E%2E/%2e%2e/%2e%2E/rest/v1/categorias?select=id&id=eq.4'])(
    'routes on the path with its dot segments resolved: %s reaches PostgREST',
    async (target) => {
      const { status, body } = await rawGet(target);
      expect(status).toBe(200);
      expect(JSON.parse(body)).toEqual([{ id: 4 }]);
    },
  );
});
