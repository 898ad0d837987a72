import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { novoCpf, signInAs, sql, unique } from '@loja/local-supabase/testing';
import { formatBRL, formatCount } from '@loja/shared-ui/format';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_LIMITE_ALERTAS } from './api';
import { measureChartBoxes } from './charts/chartBoxes.testing';
import { DashboardPage } from './DashboardPage';

// The charts draw (in a phone-sized box) as in a browser.
beforeEach(() => measureChartBoxes());

// This package's setup does not unmount between tests.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const prefixo = unique('Dashboard página');
let categoriaId: number;
let esgotadoId: number;
let gradesId: number;
let clienteId: number;
const nomeCliente = unique('Marina Dashboard');
/** The sales this file makes, oldest first. */
const vendas: { id: number; codigo: string }[] = [];

// Minimums larger than any real product's, so the function lists these two first among the sold-out
// (it orders sold-out first, then by stock minus minimum): a known top of the alerts whatever the seed holds.
beforeAll(async () => {
  [{ id: categoriaId }] = await sql<{ id: number }>('insert into categorias (nome) values ($1) returning id::int', [prefixo]);
  [{ id: esgotadoId }] = await sql<{ id: number }>(
    `insert into produtos (nome, preco_venda, estoque_atual, estoque_minimo, categoria_id) values ($1, 10, 0, 100000, $2) returning id::int`,
    [`${prefixo} esgotado`, categoriaId],
  );
  [{ id: gradesId }] = await sql<{ id: number }>(
    `insert into produtos (nome, preco_venda, estoque_minimo, categoria_id) values ($1, 10, 99999, $2) returning id::int`,
    [`${prefixo} grades`, categoriaId],
  );
  // both grades empty and under their minimum: the product is sold out with two low grades
  await sql(
    `insert into grades_produto (produto_id, cor, tamanho, estoque_atual, estoque_minimo) values ($1, 'Azul', 'P', 0, 1), ($1, 'Azul', 'M', 0, 2)`,
    [gradesId],
  );
  // the category's units: more than any seed category, so it is a bar of its own (not in "Outras")
  await sql(`insert into produtos (nome, preco_venda, estoque_atual, estoque_minimo, categoria_id) values ($1, 10, 100000, 1, $2)`, [
    `${prefixo} cheio`,
    categoriaId,
  ]);

  // Sales as the sales functions leave them (only their rows: no lines, so no stock moves): 179,80 to
  // nobody and 35,00 to a register cliente, confirmed; 89,90 confirmed then cancelled; 50,00 pending.
  [{ id: clienteId }] = await sql<{ id: number }>(
    `insert into clientes (nome, cpf, telefone, email) values ($1, $2, '(21) 99999-0000', 'dashboard@example.com') returning id::int`,
    [nomeCliente, novoCpf()],
  );
  for (const [status, subtotal, cliente] of [
    ['confirmada', 179.8, null],
    ['confirmada', 35, clienteId],
    ['cancelada', 89.9, null],
    ['pendente', 50, null],
  ] as const) {
    const [venda] = await sql<{ id: number; codigo: string }>(
      `insert into vendas (origem, status, subtotal, cliente_id, confirmada_em, reserva_expira_em, cancelada_em, motivo_cancelamento)
       values ('balcao', $1, $2, $3, case when $1 <> 'pendente' then now() end, case when $1 = 'pendente' then now() + interval '1 day' end,
               case when $1 = 'cancelada' then now() end, case when $1 = 'cancelada' then 'Teste do dashboard' end)
       returning id::int, codigo_venda(numero) as codigo`,
      [status, subtotal, cliente],
    );
    vendas.push(venda);
  }
});

afterAll(async () => {
  await sql('delete from vendas where id = any($1::bigint[])', [vendas.map((v) => v.id)]);
  await sql('delete from clientes where id = $1', [clienteId]);
  // a removed grade records its units leaving (a movement), so grades, then movements, then products
  const daCategoria = 'select id from produtos where categoria_id = $1';
  await sql(`delete from grades_produto where produto_id in (${daCategoria})`, [categoriaId]);
  await sql(`delete from movimentacoes_estoque where produto_id in (${daCategoria})`, [categoriaId]);
  await sql('delete from produtos where categoria_id = $1', [categoriaId]);
  await sql('delete from categorias where id = $1', [categoriaId]);
});

const inteiro = (n: number) => new Intl.NumberFormat('pt-BR').format(n);

/** The figures counted by the superuser straight from the tables (the rules of dashboard_resumo). */
async function noBanco() {
  const [contagens] = await sql<{
    total_clientes: number;
    clientes_ativos: number;
    produtos_ativos: number;
    produtos_em_estoque: number;
    unidades_em_estoque: number;
  }>(
    `select (select count(*)::int from clientes) as total_clientes,
            (select count(*)::int from clientes where ativo) as clientes_ativos,
            (select count(*)::int from produtos where ativo) as produtos_ativos,
            (select count(*)::int from produtos where ativo and estoque_atual > 0) as produtos_em_estoque,
            (select coalesce(sum(estoque_atual), 0)::int from produtos where ativo) as unidades_em_estoque`,
  );
  const baixos = await sql<{ id: number; nome: string; estoque_atual: number; estoque_minimo: number; grades_baixas: number }>(
    `select p.id::int, p.nome, p.estoque_atual::int, p.estoque_minimo::int,
            (select count(*)::int from grades_produto g where g.produto_id = p.id and g.estoque_minimo > 0 and g.estoque_atual <= g.estoque_minimo) as grades_baixas
       from produtos p
      -- A minimum of 0 is no minimum (migration 20261127000300): a sold-out product or grade without one is not an alert.
      where p.ativo and ((p.estoque_minimo > 0 and p.estoque_atual <= p.estoque_minimo)
         or exists (select 1 from grades_produto g where g.produto_id = p.id and g.estoque_minimo > 0 and g.estoque_atual <= g.estoque_minimo))
      order by p.estoque_atual > 0, p.estoque_atual - p.estoque_minimo, p.nome, p.id`,
  );
  return { ...contagens, baixos };
}

/**
 * The sales figures counted by the superuser straight from the table, by dashboard_vendas' rules:
 * confirmed sales by confirmada_em in São Paulo's current month; today's for the chart.
 */
async function vendasNoBanco() {
  const [row] = await sql<{ mes: string; vendas: number; faturamento: string; ticket: string; hoje: string; vendas_hoje: number; total_hoje: string }>(
    `with sp as (select (now() at time zone 'America/Sao_Paulo')::date as hoje),
          confirmadas as (select (v.confirmada_em at time zone 'America/Sao_Paulo')::date as dia, v.total
                            from vendas v where v.status = 'confirmada')
     select to_char(sp.hoje, 'MM') as mes,
            (select count(*)::int from confirmadas c where date_trunc('month', c.dia) = date_trunc('month', sp.hoje)) as vendas,
            (select coalesce(sum(c.total), 0)::numeric(14, 2)::text from confirmadas c where date_trunc('month', c.dia) = date_trunc('month', sp.hoje)) as faturamento,
            (select coalesce(round(avg(c.total), 2), 0)::numeric(14, 2)::text from confirmadas c where date_trunc('month', c.dia) = date_trunc('month', sp.hoje)) as ticket,
            to_char(sp.hoje, 'DD/MM/YYYY') as hoje,
            (select count(*)::int from confirmadas c where c.dia = sp.hoje) as vendas_hoje,
            (select coalesce(sum(c.total), 0)::numeric(14, 2)::text from confirmadas c where c.dia = sp.hoje) as total_hoje
       from sp`,
  );
  return row;
}

/** Money as toHaveTextContent reads it (it turns Intl's no-break space after "R$" into a space). */
const reais = (valor: string) => formatBRL(valor).replace(/\s/g, ' ');

const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** What a low-stock row of the list says, by the page's rule. */
function textoDoAlerta(a: { nome: string; estoque_atual: number; estoque_minimo: number; grades_baixas: number }) {
  const situacao = a.estoque_atual <= 0 ? 'Esgotado' : `${inteiro(a.estoque_atual)} em estoque (mínimo ${inteiro(a.estoque_minimo)})`;
  const grades = a.grades_baixas > 0 ? formatCount(a.grades_baixas, 'grade baixa', 'grades baixas') : '';
  return `${a.nome}${situacao}${grades}`;
}

describe('DashboardPage against the local stack', () => {
  it("shows the database's figures: the month's sales, the last 30 days, the newest sales, and the most urgent low-stock products linking to their kardex", async () => {
    const client = await signInAs('admin');
    renderWithProviders(<DashboardPage />, { client, url: '/dashboard', path: '/dashboard' });

    const alertas = await screen.findByRole('list', { name: 'Alertas de estoque' }, { timeout: 10_000 });
    const banco = await noBanco();

    const clientes = screen.getByRole('region', { name: 'Total de Clientes' });
    expect(clientes).toHaveTextContent(`Total de Clientes${inteiro(banco.total_clientes)}${formatCount(banco.clientes_ativos, 'ativo', 'ativos')}`);
    const estoque = screen.getByRole('region', { name: 'Produtos em Estoque' });
    expect(estoque).toHaveTextContent(
      `Produtos em Estoque${formatCount(banco.unidades_em_estoque, 'unidade', 'unidades')}` +
        `${formatCount(banco.produtos_em_estoque, 'produto com estoque', 'produtos com estoque')} de ${formatCount(banco.produtos_ativos, 'ativo', 'ativos')}`,
    );

    // the list is the database's most urgent, in its order: our sold-out one first, then the one sold out by its grades
    const painel = screen.getByRole('region', { name: 'Alertas de estoque' });
    expect(within(painel).getByText(formatCount(banco.baixos.length, 'produto', 'produtos'))).toBeInTheDocument();
    const esperados = banco.baixos.slice(0, DASHBOARD_LIMITE_ALERTAS);
    const links = within(alertas).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(esperados.map(textoDoAlerta));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(esperados.map((a) => `/estoque/produtos/${a.id}/kardex`));
    expect(links[0]).toHaveAccessibleName(`${prefixo} esgotado Esgotado`);
    expect(links[0]).toHaveAttribute('href', `/estoque/produtos/${esgotadoId}/kardex`);
    expect(links[1]).toHaveTextContent(`${prefixo} gradesEsgotado2 grades baixas`);
    expect(links[1]).toHaveAttribute('href', `/estoque/produtos/${gradesId}/kardex`);
    // "Ver todos" only when more are low than are listed
    const verTodos = within(painel).queryByRole('link', { name: 'Ver todos' });
    expect(verTodos !== null).toBe(banco.baixos.length > DASHBOARD_LIMITE_ALERTAS);
    if (verTodos) expect(verTodos).toHaveAttribute('href', '/estoque/produtos?baixo=1');

    // the category chart's table: our category, its active products and units, linking to its overview
    const categorias = screen.getByRole('table', { name: 'Estoque por categoria' });
    const nossa = within(categorias).getByRole('link', { name: prefixo });
    expect(nossa).toHaveAttribute('href', `/estoque/produtos?categoria=${categoriaId}`);
    expect(nossa.closest('tr')).toHaveTextContent(`${prefixo}${inteiro(100000)}3`);
    // the low-stock chart's table lists the same products as the alerts
    // the chart is drawn, and its description names our category the largest
    const grafico = screen.getByRole('img', { name: 'Gráfico: Estoque por categoria' });
    expect(grafico.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0);
    expect(grafico.querySelector('desc')).toHaveTextContent(`a maior é ${prefixo}, com ${formatCount(100000, 'unidade', 'unidades')}.`);
    const baixoTabela = screen.getByRole('table', { name: 'Produtos com estoque baixo' });
    expect(within(baixoTabela).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      esperados.map((a) => `/estoque/produtos/${a.id}/kardex`),
    );

    // Sales are the database's: the month's confirmed sales, their revenue and average ticket.
    const v = await vendasNoBanco();
    expect(v.vendas).toBeGreaterThanOrEqual(2);
    const regiao = (nome: string) => screen.getByRole('region', { name: nome });
    expect(regiao('Vendas do Mês')).toHaveTextContent(`Vendas do Mês${inteiro(v.vendas)}Confirmadas em ${MESES[Number(v.mes) - 1]}`);
    expect(regiao('Faturamento do Mês')).toHaveTextContent(`Faturamento do Mês${reais(v.faturamento)}Das vendas confirmadas`);
    expect(regiao('Ticket Médio')).toHaveTextContent(`Ticket Médio${reais(v.ticket)}Faturamento por venda no mês`);
    // The newest first: the pending one, then the two confirmed; the cancelled one is not listed.
    const recentes = within(regiao('Vendas Recentes')).getByRole('list', { name: 'Vendas Recentes' });
    const [pendente, segunda, primeira] = vendas.slice().reverse().filter((_, i) => i !== 1);
    expect(within(recentes).getAllByRole('listitem').slice(0, 3).map((item) => item.textContent)).toEqual([
      `${pendente.codigo} · Consumidor final${formatBRL(50)}${v.hoje}Pendente`,
      `${segunda.codigo} · ${nomeCliente}${formatBRL(35)}${v.hoje}Confirmada`,
      `${primeira.codigo} · Consumidor final${formatBRL(179.8)}${v.hoje}Confirmada`,
    ]);
    // The chart of the last 30 days: today's row has today's confirmed sales.
    const porDia = regiao('Vendas nos últimos 30 dias');
    expect(within(porDia).getByRole('img', { name: 'Gráfico: Vendas nos últimos 30 dias' }).querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0);
    const dias = within(within(porDia).getByRole('table', { name: 'Vendas nos últimos 30 dias' })).getAllByRole('row').slice(1);
    expect(dias).toHaveLength(30);
    expect(dias.at(-1)).toHaveTextContent(`${v.hoje}${inteiro(v.vendas_hoje)}${reais(v.total_hoje)}`);

    // No figure is sample data any more.
    expect(screen.queryByText('Dados de exemplo')).toBeNull();
  });

  it('says the figures could not be loaded, with a retry, when the functions refuse (a cliente)', async () => {
    const client = await signInAs('cliente');
    renderWithProviders(<DashboardPage />, { client, url: '/dashboard', path: '/dashboard' });

    const painel = screen.getByRole('region', { name: 'Alertas de estoque' });
    expect(await within(painel).findByText('Não foi possível carregar os números do dashboard', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(painel).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(within(painel).queryByRole('link')).toBeNull();
    expect(screen.getByRole('region', { name: 'Total de Clientes' })).toHaveTextContent('Indisponível');
    expect(screen.getByRole('region', { name: 'Produtos em Estoque' })).toHaveTextContent('Indisponível');
    // the sales call (its own request, which may answer later) is refused too: its figures say so,
    // and its panels offer a retry
    await waitFor(() => expect(screen.getByRole('region', { name: 'Vendas do Mês' })).toHaveTextContent('Indisponível'), { timeout: 10_000 });
    for (const nome of ['Vendas do Mês', 'Faturamento do Mês', 'Ticket Médio']) {
      expect(screen.getByRole('region', { name: nome })).toHaveTextContent('Indisponível');
    }
    for (const nome of ['Vendas Recentes', 'Vendas nos últimos 30 dias']) {
      const vendasPainel = screen.getByRole('region', { name: nome });
      expect(within(vendasPainel).getByText('Não foi possível carregar as vendas')).toBeInTheDocument();
      expect(within(vendasPainel).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    }
    expect(screen.queryByText('Dados de exemplo')).toBeNull();
    // the finance cards' call too
    await waitFor(() => expect(screen.getByRole('region', { name: 'A receber hoje' })).toHaveTextContent('Indisponível'), { timeout: 10_000 });
    for (const nome of ['A pagar hoje', 'Vencidas']) expect(screen.getByRole('region', { name: nome })).toHaveTextContent('Indisponível');
  });

  it('shows a receber hoje, a pagar hoje and vencidas (count and saldo) from the títulos, in São Paulo’s today', async () => {
    // One of each, then the figures as the superuser counts them (open títulos; due today, or before).
    const ids = await sql<{ id: number }>(
      `with hoje as (select (now() at time zone 'America/Sao_Paulo')::date d)
       select (_lancar_titulo('receber', 'manual', null, $1, 123.45, 'outras_receitas', d, p_emissao => d - 5)).id::int id from hoje
       union all select (_lancar_titulo('pagar', 'manual', null, $1, 67.89, 'energia', d, p_emissao => d - 5)).id::int from hoje
       union all select (_lancar_titulo('pagar', 'manual', null, $1, 10.01, 'energia', d - 2, p_emissao => d - 5)).id::int from hoje`,
      [`${prefixo} conta`],
    );
    expect(ids).toHaveLength(3);
    const [esperado] = await sql<{ rq: number; rv: string; pq: number; pv: string; vq: number; vr: string; vp: string }>(
      `with hoje as (select (now() at time zone 'America/Sao_Paulo')::date d),
            abertos as (select t.* from titulos t where t.status in ('aberto', 'parcial'))
       select count(*) filter (where lado = 'receber' and vencimento = d)::int rq,
              coalesce(sum(saldo) filter (where lado = 'receber' and vencimento = d), 0)::text rv,
              count(*) filter (where lado = 'pagar' and vencimento = d)::int pq,
              coalesce(sum(saldo) filter (where lado = 'pagar' and vencimento = d), 0)::text pv,
              count(*) filter (where vencimento < d)::int vq,
              coalesce(sum(saldo) filter (where lado = 'receber' and vencimento < d), 0)::text vr,
              coalesce(sum(saldo) filter (where lado = 'pagar' and vencimento < d), 0)::text vp
         from abertos, hoje`,
    );
    expect(esperado.rq).toBeGreaterThanOrEqual(1);
    expect(esperado.vq).toBeGreaterThanOrEqual(1);

    const client = await signInAs('user');
    renderWithProviders(<DashboardPage />, { client, url: '/dashboard', path: '/dashboard' });
    const contas = (n: number) => formatCount(n, 'conta', 'contas');
    const receber = screen.getByRole('region', { name: 'A receber hoje' });
    await waitFor(() => expect(receber).toHaveTextContent(reais(esperado.rv)), { timeout: 10_000 });
    expect(receber).toHaveTextContent(`${contas(esperado.rq)} com vencimento hoje`);
    const pagar = screen.getByRole('region', { name: 'A pagar hoje' });
    expect(pagar).toHaveTextContent(reais(esperado.pv));
    expect(pagar).toHaveTextContent(`${contas(esperado.pq)} com vencimento hoje`);
    const vencidas = screen.getByRole('region', { name: 'Vencidas' });
    expect(vencidas).toHaveTextContent(contas(esperado.vq));
    expect(vencidas).toHaveTextContent(`${reais(esperado.vr)} a receber · ${reais(esperado.vp)} a pagar`);
  });
});
