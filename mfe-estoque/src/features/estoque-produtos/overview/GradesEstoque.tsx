import { TriangleAlert } from 'lucide-react';
import styled, { css } from 'styled-components';
import { displaySize } from '@loja/shared-ui/format';
import type { GradeEstoqueResumo } from '../api';
import { ESTOQUE_PRODUTOS_MESSAGES } from '../messages';

const Lista = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  margin: 0;
  padding: 0;
  min-width: 12rem;
`;

const Chip = styled.li<{ $baixo: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
  background: ${({ theme }) => theme.colors.surface};
  ${({ $baixo, theme }) =>
    $baixo &&
    css`
      background: ${theme.colors.warningSoft};
      border-color: ${theme.colors.warning};
      color: ${theme.colors.warningText};
    `}
`;

const Amostra = styled.span<{ $cor: string | null }>`
  display: inline-block;
  flex-shrink: 0;
  width: 0.75rem;
  height: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  /* the grade's own colour (cor_rgb, data, not a design colour); the ring keeps white visible */
  background: ${({ $cor, theme }) => $cor ?? theme.colors.surfaceMuted};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.borderStrong};
`;

const Quantidade = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Vazio = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HEX = /^#[0-9A-Fa-f]{6}$/;

/** "Coral / M", the words every stock screen uses for a grade ('unico' shown as UNC, spec 001 §9). */
export const nomeDaGrade = (grade: { cor: string | null; tamanho: string | null }) => `${grade.cor ?? ''} / ${displaySize(grade.tamanho)}`;

export interface GradesEstoqueProps {
  /** The product's name, for the list's accessible name. */
  nome: string;
  grades: readonly GradeEstoqueResumo[];
}

/**
 * A product's grades as a line of chips: the colour, "Cor / Tamanho", its stock and minimum, and
 * the warning colour with an alert icon when the grade is at or under its minimum.
 */
export function GradesEstoque({ nome, grades }: GradesEstoqueProps) {
  if (grades.length === 0) return <Vazio>{ESTOQUE_PRODUTOS_MESSAGES.semGrade}</Vazio>;
  return (
    <Lista aria-label={`Grades de ${nome}`}>
      {grades.map((grade) => (
        <Chip key={grade.id} $baixo={grade.baixo} title={`Estoque ${grade.estoque_atual}, mínimo ${grade.estoque_minimo}`}>
          <Amostra aria-hidden="true" $cor={grade.cor_rgb && HEX.test(grade.cor_rgb) ? grade.cor_rgb : null} />
          {/* The spaces are for the text read aloud; between flex items they take no room. */}
          <span>{nomeDaGrade(grade)}:</span> <Quantidade>{grade.estoque_atual}</Quantidade> <span>/ mín. {grade.estoque_minimo}</span>
          {grade.baixo ? <TriangleAlert size={12} role="img" aria-label={ESTOQUE_PRODUTOS_MESSAGES.baixo} /> : null}
        </Chip>
      ))}
    </Lista>
  );
}
