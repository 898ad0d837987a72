import { Badge, IconButton, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, useBreakpoint } from '@loja/shared-ui';
import { Pencil, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { displaySize, formatNumber } from '@loja/shared-ui/format';
import type { Grade } from '../api';
import { Swatch } from './Swatch';

/** "Azul / M": how a grade is named in buttons and confirmations. */
export function nomeDaGrade(grade: Pick<Grade, 'cor' | 'tamanho'>): string {
  return `${grade.cor} / ${displaySize(grade.tamanho)}`;
}

/** Out of stock, or at or below the minimum the person set. */
function SituacaoEstoque({ grade }: { grade: Grade }) {
  if (grade.estoque_atual === 0) return <Badge variant="destructive">Sem estoque</Badge>;
  if (grade.estoque_minimo > 0 && grade.estoque_atual <= grade.estoque_minimo) return <Badge variant="warning">Estoque baixo</Badge>;
  return null;
}

const CorCelula = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Tamanho = styled.span`
  display: inline-flex;
  min-width: 2.25rem;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Acoes = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
`;

const Estoque = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/* Phones: one compact row per grade (colour, size and stock on the first line, the rest below). */
const Lista = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'titulo estoque'
    'detalhes acoes';
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  align-items: center;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]}`};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const ItemTitulo = styled.span`
  grid-area: titulo;
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const ItemEstoque = styled.span`
  grid-area: estoque;
  justify-self: end;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const ItemDetalhes = styled.span`
  grid-area: detalhes;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[0.5]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const ItemAcoes = styled.div`
  grid-area: acoes;
  justify-self: end;
`;

export interface GradeListProps {
  grades: readonly Grade[];
  /** Without it (read-only staff) there is no actions column. */
  onEditar?: (grade: Grade) => void;
  onRemover?: (grade: Grade) => void;
}

/**
 * The product's grades: a compact table from the md breakpoint up, one two-line row per grade on
 * phones (at 390 px a six-column table would scroll sideways and hide the stock).
 */
export function GradeList({ grades, onEditar, onRemover }: GradeListProps) {
  const wide = useBreakpoint('md');
  const comAcoes = Boolean(onEditar || onRemover);
  const acoes = (grade: Grade) =>
    comAcoes ? (
      <Acoes>
        {onEditar ? (
          <IconButton size="sm" aria-label={`Editar grade ${nomeDaGrade(grade)}`} icon={<Pencil size={16} aria-hidden />} onClick={() => onEditar(grade)} />
        ) : null}
        {onRemover ? (
          <IconButton size="sm" aria-label={`Remover grade ${nomeDaGrade(grade)}`} icon={<Trash2 size={16} aria-hidden />} onClick={() => onRemover(grade)} />
        ) : null}
      </Acoes>
    ) : null;

  if (!wide) {
    return (
      <Lista aria-label="Grades do produto">
        {grades.map((grade) => (
          <Item key={grade.id}>
            <ItemTitulo>
              <Swatch hex={grade.cor_rgb} size="sm" />
              <strong>{grade.cor}</strong>
              <Tamanho>{displaySize(grade.tamanho)}</Tamanho>
              <SituacaoEstoque grade={grade} />
            </ItemTitulo>
            <ItemEstoque>{formatNumber(grade.estoque_atual)} un.</ItemEstoque>
            <ItemDetalhes>
              <span>Mínimo: {formatNumber(grade.estoque_minimo)}</span>
              {grade.codigo_barras ? <span>Código: {grade.codigo_barras}</span> : null}
            </ItemDetalhes>
            <ItemAcoes>{acoes(grade)}</ItemAcoes>
          </Item>
        ))}
      </Lista>
    );
  }

  return (
    <Table aria-label="Grades do produto">
      <TableHeader>
        <TableRow>
          <TableHead>Cor</TableHead>
          <TableHead>Tamanho</TableHead>
          <TableHead $align="right">Estoque</TableHead>
          <TableHead $align="right">Estoque mínimo</TableHead>
          <TableHead>Código de barras</TableHead>
          {comAcoes ? (
            <TableHead $align="right">
              <span>Ações</span>
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {grades.map((grade) => (
          <TableRow key={grade.id}>
            <TableCell>
              <CorCelula>
                <Swatch hex={grade.cor_rgb} />
                {grade.cor}
              </CorCelula>
            </TableCell>
            <TableCell>
              <Tamanho>{displaySize(grade.tamanho)}</Tamanho>
            </TableCell>
            <TableCell $align="right" $nowrap>
              <Estoque>
                <SituacaoEstoque grade={grade} />
                {formatNumber(grade.estoque_atual)}
              </Estoque>
            </TableCell>
            <TableCell $align="right" $nowrap>
              {formatNumber(grade.estoque_minimo)}
            </TableCell>
            <TableCell $nowrap>{grade.codigo_barras ?? <Muted>—</Muted>}</TableCell>
            {comAcoes ? <TableCell $align="right">{acoes(grade)}</TableCell> : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
