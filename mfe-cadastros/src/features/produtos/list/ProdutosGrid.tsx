import { ActiveBadge, Card, media } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ProdutoListRow } from '../api';
import { EstoqueProduto } from './EstoqueProduto';
import { ProdutoImagem } from './ProdutoImagem';

const Grade = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Cartao = styled(Card)`
  height: 100%;
  overflow: hidden;
  display: flex;
  flex-direction: column;
`;

const Imagem = styled.div`
  position: relative;
`;

/** The status over the image's corner, as a shop admin's product grid shows it. */
const Selo = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
`;

const Corpo = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  flex: 1;
`;

const Nome = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
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

const Preco = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Estoque = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Acoes = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface ProdutosGridProps {
  rows: readonly ProdutoListRow[];
  /** Accessible name of the grid, e.g. "Produtos". */
  label: string;
  /** Edit and delete of a product (absent for read-only staff). */
  acoes?: (produto: ProdutoListRow) => ReactNode;
}

/** The product list as cards with the principal image big: name, Referência, category, price, stock, status. */
export function ProdutosGrid({ rows, label, acoes }: ProdutosGridProps) {
  return (
    <Grade aria-label={label}>
      {rows.map((produto) => {
        const nome = produto.nome ?? '';
        const botoes = acoes?.(produto);
        return (
          <li key={produto.id}>
            <Cartao>
              <Imagem>
                <ProdutoImagem url={produto.imagem_url} nome={nome} tamanho="card" />
                <Selo>
                  <ActiveBadge ativo={produto.ativo ?? false} />
                </Selo>
              </Imagem>
              <Corpo>
                <Nome>{nome}</Nome>
                {produto.codigo_barras ? <Secundario>Ref. {produto.codigo_barras}</Secundario> : null}
                <Secundario>{produto.categoria_nome ?? 'Sem categoria'}</Secundario>
                <Preco>{formatBRL(produto.preco_venda)}</Preco>
                <Estoque>
                  Estoque: <EstoqueProduto estoque_atual={produto.estoque_atual} estoque_minimo={produto.estoque_minimo} />
                </Estoque>
              </Corpo>
              {botoes ? <Acoes>{botoes}</Acoes> : null}
            </Cartao>
          </li>
        );
      })}
    </Grade>
  );
}
