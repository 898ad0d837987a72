import { escapeHref, escapeHtml } from '../html.ts';
import type { ServiceContext } from '../types.ts';

/** GoTrue's e-mail action types (mailer/mailer.go), each with its template. */
export type EmailActionType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' | 'reauthentication';

interface Template {
  subject: (data: TemplateData) => string;
  intro: string;
  /** The link's caption; none for reauthentication, whose mail carries only the code. */
  action?: string;
}

/** The product's own wording (Portuguese, like the rest of what a person reads); GoTrue's defaults are English. */
const TEMPLATES: Record<EmailActionType, Template> = {
  signup: { subject: () => 'Confirme seu cadastro', intro: 'Obrigado por se cadastrar na Loja Praia! Confirme seu e-mail para entrar.', action: 'Confirmar meu e-mail' },
  invite: { subject: () => 'Você foi convidado', intro: 'Você foi convidado para criar uma conta na Loja Praia.', action: 'Aceitar o convite' },
  magiclink: { subject: () => 'Seu link de acesso', intro: 'Use o link abaixo para entrar na Loja Praia.', action: 'Entrar' },
  recovery: { subject: () => 'Redefinir senha', intro: 'Recebemos um pedido para redefinir a sua senha da Loja Praia.', action: 'Redefinir senha' },
  email_change: { subject: () => 'Confirme a troca de e-mail', intro: 'Confirme a troca do e-mail da sua conta na Loja Praia.', action: 'Confirmar a troca de e-mail' },
  reauthentication: { subject: (d) => `${d.token} é o seu código de verificação`, intro: 'Use este código para confirmar que é você.' },
};

/** What GoTrue hands its templates (templatemailer.go); every value is escaped where it is placed. */
export interface TemplateData {
  /** Where the mail goes (SendingTo). */
  to: string;
  /** The account's address (Email). */
  email: string;
  /** The one-time code (Token). */
  token: string;
  /** The stored token value (TokenHash), `pkce_` prefix included. */
  tokenHash: string;
  /** The verify link (ConfirmationURL); absent for reauthentication. */
  confirmationUrl?: string;
  redirectTo?: string;
  /** The address being changed to (NewEmail), for email_change. */
  newEmail?: string;
  /** user_metadata (Data). */
  data: Record<string, unknown>;
}

/**
 * GoTrue's verify link (templatemailer getPath): `<API>/auth/v1/verify?token=<stored value>&type=<type>&redirect_to=<url>`.
 * redirect_to is escaped only when it holds &, = or # (otherwise it is taken as already encoded).
 */
export function verifyLink(apiUrl: string, storedToken: string, type: string, redirectTo: string): string {
  const redirect = /[&=#]/.test(redirectTo) ? queryEscape(redirectTo) : redirectTo;
  return `${apiUrl}/auth/v1/verify?token=${queryEscape(storedToken)}&type=${queryEscape(type)}&redirect_to=${redirect}`;
}

/** Go's url.QueryEscape. */
const queryEscape = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).replace(/%20/g, '+');

/** "Sends" a GoTrue e-mail to the local mailbox (Supabase's Inbucket locally). */
export function sendAuthEmail(ctx: ServiceContext, type: EmailActionType, data: TemplateData): void {
  const template = TEMPLATES[type];
  const nome = typeof data.data.nome === 'string' ? data.data.nome.trim() : '';
  const saudacao = nome ? `Olá, ${nome}!` : 'Olá!';
  const novo = type === 'email_change' && data.newEmail ? `Novo e-mail: ${data.newEmail}` : '';
  const link = data.confirmationUrl;
  const text = [
    saudacao,
    template.intro,
    novo,
    link && template.action ? `${template.action}: ${link}` : '',
    link ? `Ou digite o código: ${data.token}` : `Código: ${data.token}`,
    'Se você não fez este pedido, ignore este e-mail.',
  ].filter(Boolean).join('\n\n');
  const html = [
    `<p>${escapeHtml(saudacao)}</p>`,
    `<p>${escapeHtml(template.intro)}</p>`,
    novo ? `<p>${escapeHtml(novo)}</p>` : '',
    link && template.action ? `<p><a href="${escapeHref(link)}">${escapeHtml(template.action)}</a></p>` : '',
    `<p>${link ? 'Ou digite o código' : 'Código'}: <strong>${escapeHtml(data.token)}</strong></p>`,
    '<p>Se você não fez este pedido, ignore este e-mail.</p>',
  ].join('');
  ctx.mailbox.send({ to: data.to, subject: template.subject(data), link, text, html });
}
