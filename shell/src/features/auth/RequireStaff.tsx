import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState } from '@loja/shared-ui';
import { SignInDialog, useAuth } from '@loja/shared-ui/platform/core';


const Centered = styled.div`
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
`;

/**
 * Back-office routes need a staff sign-in: an anonymous visitor gets the sign-in dialog (the guarded
 * content never renders), a cliente is sent to the storefront. The database enforces the same rules.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { loading, user, isStaff } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);

  if (loading) return <Centered>Carregando...</Centered>;
  if (user && isStaff) return <>{children}</>;
  if (user) return <Navigate to="/catalogo" replace />;
  return (
    <Centered>
      <EmptyState
        title="Área restrita à equipe"
        description="Entre com o seu login de funcionário para acessar o sistema."
        action={<Button onClick={() => setOpen(true)}>Entrar</Button>}
      />
      <SignInDialog
        open={open}
        onOpenChange={setOpen}
        onSignedIn={(staff) => {
          if (!staff) navigate('/catalogo', { replace: true });
        }}
      />
    </Centered>
  );
}
