/**
 * Quotes against the local stack (issue 24), through the remote's routes as the shell mounts them:
 * Novo Orçamento (a customer, a grade from the product grid, quantity, validity, observações) saves a
 * quote priced by the database without touching stock; its page is the A4 print with "Válido até";
 * the list finds it by its customer with its situação; "Converter em venda" opens the counter sale
 * with its lines and customer, and the finished sale approves the quote.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { formatDate } from '@loja/shared-ui/format';
import { renderWithProviders, wideScreen } from '@loja/shared-ui/testing';
import { novoCpf, signInAs, sql, unique } from '@loja/local-supabase/testing';
import VendasRoutes from '../../routes';
import { ORCAMENTO_NA_VENDA_MESSAGES } from '../../hooks';
import { CLIENTE_MESSAGES } from '../../components';
import { ORCAMENTOS_MESSAGES } from './messages';
import { validoAte } from './validade';

async function fecharCaixas() {
  await sql(`update caixas set fechado_em = now(), fechado_por = aberto_por, dinheiro_contado = 0, dinheiro_esperado = 0, diferenca = 0 where fechado_em is null`);
}

beforeAll(async () => {
  await fecharCaixas();
  const { error } = await (await signInAs('funcionario')).rpc('abrir_caixa', { p_valor_abertura: 50 });
  if (error) throw new Error(error.message);
});
afterAll(fecharCaixas);
afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

const brl = (texto: string) => new RegExp(texto.replace('R$ ', 'R\\$\\s'));

describe('Orçamentos on the local stack', () => {
  it('creates a quote, prints it, finds it in the list and converts it into a counter sale that approves it', async () => {
    wideScreen();
    const nome = unique('Saída Orçamento');
    const [{ id: produtoId }] = await sql<{ id: number }>('insert into produtos (nome, preco_venda, categoria_id) values ($1, 45.5, 1) returning id::int', [nome]);
    const [{ id: gradeId }] = await sql<{ id: number }>(
      "insert into grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Verde', 'G', 4) returning id::int",
      [produtoId],
    );
    const sobrenome = unique('Cavalcanti').replace(/-/g, '');
    await sql("insert into clientes (nome, cpf, telefone, email) values ($1, $2, '(48) 99999-4321', 'orc@example.com')", [`Luana ${sobrenome}`, novoCpf()]);

    const client = await signInAs('funcionario');
    const { user, router } = renderWithProviders(<VendasRoutes section="vendas" />, { client, url: '/vendas/orcamento/novo', path: '/vendas/*' });

    // Novo Orçamento: the grade from the product's grid, two of it; the customer; 10 days; a note.
    expect(await screen.findByRole('heading', { level: 1, name: ORCAMENTOS_MESSAGES.novo })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código de barras ou produto'), `${nome}{Enter}`);
    await user.click(await screen.findByRole('button', { name: 'Adicionar Verde G (4 disponíveis)' }));
    const quantidade = await screen.findByRole('spinbutton', { name: `Quantidade de ${nome} (Verde/G)` });
    fireEvent.change(quantidade, { target: { value: '2' } });
    await user.type(screen.getByLabelText(CLIENTE_MESSAGES.cliente), sobrenome);
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Luana ${sobrenome}`) }));
    const validade = screen.getByRole('spinbutton', { name: ORCAMENTOS_MESSAGES.validade });
    await user.clear(validade);
    await user.type(validade, '10');
    const ultimoDia = formatDate(validoAte(10));
    expect(screen.getByText(ORCAMENTOS_MESSAGES.validoAte(ultimoDia))).toBeInTheDocument();
    await user.type(screen.getByLabelText(ORCAMENTOS_MESSAGES.observacoes), 'Retira no sábado');
    await user.click(screen.getByRole('button', { name: ORCAMENTOS_MESSAGES.salvar }));

    const [orcamento] = await waitFor(async () => {
      const rows = await sql<{ id: number; numero: number; total: string }>(
        'select o.id::int, o.numero::int, o.total::text from orcamentos o join clientes c on c.id = o.cliente_id where c.nome = $1',
        [`Luana ${sobrenome}`],
      );
      expect(rows).toHaveLength(1);
      return rows;
    });
    const codigo = `O-${String(orcamento.numero).padStart(6, '0')}`;
    expect(await screen.findByText(ORCAMENTOS_MESSAGES.salvo(codigo))).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/vendas/orcamento/${orcamento.id}`));
    expect(orcamento.total).toBe('91.00');
    // A quote reserves nothing.
    expect(await sql('select count(*)::int n from estoque_reservado where grade_id = $1', [gradeId])).toEqual([{ n: 0 }]);

    // Its page: the A4 print with the shop, the customer, the lines, the total and "Válido até"; Imprimir opens the dialog.
    expect(await screen.findByRole('heading', { level: 1, name: `Orçamento ${codigo}` })).toBeInTheDocument();
    const papel = screen.getByRole('article', { name: `Orçamento ${codigo} para impressão` });
    expect(within(papel).getByText(ORCAMENTOS_MESSAGES.validoAte(ultimoDia))).toBeInTheDocument();
    expect(papel).toHaveTextContent(`Luana ${sobrenome}`);
    expect(papel).toHaveTextContent('Retira no sábado');
    const item = within(within(papel).getByRole('table', { name: 'Itens do orçamento' })).getByRole('row', { name: new RegExp(nome) });
    expect(item).toHaveTextContent(brl('R$ 45,50'));
    expect(within(papel).getByRole('table', { name: 'Totais do orçamento' })).toHaveTextContent(/Total\s*R\$\s91,00/);
    expect(screen.getByText('Pendente')).toHaveAttribute('data-variant', 'warning');
    const imprimir = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: ORCAMENTOS_MESSAGES.imprimir }));
    expect(imprimir).toHaveBeenCalledOnce();

    // The list finds it by every word of its customer, with its situação; the Aprovado filter does not.
    await user.click(screen.getByRole('button', { name: ORCAMENTOS_MESSAGES.title }));
    await user.type(await screen.findByRole('searchbox', { name: ORCAMENTOS_MESSAGES.buscaLabel }), `${sobrenome} luana{Enter}`);
    const linha = await within(await screen.findByRole('table', { name: ORCAMENTOS_MESSAGES.title })).findByRole('row', { name: new RegExp(codigo) });
    expect(linha).toHaveTextContent(`até ${ultimoDia}`);
    expect(linha).toHaveTextContent('2 itens');
    expect(within(linha).getByText('Pendente')).toHaveAttribute('data-variant', 'warning');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Aprovado');
    expect(await screen.findByText(ORCAMENTOS_MESSAGES.empty)).toBeInTheDocument();
    expect(router.state.location.search).toContain('status=aprovado');
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));

    // Converter em venda: the counter sale opens with its line and customer; paid by Pix, the sale approves the quote.
    await act(() => router.navigate(`/vendas/orcamento/${orcamento.id}`));
    await user.click(await screen.findByRole('button', { name: ORCAMENTOS_MESSAGES.converter }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/vendas/vendas/nova?orcamento=${orcamento.id}`));
    expect(await screen.findByText(ORCAMENTO_NA_VENDA_MESSAGES.descricao(codigo))).toBeInTheDocument();
    const itens = await screen.findByRole('list', { name: 'Itens da venda' });
    expect(within(itens).getByRole('spinbutton', { name: `Quantidade de ${nome} (Verde/G)` })).toHaveValue(2);
    expect(screen.getByText(`Luana ${sobrenome}`)).toBeInTheDocument();
    expect(screen.getByTestId('total-venda')).toHaveTextContent(brl('R$ 91,00'));
    const forma = await screen.findByLabelText('Forma de pagamento');
    await within(forma).findByRole('option', { name: 'Pix' }); // the payment forms load after the page
    await user.selectOptions(forma, 'Pix');
    await user.click(screen.getByRole('button', { name: 'Adicionar pagamento' }));
    await user.click(screen.getByRole('button', { name: 'Finalizar venda' }));
    expect(await screen.findByText(ORCAMENTO_NA_VENDA_MESSAGES.aprovado(codigo))).toBeInTheDocument();

    const [vinculo] = await sql<{ venda: string; total: string }>(
      "select 'V-' || lpad(v.numero::text, 6, '0') venda, v.total::text from orcamentos o join vendas v on v.id = o.venda_id where o.id = $1",
      [orcamento.id],
    );
    expect(vinculo.total).toBe('91.00');
    await act(() => router.navigate(`/vendas/orcamento/${orcamento.id}`));
    expect(await screen.findByText(ORCAMENTOS_MESSAGES.convertidoEm(vinculo.venda))).toBeInTheDocument();
    expect(screen.getByText('Aprovado')).toHaveAttribute('data-variant', 'success');
    expect(screen.queryByRole('button', { name: ORCAMENTOS_MESSAGES.converter })).toBeNull();
  });
});
