import styled from 'styled-components';

/**
 * A round mark with something centred in it: the logo in the footer and on /links, a customer's
 * initials in a testimonial. `$size` is a CSS length; `$soft` uses the soft brand tint as background.
 */
export const RoundMark = styled.span<{ $size: string; $soft?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $soft, theme }) => ($soft ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.primary};
`;
