import styled from 'styled-components';
import { Select, useDebouncedValue } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import { ORDENACAO_LABELS, ORDENACOES, PRECO_MAX, PRECO_MIN, PRECO_STEP, type Ordenacao } from '../filters';
import type { Categoria } from '../types';

const SORT_OPTIONS = ORDENACOES.map((value) => ({ value, label: ORDENACAO_LABELS[value] }));

export function SortSelect({ value, onChange, hideLabel = false }: { value: Ordenacao; onChange: (o: Ordenacao) => void; hideLabel?: boolean }) {
  return (
    <Select
      label="Ordenar por"
      hideLabel={hideLabel}
      options={SORT_OPTIONS}
      value={value}
      onChange={(event) => onChange(event.target.value as Ordenacao)}
    />
  );
}

export function CategorySelect({
  categorias,
  value,
  onChange,
}: {
  categorias: Categoria[];
  value: number | null;
  onChange: (categoria: number | null) => void;
}) {
  return (
    <Select
      label="Categoria"
      options={[{ value: '', label: 'Todas as categorias' }, ...categorias.map((c) => ({ value: String(c.id), label: c.nome }))]}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
    />
  );
}

const Range = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input[type='range'] {
    width: 100%;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const RangeValue = styled.output`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

/** Two sliders, 0 to 1000 in steps of 10; the minimum never passes the maximum. */
export function PriceRange({
  min,
  max,
  onCommit,
}: {
  min: number;
  max: number;
  onCommit: (range: { precoMin: number; precoMax: number }) => void;
}) {
  const [range, setRange] = useDebouncedValue(
    { precoMin: min, precoMax: max },
    onCommit,
  );
  return (
    <Range>
      <legend>Faixa de preço</legend>
      <RangeValue aria-live="polite">
        {formatBRL(range.precoMin)} – {formatBRL(range.precoMax)}
      </RangeValue>
      <PriceSlider
        label="Preço mínimo"
        value={range.precoMin}
        onChange={(value) => setRange({ ...range, precoMin: Math.min(value, range.precoMax) })}
      />
      <PriceSlider
        label="Preço máximo"
        value={range.precoMax}
        onChange={(value) => setRange({ ...range, precoMax: Math.max(value, range.precoMin) })}
      />
    </Range>
  );
}

/** One end of the price range: 0 to 1000 in steps of 10, read out in BRL. */
function PriceSlider({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  return (
    <label>
      {label}
      <input
        type="range"
        min={PRECO_MIN}
        max={PRECO_MAX}
        step={PRECO_STEP}
        value={value}
        aria-valuetext={formatBRL(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </label>
  );
}
