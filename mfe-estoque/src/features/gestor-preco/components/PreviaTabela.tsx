import { IconButton, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@loja/shared-ui';
import { formatNumber } from '@loja/shared-ui/format';
import { History } from 'lucide-react';
import styled from 'styled-components';
import type { LinhaPrevia } from '../api';
import { GESTOR_PRECO_MESSAGES as M } from '../messages';
import { Caixa, Numero, Secundario } from './estilos';
import { formatarMargem, formatarPreco } from './formato';

// The product's column keeps a readable width: on a phone the table scrolls sideways instead of
// squeezing the name into a column of letters (Table's box scrolls horizontally).
const NomeCelula = styled.span`
  display: block;
  min-width: 11rem;
`;

const Novo = styled(Numero)<{ $mudou: boolean }>`
  font-weight: ${({ theme, $mudou }) => ($mudou ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  color: ${({ theme, $mudou }) => ($mudou ? theme.colors.primary : theme.colors.text)};
`;

const Invalido = styled(Numero)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.destructiveText};
`;

export interface PreviaTabelaProps {
  linhas: LinhaPrevia[];
  total: number;
  /** Every match selected (todos with no exclusion on the page matters only for the header box). */
  todosMarcados: boolean;
  algunsMarcados: boolean;
  onMarcarTodos: (marcar: boolean) => void;
  onMarcar: (id: number, marcar: boolean) => void;
  onHistorico: (linha: LinhaPrevia) => void;
}

/**
 * The preview (issue 27): per matching product its tick, cost, price now, new price and both margins, as
 * gestor_preco_previa computed them. A new price at or below zero shows in red (Aplicar refuses it).
 */
export function PreviaTabela({ linhas, total, todosMarcados, algunsMarcados, onMarcarTodos, onMarcar, onHistorico }: PreviaTabelaProps) {
  return (
    <Table aria-label="Prévia do reajuste">
      <TableHeader>
        <TableRow>
          <TableHead>
            <Caixa
              aria-label={M.selecionarTodos(formatNumber(total))}
              checked={todosMarcados}
              ref={(el) => {
                // "Some selected" is the box's third state.
                if (el) el.indeterminate = !todosMarcados && algunsMarcados;
              }}
              onChange={(event) => onMarcarTodos(event.target.checked)}
            />
          </TableHead>
          <TableHead>Produto</TableHead>
          <TableHead $align="right">Custo</TableHead>
          <TableHead $align="right">Preço atual</TableHead>
          <TableHead $align="right">Novo preço</TableHead>
          <TableHead $align="right">Margem atual</TableHead>
          <TableHead $align="right">Nova margem</TableHead>
          <TableHead $align="right">
            <span>Histórico</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {linhas.map((linha) => {
          const mudou = linha.preco_novo !== null && linha.preco_novo !== linha.preco;
          return (
            <TableRow key={linha.id}>
              <TableCell>
                <Caixa aria-label={M.selecionarProduto(linha.nome)} checked={linha.selecionado} onChange={(event) => onMarcar(linha.id, event.target.checked)} />
              </TableCell>
              <TableCell>
                <NomeCelula>
                  {linha.nome}
                  <Secundario>{[linha.codigo_barras, linha.categoria].filter(Boolean).join(' · ') || 'Sem categoria'}</Secundario>
                </NomeCelula>
              </TableCell>
              <TableCell $align="right">
                <Numero>{formatarPreco(linha.custo)}</Numero>
              </TableCell>
              <TableCell $align="right">
                <Numero>{formatarPreco(linha.preco)}</Numero>
              </TableCell>
              <TableCell $align="right">
                {linha.preco_novo !== null && linha.preco_novo <= 0 ? (
                  <Invalido>{formatarPreco(linha.preco_novo)}</Invalido>
                ) : (
                  <Novo $mudou={mudou}>{formatarPreco(linha.preco_novo)}</Novo>
                )}
              </TableCell>
              <TableCell $align="right">
                <Numero>{formatarMargem(linha.margem)}</Numero>
              </TableCell>
              <TableCell $align="right">
                <Numero>{linha.preco_novo === null ? '—' : formatarMargem(linha.margem_nova)}</Numero>
              </TableCell>
              <TableCell $align="right">
                <IconButton aria-label={`${M.historico}: ${linha.nome}`} variant="ghost" size="sm" icon={<History size={16} aria-hidden />} onClick={() => onHistorico(linha)} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
