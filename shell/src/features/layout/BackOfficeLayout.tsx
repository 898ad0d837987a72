import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CircleAlert, LogOut, Menu as MenuIcon, Waves } from 'lucide-react';
import { Button, IconButton, Sheet, media, mediaDown } from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform/core';
import { useNavigation, type MenuSection } from '../navigation';
import { pageTitle } from './pageTitle';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  white-space: nowrap;
`;

const DesktopNav = styled.nav`
  flex: 1;
  ${mediaDown.lg} {
    display: none;
  }
  > ul {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Item = styled.li`
  position: relative;
  &:hover > ul,
  &:focus-within > ul {
    display: block;
  }
`;

const TopLink = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  /* A section whose remote's navigation could not load: still a link, to its error panel and retry. */
  &[data-unavailable] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Submenu = styled.ul`
  display: none;
  position: absolute;
  top: 100%;
  left: 0;
  min-width: 14rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const UserArea = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  ${mediaDown.sm} {
    span {
      display: none;
    }
  }
`;

const MobileOnly = styled.div`
  ${media.lg} {
    display: none;
  }
`;

/**
 * "Pular para o conteúdo" (issue 23 §6): the first Tab stop, hidden until focused, so a keyboard user
 * skips the menus (about 30 Tab presses) straight to the page.
 */
const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  top: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

export const MAIN_CONTENT_ID = 'conteudo';

/** Focus the page itself: the fragment alone would scroll without moving focus in every browser, and would touch the router's URL. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

const Main = styled.main`
  &:focus {
    outline: none;
  }
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};
  ${mediaDown.lg} {
    padding-bottom: ${({ theme }) => theme.space[20]};
  }
`;

const BottomBar = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${media.lg} {
    display: none;
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 2px;
    padding: ${({ theme }) => theme.space[2]} 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Holds the icon's place while the section's navigation loads. */
const IconSpace = styled.span`
  display: block;
  width: ${({ theme }) => theme.space[5]};
  height: ${({ theme }) => theme.space[5]};
`;

/** The bottom bar's icon: the remote's, or a warning when its navigation could not load. */
function BottomBarIcon({ section }: { section: MenuSection }) {
  const Icon = section.status === 'unavailable' ? CircleAlert : section.icon;
  return Icon ? <Icon size={20} aria-hidden /> : <IconSpace aria-hidden />;
}

const SheetList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ul {
    list-style: none;
    padding-left: ${({ theme }) => theme.space[4]};
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space[2]} 0;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
`;

/** Header with the top menu (hover submenus on desktop), slide-in menu and bottom bar on phones. */
export function BackOfficeLayout() {
  const { profile, user, signOut, refreshProfile } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  // Built from each remote's ./navigation (sections and labels from config.json).
  const { menu } = useNavigation();
  const { pathname } = useLocation();
  const title = pageTitle(menu, pathname);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  // Each navigation reads the profile again, so a login deactivated (or a role changed) while this
  // tab is open is noticed on the next click, not after empty lists (issue 23 §6).
  const refreshRef = useRef(refreshProfile);
  useEffect(() => {
    refreshRef.current = refreshProfile;
  }, [refreshProfile]);
  const visited = useRef<string | null>(null);
  useEffect(() => {
    if (visited.current !== null && visited.current !== pathname) void refreshRef.current();
    visited.current = pathname;
  }, [pathname]);
  const unavailable = (entry: MenuSection) => (entry.status === 'unavailable' ? { 'data-unavailable': '' } : {});

  return (
    <>
      <SkipLink href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        Pular para o conteúdo
      </SkipLink>
      <Header>
        <MobileOnly>
          <IconButton aria-label="Abrir menu" variant="ghost" icon={<MenuIcon size={20} />} onClick={() => setMenuOpen(true)} />
        </MobileOnly>
        <Brand to="/dashboard">
          <Waves size={22} aria-hidden /> Loja Praia
        </Brand>
        <DesktopNav aria-label="Menu principal">
          <ul>
            {menu.map((entry) => (
              <Item key={entry.to}>
                <TopLink to={entry.to} {...unavailable(entry)}>
                  {entry.label}
                </TopLink>
                {entry.entries.length > 0 ? (
                  <Submenu>
                    {entry.entries.map((child) => (
                      <li key={child.to}>
                        <TopLink to={child.to} end>
                          {child.label}
                        </TopLink>
                      </li>
                    ))}
                  </Submenu>
                ) : null}
              </Item>
            ))}
          </ul>
        </DesktopNav>
        <UserArea>
          <span>{profile?.nome || user?.email}</span>
          <Button variant="ghost" size="sm" leftIcon={<LogOut size={16} />} onClick={() => void signOut()}>
            Sair
          </Button>
        </UserArea>
      </Header>

      <Sheet open={menuOpen} onOpenChange={setMenuOpen} title="Menu" side="left" width="18rem">
        <nav aria-label="Menu">
          <SheetList>
            {menu.map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} onClick={() => setMenuOpen(false)} {...unavailable(entry)}>
                  <strong>{entry.label}</strong>
                </NavLink>
                {entry.entries.length > 0 ? (
                  <ul>
                    {entry.entries.map((child) => (
                      <li key={child.to}>
                        <NavLink to={child.to} onClick={() => setMenuOpen(false)}>
                          {child.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </SheetList>
        </nav>
      </Sheet>

      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </Main>

      <BottomBar aria-label="Atalhos">
        {menu
          .filter((entry) => entry.bottomBar)
          .map((entry) => (
            // Short label on the bar; the full one (with "indisponível") for screen readers.
            <NavLink key={entry.to} to={entry.to} aria-label={entry.label} {...unavailable(entry)}>
              <BottomBarIcon section={entry} />
              {entry.name}
            </NavLink>
          ))}
      </BottomBar>
    </>
  );
}
