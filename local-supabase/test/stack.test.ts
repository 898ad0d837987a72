import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseSize } from '../src/config.ts';
import { createMailbox } from '../src/mailbox.ts';
import { freePort } from '../src/ports.ts';
import { startStack } from '../src/stack.ts';
import { stack } from './support.ts';

describe('stack start-up', () => {
  it('refuses a port already taken with one clear line naming the port and the variable', async () => {
    const port = await freePort();
    const blocker = net.createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const dataDir = await mkdtemp(join(tmpdir(), 'loja-praia-port-'));
    try {
      await expect(startStack({ dataDir, randomPorts: true, apiPort: port })).rejects.toThrow(
        `A porta ${port} (API do Supabase local) já está em uso. Pare o processo que a usa ou escolha outra com API_PORT=<porta>.`,
      );
    } finally {
      blocker.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('reads the settings it shares with the Supabase CLI from supabase/config.toml', () => {
    const config = loadConfig({ apiPort: 1, dbPort: 2 });
    expect(config.enableConfirmations).toBe(true);
    expect(config.minimumPasswordLength).toBe(6);
    expect(config.jwtExpiry).toBe(3600);
    expect(config.fileSizeLimit).toBe(5 * 1024 * 1024);
    expect(config.restPort).toBe(11);
    expect(parseSize('50MiB', 0)).toBe(50 * 1024 * 1024);
    expect(parseSize('nonsense', 7)).toBe(7);
  });

  it('reads the local-only storage and gateway settings from the environment once, in loadConfig', () => {
    const names = ['SIGNED_UPLOAD_URL_EXPIRATION_TIME', 'LOCAL_STORAGE_CONTENT_CHECKED_BUCKETS', 'PUBLISHABLE_KEY', 'SECRET_KEY'] as const;
    const saved = names.map((name) => process.env[name]);
    try {
      for (const name of names) delete process.env[name];
      expect(loadConfig({ apiPort: 1, dbPort: 2 })).toMatchObject({
        signedUploadUrlExpiration: 7200,
        contentCheckedBuckets: ['imagens'],
        publishableKey: undefined,
        secretKey: undefined,
      });
      Object.assign(process.env, {
        SIGNED_UPLOAD_URL_EXPIRATION_TIME: '60',
        LOCAL_STORAGE_CONTENT_CHECKED_BUCKETS: 'imagens, docs',
        PUBLISHABLE_KEY: 'sb_publishable_local',
        SECRET_KEY: 'sb_secret_local',
      });
      const config = loadConfig({ apiPort: 1, dbPort: 2 });
      expect(config).toMatchObject({
        signedUploadUrlExpiration: 60,
        contentCheckedBuckets: ['imagens', 'docs'],
        publishableKey: 'sb_publishable_local',
        secretKey: 'sb_secret_local',
      });
      // Read once: a later change of the environment does not reach a loaded config.
      process.env.SIGNED_UPLOAD_URL_EXPIRATION_TIME = '30';
      expect(config.signedUploadUrlExpiration).toBe(60);
      process.env.SIGNED_UPLOAD_URL_EXPIRATION_TIME = 'nonsense';
      expect(loadConfig({ apiPort: 1, dbPort: 2 }).signedUploadUrlExpiration).toBe(7200);
      expect(loadConfig({ apiPort: 1, dbPort: 2, signedUploadUrlExpiration: 10, contentCheckedBuckets: [] })).toMatchObject({
        signedUploadUrlExpiration: 10,
        contentCheckedBuckets: [],
      });
    } finally {
      names.forEach((name, i) => {
        if (saved[i] === undefined) delete process.env[name];
        else process.env[name] = saved[i];
      });
    }
  });
});

describe('gateway', () => {
  it('reads PostgREST through /rest/v1 with the anon key, as supabase-js does', async () => {
    const ok = await fetch(`${stack().url}/rest/v1/categorias?select=id,nome&id=lte.6&order=id`, { headers: { apikey: stack().anonKey, authorization: `Bearer ${stack().anonKey}` } });
    expect(ok.status).toBe(200);
    const categorias = (await ok.json()) as { id: number; nome: string }[];
    expect(categorias.map((c) => [c.id, c.nome])).toEqual([
      [1, 'Biquínis'],
      [2, 'Bolsas'],
      [3, 'Chapéus'],
      [4, 'Maiôs'],
      [6, 'Cangas'],
    ]);
  });

  it('does not expose the storage schema through the REST API', async () => {
    const res = await fetch(`${stack().url}/rest/v1/objects`, {
      headers: { apikey: stack().serviceKey, 'accept-profile': 'storage' },
    });
    expect(res.status).toBe(406);
  });
});

describe('mailbox', () => {
  it('keeps messages per recipient, newest first, across a restart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'loja-praia-mail-'));
    try {
      const mailbox = createMailbox(dir);
      mailbox.send({ to: 'Ana@Exemplo.com', subject: 'Primeiro', html: '<p>1</p>', text: '1' });
      mailbox.send({ to: 'ana@exemplo.com', subject: 'Segundo', html: '<p>2</p>', text: '2', link: 'http://x/verify' });
      mailbox.send({ to: 'bia@exemplo.com', subject: 'Outro', html: '', text: '' });
      const reopened = createMailbox(dir);
      expect(reopened.list('ana@exemplo.com').map((m) => m.subject)).toEqual(['Segundo', 'Primeiro']);
      expect(reopened.list()).toHaveLength(3);
      reopened.clear();
      expect(createMailbox(dir).list()).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('serves the inbox page and JSON without an apikey', async () => {
    const page = await fetch(`${stack().url}/mailbox`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Caixa de e-mail local');
    const json = await fetch(`${stack().url}/mailbox/api/messages?to=ninguem@exemplo.com`);
    expect(await json.json()).toEqual([]);
  });
});
