import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowRight } from 'lucide-react';
import { mediaDown, type ThemeColor } from '@loja/shared-ui/theme';
import { imageRenderUrl } from '@loja/shared-ui/platform';
import { linkCategoria, type CategoriaLinks } from '../categorias';

const CardLink = styled(Link)<{ $largo: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: box-shadow ${({ theme }) => theme.transitions.normal},
    transform ${({ theme }) => theme.transitions.normal};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
  &:hover img {
    transform: scale(1.04);
  }
  ${mediaDown.md} {
    grid-column: ${({ $largo }) => ($largo ? 'span 2' : 'auto')};
  }
`;

const Cover = styled.div<{ $from: ThemeColor; $to: ThemeColor; $largo: boolean }>`
  position: relative;
  aspect-ratio: 4 / 5;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  background: linear-gradient(150deg, ${({ theme, $from }) => theme.colors[$from]}, ${({ theme, $to }) => theme.colors[$to]});
  color: ${({ theme }) => theme.colors.surface};

  /* A card spanning the phone's row gets a landscape cover, so it does not tower over the rest. */
  ${mediaDown.md} {
    aspect-ratio: ${({ $largo }) => ($largo ? '2 / 1' : '4 / 5')};
  }

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.transitions.slow};
  }
`;

const Label = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} ${theme.space[4]}`};
`;

const Name = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.primary};
`;

export interface CategoriaCardProps {
  categoria: CategoriaLinks;
  /** url_imagem of a product of the category; the gradient and icon show without it. */
  capa: string | null;
  /** Spans both columns of the phone grid (the odd card out). */
  largo?: boolean;
}

/** One fixed category: a cover and its name, leading to the filtered catalogue. */
export function CategoriaCard({ categoria, capa, largo = false }: CategoriaCardProps) {
  const [falhou, setFalhou] = useState(false);
  const Icone = categoria.icone;
  return (
    <CardLink to={linkCategoria(categoria.id)} $largo={largo}>
      <Cover $from={categoria.gradiente[0]} $to={categoria.gradiente[1]} $largo={largo}>
        <Icone size={56} strokeWidth={1.6} aria-hidden />
        {capa && !falhou && (
          <img
            src={imageRenderUrl(capa, { width: 480, height: 600 })}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setFalhou(true)}
          />
        )}
      </Cover>
      <Label>
        <Name>{categoria.nome}</Name>
        <More aria-hidden>
          Ver produtos <ArrowRight size={14} />
        </More>
      </Label>
    </CardLink>
  );
}
