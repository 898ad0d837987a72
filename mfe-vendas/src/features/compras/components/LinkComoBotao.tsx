import { StyledButton } from '@loja/shared-ui';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** An anchor is underlined by default; a button is not. */
const Botao = styled(StyledButton)`
  text-decoration: none;
`;

/**
 * A link drawn as an outline button: WhatsApp, e-mail and the labels page are places to go (a real
 * href a person can open in a new tab, and a test can read), not actions on this page.
 */
export function LinkComoBotao({ href, icon, children, ...rest }: { href: string; icon: ReactNode; children: ReactNode } & Omit<ComponentPropsWithoutRef<'a'>, 'href'>) {
  const conteudo = (
    <>
      {icon}
      {children}
    </>
  );
  // Inside the shell, a path of this app is a router link; anything else (wa.me, mailto:) a plain anchor.
  return href.startsWith('/') ? (
    <Botao as={Link} to={href} $variant="outline" $size="md" $fullWidth={false} {...rest}>
      {conteudo}
    </Botao>
  ) : (
    <Botao as="a" href={href} $variant="outline" $size="md" $fullWidth={false} {...rest}>
      {conteudo}
    </Botao>
  );
}
