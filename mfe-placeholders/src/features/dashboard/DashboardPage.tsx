import { Badge, ListError, PageHeader, Skeleton, media } from '@loja/shared-ui';
import { formatBRL, formatCount, formatNumber } from '@loja/shared-ui/format';
import { AlertTriangle, BarChart3, DollarSign, Package, PackageX, Receipt, ShoppingBag, Users } from 'lucide-react';
import styled from 'styled-components';
import { SampleBadge, VENDAS_EXEMPLO } from '../../components';
import { useGetDashboardResumoQuery } from './api';
import { EstoqueBaixoChart, EstoquePorCategoriaChart } from './charts';
import { AlertasEstoque, AlertasSkeleton, AlertasTotal } from './components/AlertasEstoque';
import { FigureCard, Figures } from './components/FigureCard';
import { Panel } from './components/Panel';
import { VendasRecentes } from './components/VendasRecentes';
import { resumoVendas } from './dados';
import { DASHBOARD_MESSAGES as M } from './messages';

/** Two panels side by side from lg; one column (in this order) on a phone. */
const Row = styled.div<{ $wide?: 'left' | 'right' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  margin-top: ${({ theme }) => theme.space[4]};
  ${media.lg} {
    grid-template-columns: ${({ $wide }) =>
      $wide === 'left' ? 'minmax(0, 3fr) minmax(0, 2fr)' : $wide === 'right' ? 'minmax(0, 2fr) minmax(0, 3fr)' : 'repeat(2, minmax(0, 1fr))'};
  }
`;

// Sample data until a sales module exists (DESIGN: sales figures stay labelled sample data).
const VENDAS = resumoVendas(VENDAS_EXEMPLO);

/**
 * /dashboard (spec 001 §1 figures; issue 13). Customers, stock and alerts are real, counted by the
 * database in one call (dashboard_resumo), so they are exact at any size; monthly sales, revenue and
 * recent sales are the spec's sample values, each labelled "Dados de exemplo".
 */
export function DashboardPage() {
  const { data, isLoading, isError, refetch } = useGetDashboardResumoQuery();
  const loading = isLoading || (!data && !isError);
  // One message for every real figure the call could not give (the figures say "Indisponível").
  const indisponivel = isError ? M.indisponivel : undefined;

  return (
    <>
      <PageHeader title={M.title} description={M.description} />
      <Figures>
        <FigureCard
          icon={<Users size={16} />}
          label={M.clientes}
          loading={loading}
          unavailable={indisponivel}
          value={data && formatNumber(data.total_clientes)}
          detail={data && formatCount(data.clientes_ativos, 'ativo', 'ativos')}
        />
        <FigureCard
          icon={<Package size={16} />}
          label={M.produtosEmEstoque}
          loading={loading}
          unavailable={indisponivel}
          value={data && formatCount(data.unidades_em_estoque, 'unidade', 'unidades')}
          detail={
            data &&
            `${formatCount(data.produtos_em_estoque, 'produto com estoque', 'produtos com estoque')} de ${formatCount(data.produtos_ativos, 'ativo', 'ativos')}`
          }
        />
        <FigureCard
          icon={<ShoppingBag size={16} />}
          label={M.vendasDoMes}
          value={formatNumber(VENDAS.quantidade)}
          detail={
            <>
              {formatCount(VENDAS.finalizadas, 'finalizada', 'finalizadas')}
              <SampleBadge />
            </>
          }
        />
        <FigureCard
          icon={<DollarSign size={16} />}
          label={M.faturamento}
          value={formatBRL(VENDAS.faturamento)}
          detail={
            <>
              {M.faturamentoDetalhe}
              <SampleBadge />
            </>
          }
        />
      </Figures>

      <Row $wide="right">
        <Panel
          title={M.alertas}
          icon={<AlertTriangle size={18} aria-hidden />}
          aside={data ? <AlertasTotal total={data.alertas_total} /> : null}
          busy={loading}
        >
          {isError ? (
            <ListError message={M.loadError} onRetry={() => void refetch()} />
          ) : data ? (
            <AlertasEstoque alertas={data.alertas} total={data.alertas_total} />
          ) : (
            <AlertasSkeleton />
          )}
        </Panel>
        <Panel title={M.estoqueBaixo} icon={<PackageX size={18} aria-hidden />} busy={loading}>
          {data ? (
            <EstoqueBaixoChart alertas={data.alertas} total={data.alertas_total} />
          ) : isError ? (
            <Badge variant="secondary">{M.indisponivel}</Badge>
          ) : (
            <Skeleton shape="rect" height="16rem" />
          )}
        </Panel>
      </Row>

      <Row $wide="left">
        <Panel title={M.vendasRecentes} icon={<Receipt size={18} aria-hidden />} aside={<SampleBadge />}>
          <VendasRecentes />
        </Panel>
        <Panel title={M.estoquePorCategoria} icon={<BarChart3 size={18} aria-hidden />} busy={loading}>
          {data ? (
            <EstoquePorCategoriaChart categorias={data.estoque_por_categoria} />
          ) : isError ? (
            <Badge variant="secondary">{M.indisponivel}</Badge>
          ) : (
            <Skeleton shape="rect" height="16rem" />
          )}
        </Panel>
      </Row>
    </>
  );
}
