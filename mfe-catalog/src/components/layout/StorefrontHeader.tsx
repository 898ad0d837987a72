import { Suspense, useState } from 'react';
import styled from 'styled-components';
import { Menu } from 'lucide-react';
import { Brand, Button, IconButton } from '@loja/shared-ui';
import { media, mediaDown } from '@loja/shared-ui/theme';
import { useAuth } from '@loja/shared-ui/platform';
import { SacolaButton } from '../sacola';
import { LazyMount, lazyPart, preloadQuietly } from '../lazy';
import { MinhaContaButton } from './MinhaContaButton';
import { scrollToTop } from './scroll';
import { SECTION_LINKS } from './sectionLinks';
import { useReturnFocus } from './useReturnFocus';

// Only opened or signed in: their chunks (and Radix's dialog and dropdown) stay off the first load.
const MenuDrawerPart = lazyPart(() => import('./MenuDrawer').then((m) => m.MenuDrawer));
const AccountMenuPart = lazyPart(() => import('./AccountMenu').then((m) => m.AccountMenu));
const MeusPedidosPart = lazyPart(() => import('../pedidos/MeusPedidosDialog').then((m) => m.MeusPedidosDialog));

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

export interface StorefrontHeaderProps {
  onLogin: () => void;
  /** Gets the sacola button that was pressed (focus goes back to it when the sacola closes). */
  onOpenSacola: (opener: HTMLButtonElement) => void;
  /** Pointer or focus on the sacola button (the page fetches the sacola's chunk before the click). */
  onSacolaIntent?: () => void;
}

/**
 * The storefront's fixed header: logo, Início / Categoria / Contato, Login or the Minha Conta menu
 * with Meus pedidos (a cliente) and Sair, the sacola with its count. On phones the links live in the bottom drawer "Menu".
 */
export function StorefrontHeader({ onLogin, onOpenSacola, onSacolaIntent }: StorefrontHeaderProps) {
  const { user, profile, loading, signOut } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  // "Minha Conta" pressed while its menu was still loading: the menu opens as soon as it is here.
  const [accountPressed, setAccountPressed] = useState(false);
  const menuFocus = useReturnFocus();
  // Minha Conta → "Meus pedidos": a cliente's own orders (issue 24); staff read orders in /vendas.
  const [pedidosOpen, setPedidosOpen] = useState(false);
  const onPedidos = user && profile?.tipo === 'cliente' ? () => setPedidosOpen(true) : undefined;
  const nome = profile?.nome || user?.email || '';
  const preloadMenu = () => preloadQuietly(MenuDrawerPart);

  const account = loading ? (
    <Loading role="status">Carregando...</Loading>
  ) : user ? (
    <Suspense fallback={<MinhaContaButton aria-haspopup="menu" onClick={() => setAccountPressed(true)} />}>
      <AccountMenuPart.Component
        nome={nome}
        email={profile?.nome ? (user.email ?? undefined) : undefined}
        onSignOut={() => void signOut()}
        onPedidos={onPedidos}
        defaultOpen={accountPressed}
      />
    </Suspense>
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
        {SECTION_LINKS.map((link) => (
          <Button key={link.label} variant="ghost" onClick={link.go}>
            {link.label}
          </Button>
        ))}
      </Nav>
      <Actions>
        <DesktopOnly>{account}</DesktopOnly>
        <SacolaButton onClick={onOpenSacola} onIntent={onSacolaIntent} />
        <PhoneOnly>
          <IconButton
            aria-label="Abrir menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            variant="ghost"
            icon={<Menu size={22} aria-hidden="true" />}
            onPointerEnter={preloadMenu}
            onFocus={preloadMenu}
            onClick={(event) => {
              menuFocus.remember(event.currentTarget);
              setMenuOpen(true);
            }}
          />
          <LazyMount when={menuOpen} onError={() => setMenuOpen(false)}>
            <MenuDrawerPart.Component
              open={menuOpen}
              onOpenChange={setMenuOpen}
              onCloseAutoFocus={menuFocus.onCloseAutoFocus}
              loading={loading}
              person={user ? { nome: profile?.nome || 'Minha Conta', email: user.email ?? undefined } : null}
              onLogin={onLogin}
              onSignOut={() => void signOut()}
              onPedidos={onPedidos}
            />
          </LazyMount>
        </PhoneOnly>
        <LazyMount when={pedidosOpen && !!onPedidos} onError={() => setPedidosOpen(false)}>
          <MeusPedidosPart.Component open={pedidosOpen && !!onPedidos} onOpenChange={setPedidosOpen} />
        </LazyMount>
      </Actions>
    </Bar>
  );
}
