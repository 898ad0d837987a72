import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  text-align: center;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.text};
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SectionTitleProps {
  id: string;
  children: ReactNode;
  subtitle?: ReactNode;
}

/** A landing-page section's heading (the id names the section through aria-labelledby). */
export function SectionTitle({ id, children, subtitle }: SectionTitleProps) {
  return (
    <Header>
      <Title id={id}>{children}</Title>
      {subtitle && <Subtitle>{subtitle}</Subtitle>}
    </Header>
  );
}
