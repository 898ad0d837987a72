import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertaEstoque, EstoqueCategoria, VendasDia } from '../api';
import { EstoqueBaixoChart, EstoquePorCategoriaChart, VendasPorDiaChart } from '.';
import { measureChartBoxes } from './chartBoxes.testing';

beforeEach(() => measureChartBoxes());

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const CATEGORIAS: EstoqueCategoria[] = [
  { categoria_id: 2, categoria: 'Biquínis', produtos: 12, unidades: 1240 },
  { categoria_id: 5, categoria: 'Saídas de praia e vestidos longos', produtos: 4, unidades: 37 },
  { categoria_id: null, categoria: 'Sem categoria', produtos: 1, unidades: 3 },
];

const ALERTAS: AlertaEstoque[] = [
  { id: 41, nome: 'Maiô Atlântico', estoque_atual: 0, estoque_minimo: 3, grades_baixas: 0 },
  { id: 17, nome: 'Chapéu de palha', estoque_atual: 2, estoque_minimo: 5, grades_baixas: 2 },
];

/** The bars recharts drew. */
function barras(container: HTMLElement) {
  return [...container.querySelectorAll('.recharts-bar-rectangle path')];
}

describe('EstoquePorCategoriaChart', () => {
  it('draws one bar per category in an svg named for screen readers, and says the same in text', () => {
    const { container } = renderWithProviders(<EstoquePorCategoriaChart categorias={CATEGORIAS} />);

    const grafico = screen.getByRole('img', { name: 'Gráfico: Estoque por categoria' });
    expect(grafico.tagName.toLowerCase()).toBe('svg');
    expect(barras(container)).toHaveLength(3);
    // the axis names the categories (a long one cut), the bar ends carry pt-BR numbers
    expect(within(grafico).getByText('Biquínis')).toBeInTheDocument();
    expect(within(grafico).getByText('1.240')).toBeInTheDocument();

    const resumo = '1.280 unidades em 3 categorias; a maior é Biquínis, com 1.240 unidades.';
    expect(screen.getByText(resumo, { selector: 'figcaption' })).toBeInTheDocument();
    expect(grafico.querySelector('desc')).toHaveTextContent(resumo);
    const tabela = screen.getByRole('table', { name: 'Estoque por categoria' });
    const linhas = within(tabela).getAllByRole('row').slice(1);
    expect(linhas.map((linha) => linha.textContent)).toEqual(['Biquínis1.24012', 'Saídas de praia e vestidos longos374', 'Sem categoria31']);
    expect(within(tabela).getByRole('link', { name: 'Biquínis' })).toHaveAttribute('href', '/estoque/produtos?categoria=2');
    expect(within(tabela).queryByRole('link', { name: 'Sem categoria' })).toBeNull();
  });

  it("opens a category's stock overview from its bar", () => {
    const { container, router } = renderWithProviders(<EstoquePorCategoriaChart categorias={CATEGORIAS} />, { url: '/dashboard' });

    // the hand only over bars that open something ("Sem categoria" has no filter)
    expect(barras(container).map((barra) => barra.classList.contains('barra-com-link'))).toEqual([true, true, false]);
    fireEvent.click(barras(container)[1]);

    expect(router.state.location.pathname).toBe('/estoque/produtos');
    expect(router.state.location.search).toBe('?categoria=5');
  });

  it('says there is no stock instead of drawing empty axes', () => {
    renderWithProviders(<EstoquePorCategoriaChart categorias={[]} />);
    expect(screen.getByText('Nenhuma unidade em estoque.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('EstoqueBaixoChart', () => {
  it('draws stock and minimum for each listed product, most urgent first, with kardex links in its table', () => {
    const { container } = renderWithProviders(<EstoqueBaixoChart alertas={ALERTAS} total={9} />);

    const grafico = screen.getByRole('img', { name: 'Gráfico: Produtos com estoque baixo' });
    // two series over two products; the sold-out one's stock bar has no width, so recharts skips it
    expect(barras(container).length).toBeGreaterThanOrEqual(3);
    const legenda = container.querySelector<HTMLElement>('.recharts-legend-wrapper');
    expect(legenda).not.toBeNull();
    expect(within(legenda!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Em estoque', 'Mínimo']);
    expect(within(grafico).getByText('Maiô Atlântico')).toBeInTheDocument();

    expect(screen.getByText('Os 2 mais urgentes de 9 produtos com estoque baixo; 1 esgotado.', { selector: 'figcaption' })).toBeInTheDocument();
    const tabela = screen.getByRole('table', { name: 'Produtos com estoque baixo' });
    const links = within(tabela).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Maiô Atlântico', '/estoque/produtos/41/kardex'],
      ['Chapéu de palha', '/estoque/produtos/17/kardex'],
    ]);
  });

  it('says there is nothing low instead of drawing', () => {
    renderWithProviders(<EstoqueBaixoChart alertas={[]} total={0} />);
    expect(screen.getByText('Nenhum produto com estoque baixo.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('VendasPorDiaChart', () => {
  // 30 days, oldest first, as dashboard_vendas sends them: sales on two of them, 0 on the rest.
  const DIAS: VendasDia[] = Array.from({ length: 30 }, (_, i) => {
    const dia = `2026-11-${String(i + 1).padStart(2, '0')}`;
    return { dia, vendas: i === 9 ? 1 : i === 27 ? 2 : 0, total_centavos: i === 9 ? 8990 : i === 27 ? 21480 : 0 };
  });

  it('draws a bar a day, days without sales at 0, and says the period in text and in a table', () => {
    const { container } = renderWithProviders(<VendasPorDiaChart dias={DIAS} />);

    const grafico = screen.getByRole('img', { name: 'Gráfico: Vendas nos últimos 30 dias' });
    // recharts skips a bar of no height: the two days with sales
    expect(barras(container)).toHaveLength(2);
    expect(within(grafico).getByText('01/11')).toBeInTheDocument();
    const resumo = '3 vendas confirmadas, R$ 304,70 nos últimos 30 dias; o melhor dia foi 28/11, com R$ 214,80.';
    expect(screen.getByText(resumo, { selector: 'figcaption' })).toBeInTheDocument();
    expect(grafico.querySelector('desc')).toHaveTextContent(resumo);
    const linhas = within(screen.getByRole('table', { name: 'Vendas nos últimos 30 dias' })).getAllByRole('row').slice(1);
    expect(linhas).toHaveLength(30);
    expect(linhas[0]).toHaveTextContent('01/11/20260R$ 0,00');
    expect(linhas[27]).toHaveTextContent('28/11/20262R$ 214,80');
  });

  it('says there were no sales instead of drawing empty axes', () => {
    renderWithProviders(<VendasPorDiaChart dias={DIAS.map((d) => ({ ...d, vendas: 0, total_centavos: 0 }))} />);
    expect(screen.getByText('Nenhuma venda confirmada nos últimos 30 dias.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
