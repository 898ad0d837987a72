import { IconButton, Input } from '@loja/shared-ui';
import { Trash2 } from 'lucide-react';
import type { Dispatch } from 'react';
import styled from 'styled-components';
import { formatCentavos } from '../dinheiro';
import { CampoDinheiro } from './CampoDinheiro';
import type { AcaoCarrinho, LinhaCarrinho } from './carrinho';
import { CARRINHO_MESSAGES } from './messages';

const Lista = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Linha = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  .descricao {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
  .preco {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .total {
    align-self: center;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .campos {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: ${({ theme }) => theme.space[2]};
  }
  .campos > div {
    width: 7.5rem;
  }
`;

const Vazio = styled.p`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The lines of the sale: quantity, the line's discount, remove; each line's total as it changes. */
export function LinhasCarrinho({ linhas, dispatch, disabled }: { linhas: readonly LinhaCarrinho[]; dispatch: Dispatch<AcaoCarrinho>; disabled?: boolean }) {
  if (linhas.length === 0) return <Vazio>{CARRINHO_MESSAGES.vazio}</Vazio>;
  return (
    <Lista aria-label="Itens da venda">
      {linhas.map((linha, indice) => (
        <Linha key={`${linha.produto_id}:${linha.grade_id ?? ''}`} aria-label={linha.descricao}>
          <div>
            <div className="descricao">{linha.descricao}</div>
            <div className="preco">
              {formatCentavos(linha.preco)} cada
              {linha.disponivel !== null ? ` · ${CARRINHO_MESSAGES.disponiveis(linha.disponivel)}` : ''}
            </div>
          </div>
          <div className="total">{formatCentavos(linha.preco * linha.quantidade - linha.desconto)}</div>
          <div className="campos">
            <Input
              type="number"
              min={1}
              max={9999}
              label="Qtd."
              aria-label={CARRINHO_MESSAGES.quantidade(linha.descricao)}
              value={linha.quantidade}
              disabled={disabled}
              onChange={(e) => dispatch({ tipo: 'quantidade', indice, quantidade: Number(e.target.value) })}
            />
            <CampoDinheiro
              label="Desconto (R$)"
              aria-label={CARRINHO_MESSAGES.descontoLinha(linha.descricao)}
              valor={linha.desconto}
              disabled={disabled}
              onValor={(desconto) => dispatch({ tipo: 'descontoLinha', indice, desconto })}
            />
            <IconButton
              aria-label={CARRINHO_MESSAGES.remover(linha.descricao)}
              icon={<Trash2 size={16} aria-hidden />}
              variant="ghost"
              disabled={disabled}
              onClick={() => dispatch({ tipo: 'remover', indice })}
            />
          </div>
        </Linha>
      ))}
    </Lista>
  );
}
