import { Badge } from '@loja/shared-ui';
import styled from 'styled-components';

const Linha = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  white-space: nowrap;
`;

interface Estoque {
  /** The view types every column as nullable; the table's columns are not null (default 0). */
  estoque_atual: number | null;
  estoque_minimo: number | null;
}

/**
 * Low stock: at or under a minimum that was set. A minimum of 0 is "no minimum" (the default), so it
 * never flags, as the stock overview's `baixo` in the database (migration 20261127000300).
 */
export const estoqueBaixo = ({ estoque_atual, estoque_minimo }: Estoque) =>
  (estoque_minimo ?? 0) > 0 && (estoque_atual ?? 0) <= (estoque_minimo ?? 0);

/** The stock figure, with an "Estoque baixo" badge when it is at or under a minimum that was set. */
export function EstoqueProduto(estoque: Estoque) {
  return (
    <Linha>
      {estoque.estoque_atual ?? 0}
      {estoqueBaixo(estoque) ? (
        <Badge variant="warning" title={`Estoque mínimo: ${estoque.estoque_minimo ?? 0}`}>
          Estoque baixo
        </Badge>
      ) : null}
    </Linha>
  );
}
