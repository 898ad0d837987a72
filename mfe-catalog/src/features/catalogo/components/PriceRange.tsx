import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Input, RangeSlider, sqrtScale, useDebouncedValue } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import { lerPrecoDigitado, PRECO_MAX, PRECO_MIN, PRECO_STEP } from '../filters';
import { FAIXA_PRECO_MESSAGES } from '../messages';

// Its own module: only the desktop sidebar and the phones' Filtros drawer (both loaded after the
// first paint) use it.
const Range = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
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

/** Read out as the thumbs move; the fields below show the same values. */
const RangeValue = styled.output`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

const Campos = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
`;

const PRICE_THUMBS = ['Preço mínimo', 'Preço máximo'] as const;

type Faixa = { precoMin: number; precoMax: number };

/** One end typed: applied on Enter or when the field is left; what cannot be applied stays, with its message. */
function CampoDePreco({ lado, faixa, onApply }: { lado: 'min' | 'max'; faixa: Faixa; onApply: (valor: number) => void }) {
  const [rascunho, setRascunho] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const valor = lado === 'min' ? faixa.precoMin : faixa.precoMax;
  const aplicar = () => {
    if (rascunho === null) return;
    const lido = lerPrecoDigitado(rascunho, lado, faixa);
    if ('erro' in lido) {
      setErro(lido.erro);
      return;
    }
    setErro(null);
    setRascunho(null);
    onApply(lido.valor);
  };
  return (
    <Input
      label={lado === 'min' ? FAIXA_PRECO_MESSAGES.campoMinimo : FAIXA_PRECO_MESSAGES.campoMaximo}
      inputMode="decimal"
      autoComplete="off"
      value={rascunho ?? String(valor)}
      error={erro ?? undefined}
      onChange={(event) => {
        setRascunho(event.target.value);
        setErro(null);
      }}
      onBlur={aplicar}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          aplicar();
        }
      }}
    />
  );
}

/**
 * "Faixa de preço": 0 to 1000 in steps of 10 (spec 000), on a square-root track so the catalogue's
 * prices (mostly under R$ 250) get half of it, two 44 px thumbs that each keep to their side, and the
 * two ends as fields to type (preco_min and preco_max in the URL).
 */
export function PriceRange({ min, max, onCommit }: { min: number; max: number; onCommit: (range: Faixa) => void }) {
  const [range, setRange] = useDebouncedValue({ precoMin: min, precoMax: max }, onCommit);
  return (
    <Range>
      <legend>Faixa de preço</legend>
      <RangeValue aria-live="polite">
        {formatBRL(range.precoMin)} – {formatBRL(range.precoMax)}
      </RangeValue>
      <RangeSlider
        value={[range.precoMin, range.precoMax]}
        onValueChange={([precoMin, precoMax]) => setRange({ precoMin, precoMax })}
        min={PRECO_MIN}
        max={PRECO_MAX}
        step={PRECO_STEP}
        thumbLabels={PRICE_THUMBS}
        formatValue={formatBRL}
        scale={sqrtScale}
      />
      <Campos>
        <CampoDePreco lado="min" faixa={range} onApply={(precoMin) => setRange({ ...range, precoMin })} />
        <CampoDePreco lado="max" faixa={range} onApply={(precoMax) => setRange({ ...range, precoMax })} />
      </Campos>
    </Range>
  );
}
