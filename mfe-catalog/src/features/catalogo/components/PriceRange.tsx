import styled from 'styled-components';
import { Slider, useDebouncedValue } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import { PRECO_MAX, PRECO_MIN, PRECO_STEP } from '../filters';

// Its own module: only the desktop sidebar and the phones' Filtros drawer (both loaded after the
// first paint) use it, so Radix's slider stays out of the first chunk.
const Range = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const RangeValue = styled.output`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const PRICE_THUMBS = ['Preço mínimo', 'Preço máximo'] as const;

/**
 * "Faixa de preço": one two-thumb slider, 0 to 1000 in steps of 10, the chosen range filled
 * between the thumbs (preco_min and preco_max in the URL); the minimum never passes the maximum.
 */
export function PriceRange({
  min,
  max,
  onCommit,
}: {
  min: number;
  max: number;
  onCommit: (range: { precoMin: number; precoMax: number }) => void;
}) {
  const [range, setRange] = useDebouncedValue({ precoMin: min, precoMax: max }, onCommit);
  return (
    <Range>
      <legend>Faixa de preço</legend>
      <RangeValue aria-live="polite">
        {formatBRL(range.precoMin)} – {formatBRL(range.precoMax)}
      </RangeValue>
      <Slider
        value={[range.precoMin, range.precoMax]}
        onValueChange={([precoMin = PRECO_MIN, precoMax = PRECO_MAX]) => setRange({ precoMin, precoMax })}
        min={PRECO_MIN}
        max={PRECO_MAX}
        step={PRECO_STEP}
        thumbLabels={PRICE_THUMBS}
        formatValue={formatBRL}
      />
    </Range>
  );
}
