import {
  Button,
  DataTable,
  ListSearch,
  ListToolbar,
  ListViewToggle,
  PageHeader,
  Select,
  useListParams,
  useViewMode,
} from '@loja/shared-ui';
import { formatCount } from '@loja/shared-ui/format';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { SampleBadge } from './SampleBadge';
import { SampleStatusBadge } from './SampleStatusBadge';
import type { SampleStatus } from './sampleRecords';
import { filterSampleRows, statusParam, type SampleListConfig, type SampleRow } from './sampleList';

const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Count = styled.p`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The sample list left in Vendas, Orçamento de Compra (spec 001 §2, §3 "Sample-only records"): fixed
 * sample rows, searched by number and supplier and filtered by status in the browser, the state in the URL like every
 * list; a table on wide screens, cards on phones. The new button leads to the "em desenvolvimento" page.
 */
export function SampleListPage<Row extends SampleRow & { status: S }, S extends SampleStatus>({
  config,
}: {
  config: SampleListConfig<Row, S>;
}) {
  const navigate = useNavigate();
  const list = useListParams(config.params);
  const [view, setView] = useViewMode(config.listKey);
  const { busca, status } = list.values;
  const rows = useMemo(() => filterSampleRows(config.rows, config.person, { busca, status }), [config, busca, status]);
  const statusOptions = useMemo(
    () => [{ value: 'todos', label: 'Todos os status' }, ...config.statuses.map((s) => ({ value: statusParam(s), label: s }))],
    [config.statuses],
  );

  return (
    <>
      <PageHeader
        title={config.title}
        description={config.description}
        actions={
          <Button leftIcon={<Plus size={16} aria-hidden />} onClick={() => navigate(config.newPath)}>
            {config.newLabel}
          </Button>
        }
      />
      <Notice>
        <SampleBadge />
        <span>Este módulo está em desenvolvimento: estes registros são fixos, só para demonstração.</span>
      </Notice>
      <ListToolbar>
        <ListSearch
          value={busca}
          onSearch={(texto) => list.setFilters({ busca: texto })}
          placeholder={config.searchPlaceholder}
          aria-label={`Buscar ${config.plural}`}
        />
        <Select
          label="Status"
          hideLabel
          value={status}
          options={statusOptions}
          onChange={(event) => list.setFilters({ status: config.params.codecs.status.parse(event.target.value) })}
        />
        <ListViewToggle value={view} onChange={setView} />
      </ListToolbar>
      {rows.length > 0 ? <Count role="status">{formatCount(rows.length, config.singular, config.plural)}</Count> : null}
      <DataTable
        label={config.title}
        columns={config.columns}
        rows={rows}
        getRowId={(row) => row.numero}
        view={view}
        loadingText=""
        emptyText={config.emptyText}
        emptyDescription={list.hasActiveFilters ? 'Tente outra busca ou outro status.' : undefined}
        emptyAction={
          list.hasActiveFilters ? (
            <Button variant="outline" onClick={list.clearFilters}>
              Limpar filtros
            </Button>
          ) : undefined
        }
        cardBadge={(row) => <SampleStatusBadge status={row.status} />}
      />
    </>
  );
}
