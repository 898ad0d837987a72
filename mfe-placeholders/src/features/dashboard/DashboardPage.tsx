import { Badge, ListError, PageHeader, Skeleton, media } from '@loja/shared-ui';
import { formatCount, formatNumber } from '@loja/shared-ui/format';
import { AlertTriangle, ArrowDownCircle, ArrowUpCircle, BarChart3, CalendarDays, CalendarX, DollarSign, Package, PackageX, Receipt, ShoppingBag, TrendingUp, Users } from 'lucide-react';
import styled from 'styled-components';
import { useGetDashboardFinanceiroQuery, useGetDashboardResumoQuery, useGetDashboardVendasQuery } from './api';
import { EstoqueBaixoChart, EstoquePorCategoriaChart, VendasPorDiaChart } from './charts';
import { AlertasEstoque, AlertasSkeleton, AlertasTotal } from './components/AlertasEstoque';
import { FigureCard, Figures, FiguresFinanceiro } from './components/FigureCard';
import { Panel } from './components/Panel';
import { VendasRecentes, VendasRecentesSkeleton } from './components/VendasRecentes';
import { formatCentavos, mesPorExtenso } from './dados';
import { DASHBOARD_MESSAGES as M } from './messages';

/** Two panels side by side from lg (or one across, `full`); one column (in this order) on a phone. */
const Row = styled.div<{ $wide?: 'left' | 'right' | 'full' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  margin-top: ${({ theme }) => theme.space[4]};
  ${media.lg} {
    grid-template-columns: ${({ $wide }) =>
      $wide === 'left'
        ? 'minmax(0, 3fr) minmax(0, 2fr)'
        : $wide === 'right'
          ? 'minmax(0, 2fr) minmax(0, 3fr)'
          : $wide === 'full'
            ? 'minmax(0, 1fr)'
            : 'repeat(2, minmax(0, 1fr))'};
  }
`;

/**
 * /dashboard (spec 001 §1 figures; issues 13 and 24). Every figure is counted by the database, so it
 * is exact at any size: customers, stock and alerts in one call (dashboard_resumo); the month's
 * confirmed sales, revenue, average ticket, the last 30 days and the newest sales in another
 * (dashboard_vendas, whose migration defines each figure). Either call may fail alone: its figures
 * say "Indisponível" and the other's stay.
 */
export function DashboardPage() {
  const { data, isLoading, isError, refetch } = useGetDashboardResumoQuery();
  const loading = isLoading || (!data && !isError);
  // One message for every real figure the call could not give (the figures say "Indisponível").
  const indisponivel = isError ? M.indisponivel : undefined;
  const vendas = useGetDashboardVendasQuery();
  const vendasCarregando = vendas.isLoading || (!vendas.data && !vendas.isError);
  const vendasIndisponiveis = vendas.isError ? M.indisponivel : undefined;
  const v = vendas.data;
  const financeiro = useGetDashboardFinanceiroQuery();
  const financeiroCarregando = financeiro.isLoading || (!financeiro.data && !financeiro.isError);
  const financeiroIndisponivel = financeiro.isError ? M.indisponivel : undefined;
  const f = financeiro.data;

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
          loading={vendasCarregando}
          unavailable={vendasIndisponiveis}
          value={v && formatNumber(v.vendas_mes)}
          detail={v && M.vendasDoMesDetalhe(mesPorExtenso(v.mes))}
        />
        <FigureCard
          icon={<DollarSign size={16} />}
          label={M.faturamento}
          loading={vendasCarregando}
          unavailable={vendasIndisponiveis}
          value={v && formatCentavos(v.faturamento_centavos)}
          detail={M.faturamentoDetalhe}
        />
        <FigureCard
          icon={<TrendingUp size={16} />}
          label={M.ticketMedio}
          loading={vendasCarregando}
          unavailable={vendasIndisponiveis}
          value={v && formatCentavos(v.ticket_medio_centavos)}
          detail={M.ticketMedioDetalhe}
        />
      </Figures>
      <FiguresFinanceiro>
        <FigureCard
          icon={<ArrowDownCircle size={16} />}
          label={M.aReceberHoje}
          loading={financeiroCarregando}
          unavailable={financeiroIndisponivel}
          value={f && formatCentavos(f.receber_hoje.valor_centavos)}
          detail={f && M.contasHoje(formatCount(f.receber_hoje.quantidade, 'conta', 'contas'))}
        />
        <FigureCard
          icon={<ArrowUpCircle size={16} />}
          label={M.aPagarHoje}
          loading={financeiroCarregando}
          unavailable={financeiroIndisponivel}
          value={f && formatCentavos(f.pagar_hoje.valor_centavos)}
          detail={f && M.contasHoje(formatCount(f.pagar_hoje.quantidade, 'conta', 'contas'))}
        />
        <FigureCard
          icon={<CalendarX size={16} />}
          label={M.vencidas}
          loading={financeiroCarregando}
          unavailable={financeiroIndisponivel}
          value={f && formatCount(f.vencidas.quantidade, 'conta', 'contas')}
          detail={f && M.vencidasDetalhe(formatCentavos(f.vencidas.receber_centavos), formatCentavos(f.vencidas.pagar_centavos))}
        />
      </FiguresFinanceiro>

      <Row $wide="full">
        <Panel title={M.vendasPorDia} icon={<CalendarDays size={18} aria-hidden />} busy={vendasCarregando}>
          {v ? (
            <VendasPorDiaChart dias={v.por_dia} />
          ) : vendas.isError ? (
            <ListError message={M.vendasLoadError} onRetry={() => void vendas.refetch()} />
          ) : (
            <Skeleton shape="rect" height="16rem" />
          )}
        </Panel>
      </Row>

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
        <Panel title={M.vendasRecentes} icon={<Receipt size={18} aria-hidden />} busy={vendasCarregando}>
          {v ? (
            <VendasRecentes vendas={v.recentes} />
          ) : vendas.isError ? (
            <ListError message={M.vendasLoadError} onRetry={() => void vendas.refetch()} />
          ) : (
            <VendasRecentesSkeleton />
          )}
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
