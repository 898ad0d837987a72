import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LojaThemeProvider } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import { DEFAULT_FILTERS, type CatalogFilters } from '../filters';
import { FiltrosAtivos } from './FiltrosAtivos';

const CATEGORIAS = [{ id: 2, nome: 'Bolsas' }];

/** The chips over filters held in state, as the page holds them in the URL. */
function Harness({ inicial }: { inicial: CatalogFilters }) {
  const [filters, setFilters] = useState(inicial);
  return (
    <>
      <button type="button" id="abrir-filtros">
        Abrir
      </button>
      <FiltrosAtivos
        filters={filters}
        categorias={CATEGORIAS}
        onChange={(change) => setFilters((f) => ({ ...f, ...change, page: 1 }))}
        onClear={() => setFilters(DEFAULT_FILTERS)}
        onVazio={() => document.getElementById('abrir-filtros')?.focus()}
      />
      <output data-testid="estado">{JSON.stringify(filters)}</output>
    </>
  );
}

const renderChips = (inicial: CatalogFilters) =>
  render(
    <LojaThemeProvider>
      <Harness inicial={inicial} />
    </LojaThemeProvider>,
  );

const estado = () => JSON.parse(screen.getByTestId('estado').textContent!) as CatalogFilters;
const PRECO = `Preço: ${formatBRL(50)} a ${formatBRL(300)}`;

describe('FiltrosAtivos', () => {
  it('shows nothing when nothing is filtered', () => {
    renderChips({ ...DEFAULT_FILTERS, ordenacao: 'preco_asc' });
    expect(screen.queryByRole('region', { name: 'Filtros ativos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
  });

  it('each chip removes its own filter and focus moves to the next chip, then to the Filtros button', async () => {
    const user = userEvent.setup();
    renderChips({ ...DEFAULT_FILTERS, busca: 'biquini', categoria: 2, precoMin: 50, precoMax: 300 });
    const regiao = screen.getByRole('region', { name: 'Filtros ativos' });
    expect(regiao).toHaveTextContent('Busca: “biquini”');

    await user.click(screen.getByRole('button', { name: 'Remover filtro Categoria: Bolsas' }));
    expect(estado()).toMatchObject({ categoria: null, busca: 'biquini', precoMin: 50, precoMax: 300 });
    expect(screen.getByRole('button', { name: `Remover filtro ${PRECO}` })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: `Remover filtro ${PRECO}` }));
    expect(estado()).toMatchObject({ busca: 'biquini', precoMin: 0, precoMax: 1000 });
    expect(screen.getByRole('button', { name: 'Remover filtro Busca: “biquini”' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remover filtro Busca: “biquini”' }));
    expect(estado()).toMatchObject({ busca: '', categoria: null, precoMin: 0, precoMax: 1000 });
    expect(screen.queryByRole('region', { name: 'Filtros ativos' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  });

  it('"Limpar filtros" clears them all', async () => {
    const user = userEvent.setup();
    renderChips({ ...DEFAULT_FILTERS, busca: 'canga', categoria: 2, precoMax: 300, ordenacao: 'preco_desc' });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(estado()).toEqual(DEFAULT_FILTERS);
    expect(screen.queryByRole('region', { name: 'Filtros ativos' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  });
});
