import styled from 'styled-components';
import { formatCount, formatNumber } from '../../format/count';
import { media } from '../../theme/media';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Pagination } from '../Pagination';
import { Select } from '../Select';

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${media.md} {
    flex-direction: row;
    justify-content: space-between;
  }
`;

const Side = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const SizeSelect = styled(Select)`
  width: 5rem;
`;

export interface PageSizeSelectProps {
  value: number;
  options: readonly number[];
  onChange: (size: number) => void;
}

/** "Itens por página" (5/10/20/50 in the back-office lists). */
export function PageSizeSelect({ value, options, onChange }: PageSizeSelectProps) {
  return (
    <SizeSelect
      label="Itens por página"
      hideLabel
      title="Itens por página"
      value={String(value)}
      options={options.map((n) => ({ value: String(n), label: String(n) }))}
      onChange={(event) => onChange(Number(event.target.value))}
    />
  );
}

export interface ListFooterProps {
  /** e.g. "Total de clientes" (spec: "Total de produtos"). */
  totalLabel: string;
  total: number;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
  pageSizes?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  previousLabel?: string;
  nextLabel?: string;
}

/** Under a list: the total, the page size and the pages (pages only when there is more than one). */
export function ListFooter({
  totalLabel,
  total,
  page,
  totalPages,
  onPageChange,
  pageSize,
  pageSizes,
  onPageSizeChange,
  previousLabel,
  nextLabel,
}: ListFooterProps) {
  return (
    <Bar>
      <Side>
        <span>
          {totalLabel}: <strong>{formatNumber(total)}</strong>
        </span>
        {pageSize !== undefined && pageSizes && onPageSizeChange ? (
          <PageSizeSelect value={pageSize} options={pageSizes} onChange={onPageSizeChange} />
        ) : null}
      </Side>
      {totalPages > 1 ? (
        <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} onPageChange={onPageChange} previousLabel={previousLabel} nextLabel={nextLabel} />
      ) : null}
    </Bar>
  );
}

export interface PagePastEndProps {
  lastPage: number;
  onGoToLastPage: (page: number) => void;
}

/** A page number past the end (an old link, rows deleted meanwhile): say so and offer the last page. */
export function PagePastEnd({ lastPage, onGoToLastPage }: PagePastEndProps) {
  return (
    <EmptyState
      title="Esta página não existe mais"
      description={`A lista tem ${formatCount(lastPage, 'página', 'páginas')}.`}
      action={<Button onClick={() => onGoToLastPage(lastPage)}>Ir para a última página</Button>}
    />
  );
}
