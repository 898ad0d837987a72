import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/media';
import { Button } from '../Button';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  ${media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

// On a phone the back button sits above the title, so a long title (a product's name) keeps the
// whole width instead of wrapping word by word beside the button.
const Lead = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;

  ${media.md} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};

  ${media.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Shows the back button; e.g. `() => navigate(-1)`. */
  onBack?: () => void;
  /** Default "Voltar". */
  backLabel?: string;
  /** Buttons on the right (e.g. "Novo Cliente"). */
  actions?: ReactNode;
  /** Heading level of the title, default 1. */
  as?: 'h1' | 'h2';
}

/** Page title with optional back button, description and actions. */
export function PageHeader({ title, description, onBack, backLabel = 'Voltar', actions, as = 'h1' }: PageHeaderProps) {
  return (
    <Header>
      <Lead>
        {onBack ? (
          <Button variant="ghost" size="sm" onClick={onBack} leftIcon={<ArrowLeft size={16} aria-hidden="true" />}>
            {backLabel}
          </Button>
        ) : null}
        <Titles>
          <Title as={as}>{title}</Title>
          {description ? <Description>{description}</Description> : null}
        </Titles>
      </Lead>
      {actions ? <Actions>{actions}</Actions> : null}
    </Header>
  );
}
