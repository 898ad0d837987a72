import styled from 'styled-components';
import { MessageCircle } from 'lucide-react';
import { whatsappLink } from '@loja/shared-ui/format';
import { SAUDACAO_WHATSAPP } from './contato';
import { useContatoLoja } from './useContatoLoja';

const Floating = styled.a`
  position: fixed;
  right: calc(${({ theme }) => theme.space[4]} + env(safe-area-inset-right, 0px));
  bottom: calc(${({ theme }) => theme.space[4]} + env(safe-area-inset-bottom, 0px));
  /* Above the page and the sticky header, below overlays: an open sheet or dialog covers it. */
  z-index: ${({ theme }) => theme.zIndices.header};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transition: transform ${({ theme }) => theme.transitions.normal},
    background ${({ theme }) => theme.transitions.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.successHover};
    transform: scale(1.06);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
`;

/**
 * The round WhatsApp button fixed at the bottom right of /catalogo: opens a chat with the shop's
 * number and the greeting. Not rendered while the company has no WhatsApp number. It sits in its own
 * landmark, "Atendimento" (content outside every landmark is lost to screen-reader navigation); the
 * aside has no box of its own, the button stays fixed where it was.
 */
export function WhatsAppFloatingButton() {
  const { whatsapp } = useContatoLoja();
  if (!whatsapp) return null;
  return (
    <aside aria-label="Atendimento">
      <Floating
        href={whatsappLink(whatsapp, SAUDACAO_WHATSAPP)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Fale conosco pelo WhatsApp"
        title="Fale conosco pelo WhatsApp"
      >
        <MessageCircle size={28} aria-hidden />
      </Floating>
    </aside>
  );
}
