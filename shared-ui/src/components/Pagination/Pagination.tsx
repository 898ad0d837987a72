import { ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { mediaDown } from '../../theme/media';
import { Button } from '../Button';
import { visuallyHidden } from '../internal/styles';
import { pageNumbers } from './pageNumbers';

const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

/*
 * One line at every width, with every number (spec: up to 5). Below sm the previous/next buttons show
 * only their arrows (the words stay as their accessible names) and all seven buttons are 2.25 rem
 * squares: 7 × 36 px + 6 gaps of 4 px = 276 px, inside a 320 px phone's 288 px of content.
 */
const List = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StepLabel = styled.span`
  ${mediaDown.sm} {
    ${visuallyHidden}
  }
`;

/** Below sm the arrow buttons are square, like the numbers beside them. */
const StepButton = styled(Button)`
  ${mediaDown.sm} {
    && {
      min-width: 2.25rem;
      min-height: 2.25rem;
      padding: 0;
    }
  }
`;

const NumberButton = styled(Button)`
  && {
    min-width: 2rem;
  }
  ${mediaDown.sm} {
    && {
      min-width: 2.25rem;
      min-height: 2.25rem;
      padding: 0;
    }
  }
`;

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Most page numbers shown, default 5 (at every width). */
  maxPages?: number;
  /** Default "Anterior". */
  previousLabel?: string;
  /** Default "Próxima". */
  nextLabel?: string;
  /** Accessible name of the navigation, default "Paginação". */
  'aria-label'?: string;
}

/**
 * Anterior, up to 5 page numbers around the current page, Próxima (disabled at the ends).
 * On narrow screens: arrow-only Anterior/Próxima and the same numbers, on one line.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  maxPages = 5,
  previousLabel = 'Anterior',
  nextLabel = 'Próxima',
  'aria-label': ariaLabel = 'Paginação',
}: PaginationProps) {
  if (totalPages < 1) return null;
  const numbers = pageNumbers(page, totalPages, maxPages);
  const isFirst = page <= 1;
  const isLast = page >= totalPages;
  return (
    <Nav aria-label={ariaLabel}>
      <List>
        <li>
          <StepButton
            variant="outline"
            size="sm"
            disabled={isFirst}
            onClick={() => onPageChange(page - 1)}
            leftIcon={<ChevronLeft size={16} aria-hidden="true" />}
          >
            <StepLabel>{previousLabel}</StepLabel>
          </StepButton>
        </li>
        {numbers.map((n) => (
          <li key={n}>
            <NumberButton
              variant={n === page ? 'primary' : 'ghost'}
              size="sm"
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Página ${n}`}
              onClick={() => onPageChange(n)}
            >
              {n}
            </NumberButton>
          </li>
        ))}
        <li>
          <StepButton
            variant="outline"
            size="sm"
            disabled={isLast}
            onClick={() => onPageChange(page + 1)}
            rightIcon={<ChevronRight size={16} aria-hidden="true" />}
          >
            <StepLabel>{nextLabel}</StepLabel>
          </StepButton>
        </li>
      </List>
    </Nav>
  );
}
