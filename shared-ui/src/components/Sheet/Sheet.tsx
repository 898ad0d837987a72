import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Body, CloseButton, Description, Footer, Header, Overlay, Title } from '../Dialog/parts';

export type SheetSide = 'right' | 'left';

const slideFrom = (side: SheetSide) => keyframes`
  from { transform: translateX(${side === 'right' ? '100%' : '-100%'}); }
  to { transform: translateX(0); }
`;

const Content = styled(RadixDialog.Content)<{ $side: SheetSide; $width: string }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'right' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndices.modal};
  width: 100%;
  max-width: ${({ $width }) => $width};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow-y: auto;
  animation: ${({ $side }) => slideFrom($side)} ${({ theme }) => theme.transitions.slow};
  &:focus { outline: none; }
`;

export interface SheetProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Default right. */
  side?: SheetSide;
  /** Max width, default 28rem. */
  width?: string;
  /** Where focus goes when it closes (see Dialog's `onCloseAutoFocus`). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Side panel (Radix Dialog), e.g. the sacola "MINHA SACOLA". */
export function Sheet({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  side = 'right',
  width = '28rem',
  onCloseAutoFocus,
}: SheetProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <Overlay />
        <Content $side={side} $width={width} onCloseAutoFocus={onCloseAutoFocus} {...(description ? {} : { 'aria-describedby': undefined })}>
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
