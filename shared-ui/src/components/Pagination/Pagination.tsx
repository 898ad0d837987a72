import { ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../Button';
import { pageNumbers } from './pageNumbers';

const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Most page numbers shown, default 5. */
  maxPages?: number;
  /** Default "Anterior". */
  previousLabel?: string;
  /** Default "Próxima". */
  nextLabel?: string;
  /** Accessible name of the navigation, default "Paginação". */
  'aria-label'?: string;
}

/** Anterior, up to 5 page numbers around the current page, Próxima (disabled at the ends). */
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
          <Button
            variant="outline"
            size="sm"
            disabled={isFirst}
            onClick={() => onPageChange(page - 1)}
            leftIcon={<ChevronLeft size={16} aria-hidden="true" />}
          >
            {previousLabel}
          </Button>
        </li>
        {numbers.map((n) => (
          <li key={n}>
            <Button
              variant={n === page ? 'primary' : 'ghost'}
              size="sm"
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Página ${n}`}
              onClick={() => onPageChange(n)}
            >
              {n}
            </Button>
          </li>
        ))}
        <li>
          <Button
            variant="outline"
            size="sm"
            disabled={isLast}
            onClick={() => onPageChange(page + 1)}
            rightIcon={<ChevronRight size={16} aria-hidden="true" />}
          >
            {nextLabel}
          </Button>
        </li>
      </List>
    </Nav>
  );
}
