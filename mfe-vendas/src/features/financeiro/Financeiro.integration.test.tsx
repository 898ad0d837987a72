/**
 * Financeiro against the local stack (issue 26), through the remote's routes as the shell mounts the
 * financeiro section: "Nova Conta a Pagar" with a monthly recurrence saves three títulos; the list finds
 * them by every word, filters by situação in the URL and shows the totals; the título's page takes a
 * partial baixa then the rest (juros and desconto, the conta); an admin reverses one; the user reads
 * with no write button.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders, wideScreen } from '@loja/shared-ui/testing';
import { novoCnpj, signInAs, sql, unique } from '@loja/local-supabase/testing';
import VendasRoutes from '../../routes';
import { CONTAS_MESSAGES, FINANCEIRO_MESSAGES } from './messages';

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

const brl = (texto: string) => new RegExp(texto.replace('R$ ', 'R\\$\\s'));
const PAGAR = CONTAS_MESSAGES.pagar;

describe('Contas a pagar on the local stack', () => {
  it('enters a monthly bill, finds it, filters it, pays part then the rest', async () => {
    wideScreen();
    const marca = unique('Energia').replace(/-/g, '');
    const fornecedor = `Celesc ${marca}`;
    await sql("insert into fornecedores (nome, cnpj, telefone, email) values ($1, $2, '(48) 3333-0000', 'celesc@example.com')", [fornecedor, novoCnpj()]);

    const client = await signInAs('funcionario');
    const { user, router } = renderWithProviders(<VendasRoutes section="financeiro" />, { client, url: '/financeiro/contas-pagar/nova', path: '/financeiro/*' });

    // Nova Conta a Pagar: R$ 350,00 every month on day 10, three times, to the fornecedor.
    expect(await screen.findByRole('heading', { level: 1, name: PAGAR.novo })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Descrição/), `Conta de luz ${marca}`);
    await user.type(screen.getByLabelText(/^Valor/), '350,00');
    const categoria = screen.getByLabelText(/^Categoria/);
    await within(categoria).findByRole('option', { name: 'Energia elétrica' });
    await user.selectOptions(categoria, 'Energia elétrica');
    // Receitas are not offered on the payables' side.
    expect(within(categoria).queryByRole('option', { name: 'Vendas de mercadorias' })).toBeNull();
    await user.type(screen.getByLabelText(/^Vencimento/), '2027-03-10');
    await user.type(screen.getByLabelText(PAGAR.pessoa), marca);
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${fornecedor}`) }));
    await user.click(screen.getByRole('switch', { name: FINANCEIRO_MESSAGES.repetir }));
    const meses = screen.getByRole('spinbutton', { name: FINANCEIRO_MESSAGES.repeticoes });
    await user.clear(meses);
    await user.type(meses, '3');
    expect(screen.getByRole('spinbutton', { name: FINANCEIRO_MESSAGES.diaVencimento })).toHaveValue(10);
    await user.click(screen.getByRole('button', { name: FINANCEIRO_MESSAGES.salvar }));
    expect(await screen.findByText(FINANCEIRO_MESSAGES.salvo(3))).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/financeiro/contas-pagar'));
    const titulos = await sql<{ id: number; vencimento: string; valor: string; parcela: number }>(
      `select t.id::int, t.vencimento::text, t.valor::text, t.parcela from titulos t join fornecedores f on f.id = t.fornecedor_id where f.nome = $1 order by t.parcela`,
      [fornecedor],
    );
    expect(titulos.map((t) => [t.parcela, t.vencimento, t.valor])).toEqual([
      [1, '2027-03-10', '350.00'],
      [2, '2027-04-10', '350.00'],
      [3, '2027-05-10', '350.00'],
    ]);

    // The list: every word in any order, newest due first, with the totals of what it found.
    await user.type(await screen.findByRole('searchbox', { name: FINANCEIRO_MESSAGES.buscaLabel }), `${marca.toLowerCase()} celesc luz{Enter}`);
    const tabela = await screen.findByRole('table', { name: PAGAR.title });
    await waitFor(() => expect(within(tabela).getAllByRole('row')).toHaveLength(4));
    expect(within(tabela).getAllByRole('row')[1]).toHaveTextContent('10/05/2027');
    expect(within(tabela).getAllByRole('row')[1]).toHaveTextContent(`Conta de luz ${marca} (3/3)`);
    expect(screen.getByRole('status')).toHaveTextContent(/3 contas/);
    expect(screen.getByRole('status')).toHaveTextContent(brl('Em aberto: R$ 1.050,00'));
    expect(screen.getByPlaceholderText('Buscar conta ou fornecedor...')).toBeInTheDocument();

    // The spec's "Filtrar" button opens the filters; the situação goes to the URL.
    await user.click(screen.getByRole('button', { name: FINANCEIRO_MESSAGES.filtrar }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Pagas');
    expect(await screen.findByText(PAGAR.vazio)).toBeInTheDocument();
    expect(router.state.location.search).toContain('situacao=pago');
    expect(screen.getByRole('button', { name: `${FINANCEIRO_MESSAGES.filtrar} (1)` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));

    // The título's page: pay R$ 100,00 with R$ 5,00 de juros from the bank, then the rest with R$ 10,00 de desconto.
    await act(() => router.navigate(`/financeiro/contas-pagar/${titulos[0].id}`));
    expect(await screen.findByRole('heading', { level: 1, name: `Conta de luz ${marca} (1/3)` })).toBeInTheDocument();
    expect(screen.getByText(FINANCEIRO_MESSAGES.semBaixas)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PAGAR.baixar }));
    const dialogo = await screen.findByRole('dialog', { name: PAGAR.baixar });
    const valor = within(dialogo).getByLabelText(/^Valor/);
    await user.clear(valor);
    await user.type(valor, '100,00');
    await user.type(within(dialogo).getByLabelText(FINANCEIRO_MESSAGES.juros), '5,00');
    await user.selectOptions(within(dialogo).getByLabelText(/^Conta financeira/), 'Banco');
    expect(within(dialogo).getByRole('status')).toHaveTextContent(/Sai da conta\s*R\$\s105,00/);
    await user.click(within(dialogo).getByRole('button', { name: FINANCEIRO_MESSAGES.registrar }));
    expect(await screen.findByText(PAGAR.baixado)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Parcial')).toBeInTheDocument());
    expect(screen.getByText(brl('R$ 250,00'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: PAGAR.baixar }));
    const resto = await screen.findByRole('dialog', { name: PAGAR.baixar });
    // The rest of the saldo is offered.
    expect(within(resto).getByLabelText(/^Valor/)).toHaveValue('250,00');
    await user.type(within(resto).getByLabelText(FINANCEIRO_MESSAGES.desconto), '10,00');
    await user.selectOptions(within(resto).getByLabelText(/^Conta financeira/), 'Conta Pix');
    await user.click(within(resto).getByRole('button', { name: FINANCEIRO_MESSAGES.registrar }));
    await waitFor(() => expect(screen.getByText('Pago')).toHaveAttribute('data-variant', 'success'));
    expect(screen.queryByRole('button', { name: PAGAR.baixar })).toBeNull();
    expect(await sql('select valor::text, valor_movimentado::text from baixas where titulo_id = $1 order by id', [titulos[0].id])).toEqual([
      { valor: '100.00', valor_movimentado: '105.00' },
      { valor: '250.00', valor_movimentado: '240.00' },
    ]);
    // A funcionário does not reverse.
    expect(screen.queryByRole('button', { name: /^Estornar/ })).toBeNull();
  });

  it('an admin reverses a baixa; the user reads with no write button', async () => {
    wideScreen();
    const marca = unique('Aluguel').replace(/-/g, '');
    const admin = await signInAs('admin');
    const { data, error } = await admin.rpc('criar_titulo', {
      p_lado: 'pagar', p_descricao: `Aluguel ${marca}`, p_valor: 2000, p_categoria_id: (await sql<{ id: number }>("select id::int from categorias_financeiras where codigo = 'aluguel'"))[0].id,
      p_vencimento: '2026-11-05',
    });
    expect(error).toBeNull();
    const id = (data as { titulos: { id: number }[] }).titulos[0].id;
    const conta = (await sql<{ id: number }>("select id::int from contas_financeiras where nome = 'Banco'"))[0].id;
    expect((await admin.rpc('baixar_titulo', { p_titulo_id: id, p_valor: 2000, p_data: '2026-11-01', p_conta_financeira_id: conta })).error).toBeNull();

    const { user, unmount } = renderWithProviders(<VendasRoutes section="financeiro" />, { client: admin, url: `/financeiro/contas-pagar/${id}`, path: '/financeiro/*' });
    await user.click(await screen.findByRole('button', { name: /^Estornar a baixa de R\$\s2\.000,00 de 01\/11\/2026$/ }));
    const dialogo = await screen.findByRole('dialog', { name: FINANCEIRO_MESSAGES.estornoTitulo });
    await user.click(within(dialogo).getByRole('button', { name: FINANCEIRO_MESSAGES.confirmarEstorno }));
    expect(await within(dialogo).findByText(FINANCEIRO_MESSAGES.motivoObrigatorio)).toBeInTheDocument();
    await user.type(within(dialogo).getByLabelText(/^Motivo/), 'Débito em duplicidade');
    await user.click(within(dialogo).getByRole('button', { name: FINANCEIRO_MESSAGES.confirmarEstorno }));
    expect(await screen.findByText(FINANCEIRO_MESSAGES.estornado)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(FINANCEIRO_MESSAGES.estornada)).toBeInTheDocument());
    expect(screen.getByText('Vencido')).toHaveAttribute('data-variant', 'destructive');
    expect(await sql('select saldo::text from titulos where id = $1', [id])).toEqual([{ saldo: '2000.00' }]);
    unmount();

    const leitor = await signInAs('user');
    renderWithProviders(<VendasRoutes section="financeiro" />, { client: leitor, url: `/financeiro/contas-pagar/${id}`, path: '/financeiro/*' });
    expect(await screen.findByRole('heading', { level: 1, name: `Aluguel ${marca}` })).toBeInTheDocument();
    expect(screen.getByText(/Débito em duplicidade/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PAGAR.baixar })).toBeNull();
    expect(screen.queryByRole('button', { name: FINANCEIRO_MESSAGES.cancelar })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Estornar/ })).toBeNull();
  });
});
