import { FormSection, Skeleton } from '@loja/shared-ui';
import { formatBRL, formatDateTime } from '@loja/shared-ui/format';
import styled from 'styled-components';
import { useListCustosHistoricoQuery } from './api';

/** The table scrolls sideways inside the section on a phone; the page never does. */
const Rolavel = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Vazio = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * "Custo médio" on the Precificação tab (issue 27): the product's purchase cost is the weighted average
 * the database keeps at each receipt ((estoque × custo + quantidade × custo unitário) / (estoque +
 * quantidade)); this is its history. The §9 formulas on this tab read the same preço de compra.
 */
export function HistoricoCusto({ produtoId }: { produtoId: number }) {
  const { data, isLoading, isError } = useListCustosHistoricoQuery(produtoId);
  return (
    <FormSection
      title="Histórico do custo médio"
      description="O preço de compra é o custo médio ponderado: cada recebimento de compra o recalcula (estoque anterior × custo anterior + quantidade × custo unitário, dividido pelo novo estoque)."
    >
      {isLoading ? <Skeleton height="6rem" /> : null}
      {isError ? <Vazio>Não foi possível carregar o histórico do custo.</Vazio> : null}
      {data && data.length === 0 ? <Vazio>Nenhuma alteração de custo registrada.</Vazio> : null}
      {data && data.length > 0 ? (
        <Rolavel>
          <table aria-label="Histórico do custo médio">
            <thead>
              <tr>
                <th>Data</th>
                <th>Origem</th>
                <th className="num">Estoque antes</th>
                <th className="num">Custo antes</th>
                <th className="num">Entrada</th>
                <th className="num">Custo médio</th>
              </tr>
            </thead>
            <tbody>
              {data.map((h) => (
                <tr key={h.id}>
                  <td>
                    {formatDateTime(h.alteradoEm)}
                    {h.alteradoPor ? <small>{h.alteradoPor}</small> : null}
                  </td>
                  <td>{h.motivo === 'Compra' ? `Compra ${h.compra ?? ''}`.trim() : h.motivo}</td>
                  <td className="num">{h.estoqueAnterior ?? '—'}</td>
                  <td className="num">{h.custoAnterior === null ? '—' : formatBRL(h.custoAnterior)}</td>
                  <td className="num">{h.quantidade === null ? '—' : `${h.quantidade} × ${formatBRL(h.custoUnitario ?? 0)}`}</td>
                  <td className="num">
                    <strong>{formatBRL(h.custoNovo)}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Rolavel>
      ) : null}
    </FormSection>
  );
}
