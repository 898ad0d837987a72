import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import styled, { keyframes } from 'styled-components';
import { IconButton } from '../IconButton';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: ${({ theme }) => theme.zIndices.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.transitions.normal};
`;

export const Title = styled(RadixDialog.Title)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  padding-right: ${({ theme }) => theme.space[8]};
`;

export const Description = styled(RadixDialog.Description)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const CloseSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
`;

export function CloseButton() {
  return (
    <CloseSlot>
      <RadixDialog.Close asChild>
        <IconButton aria-label="Fechar" size="sm" icon={<X size={18} aria-hidden="true" />} />
      </RadixDialog.Close>
    </CloseSlot>
  );
}
