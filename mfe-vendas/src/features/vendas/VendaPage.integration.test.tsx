/**
 * The sales list and a sale's page against the local stack (issue 24): a counter sale is found by
 * every word of its customer, with its total, situação and the filtered totals; a `user` login reads
 * without any write control; a storefront order is confirmed from its page with a Pix payment: its
 * stock leaves as a Venda movement shown on the page, and its reservation ends.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders, wideScreen } from '@loja/shared-ui/testing';
import { demoLogin, novoCpf, signInAs, sql, unique, type DemoTipo } from '@loja/local-supabase/testing';
import { VendaPage } from './VendaPage';
import { VendasListPage } from './VendasListPage';

async function fecharCaixas() {
  await sql(`update caixas set fechado_em = now(), fechado_por = aberto_por, dinheiro_contado = 0, dinheiro_esperado = 0, diferenca = 0 where fechado_em is null`);
}
async function cancelarPedidosDoCliente() {
  await sql(
    `update vendas set status = 'cancelada', cancelada_em = now(), motivo_cancelamento = 'Fim do teste'
      where status = 'pendente' and comprador_id = (select id from usuarios where email = $1)`,
    [demoLogin('cliente').email],
  );
}

beforeAll(async () => {
  await fecharCaixas();
  await cancelarPedidosDoCliente();
  const { error } = await (await signInAs('funcionario')).rpc('abrir_caixa', { p_valor_abertura: 50 });
  if (error) throw new Error(error.message);
});
afterAll(async () => {
  await fecharCaixas();
  await cancelarPedidosDoCliente();
});
afterEach(() => act(() => dismissToast()));

/** A product at R$ 45,50 with a grade Verde/G of 4 units. */
async function produto() {
  const nome = unique('Canga Integração');
  const [{ id }] = await sql<{ id: number }>('insert into produtos (nome, preco_venda, categoria_id) values ($1, 45.5, 1) returning id::int', [nome]);
  const [{ id: grade }] = await sql<{ id: number }>("insert into grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Verde', 'G', 4) returning id::int", [id]);
  return { id, grade, nome };
}

async function renderVendas(role: DemoTipo, url: string) {
  const client = await signInAs(role);
  return renderWithProviders(
    <Routes>
      <Route path="vendas" element={<VendasListPage />} />
      <Route path="vendas/:id" element={<VendaPage />} />
    </Routes>,
    { client, url, path: '/vendas/*' },
  );
}

describe('Vendas on the local stack', () => {
  it('finds a counter sale by every word of its customer, with its total, situação and the filtered totals', async () => {
    wideScreen();
    const p = await produto();
    const sobrenome = unique('Assunção').replace(/-/g, '');
    const [cliente] = await sql<{ id: number }>(
      "insert into clientes (nome, cpf, telefone, email) values ($1, $2, '(48) 99999-1234', 'lista@example.com') returning id::int",
      [`Renata ${sobrenome}`, novoCpf()],
    );
    const funcionario = await signInAs('funcionario');
    const [{ id: pix }] = await sql<{ id: number }>("select id::int from formas_pagamento where nome = 'Pix'");
    const { data, error } = await funcionario.rpc('finalizar_venda', {
      p_itens: [{ produto_id: p.id, grade_id: p.grade, quantidade: 2 }],
      p_pagamentos: [{ forma_pagamento_id: pix, valor: 91 }],
      p_cliente_id: cliente.id,
    });
    expect(error).toBeNull();
    const codigo = (data as { codigo: string }).codigo;

    await renderVendas('funcionario', `/vendas/vendas?busca=${encodeURIComponent(`${sobrenome} renata`)}`);
    const tabela = await screen.findByRole('table', { name: 'Vendas' });
    const linha = await within(tabela).findByRole('row', { name: new RegExp(codigo) });
    expect(within(linha).getByText(`Renata ${sobrenome}`)).toBeInTheDocument();
    expect(within(linha).getByText(/R\$\s91,00/)).toBeInTheDocument();
    expect(within(linha).getByText('Confirmada')).toHaveAttribute('data-variant', 'success');
    expect(within(linha).getByText('2 itens')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/1 venda\s*Total: R\$\s91,00\s*Confirmadas: R\$\s91,00/);
    expect(screen.getByRole('button', { name: 'Nova Venda' })).toBeInTheDocument();
  });

  it('confirms a storefront order from its page with a Pix payment: stock out as a Venda movement, no reservation left', async () => {
    wideScreen();
    const p = await produto();
    const { data: pedido, error } = await (await signInAs('cliente')).rpc('registrar_pedido', { p_itens: [{ produto_id: p.id, grade_id: p.grade, quantidade: 3 }] });
    expect(error).toBeNull();
    const { id, codigo } = pedido as { id: number; codigo: string };

    // A `user` login reads the order with no write control.
    const leitura = await renderVendas('user', `/vendas/vendas/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Pedido ${codigo}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirmar|Cancelar|Editar/ })).toBeNull();
    leitura.unmount();

    const { user } = await renderVendas('funcionario', `/vendas/vendas/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Confirmar pedido' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Confirmar pedido' });
    // The payment forms are read when the dialog opens: choose once Pix is among them.
    const forma = within(dialogo).getByLabelText('Forma de pagamento');
    await within(forma).findByRole('option', { name: 'Pix' });
    await user.selectOptions(forma, 'Pix');
    await user.click(within(dialogo).getByRole('button', { name: 'Adicionar pagamento' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Pedido confirmado.')).toBeInTheDocument();
    const movimentos = await screen.findByRole('list', { name: 'Movimentações de estoque' });
    await waitFor(() => expect(movimentos).toHaveTextContent(`Saída de 3 × ${p.nome} (Verde/G) · Venda`));
    expect(screen.getAllByText('Confirmada').length).toBeGreaterThan(0);

    expect(await sql('select estoque_atual::int e from grades_produto where id = $1', [p.grade])).toEqual([{ e: 1 }]);
    expect(await sql('select count(*)::int n from estoque_reservado where grade_id = $1', [p.grade])).toEqual([{ n: 0 }]);
    expect(await sql("select valor::text, status from pagamentos_venda pg join vendas v on v.id = pg.venda_id where v.id = $1", [id])).toEqual([
      { valor: '136.50', status: 'confirmada' },
    ]);
  });
});
