import { Card, media } from '@loja/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { MovimentacaoListRow } from '../api';
import { dataMovimentacao, gradeLabel, precoUnitario, textoOuTraco } from './formato';
import { TipoBadge } from './TipoBadge';

const Lista = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Cartao = styled(Card)`
  height: 100%;
  gap: ${({ theme }) => theme.space[3]};
`;

const Topo = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Titulo = styled.div`
  min-width: 0;
`;

const Nome = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

const Secundario = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** Quantity, price and reason side by side: what a person scanning movements compares first. */
const Numeros = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Numero = styled.div`
  min-width: 0;
`;

const Observacoes = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Acoes = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface MovimentacoesCardsProps {
  rows: readonly MovimentacaoListRow[];
  /** Accessible name of the list, e.g. "Movimentação de Estoque". */
  label: string;
  /** Edit and delete of a movement (absent for read-only staff). */
  acoes?: (movimentacao: MovimentacaoListRow) => ReactNode;
}

/**
 * The movements as cards (chosen, and always on a phone): product and grade with the Entrada/Saída
 * badge, then quantity, unit price and reason in one strip, the date and who answered for it, the
 * notes, and the actions at the foot.
 */
export function MovimentacoesCards({ rows, label, acoes }: MovimentacoesCardsProps) {
  return (
    <Lista aria-label={label}>
      {rows.map((movimentacao) => {
        const grade = gradeLabel(movimentacao.cor, movimentacao.tamanho);
        const botoes = acoes?.(movimentacao);
        const quando = dataMovimentacao(movimentacao.data_movimentacao);
        return (
          <li key={movimentacao.id}>
            <Cartao $padded>
              <Topo>
                <Titulo>
                  <Nome>{movimentacao.produto_nome}</Nome>
                  {grade ? <Secundario>{grade}</Secundario> : null}
                </Titulo>
                <TipoBadge tipo={movimentacao.tipo} />
              </Topo>
              <Numeros>
                <Numero>
                  <dt>Quantidade</dt>
                  <dd>{movimentacao.quantidade}</dd>
                </Numero>
                <Numero>
                  <dt>Preço unit.</dt>
                  <dd>{precoUnitario(movimentacao.preco_unitario)}</dd>
                </Numero>
                <Numero>
                  <dt>Motivo</dt>
                  <dd>{textoOuTraco(movimentacao.motivo)}</dd>
                </Numero>
              </Numeros>
              <Secundario>
                {movimentacao.usuario_nome ? `${quando} · ${movimentacao.usuario_nome}` : quando}
              </Secundario>
              {movimentacao.observacoes?.trim() ? <Observacoes>{movimentacao.observacoes}</Observacoes> : null}
              {botoes ? <Acoes>{botoes}</Acoes> : null}
            </Cartao>
          </li>
        );
      })}
    </Lista>
  );
}
