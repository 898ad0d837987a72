/**
 * The local mailbox is served on the API's origin (the CLI's Inbucket/Mailpit has a port of its own), so a
 * message must not be able to script it: each body sits in a sandboxed srcdoc iframe under a strict CSP.
 * Its JSON API, which the e2e suite and the tests read, stays as it was.
 */
import http, { type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailbox, createMailboxHandler, messageDocument } from '../src/mailbox.ts';
import type { Mailbox, MailMessage } from '../src/types.ts';
import { stack } from './support.ts';

const HOSTILE = '<p>Olá, <b>Ana</b></p><script>fetch("/mailbox/api/messages")</script><img src=x onerror="alert(1)"><a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup">Confirmar</a>';

const CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self' about:; base-uri 'none'; form-action 'self'";

let dir = '';
let mailbox: Mailbox;
let server: Server;
let url = '';
let sent: MailMessage;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'loja-praia-mailbox-'));
  mailbox = createMailbox(dir);
  sent = mailbox.send({ to: 'ana@exemplo.com', subject: 'Confirme <seu> cadastro', html: HOSTILE, text: 'Confirme', link: 'http://x/verify?a=1&b="2"' });
  const handler = createMailboxHandler(mailbox);
  server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname.slice('/mailbox'.length) || '/';
    void handler(req, res, path).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mailbox`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** The attribute values of every `<iframe>` of a page, unescaped as a browser would. */
function iframes(page: string): Record<string, string>[] {
  const unescape = (v: string) => v.replace(/&#34;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return [...page.matchAll(/<iframe\b([^>]*)>/g)].map(([, attrs]) =>
    Object.fromEntries([...attrs!.matchAll(/([a-z-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name!, unescape(value ?? '')])),
  );
}

describe('the inbox page', () => {
  it('is served with a CSP that forbids every script, and nosniff', async () => {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('puts each message in a sandboxed srcdoc iframe without allow-scripts or allow-same-origin', async () => {
    const page = await (await fetch(url)).text();
    const frames = iframes(page);
    expect(frames).toHaveLength(1);
    const sandbox = frames[0]!.sandbox!.split(/\s+/);
    expect(sandbox).not.toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(frames[0]!.srcdoc).toBe(messageDocument(HOSTILE));
  });

  it('never lets the message’s markup into the page itself', async () => {
    const page = await (await fetch(url)).text();
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/<img/i);
    expect(page).not.toContain('onerror="');
    // The subject and the link are text, escaped as well.
    expect(page).toContain('Confirme &lt;seu&gt; cadastro');
    expect(page).toContain('href="http://x/verify?a=1&amp;b=&#34;2&#34;"');
  });

  it('never makes a javascript: (or any non-web) link live', async () => {
    const extraDir = await mkdtemp(join(tmpdir(), 'loja-praia-mailbox-'));
    const extra = createMailbox(extraDir);
    extra.send({ to: 'bia@exemplo.com', subject: 's', html: '', text: '', link: 'javascript:alert(document.cookie)' });
    extra.send({ to: 'bia@exemplo.com', subject: 's', html: '', text: '', link: ' JavaScript:alert(1)' });
    extra.send({ to: 'bia@exemplo.com', subject: 's', html: '', text: '', link: 'data:text/html,<script>alert(1)</script>' });
    const handler = createMailboxHandler(extra);
    const local = http.createServer((req, res) => void handler(req, res, '/'));
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    try {
      const page = await (await fetch(`http://127.0.0.1:${(local.address() as AddressInfo).port}`)).text();
      const hrefs = [...page.matchAll(/<a href="([^"]*)"/g)].map(([, href]) => href);
      expect(hrefs).toEqual(['#ZgotmplZ', '#ZgotmplZ', '#ZgotmplZ']);
      // Still shown as text, escaped.
      expect(page).toContain('>javascript:alert(document.cookie)</a>');
      expect(page).toContain('>data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;</a>');
    } finally {
      await new Promise((resolve) => local.close(resolve));
      await rm(extraDir, { recursive: true, force: true });
    }
  });

  it('the gateway serves it with the same headers', async () => {
    const res = await fetch(`${stack().url}/mailbox`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toContain('Caixa de e-mail local');
  });
});

describe('the JSON API is unchanged', () => {
  it('lists the stored messages as they were sent, per recipient', async () => {
    const res = await fetch(`${url}/api/messages?to=ANA@exemplo.com`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual([sent]);
    expect(sent).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      to: 'ana@exemplo.com',
      subject: 'Confirme <seu> cadastro',
      html: HOSTILE,
      text: 'Confirme',
      link: 'http://x/verify?a=1&b="2"',
    });
  });

  it('DELETE empties it', async () => {
    const extraDir = await mkdtemp(join(tmpdir(), 'loja-praia-mailbox-'));
    const extra = createMailbox(extraDir);
    extra.send({ to: 'bia@exemplo.com', subject: 's', html: '', text: '' });
    const handler = createMailboxHandler(extra);
    const local = http.createServer((req, res) => void handler(req, res, '/api/messages'));
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
      expect((await fetch(base, { method: 'DELETE' })).status).toBe(204);
      expect(await (await fetch(base)).json()).toEqual([]);
    } finally {
      await new Promise((resolve) => local.close(resolve));
      await rm(extraDir, { recursive: true, force: true });
    }
  });
});
