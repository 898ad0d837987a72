/**
 * /financeiro/fluxo-de-caixa against the local stack (issue 26): in a month nobody else uses, 500,00
 * received by Pix on the 10th and 200,00 paid from the Banco on the 12th (both baixas), and 80,00 a
 * receber open (due on the 20th, in the past: overdue, outside the planned flow). By day, the table shows
 * each day's realised money and the running balance of each conta; the period lives in the URL.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, wideScreen } from '@loja/shared-ui/testing';
import { signInAs, sql } from '@loja/local-supabase/testing';
import VendasRoutes from '../../routes';
import { FLUXO_MESSAGES as M } from './messages';

async function mesLivre(): Promise<string> {
  const [{ mes }] = await sql<{ mes: string }>(
    `select to_char(m, 'YYYY-MM-DD') mes from generate_series('2001-01-01'::date, '2019-12-01', interval '1 month') m
      where not exists (select 1 from titulos t where t.competencia >= m and t.competencia < m + interval '1 month')
        and not exists (select 1 from titulos t where t.vencimento >= m and t.vencimento < m + interval '1 month')
        and not exists (select 1 from baixas b where b.data >= m and b.data < m + interval '1 month')
      order by m limit 1`,
  );
  return mes;
}

const texto = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');
const reais = (centavos: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(centavos / 100).replace(/\s/g, ' ');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Fluxo de caixa on the local stack', () => {
  it('shows a day’s entradas and saídas and each conta’s running balance, by day, from the URL', async () => {
    wideScreen();
    // jsdom lays nothing out: recharts warns that its box is 0 × 0 (the e2e draws it in a browser).
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const inicio = await mesLivre();
    const dia = (d: number) => `${inicio.slice(0, 8)}${String(d).padStart(2, '0')}`;
    const [{ pix, banco }] = await sql<{ pix: number; banco: number }>(
      `select (select id::int from contas_financeiras where nome = 'Conta Pix') pix, (select id::int from contas_financeiras where nome = 'Banco') banco`,
    );
    await sql(`select _lancar_titulo('receber', 'manual', null, 'Recebido fluxo', 500, 'outras_receitas', $1::date, p_emissao => $1::date,
                                     p_conta_financeira_id => $2, p_baixar_em => $1::date)`, [dia(10), pix]);
    await sql(`select _lancar_titulo('pagar', 'manual', null, 'Pago fluxo', 200, 'energia', $1::date, p_emissao => $1::date,
                                     p_conta_financeira_id => $2, p_baixar_em => $1::date)`, [dia(12), banco]);
    await sql(`select _lancar_titulo('receber', 'manual', null, 'Em atraso fluxo', 80, 'outras_receitas', $1::date, p_emissao => $1::date)`, [dia(20)]);
    // Each conta's balance when the month opens: saldo_inicial + every active baixa before it.
    const abertura = async (conta: number) =>
      Number(
        (
          await sql<{ c: string }>(
            `select ((c.saldo_inicial + coalesce((select sum(case when b.lado = 'receber' then b.valor_movimentado else -b.valor_movimentado end)
                       from baixas b where b.conta_financeira_id = c.id and b.estornada_em is null and b.data < $2), 0)) * 100)::bigint::text c
               from contas_financeiras c where c.id = $1`,
            [conta, inicio],
          )
        )[0].c,
      );
    const [pixAntes, bancoAntes] = [await abertura(pix), await abertura(banco)];

    const client = await signInAs('funcionario');
    const fim = dia(15);
    const { user, router } = renderWithProviders(<VendasRoutes section="financeiro" />, {
      client,
      url: `/financeiro/fluxo-de-caixa?agrupar=dia&de=${inicio}&ate=${fim}`,
      path: '/financeiro/*',
    });

    expect(await screen.findByRole('heading', { level: 1, name: M.title })).toBeInTheDocument();
    const tabela = await screen.findByRole('table', { name: M.tabela }, { timeout: 10_000 });
    const cabecalho = within(tabela).getAllByRole('columnheader').map(texto);
    expect(cabecalho.slice(0, 7)).toEqual([M.periodo, M.entradas, M.saidas, M.entradasPrevistas, M.saidasPrevistas, M.saldo, M.saldoPrevisto]);
    const colunaPix = cabecalho.indexOf('Conta Pix');
    const colunaBanco = cabecalho.indexOf('Banco');
    const linhas = within(tabela).getAllByRole('row').slice(1);
    expect(linhas).toHaveLength(15);
    const celulas = (n: number) => [within(linhas[n - 1]).getByRole('rowheader'), ...within(linhas[n - 1]).getAllByRole('cell')].map(texto);
    const [d, m, a] = [dia(10).slice(8), inicio.slice(5, 7), inicio.slice(0, 4)];
    expect(celulas(10).slice(0, 3)).toEqual([`${d}/${m}/${a}`, reais(50000), reais(0)]);
    expect(celulas(12).slice(1, 3)).toEqual([reais(0), reais(20000)]);
    expect(celulas(9)[colunaPix]).toBe(reais(pixAntes));
    expect(celulas(10)[colunaPix]).toBe(reais(pixAntes + 50000));
    expect(celulas(12)[colunaBanco]).toBe(reais(bancoAntes - 20000));
    expect(celulas(15)[colunaPix]).toBe(reais(pixAntes + 50000));
    // Totals of the period.
    expect(screen.getByRole('region', { name: M.entradas })).toHaveTextContent(reais(50000));
    expect(screen.getByRole('region', { name: M.saidas })).toHaveTextContent(reais(20000));

    // By month: the period in the URL changes, one row per month.
    await user.selectOptions(screen.getByLabelText(M.agrupar), M.porMes);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('agrupar')).toBe('mes'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: M.tabela })).getAllByRole('row')).toHaveLength(13));
  });
});
