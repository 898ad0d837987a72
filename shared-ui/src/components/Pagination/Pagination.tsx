import { ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { mediaDown } from '../../theme/media';
import { Button } from '../Button';
import { visuallyHidden } from '../internal/styles';
import { pageNumbers } from './pageNumbers';

/** Page numbers kept on narrow screens: the current one and its two neighbours. */
export const COMPACT_PAGE_NUMBERS = 3;

const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

/*
 * One line at every width. Below sm the previous/next buttons show only their arrows (the words
 * stay as their accessible names) and only the nearest page numbers show, so a 320 px phone never
 * pushes "Próxima" to a line of its own.
 */
const List = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  margin: 0;
  padding: 0;
  ${mediaDown.sm} {
    li[data-wide-only] {
      display: none;
    }
  }
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
      min-width: 2.5rem;
      min-height: 2.5rem;
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
      min-width: 2.5rem;
      min-height: 2.5rem;
    }
  }
`;

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Most page numbers shown, default 5 (3 on narrow screens). */
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
 * On narrow screens: arrow-only Anterior/Próxima and the 3 nearest numbers, on one line.
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
  const compact = new Set(pageNumbers(page, totalPages, Math.min(maxPages, COMPACT_PAGE_NUMBERS)));
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
          <li key={n} data-wide-only={compact.has(n) ? undefined : ''}>
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
