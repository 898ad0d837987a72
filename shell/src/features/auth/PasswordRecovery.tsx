import { useNavigate } from 'react-router-dom';
import { PasswordRecoveryDialog } from '@loja/shared-ui/platform/core';

/**
 * "Nova senha" after a recovery link, over whatever page the link led back to. Staff then land on
 * /dashboard, as after a sign-in; everyone else stays where they are.
 */
export function PasswordRecovery() {
  const navigate = useNavigate();
  return (
    <PasswordRecoveryDialog
      onPasswordChanged={(isStaff) => {
        if (isStaff) navigate('/dashboard', { replace: true });
      }}
    />
  );
}
