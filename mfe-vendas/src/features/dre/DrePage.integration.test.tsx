/**
 * /financeiro/dre against the local stack (issue 26): in a month nobody else uses, a sale of 2 × 100,00
 * (cost 40,00 each) and one of 300,00 (cost 120,00) in crédito 3x whose títulos withheld 14,97 of fee,
 * and energia of 250,00 by competência. The statement shows each line to the cent, the management-report
 * notice, and moves month by month through the URL.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, wideScreen } from '@loja/shared-ui/testing';
import { signInAs, sql, unique } from '@loja/local-supabase/testing';
import VendasRoutes from '../../routes';
import { DRE_MESSAGES as M } from './messages';

/** The first month since 2001 in which nothing was sold, settled or due: the test's own. */
async function mesLivre(): Promise<string> {
  const [{ mes }] = await sql<{ mes: string }>(
    `select to_char(m, 'YYYY-MM-DD') mes from generate_series('2001-01-01'::date, '2019-12-01', interval '1 month') m
      where not exists (select 1 from titulos t where t.competencia >= m and t.competencia < m + interval '1 month')
        and not exists (select 1 from titulos t where t.vencimento >= m and t.vencimento < m + interval '1 month')
        and not exists (select 1 from baixas b where b.data >= m and b.data < m + interval '1 month')
        and not exists (select 1 from vendas v where v.confirmada_em >= m and v.confirmada_em < m + interval '2 month')
      order by m limit 1`,
  );
  return mes;
}

/** A confirmed sale on `dia` (São Paulo noon) with one line: its rows as finalizar_venda leaves them. */
async function venda(dia: string, quantidade: number, preco: number, custo: number): Promise<number> {
  const [produto] = await sql<{ id: number }>(`insert into produtos (nome, preco_venda, estoque_atual, categoria_id) values ($1, $2, 10, 1) returning id::int`, [
    unique('Produto DRE'),
    preco,
  ]);
  const [v] = await sql<{ id: number }>(
    `insert into vendas (origem, status, subtotal, confirmada_em) values ('balcao', 'confirmada', $1, ($2::date + time '12:00') at time zone 'America/Sao_Paulo') returning id::int`,
    [quantidade * preco, dia],
  );
  await sql(`insert into itens_venda (venda_id, produto_id, quantidade, preco_unitario, custo_unitario, descricao) values ($1, $2, $3, $4, $5, 'Item')`, [
    v.id,
    produto.id,
    quantidade,
    preco,
    custo,
  ]);
  return v.id;
}

describe('DRE on the local stack', () => {
  it('shows the month’s sale, CMV and card fee to the cent, with the management-report notice', async () => {
    wideScreen();
    const inicio = await mesLivre();
    const dia = `${inicio.slice(0, 8)}10`;
    await venda(dia, 2, 100, 40);
    const credito = await venda(dia, 1, 300, 120);
    for (const k of [1, 2, 3]) {
      await sql(
        `select _lancar_titulo('receber', 'venda', $1, $2, 95.01, 'vendas', ($3::date + 30 * $4)::date, p_emissao => $3::date, p_competencia => $3::date,
                               p_parcela => $4, p_parcelas => 3, p_taxa => 4.99)`,
        [credito, `Venda DRE ${k}/3`, dia, k],
      );
    }
    await sql(`select _lancar_titulo('pagar', 'manual', null, 'Energia DRE', 250, 'energia', $1::date, p_emissao => $1::date, p_competencia => $1::date)`, [dia]);

    const client = await signInAs('user');
    const mes = inicio.slice(0, 7);
    const { user, router } = renderWithProviders(<VendasRoutes section="financeiro" />, { client, url: `/financeiro/dre?mes=${mes}`, path: '/financeiro/*' });

    expect(await screen.findByRole('heading', { level: 1, name: M.title })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(M.aviso);
    const tabela = await screen.findByRole('table', { name: /^Demonstração do resultado de / }, { timeout: 10_000 });
    const linhas = within(tabela)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell').slice(0, 2).map((c) => c.textContent?.replace(/\s/g, ' ')));
    expect(linhas).toEqual([
      ['Receita bruta', 'R$ 500,00'],
      ['Vendas (2 vendas confirmadas)', 'R$ 500,00'],
      ['(−) Deduções', 'R$ 0,00'],
      ['Devoluções', 'R$ 0,00'],
      ['(=) Receita líquida', 'R$ 500,00'],
      ['(−) CMV: custo das mercadorias vendidas', '−R$ 200,00'],
      ['Custo dos itens vendidos', '−R$ 200,00'],
      ['(=) Lucro bruto', 'R$ 300,00'],
      ['(−) Despesas operacionais', '−R$ 250,00'],
      ['Energia elétrica', '−R$ 250,00'],
      ['(+) Receitas financeiras', 'R$ 0,00'],
      ['(−) Despesas financeiras', '−R$ 14,97'],
      ['Taxas de cartão', '−R$ 14,97'],
      ['(=) Resultado do mês', 'R$ 35,03'],
    ]);
    // The share of the receita líquida: the CMV is 40 % of it.
    const cmv = within(tabela).getByRole('row', { name: /^\(−\) CMV/ });
    expect(within(cmv).getAllByRole('cell', { hidden: true })[2]).toHaveTextContent('−40,0%');

    // Month by month through the URL: the next month has none of it.
    await user.click(screen.getByRole('button', { name: M.proximoMes }));
    await waitFor(() => expect(router.state.location.search).not.toBe(`?mes=${mes}`));
    const seguinte = await screen.findByRole('table', { name: /^Demonstração do resultado de / });
    expect(within(seguinte).getByRole('row', { name: /^Receita bruta/ })).toHaveTextContent(/R\$\s0,00/);
    expect(within(seguinte).getByRole('row', { name: /Resultado do mês/ })).toHaveTextContent(/R\$\s0,00/);
  });
});
