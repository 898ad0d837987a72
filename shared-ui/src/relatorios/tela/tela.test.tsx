import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHookWithProviders, renderWithProviders } from '../../test/renderWithProviders';
import type { ColunaRelatorio } from '../tipos';
import { FiltroPeriodo } from './FiltroPeriodo';
import { lerRespostaRelatorio, numero } from './lerRespostaRelatorio';
import { erroDoPeriodo, hojeLoja, periodoDoPreset, presetDoPeriodo } from './periodo';
import { TelaRelatorio, textoVariacao } from './TelaRelatorio';
import { useFiltrosRelatorio } from './useFiltrosRelatorio';

const PADROES = {
  de: '2026-11-01',
  ate: '2026-11-30',
  agrupar: { padrao: 'dia', opcoes: ['dia', 'semana', 'mes'] },
  busca: '',
};

describe('hojeLoja and periodoDoPreset', () => {
  it('counts the day in São Paulo, not in UTC', () => {
    // 01:30 UTC on 1 December is still 30 November at 22:30 in São Paulo.
    expect(hojeLoja(new Date('2026-12-01T01:30:00Z'))).toBe('2026-11-30');
    expect(hojeLoja(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
  });

  it('gives each preset its calendar days', () => {
    const hoje = '2026-03-10';
    expect(periodoDoPreset('este-mes', hoje)).toEqual({ de: '2026-03-01', ate: '2026-03-31' });
    expect(periodoDoPreset('mes-passado', hoje)).toEqual({ de: '2026-02-01', ate: '2026-02-28' });
    expect(periodoDoPreset('ultimos-30', hoje)).toEqual({ de: '2026-02-09', ate: '2026-03-10' });
    expect(periodoDoPreset('ultimos-90', hoje)).toEqual({ de: '2025-12-11', ate: '2026-03-10' });
    expect(periodoDoPreset('este-ano', hoje)).toEqual({ de: '2026-01-01', ate: '2026-12-31' });
    expect(periodoDoPreset('mes-passado', '2026-01-15')).toEqual({ de: '2025-12-01', ate: '2025-12-31' });
    expect(presetDoPeriodo({ de: '2026-02-01', ate: '2026-02-28' }, hoje)).toBe('mes-passado');
    expect(presetDoPeriodo({ de: '2026-02-02', ate: '2026-02-28' }, hoje)).toBeNull();
  });

  it('refuses the periods the database refuses, with its messages', () => {
    expect(erroDoPeriodo({ de: '2026-11-30', ate: '2026-11-01' })).toBe('A data inicial passa da final.');
    expect(erroDoPeriodo({ de: '2023-01-01', ate: '2026-01-04' })).toBe('Escolha um período de até 3 anos.');
    expect(erroDoPeriodo({ de: '2023-01-01', ate: '2026-01-03' })).toBeNull();
    expect(erroDoPeriodo({ de: '2026-02-30', ate: '2026-03-01' })).toBe('Escolha o período.');
  });
});

describe('useFiltrosRelatorio', () => {
  it('reads the filters from the URL, every value a string, the page a number', () => {
    const { result } = renderHookWithProviders(() => useFiltrosRelatorio(PADROES), {
      url: '/relatorios/vendas?de=2026-10-01&ate=2026-10-31&agrupar=semana&pagina=3&busca=biqu%C3%ADni',
    });
    expect(result.current[0]).toEqual({ de: '2026-10-01', ate: '2026-10-31', agrupar: 'semana', busca: 'biquíni', pagina: 3 });
  });

  it('reads missing and invalid values as the defaults', () => {
    const { result } = renderHookWithProviders(() => useFiltrosRelatorio(PADROES), {
      url: '/relatorios/vendas?de=2026-02-30&ate=ontem&agrupar=ano&pagina=-2',
    });
    expect(result.current[0]).toEqual({ de: '2026-11-01', ate: '2026-11-30', agrupar: 'dia', busca: '', pagina: 1 });
  });

  it('writes a change to the URL and goes back to page 1; a default leaves the URL', () => {
    const { result, router } = renderHookWithProviders(() => useFiltrosRelatorio(PADROES), {
      url: '/relatorios/vendas?agrupar=semana&pagina=4',
    });
    act(() => result.current[1]({ de: '2026-10-01', ate: '2026-10-31' }));
    expect(router.state.location.search).toBe('?agrupar=semana&de=2026-10-01&ate=2026-10-31');
    expect(result.current[0].pagina).toBe(1);

    act(() => result.current[1]({ pagina: 2 }));
    expect(router.state.location.search).toBe('?agrupar=semana&de=2026-10-01&ate=2026-10-31&pagina=2');
    expect(result.current[0]).toMatchObject({ agrupar: 'semana', pagina: 2 });

    act(() => result.current[1]({ agrupar: 'dia' }));
    expect(router.state.location.search).toBe('?de=2026-10-01&ate=2026-10-31');
    expect(result.current[0]).toMatchObject({ agrupar: 'dia', pagina: 1 });
  });

  it('keeps the page when a filter is set to the value it already shows', () => {
    const { result, router } = renderHookWithProviders(() => useFiltrosRelatorio(PADROES), { url: '/r?pagina=2' });
    act(() => result.current[1]({ agrupar: 'dia' }));
    expect(router.state.location.search).toBe('?pagina=2');
    expect(result.current[0].pagina).toBe(2);
  });
});

function FiltroDemo({ aoMudar }: { aoMudar: (p: { de: string; ate: string }) => void }) {
  const [periodo, setPeriodo] = useState({ de: '2026-11-01', ate: '2026-11-30' });
  return (
    <FiltroPeriodo
      {...periodo}
      hoje="2026-11-29"
      aoMudar={(p) => {
        aoMudar(p);
        setPeriodo(p);
      }}
    />
  );
}

describe('FiltroPeriodo', () => {
  it('shows the preset of the period, applies another, and says when the start passes the end', async () => {
    const aoMudar = vi.fn();
    const { user } = renderWithProviders(<FiltroDemo aoMudar={aoMudar} />);
    const periodo = screen.getByLabelText('Período');
    expect(periodo).toHaveValue('este-mes');
    await user.selectOptions(periodo, 'Mês passado');
    expect(aoMudar).toHaveBeenLastCalledWith({ de: '2026-10-01', ate: '2026-10-31' });
    expect(screen.getByLabelText('De')).toHaveValue('2026-10-01');

    act(() => {
      const de = screen.getByLabelText('De');
      // A date field takes a whole value at once (as the browser's picker gives it).
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(de, '2026-11-15');
      de.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(aoMudar).toHaveBeenLastCalledWith({ de: '2026-11-15', ate: '2026-10-31' });
    expect(screen.getByText('A data inicial passa da final.')).toBeInTheDocument();
    expect(periodo).toHaveValue('personalizado');
  });
});

describe('lerRespostaRelatorio', () => {
  it('turns money and percent texts into numbers, nested ones too, and keeps labels as text', () => {
    const r = lerRespostaRelatorio({
      relatorio: 'vendas',
      periodo: { de: '2026-11-01', ate: '2026-11-30' },
      anterior: { de: '2026-10-02', ate: '2026-10-31' },
      filtros: { agrupar: 'forma_pagamento' },
      linhas: [
        { chave: '3', rotulo: 'Pix', vendas: 12, faturamento: '1234.50', ticket_medio: '102.88', desconto: '0.00', anterior: { vendas: 10, faturamento: '1000.00' } },
        { chave: '38.5', rotulo: '1.10', tamanho: '38.5', margem_pct: '37.25' },
      ],
      totais: { vendas: 12, faturamento: '1234.50', trocas: { devolvido: '89.90', novos: '120.00', liquido: '30.10' } },
      totais_anterior: { vendas: 10, faturamento: '1000.00' },
      variacao: { vendas: '20.00', faturamento: '23.45' },
      pagina: { pagina: 1, limite: 50, total_linhas: 2 },
    });
    expect(r.periodo).toEqual({ de: '2026-11-01', ate: '2026-11-30' });
    expect(r.anterior).toEqual({ de: '2026-10-02', ate: '2026-10-31' });
    expect(r.linhas[0]).toEqual({
      chave: '3', rotulo: 'Pix', vendas: 12, faturamento: 1234.5, ticket_medio: 102.88, desconto: 0, anterior: { vendas: 10, faturamento: 1000 },
    });
    expect(r.linhas[1]).toEqual({ chave: '38.5', rotulo: '1.10', tamanho: '38.5', margem_pct: 37.25 });
    expect(r.totais.trocas).toEqual({ devolvido: 89.9, novos: 120, liquido: 30.1 });
    expect(r.totais_anterior).toEqual({ vendas: 10, faturamento: 1000 });
    expect(r.extras.variacao).toEqual({ vendas: 20, faturamento: 23.45 });
    expect(r.pagina).toEqual({ pagina: 1, limite: 50, total_linhas: 2 });
    expect(numero(r.totais.faturamento)).toBe(1234.5);
  });

  it('gives null for what a report does not compare, and refuses what is not a report', () => {
    const r = lerRespostaRelatorio({ relatorio: 'curva_abc', linhas: [], totais: {}, pagina: { pagina: 1, limite: 50, total_linhas: 0 } });
    expect(r.anterior).toBeNull();
    expect(r.totais_anterior).toBeNull();
    expect(r.linhas).toEqual([]);
    expect(() => lerRespostaRelatorio(null)).toThrow('Resposta de relatório inválida.');
    expect(() => lerRespostaRelatorio({ linhas: 'x' })).toThrow('Resposta de relatório inválida.');
  });
});

const COLUNAS: ColunaRelatorio[] = [
  { chave: 'rotulo', titulo: 'Dia', tipo: 'texto' },
  { chave: 'vendas', titulo: 'Vendas', tipo: 'inteiro' },
  { chave: 'faturamento', titulo: 'Faturamento', tipo: 'dinheiro' },
  { chave: 'margem', titulo: 'Margem', tipo: 'percentual' },
  { chave: 'ultima', titulo: 'Última venda', tipo: 'data' },
];

describe('TelaRelatorio', () => {
  it('formats each cell by its column type, as the PDF does, with the totals row and the pager', async () => {
    const aoMudarPagina = vi.fn();
    const { user } = renderWithProviders(
      <TelaRelatorio
        titulo="Vendas"
        colunas={COLUNAS}
        linhas={[{ chave: '2026-11-01', rotulo: '01/11/2026', vendas: 1234, faturamento: 15432.1, margem: 37.25, ultima: '2026-11-01' }]}
        totais={{ rotulo: null, vendas: 1234, faturamento: 15432.1, margem: null, ultima: null }}
        pagina={{ pagina: 1, limite: 50, total_linhas: 120 }}
        aoMudarPagina={aoMudarPagina}
        resumo={[{ rotulo: 'Faturamento', valor: 1100, tipo: 'dinheiro', anterior: 1000 }]}
      />,
    );
    const tabela = screen.getByRole('table', { name: 'Vendas' });
    const [cabecalho, linha, total] = within(tabela).getAllByRole('row');
    expect(within(cabecalho).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Dia', 'Vendas', 'Faturamento', 'Margem', 'Última venda']);
    expect(within(linha).getAllByRole('cell').map((c) => c.textContent)).toEqual(['01/11/2026', '1.234', 'R$ 15.432,10', '37,3 %', '01/11/2026']);
    expect(total.textContent).toBe('Total1.234R$ 15.432,10');
    expect(screen.getByText('1–50 de 120 linhas')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Faturamento' })).getByText('+10,0 % vs. período anterior (R$ 1.000,00)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Próxima/ }));
    expect(aoMudarPagina).toHaveBeenCalledWith(2);
  });

  it('shows the empty, loading and error states', async () => {
    const tentar = vi.fn();
    const { rerender, user } = renderWithProviders(<TelaRelatorio titulo="Vendas" colunas={COLUNAS} linhas={[]} />);
    expect(screen.getByText('Nenhum resultado no período escolhido.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    rerender(<TelaRelatorio titulo="Vendas" colunas={COLUNAS} />);
    expect(screen.getByLabelText('Carregando o relatório')).toHaveAttribute('aria-busy', 'true');

    rerender(<TelaRelatorio titulo="Vendas" colunas={COLUNAS} erro="Não foi possível carregar o relatório de vendas." aoTentarDeNovo={tentar} />);
    expect(screen.getAllByText('Não foi possível carregar o relatório de vendas.').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(tentar).toHaveBeenCalledTimes(1);
  });

  it("shows the period's error in place of the table, once, with no toast and no retry, even with a load error", () => {
    renderWithProviders(
      <TelaRelatorio titulo="Vendas" colunas={COLUNAS} erroPeriodo="Escolha um período de até 3 anos." erro="Não foi possível carregar o relatório de vendas." linhas={[]} />,
    );
    // Only the empty state's heading: a toast would write the message a second time.
    expect(screen.getAllByText('Escolha um período de até 3 anos.')).toHaveLength(1);
    expect(screen.queryByText('Não foi possível carregar o relatório de vendas.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('writes the variation against the previous period', () => {
    expect(textoVariacao(850, 1000, 'dinheiro')).toBe('-15,0 % vs. período anterior (R$ 1.000,00)');
    expect(textoVariacao(10, 0, 'inteiro')).toBe('Período anterior: 0');
    expect(textoVariacao(10, undefined, 'inteiro')).toBe('');
  });
});
