import styled from 'styled-components';
import { Waves } from 'lucide-react';
import { media } from '@loja/shared-ui/theme';
import { RoundMark } from '../../../components/marca';

const Band = styled.header`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]} ${theme.space[20]}`};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.primary} 0%, ${({ theme }) => theme.colors.primaryHover} 100%);
  color: ${({ theme }) => theme.colors.textOnPrimary};
  text-align: center;
  border-radius: 0 0 ${({ theme }) => theme.radii.xl} ${({ theme }) => theme.radii.xl};

  /* A low sun and a sea-glass glow: decoration only. */
  &::before,
  &::after {
    content: '';
    position: absolute;
    border-radius: ${({ theme }) => theme.radii.pill};
    pointer-events: none;
  }
  &::before {
    width: 14rem;
    height: 14rem;
    top: -5rem;
    right: -4rem;
    background: ${({ theme }) => theme.colors.sunshine};
    opacity: 0.28;
  }
  &::after {
    width: 18rem;
    height: 18rem;
    bottom: -11rem;
    left: -6rem;
    background: ${({ theme }) => theme.colors.sea};
    opacity: 0.35;
  }

  ${media.md} {
    padding-top: ${({ theme }) => theme.space[16]};
    padding-bottom: ${({ theme }) => theme.space[24]};
  }
`;

const Content = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const LogoMark = styled(RoundMark)`
  box-shadow: 0 0 0 6px color-mix(in srgb, ${({ theme }) => theme.colors.surface} 25%, transparent),
    ${({ theme }) => theme.shadows.lg};
`;

const Wordmark = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSizes['5xl']};
  }
`;

const Tagline = styled.p`
  max-width: 26rem;
  font-size: ${({ theme }) => theme.fontSizes.md};
  opacity: 0.92;
`;

export interface LinksHeaderProps {
  nome: string;
}

/** The landing page's header: round logo with the Waves mark, the shop's name and a tagline. */
export function LinksHeader({ nome }: LinksHeaderProps) {
  return (
    <Band>
      <Content>
        <LogoMark $size="5.5rem">
          <Waves size={44} strokeWidth={2.2} aria-hidden />
        </LogoMark>
        <Wordmark>{nome}</Wordmark>
        <Tagline>Moda praia feita para o sol: biquínis, maiôs, chapéus, bolsas e cangas.</Tagline>
      </Content>
    </Band>
  );
}
