import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Waves } from 'lucide-react';
import { Button } from '@loja/shared-ui';
import { SignInDialog, useAuth } from '@loja/shared-ui/platform';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
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
`;

const Account = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The storefront's header: brand, and Login or the signed-in person with Sair. */
export function StorefrontHeader() {
  const { user, profile, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  return (
    <Bar>
      <Brand to="/catalogo">
        <Waves size={22} aria-hidden /> Loja Praia
      </Brand>
      <Account>
        {user ? (
          <>
            <span>{profile?.nome || user.email}</span>
            <Button variant="ghost" size="sm" onClick={() => void signOut()}>
              Sair
            </Button>
          </>
        ) : (
          <Button size="sm" onClick={() => setOpen(true)}>
            Login
          </Button>
        )}
      </Account>
      <SignInDialog open={open} onOpenChange={setOpen} onSignedIn={() => setOpen(false)} />
    </Bar>
  );
}
