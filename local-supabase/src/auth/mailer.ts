import type { ServiceContext } from '../types.ts';

export type LinkType = 'signup' | 'recovery' | 'email_change';

const CONTENT: Record<LinkType, { subject: string; intro: string; action: string }> = {
  signup: { subject: 'Confirme seu cadastro', intro: 'Obrigado por se cadastrar na Loja Praia! Confirme seu e-mail para entrar.', action: 'Confirmar meu e-mail' },
  recovery: { subject: 'Redefinir senha', intro: 'Recebemos um pedido para redefinir a sua senha da Loja Praia.', action: 'Redefinir senha' },
  email_change: { subject: 'Confirme a troca de e-mail', intro: 'Confirme o novo endereço de e-mail da sua conta na Loja Praia.', action: 'Confirmar novo e-mail' },
};

/** "Sends" an e-mail with a verification link to the local mailbox (Supabase's Inbucket locally). */
export function sendLinkEmail(ctx: ServiceContext, to: string, type: LinkType, token: string, redirectTo: string, nome?: unknown): void {
  const link = `${ctx.config.apiUrl}/auth/v1/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
  const { subject, intro, action } = CONTENT[type];
  const saudacao = typeof nome === 'string' && nome.trim() ? `Olá, ${nome.trim()}!` : 'Olá!';
  ctx.mailbox.send({
    to,
    subject,
    link,
    text: `${saudacao}\n\n${intro}\n\n${action}: ${link}\n\nSe você não fez este pedido, ignore este e-mail.`,
    html: `<p>${saudacao}</p><p>${intro}</p><p><a href="${link}">${action}</a></p><p>Se você não fez este pedido, ignore este e-mail.</p>`,
  });
}
