import styled from 'styled-components';
import { AlertTriangle, DollarSign, Package, ShoppingBag, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, Card, CardTitle, PageHeader, Skeleton, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, media } from '@loja/shared-ui';
import { formatBRL, formatDate } from '@loja/shared-ui/format';
import { SampleBadge, STATUS_VARIANT, VENDAS_EXEMPLO } from '../../components';
import { useGetDashboardResumoQuery } from './api';

const Figures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(2, 1fr);
  ${media.xl} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Figure = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  strong {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[6]};
  ${media.xl} {
    grid-template-columns: 2fr 1fr;
  }
`;

const SectionTitle = styled(CardTitle)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

function FigureCard({ icon, label, value, sample }: { icon: ReactNode; label: string; value: ReactNode; sample?: boolean }) {
  return (
    <Figure $padded>
      <span>
        {icon}
        {label}
      </span>
      <strong>{value}</strong>
      {sample ? <SampleBadge /> : null}
    </Figure>
  );
}

export function DashboardPage() {
  const { data, isLoading, isError } = useGetDashboardResumoQuery();
  const numero = (value: number | undefined) => (isLoading ? <Skeleton height="1.75rem" width="5rem" /> : isError ? '—' : new Intl.NumberFormat('pt-BR').format(value ?? 0));
  const faturamento = VENDAS_EXEMPLO.filter((v) => v.status === 'Finalizada').reduce((s, v) => s + v.valor, 0);

  return (
    <>
      <PageHeader title="Dashboard" description="Visão geral da loja" />
      <Figures>
        <FigureCard icon={<Users size={18} aria-hidden />} label="Total de Clientes" value={numero(data?.total_clientes)} />
        <FigureCard icon={<Package size={18} aria-hidden />} label="Produtos em Estoque" value={numero(data?.unidades_em_estoque)} />
        <FigureCard icon={<ShoppingBag size={18} aria-hidden />} label="Vendas do Mês" value={VENDAS_EXEMPLO.length} sample />
        <FigureCard icon={<DollarSign size={18} aria-hidden />} label="Faturamento Total" value={formatBRL(faturamento)} sample />
      </Figures>
      <Columns>
        <Card $padded>
          <SectionTitle>
            Vendas Recentes <SampleBadge />
          </SectionTitle>
          <Scroll>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Venda</TableHead>
                  <TableHead>Cliente</TableHead>
                  <TableHead>Data</TableHead>
                  <TableHead $align="right">Valor</TableHead>
                  <TableHead>Status</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {VENDAS_EXEMPLO.map((venda) => (
                  <TableRow key={venda.numero}>
                    <TableCell>{venda.numero}</TableCell>
                    <TableCell>{venda.cliente}</TableCell>
                    <TableCell>{formatDate(venda.data)}</TableCell>
                    <TableCell $align="right">{formatBRL(venda.valor)}</TableCell>
                    <TableCell>
                      <Badge variant={STATUS_VARIANT[venda.status]}>{venda.status}</Badge>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Scroll>
        </Card>
        <Card $padded>
          <SectionTitle>
            <span>
              <AlertTriangle size={18} aria-hidden /> Alertas de estoque
            </span>
          </SectionTitle>
          {isLoading ? <Skeleton height="6rem" /> : null}
          {data && data.alertas.length === 0 ? <p>Nenhum produto com estoque baixo.</p> : null}
          <ul>
            {data?.alertas.map((p) => (
              <li key={p.id}>
                {p.nome}: {p.estoque_atual === 0 ? 'esgotado' : `${p.estoque_atual} em estoque (mínimo ${p.estoque_minimo})`}
              </li>
            ))}
          </ul>
        </Card>
      </Columns>
    </>
  );
}
