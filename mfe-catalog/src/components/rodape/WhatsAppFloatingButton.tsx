import { useEffect, useRef, useState, type RefObject } from 'react';
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

  &:hover {
    background: ${({ theme }) => theme.colors.successHover};
    transform: scale(1.06);
  }
  /* Over a carousel's arrows (the banner's "Próximo slide" at 1024 px): out of the way, not clickable. */
  &[data-afastado] {
    opacity: 0;
    visibility: hidden;
    pointer-events: none;
    transform: translateY(50%);
  }
  @media (prefers-reduced-motion: no-preference) {
    transition: transform ${({ theme }) => theme.transitions.normal}, opacity ${({ theme }) => theme.transitions.normal},
      visibility ${({ theme }) => theme.transitions.normal}, background ${({ theme }) => theme.transitions.fast};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
`;

/** The controls the floating button must never cover: every carousel's buttons (arrows, dots, slide actions). */
const CONTROLES_DE_CARROSSEL = '[aria-roledescription="carrossel"] :is(button, a[href])';
/** Space kept between the button and a control, px. */
const FOLGA = 8;

const sobrepoe = (a: DOMRect, b: DOMRect) =>
  a.width > 0 && b.width > 0 && a.left < b.right + FOLGA && b.left < a.right + FOLGA && a.top < b.bottom + FOLGA && b.top < a.bottom + FOLGA;

/**
 * True while a carousel's control passes under the button's place (the banner's next arrow sits in
 * the same corner at 1024 px; on phones the categories' arrows scroll by it). Checked on scroll,
 * resize and whenever the page's height changes (images arriving move the carousels with no scroll).
 * Its place is measured with the button shown: hiding it moves it (translateY), not its box's slot.
 */
function useSobreCarrossel(ref: RefObject<HTMLElement | null>, ativo: boolean): boolean {
  const [sobre, setSobre] = useState(false);
  useEffect(() => {
    if (!ativo) return;
    let frame = 0;
    const medir = () => {
      frame = 0;
      const botao = ref.current;
      if (!botao) return;
      const lugar = botao.getBoundingClientRect();
      // The hidden state's translateY(50%) and :hover's scale: the resting place is what counts.
      const deslocamento = botao.hasAttribute('data-afastado') ? lugar.height / 2 : 0;
      const repouso = new DOMRect(lugar.x, lugar.y - deslocamento, lugar.width, lugar.height);
      const controles = document.querySelectorAll<HTMLElement>(CONTROLES_DE_CARROSSEL);
      setSobre([...controles].some((controle) => sobrepoe(repouso, controle.getBoundingClientRect())));
    };
    const agendar = () => {
      if (!frame) frame = window.requestAnimationFrame(medir);
    };
    agendar();
    window.addEventListener('scroll', agendar, { passive: true });
    window.addEventListener('resize', agendar);
    const altura = typeof ResizeObserver === 'function' ? new ResizeObserver(agendar) : null;
    altura?.observe(document.body);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', agendar);
      window.removeEventListener('resize', agendar);
      altura?.disconnect();
    };
  }, [ref, ativo]);
  return sobre;
}

/**
 * The round WhatsApp button fixed at the bottom right of /catalogo: opens a chat with the shop's
 * number and the greeting. Not rendered while the company has no WhatsApp number. It sits in its own
 * landmark, "Atendimento" (content outside every landmark is lost to screen-reader navigation); the
 * aside has no box of its own, the button stays fixed where it was. While a carousel's control (the
 * banner's next arrow at 1024 px) is under its place it steps aside, so a click there reaches the arrow.
 */
export function WhatsAppFloatingButton() {
  const { whatsapp } = useContatoLoja();
  const ref = useRef<HTMLAnchorElement | null>(null);
  const sobreCarrossel = useSobreCarrossel(ref, !!whatsapp);
  if (!whatsapp) return null;
  return (
    <aside aria-label="Atendimento">
      <Floating
        ref={ref}
        data-afastado={sobreCarrossel ? '' : undefined}
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
