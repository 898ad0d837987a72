import styled, { css } from 'styled-components';
import { displaySize } from '@loja/shared-ui/format';
import {
  allColors,
  allSizes,
  colorHasStock,
  colorRgb,
  colorsInStock,
  keepSizeIfAvailable,
  sizeHasStock,
  sizesInStock,
  toggle,
} from '../availability';
import { swatchColor } from '../colors';
import type { GradeProduto } from '../types';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1.5]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1.5]};
`;

const selected = css`
  border-color: ${({ theme }) => theme.colors.primary};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primaryRing};
`;

const Swatch = styled.button<{ $color: string; $large: boolean }>`
  position: relative;
  width: ${({ $large }) => ($large ? '2.25rem' : '1.75rem')};
  height: ${({ $large }) => ($large ? '2.25rem' : '1.75rem')};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ $color }) => $color};
  cursor: pointer;
  padding: 0;
  &[aria-pressed='true'] {
    ${selected}
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  /* A colour without stock is struck through. */
  &:disabled::after {
    content: '';
    position: absolute;
    inset: 45% -10%;
    height: 2px;
    background: ${({ theme }) => theme.colors.destructive};
    transform: rotate(-45deg);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const SizeChip = styled.button`
  min-width: 2.5rem;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &[aria-pressed='true'] {
    ${selected}
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.disabledText};
    background: ${({ theme }) => theme.colors.surfaceSunken};
    text-decoration: line-through;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ChosenName = styled.span`
  margin-left: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  text-transform: none;
  letter-spacing: normal;
  color: ${({ theme }) => theme.colors.text};
`;

export interface VariantPickerProps {
  grades: GradeProduto[];
  cor: string | null;
  tamanho: string | null;
  onChange: (selection: { cor: string | null; tamanho: string | null }) => void;
  /**
   * `card` offers only what is in stock (a colour narrows the sizes); `detail` shows every colour
   * and size, striking through colours without stock and disabling sizes whose combination has none.
   */
  mode: 'card' | 'detail';
  /** Distinguishes the groups' accessible names when several products are on the page. */
  productName: string;
}

/** Colour swatches and size choices; choosing the chosen one again deselects it. */
export function VariantPicker({ grades, cor, tamanho, onChange, mode, productName }: VariantPickerProps) {
  const detail = mode === 'detail';
  const cores = detail ? allColors(grades) : colorsInStock(grades);
  const tamanhos = detail ? allSizes(grades) : sizesInStock(grades, cor);
  if (cores.length === 0 && tamanhos.length === 0) return null;

  const chooseColor = (clicked: string) => {
    const next = toggle(cor, clicked);
    onChange({ cor: next, tamanho: keepSizeIfAvailable(grades, next, tamanho) });
  };

  return (
    <>
      {cores.length > 0 ? (
        <Group>
          <legend>
            {/* The chosen colour's name, on cards too: Coral and Terracota look alike on a touch screen (no hover title). */}
            Cor{cor ? <ChosenName>{cor}</ChosenName> : null}
          </legend>
          <Options role="group" aria-label={`Cores de ${productName}`}>
            {cores.map((c) => {
              const available = colorHasStock(grades, c);
              return (
                <Swatch
                  key={c}
                  type="button"
                  $large={detail}
                  $color={swatchColor(c, colorRgb(grades, c))}
                  aria-label={available ? c : `${c} (esgotada)`}
                  title={available ? c : `${c} (esgotada)`}
                  aria-pressed={cor === c}
                  disabled={!available}
                  onClick={() => chooseColor(c)}
                  // A tap on the first view's card is replayed on this one (TOQUE_ATTR in primeiraVista.ts).
                  data-toque={`cor:${c}`}
                />
              );
            })}
          </Options>
        </Group>
      ) : null}
      {tamanhos.length > 0 ? (
        <Group>
          <legend>Tamanho</legend>
          <Options role="group" aria-label={`Tamanhos de ${productName}`}>
            {tamanhos.map((t) => (
              <SizeChip
                key={t}
                type="button"
                aria-pressed={tamanho === t}
                disabled={!sizeHasStock(grades, t, cor)}
                onClick={() => onChange({ cor, tamanho: toggle(tamanho, t) })}
                data-toque={`tamanho:${t}`}
              >
                {displaySize(t)}
              </SizeChip>
            ))}
          </Options>
        </Group>
      ) : null}
    </>
  );
}
