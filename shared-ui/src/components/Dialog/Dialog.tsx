import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Body, CloseButton, Description, Footer, Header, Overlay, Title } from './parts';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

const widths: Record<DialogSize, string> = { sm: '24rem', md: '32rem', lg: '48rem', xl: '64rem' };

const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const Content = styled(RadixDialog.Content)<{ $size: DialogSize }>`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${({ theme }) => theme.zIndices.modal};
  width: calc(100vw - 2rem);
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${popIn} ${({ theme }) => theme.transitions.normal};

  &:focus { outline: none; }
`;

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered through Radix `Trigger asChild`). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: DialogSize;
  /** Hide the "Fechar" (X) button. */
  hideCloseButton?: boolean;
  /**
   * Where focus goes when it closes. Radix returns it to the `trigger`; a dialog opened from state
   * (no trigger) passes a handler that focuses its opener and calls `event.preventDefault()`.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Modal dialog (Radix): focus trap, Esc to close, labelled by its title. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'md',
  hideCloseButton = false,
  onCloseAutoFocus,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <Overlay />
        <Content $size={size} onCloseAutoFocus={onCloseAutoFocus} {...(description ? {} : { 'aria-describedby': undefined })}>
          <Header>
            <Title>{title}</Title>
            {description ? <Description>{description}</Description> : null}
          </Header>
          {children !== undefined ? <Body>{children}</Body> : null}
          {footer ? <Footer>{footer}</Footer> : null}
          {hideCloseButton ? null : <CloseButton />}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a button with `<DialogClose asChild>` to close the surrounding Dialog, Sheet or Drawer. */
export const DialogClose = RadixDialog.Close;
