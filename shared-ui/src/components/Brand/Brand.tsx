import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Waves } from 'lucide-react';

/** The shop's name as the storefront's header writes it. */
export const BRAND_NAME = 'Loja Praia';

const BrandLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

export interface BrandProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  /** A route of the app: rendered as a router link. Without it, a plain anchor (give `href`). */
  to?: string;
}

/**
 * The storefront's mark: the waves and "Loja Praia", as a link (to the top of the catalogue in its
 * header, to the catalogue from the 404). One component, so every page wears the same brand.
 */
export function Brand({ to, ...anchor }: BrandProps) {
  const content = (
    <>
      <Waves size={24} aria-hidden="true" /> {BRAND_NAME}
    </>
  );
  return to === undefined ? (
    <BrandLink {...anchor}>{content}</BrandLink>
  ) : (
    <BrandLink as={Link} to={to} {...anchor}>
      {content}
    </BrandLink>
  );
}
