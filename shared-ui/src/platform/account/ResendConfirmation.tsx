import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { toast } from '../../components/Toast';
import { AUTH_ERROR_MESSAGES } from './authErrorMessages';
import { CONFIRMATION_RESENT_TOAST, confirmationResendErrorToast } from './passwordMessages';
import { useAuth } from '../useAuth';

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0;
  }
`;

export interface ResendConfirmationProps {
  /** The account's e-mail, as typed in the Login form. */
  email: string;
  /** Where the confirmation link leads back; default the page the person is on. */
  redirectTo?: string;
}

/** Shown when a sign-in meets an unconfirmed account (email_not_confirmed): says so, and resends the link. */
export function ResendConfirmation({ email, redirectTo }: ResendConfirmationProps) {
  const { resendConfirmation } = useAuth();
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      const { error } = await resendConfirmation(email, redirectTo);
      toast(error ? confirmationResendErrorToast(error) : CONFIRMATION_RESENT_TOAST);
    } catch (error) {
      toast(confirmationResendErrorToast(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <Notice role="alert">
      <p>{AUTH_ERROR_MESSAGES.email_not_confirmed}</p>
      <Button type="button" variant="outline" size="sm" loading={sending} loadingText="Reenviando..." onClick={() => void resend()}>
        Reenviar e-mail de confirmação
      </Button>
    </Notice>
  );
}
