import styled from 'styled-components';
import { media } from '@loja/shared-ui/theme';
import { belowTheFold, lazyPart } from '../lazy';

/*
 * The footer and the floating WhatsApp button are not part of the first view (issue 25 §2): each has
 * its own chunk, fetched once the page has loaded and the browser is idle (components/lazy). Until
 * then, on the server and in the client's first commit, the footer's place is kept by a block of its
 * colour and about its height (it is the last thing on the page: nothing below it could move), and
 * the button, fixed over the page, takes no place at all.
 */

/* The footer's height measured in Chromium at 390, 768, 1024 and 1366 px (750, 357, 336, 315 px). */
const Reserva = styled.div`
  background: ${({ theme }) => theme.colors.primary};
  min-height: 46.75rem;
  ${media.md} {
    min-height: 22.25rem;
  }
  ${media.lg} {
    min-height: 21rem;
  }
  ${media.xl} {
    min-height: 19.625rem;
  }
`;

function RodapeReserva() {
  return <Reserva aria-hidden="true" />;
}

const Nada = () => null;

export const Rodape = belowTheFold(
  lazyPart(() => import('./Rodape').then((m) => m.Rodape)),
  RodapeReserva,
  'Rodape',
);

export const WhatsAppFloatingButton = belowTheFold(
  lazyPart(() => import('./WhatsAppFloatingButton').then((m) => m.WhatsAppFloatingButton)),
  Nada,
  'WhatsAppFloatingButton',
);
