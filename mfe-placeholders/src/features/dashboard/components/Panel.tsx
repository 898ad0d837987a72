import { Card, CardTitle } from '@loja/shared-ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled(Card).attrs({ as: 'section' })`
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Title = styled(CardTitle).attrs({ as: 'h2' })`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface PanelProps {
  title: string;
  /** A decorative lucide icon before the title. */
  icon?: ReactNode;
  /** Beside the title: a count badge. */
  aside?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}

/** A dashboard section: a card named by its heading. */
export function Panel({ title, icon, aside, busy, children }: PanelProps) {
  const titleId = useId();
  return (
    <Box $padded aria-labelledby={titleId} aria-busy={busy || undefined}>
      <Header>
        <Title id={titleId}>
          {icon}
          {title}
        </Title>
        {aside}
      </Header>
      {children}
    </Box>
  );
}
