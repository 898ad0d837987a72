import styled from 'styled-components';
import { Button, Drawer } from '@loja/shared-ui';
// The label only: the pedidos index would pull the dialog into this chunk, which loads it on demand.
import { MEUS_PEDIDOS } from '../pedidos/messages';
import { SECTION_LINKS } from './sectionLinks';

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

const Loading = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus back to the "Abrir menu" button (the drawer opens from state, not from a Trigger). */
  onCloseAutoFocus: (event: Event) => void;
  /** The session: still being read, a person (name and e-mail) or nobody. */
  loading: boolean;
  person: { nome: string; email?: string } | null;
  onLogin: () => void;
  onSignOut: () => void;
  /** A cliente's "Meus pedidos" (issue 24); absent for staff. */
  onPedidos?: () => void;
}

/** Phones' bottom "Menu" drawer: the section links, then the person with Sair, or Login (its own chunk). */
export function MenuDrawer({ open, onOpenChange, onCloseAutoFocus, loading, person, onLogin, onSignOut, onPedidos }: MenuDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer open={open} onOpenChange={onOpenChange} onCloseAutoFocus={onCloseAutoFocus} title="Menu">
      <MenuList aria-label="Seções da loja">
        {SECTION_LINKS.map((link) => (
          <Button
            key={link.label}
            variant="ghost"
            fullWidth
            onClick={() => {
              close();
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
        ) : person ? (
          <>
            <strong>{person.nome}</strong>
            <span>{person.email}</span>
            {onPedidos ? (
              <Button
                variant="ghost"
                onClick={() => {
                  close();
                  onPedidos();
                }}
              >
                {MEUS_PEDIDOS.menu}
              </Button>
            ) : null}
            <Button
              variant="outline"
              onClick={() => {
                close();
                onSignOut();
              }}
            >
              Sair
            </Button>
          </>
        ) : (
          <Button
            onClick={() => {
              close();
              onLogin();
            }}
          >
            Login
          </Button>
        )}
      </Person>
    </Drawer>
  );
}
