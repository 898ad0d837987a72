import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Body, CloseButton, Description, Footer, Header, Overlay, Title } from '../Dialog/parts';

const slideUp = keyframes`
  from { transform: translateY(100%); }
  to { transform: translateY(0); }
`;

const Content = styled(RadixDialog.Content)`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  max-height: 85vh;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[6]} ${theme.space[6]}`};
  border-radius: ${({ theme }) => `${theme.radii.xl} ${theme.radii.xl} 0 0`};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow-y: auto;
  animation: ${slideUp} ${({ theme }) => theme.transitions.slow};
  &:focus { outline: none; }
`;

const Handle = styled.div`
  align-self: center;
  width: 3rem;
  height: 0.3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderStrong};
`;

export interface DrawerProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Where focus goes when it closes (see Dialog's `onCloseAutoFocus`): the opener when it opens from state. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Bottom drawer (Radix Dialog), e.g. the mobile "Menu". */
export function Drawer({ open, defaultOpen, onOpenChange, trigger, title, description, children, footer, onCloseAutoFocus }: DrawerProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <Overlay />
        <Content onCloseAutoFocus={onCloseAutoFocus} {...(description ? {} : { 'aria-describedby': undefined })}>
          <Handle aria-hidden="true" />
          <Header>
            <Title>{title}</Title>
            {description ? <Description>{description}</Description> : null}
          </Header>
          <Body>{children}</Body>
          {footer ? <Footer>{footer}</Footer> : null}
          <CloseButton />
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
