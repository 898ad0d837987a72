import { useState } from 'react';
import styled from 'styled-components';
import { Menu, UserRound } from 'lucide-react';
import {
  Brand,
  Button,
  Drawer,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
} from '@loja/shared-ui';
import { media, mediaDown } from '@loja/shared-ui/theme';
import { useAuth } from '@loja/shared-ui/platform';
import { CartButton } from '../sacola';
import { scrollToSection, scrollToTop } from './scroll';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  height: var(--storefront-header-height);
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: 0 ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${media.lg} {
    padding: 0 ${({ theme }) => theme.space[8]};
  }
`;

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0 auto;
  ${mediaDown.md} {
    display: none;
  }
`;

const Actions = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  ${media.md} {
    margin-left: 0;
  }
`;

const DesktopOnly = styled.div`
  display: flex;
  align-items: center;
  ${mediaDown.md} {
    display: none;
  }
`;

const PhoneOnly = styled.div`
  ${media.md} {
    display: none;
  }
`;

const Loading = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const MenuList = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  button {
    justify-content: flex-start;
  }
`;

const Person = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const LINKS = [
  { label: 'Início', go: () => scrollToTop() },
  { label: 'Categoria', go: () => scrollToSection('categorias-section') },
  { label: 'Contato', go: () => scrollToSection('contato') },
] as const;

export interface StorefrontHeaderProps {
  onLogin: () => void;
  /** Gets the bag button that was pressed (focus goes back to it when the bag closes). */
  onOpenCart: (opener: HTMLButtonElement) => void;
}

/**
 * The storefront's fixed header: logo, Início / Categoria / Contato, Login or the Minha Conta menu
 * with Sair, the bag with its count. On phones the links live in the bottom drawer "Menu".
 */
export function StorefrontHeader({ onLogin, onOpenCart }: StorefrontHeaderProps) {
  const { user, profile, loading, signOut } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const nome = profile?.nome || user?.email || '';

  const account = loading ? (
    <Loading role="status">Carregando...</Loading>
  ) : user ? (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" leftIcon={<UserRound size={18} aria-hidden="true" />}>
          Minha Conta
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          {nome}
          {profile?.nome && user.email ? <div>{user.email}</div> : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem $destructive onSelect={() => void signOut()}>
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ) : (
    <Button size="sm" onClick={onLogin}>
      Login
    </Button>
  );

  return (
    <Bar>
      <Brand
        href="#"
        onClick={(event) => {
          event.preventDefault();
          scrollToTop();
        }}
      />
      <Nav aria-label="Seções da loja">
        {LINKS.map((link) => (
          <Button key={link.label} variant="ghost" onClick={link.go}>
            {link.label}
          </Button>
        ))}
      </Nav>
      <Actions>
        <DesktopOnly>{account}</DesktopOnly>
        <CartButton onClick={onOpenCart} />
        <PhoneOnly>
          <Drawer
            open={menuOpen}
            onOpenChange={setMenuOpen}
            title="Menu"
            trigger={<IconButton aria-label="Abrir menu" variant="ghost" icon={<Menu size={22} aria-hidden="true" />} />}
          >
            <MenuList aria-label="Seções da loja">
              {LINKS.map((link) => (
                <Button
                  key={link.label}
                  variant="ghost"
                  fullWidth
                  onClick={() => {
                    setMenuOpen(false);
                    link.go();
                  }}
                >
                  {link.label}
                </Button>
              ))}
            </MenuList>
            <Person>
              {loading ? (
                <Loading role="status">Carregando...</Loading>
              ) : user ? (
                <>
                  <strong>{profile?.nome || 'Minha Conta'}</strong>
                  <span>{user.email}</span>
                  <Button
                    variant="outline"
                    onClick={() => {
                      setMenuOpen(false);
                      void signOut();
                    }}
                  >
                    Sair
                  </Button>
                </>
              ) : (
                <Button
                  onClick={() => {
                    setMenuOpen(false);
                    onLogin();
                  }}
                >
                  Login
                </Button>
              )}
            </Person>
          </Drawer>
        </PhoneOnly>
      </Actions>
    </Bar>
  );
}
