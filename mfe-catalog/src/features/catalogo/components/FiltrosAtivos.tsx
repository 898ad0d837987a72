import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { X } from 'lucide-react';
import { Button } from '@loja/shared-ui';
import { filtrosAtivos, type CatalogFilters } from '../filters';
import { FILTROS_ATIVOS_MESSAGES } from '../messages';
import type { Categoria } from '../types';

const Regiao = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  h2 {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    min-width: 0;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    min-width: 0;
    max-width: 100%;
  }
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  max-width: 100%;
  /* A 44 px touch target. */
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    flex: none;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export interface FiltrosAtivosProps {
  filters: CatalogFilters;
  categorias: Categoria[];
  onChange: (change: Partial<Omit<CatalogFilters, 'page'>>) => void;
  onClear: () => void;
  /** Where focus goes when the last chip is gone (the "Filtros" button, say). */
  onVazio?: () => void;
}

/**
 * What is filtered, as chips (search, category, price), each a button that removes its filter, and
 * "Limpar filtros" for all of them. Nothing when nothing is filtered. After a removal focus moves to
 * the next chip, or to `onVazio`'s target when none is left, never to the page's start.
 */
export function FiltrosAtivos({ filters, categorias, onChange, onClear, onVazio }: FiltrosAtivosProps) {
  const m = FILTROS_ATIVOS_MESSAGES;
  const chips = filtrosAtivos(filters, categorias);
  const lista = useRef<HTMLUListElement>(null);
  // The index of the chip removed, until the filters (from the URL) have changed.
  const removido = useRef<number | null>(null);
  const chaves = chips.map((c) => c.chave).join(',');

  useEffect(() => {
    const indice = removido.current;
    if (indice === null) return;
    removido.current = null;
    const botoes = lista.current?.querySelectorAll('button');
    const proximo = botoes?.[Math.min(indice, botoes.length - 1)];
    if (proximo) proximo.focus();
    else onVazio?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the chips change (a removal arrived); onVazio is read then
  }, [chaves]);

  if (chips.length === 0) return null;
  return (
    <Regiao aria-labelledby="filtros-ativos-titulo">
      <h2 id="filtros-ativos-titulo">{m.titulo}</h2>
      <ul ref={lista}>
        {chips.map((chip, index) => (
          <li key={chip.chave}>
            <Chip
              type="button"
              aria-label={m.remover(chip.rotulo)}
              onClick={() => {
                removido.current = index;
                onChange(chip.remover);
              }}
            >
              <span>{chip.rotulo}</span>
              <X size={16} aria-hidden="true" />
            </Chip>
          </li>
        ))}
      </ul>
      <Button
        variant="ghost"
        onClick={() => {
          onClear();
          onVazio?.();
        }}
      >
        {m.limpar}
      </Button>
    </Regiao>
  );
}
