import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from '../Button';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Overlay = styled(AlertDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: ${({ theme }) => theme.zIndices.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.transitions.normal};
`;

const Content = styled(AlertDialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${({ theme }) => theme.zIndices.modal};
  width: calc(100vw - 2rem);
  max-width: 28rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:focus { outline: none; }
`;

const Title = styled(AlertDialog.Title)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Description = styled(AlertDialog.Description)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface ConfirmDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog. */
  trigger?: ReactNode;
  /** Default "Tem certeza?". */
  title?: ReactNode;
  description: ReactNode;
  /** Default "Confirmar". */
  confirmLabel?: ReactNode;
  /** Default "Cancelar". */
  cancelLabel?: ReactNode;
  /** Red confirm button, for deletions. */
  destructive?: boolean;
  /** Keeps the dialog open with a busy confirm button. */
  loading?: boolean;
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
}

/**
 * Confirmation (Radix AlertDialog: role alertdialog, focus on Cancelar).
 * With `loading` the caller closes it; otherwise it closes on confirm.
 */
export function ConfirmDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title = 'Tem certeza?',
  description,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  destructive = false,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <Overlay />
        <Content>
          <Title>{title}</Title>
          <Description>{description}</Description>
          <Footer>
            <AlertDialog.Cancel asChild>
              <Button variant="outline" onClick={onCancel} disabled={loading}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {loading ? (
              <Button variant={destructive ? 'destructive' : 'primary'} loading>
                {confirmLabel}
              </Button>
            ) : (
              <AlertDialog.Action asChild>
                <Button variant={destructive ? 'destructive' : 'primary'} onClick={() => void onConfirm()}>
                  {confirmLabel}
                </Button>
              </AlertDialog.Action>
            )}
          </Footer>
        </Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
