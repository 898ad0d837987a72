import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHref, escapeHtml } from './html.ts';
import { HttpError, queryOf, sendJson } from './http.ts';
import type { MailMessage, Mailbox, ServiceHandler } from './types.ts';

/** Keeps the newest messages only: the mailbox is a developer's inbox, not an archive. */
const MAX_MESSAGES = 500;

/**
 * The local stand-in for Supabase's Inbucket: e-mails the auth service "sends" are kept in memory and
 * in <dataDir>/mailbox.json, so a confirmation link survives a restart of the stack.
 */
export function createMailbox(dataDir: string): Mailbox {
  const file = join(dataDir, 'mailbox.json');
  let messages: MailMessage[] = [];
  if (existsSync(file)) {
    try {
      messages = JSON.parse(readFileSync(file, 'utf8')) as MailMessage[];
    } catch {
      messages = []; // a damaged mailbox file is not worth failing the start for
    }
  }
  const persist = () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(messages));
  };
  return {
    send(message) {
      const stored: MailMessage = { ...message, id: randomUUID(), createdAt: new Date().toISOString() };
      messages = [stored, ...messages].slice(0, MAX_MESSAGES);
      persist();
      return stored;
    },
    list(to) {
      const wanted = to?.trim().toLowerCase();
      return wanted ? messages.filter((m) => m.to.toLowerCase() === wanted) : [...messages];
    },
    clear() {
      messages = [];
      persist();
    },
  };
}

/**
 * The page is served from the API's origin, which Inbucket/Mailpit never share (the CLI gives them their own
 * port). So a message cannot script this origin whatever its HTML holds:
 * - each body is a `srcdoc` document in an `<iframe sandbox>` without `allow-scripts`: no script runs and
 *   the frame has an opaque origin (no cookies, no storage, no same-origin fetch to the API);
 * - the page's CSP forbids every script (the srcdoc frame inherits it) and any fetch, image or font;
 * - nosniff, so nothing here is ever read as another type.
 * Links in a message open in a new tab, outside the sandbox.
 */
export const MAILBOX_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self' about:; base-uri 'none'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
} as const;

/** `allow-popups-to-escape-sandbox`: a confirmation link opens as a normal page, not a sandboxed one. */
const MESSAGE_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

/** The document a message's iframe shows: its HTML as sent, with links opening in a new tab. */
export const messageDocument = (html: string) => `<!doctype html><meta charset="utf-8"><base target="_blank">${html}`;

function renderPage(messages: MailMessage[], to: string | null): string {
  const rows = messages
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong><span>para ${escapeHtml(m.to)} · ${new Date(m.createdAt).toLocaleString('pt-BR', { hour12: false })}</span></header>
  <iframe sandbox="${MESSAGE_SANDBOX}" referrerpolicy="no-referrer" title="${escapeHtml(m.subject)}" srcdoc="${escapeHtml(messageDocument(m.html))}"></iframe>
  ${m.link ? `<p><a href="${escapeHref(m.link)}" target="_blank" rel="noopener noreferrer">${escapeHtml(m.link)}</a></p>` : ''}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Caixa de e-mail local · Loja Praia</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1d2330}
main{max-width:760px;margin:0 auto;padding:24px 16px}
h1{font-size:1.4rem} form{display:flex;gap:8px;margin-bottom:16px}
input{flex:1;padding:8px;border:1px solid #c9ced8;border-radius:6px} button{padding:8px 14px;border-radius:6px;border:0;background:#0b6e8a;color:#fff}
article{background:#fff;border:1px solid #e1e4ea;border-radius:8px;padding:16px;margin-bottom:12px}
article header{display:flex;flex-direction:column;gap:4px;margin-bottom:8px} article header span{color:#5a6272;font-size:.85rem}
iframe{width:100%;height:240px;border:1px solid #e1e4ea;border-radius:6px;resize:vertical}
@media (max-width:600px){iframe{height:380px}}
a{color:#0b6e8a;word-break:break-all}
</style></head>
<body><main>
<h1>Caixa de e-mail local</h1>
<p>E-mails de confirmação e recuperação enviados pelo Supabase local. JSON em <code>/mailbox/api/messages?to=</code>.</p>
<form method="get" action="/mailbox"><input name="to" type="email" placeholder="Filtrar por destinatário" value="${escapeHtml(to ?? '')}"><button>Filtrar</button></form>
${rows || '<p>Nenhuma mensagem.</p>'}
</main></body></html>`;
}

/** GET /mailbox (page), GET /mailbox/api/messages?to= (JSON, newest first), DELETE /mailbox/api/messages. */
export function createMailboxHandler(mailbox: Mailbox): ServiceHandler {
  return async (req, res, path) => {
    const to = queryOf(req).get('to');
    if (path === '/api/messages' || path === '/api/messages/') {
      if (req.method === 'GET') return sendJson(res, 200, mailbox.list(to ?? undefined));
      if (req.method === 'DELETE') {
        mailbox.clear();
        res.writeHead(204).end();
        return;
      }
      throw new HttpError(405, 'Método não permitido');
    }
    if ((path === '' || path === '/') && req.method === 'GET') {
      res.writeHead(200, MAILBOX_PAGE_HEADERS);
      res.end(renderPage(mailbox.list(to ?? undefined), to));
      return;
    }
    throw new HttpError(404, 'Não encontrado');
  };
}
