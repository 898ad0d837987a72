import { Suspense, useRef, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Menu } from 'lucide-react';
import { Brand, Button, IconButton } from '@loja/shared-ui';
import { media, mediaDown } from '@loja/shared-ui/theme';
import { useAuth } from '@loja/shared-ui/platform/core';
import { SacolaButton } from '../sacola';
import { LazyMount, lazyPart, preloadQuietly } from '../lazy';
import { MinhaContaButton } from './MinhaContaButton';
import { SKIP_LINK_TEXT } from './messages';
import { returnFocusAfterDialogs } from './returnFocusAfterDialogs';
import { CONTEUDO_ID, skipToContent } from './skipLink';
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
  /*
   * From tablet width: three columns, the sections' nav in the middle one. The account area's width
   * changes once auth is ready ("Carregando..." becomes "Login" or "Minha Conta"); in a flex row that
   * moved the centred nav (a layout shift after the first view), a grid cell does not.
   */
  ${media.md} {
    display: grid;
    grid-template-columns: 1fr auto 1fr;
    justify-items: start;
  }
  ${media.lg} {
    padding: 0 ${({ theme }) => theme.space[8]};
  }
`;

/** Off screen until focused; then at the header's left, above the logo. */
const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: 1;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  transform: translateY(-200%);
  &:focus {
    transform: none;
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
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
    justify-self: end;
  }
`;

/*
 * The account area keeps one box whatever it shows ("Carregando...", Login, Minha Conta), right
 * aligned: a box that grew, shrank or got taller when auth became ready counted as a layout shift.
 */
const DesktopOnly = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  min-width: 9.5rem;
  min-height: 2.75rem;
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
  /** The id of the content "Pular para o conteúdo" moves focus to; default the products section. */
  skipTo?: string;
}

/**
 * The storefront's fixed header: logo, Início / Categoria / Contato, Login or the Minha Conta menu
 * with Meus pedidos (a cliente) and Sair, the sacola with its count. On phones the links live in the bottom drawer "Menu".
 */
export function StorefrontHeader({ onLogin, onOpenSacola, onSacolaIntent, skipTo = CONTEUDO_ID }: StorefrontHeaderProps) {
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
  const bar = useRef<HTMLElement | null>(null);
  const menuButton = useRef<HTMLButtonElement | null>(null);

  /**
   * "Acesse sua conta" opens from state, so Radix gives focus back only to an opener still there.
   * Signed in, the header's Login has become "Minha Conta" (on phones the Menu holds the account):
   * focus goes there, to the opener's place (issue 25).
   */
  const login = (opener: HTMLElement | null) => {
    // The account menu's chunk is here before the sign-in ends: its button does not swap under focus.
    preloadQuietly(AccountMenuPart);
    returnFocusAfterDialogs(() => [
      opener,
      bar.current?.querySelector<HTMLElement>('button[aria-haspopup="menu"]'),
      menuButton.current,
    ]);
    onLogin();
  };

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
    <Button size="sm" onClick={(event: MouseEvent<HTMLButtonElement>) => login(event.currentTarget)}>
      Login
    </Button>
  );

  return (
    <Bar ref={bar}>
      {/* The page's first Tab stop (34 presses reached the first product before, issue 25). */}
      <SkipLink
        href={`#${skipTo}`}
        onClick={(event) => {
          event.preventDefault();
          skipToContent(skipTo);
        }}
      >
        {SKIP_LINK_TEXT}
      </SkipLink>
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
            ref={menuButton}
            aria-label="Abrir menu"
            // A tap on the first view's copy of this button is replayed after the takeover (catalogo/primeiraVista).
            data-toque="menu"
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
              // The drawer closes with its Login: focus comes back to the Menu button.
              onLogin={() => login(null)}
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
