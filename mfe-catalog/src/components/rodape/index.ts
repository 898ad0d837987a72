// Loaded after the first view, their place kept meanwhile (./adiados.tsx).
export { Rodape, WhatsAppFloatingButton } from './adiados';
export { WhatsAppButton } from './WhatsAppButton';
export { useContatoLoja } from './useContatoLoja';
export type { ContatoLoja } from './useContatoLoja';
export {
  NOME_PADRAO_LOJA,
  SAUDACAO_WHATSAPP,
  ASSUNTO_EMAIL,
  CORPO_EMAIL,
  mailtoLink,
  telLink,
  formatWhatsapp,
} from './contato';
