import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';
import { media } from '../../theme/media';

/** Tabs root (Radix): `value`/`defaultValue`, `onValueChange`. */
export const Tabs = styled(RadixTabs.Root)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * The tab strip stays one row: on a phone it scrolls sideways instead of wrapping into a second row
 * that reads as two tab groups (issue 23: the product editor's four tabs). The triggers are narrower
 * below md so four tabs of the product editor fit a 390 px phone whole: a tab cut at the edge
 * ("Precifi…") read as broken in the walk.
 */
export const TabsList = styled(RadixTabs.List)`
  display: inline-flex;
  flex-wrap: nowrap;
  max-width: 100%;
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;
  gap: 0;
  padding: ${({ theme }) => theme.space[1]};
  ${media.md} {
    gap: ${({ theme }) => theme.space[1]};
  }
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  align-self: flex-start;
`;

export const TabsTrigger = styled(RadixTabs.Trigger)`
  flex-shrink: 0;
  white-space: nowrap;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  padding: ${({ theme }) => theme.space[2]};
  ${media.md} {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  }
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.disabledText};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const TabsContent = styled(RadixTabs.Content)`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
