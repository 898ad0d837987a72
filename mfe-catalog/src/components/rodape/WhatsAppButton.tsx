import type { ReactNode } from 'react';
import { MessageCircle } from 'lucide-react';
import { StyledButton } from '@loja/shared-ui';
import { whatsappLink } from '@loja/shared-ui/format';
import { SAUDACAO_WHATSAPP } from './contato';

export interface WhatsAppButtonProps {
  /** The shop's number (useContatoLoja); the caller decides what to show without one. */
  whatsapp: string;
  fullWidth?: boolean;
  children: ReactNode;
}

/** The storefront's "talk to us" call to action: a large primary link to the chat, with the greeting. */
export function WhatsAppButton({ whatsapp, fullWidth = false, children }: WhatsAppButtonProps) {
  return (
    <StyledButton
      as="a"
      href={whatsappLink(whatsapp, SAUDACAO_WHATSAPP)}
      target="_blank"
      rel="noopener noreferrer"
      $variant="primary"
      $size="lg"
      $fullWidth={fullWidth}
    >
      <MessageCircle size={20} aria-hidden="true" />
      {children}
    </StyledButton>
  );
}
