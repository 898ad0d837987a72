/**
 * A sale's page and the exchanges (issue 26), against the local stack: a confirmed sale offers
 * "Trocar / devolver" (to /vendas/trocas/nova?venda=id), a read-only login does not; a confirmed
 * storefront order shows its 7-day withdrawal deadline (CDC art. 49).
 */
import { act, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders, wideScreen } from '@loja/shared-ui/testing';
import { signInAs, sql, unique, type DemoTipo } from '@loja/local-supabase/testing';
import { VendaPage } from './VendaPage';

async function fecharCaixas() {
  await sql(`update caixas set fechado_em = now(), fechado_por = aberto_por, dinheiro_contado = 0, dinheiro_esperado = 0, diferenca = 0 where fechado_em is null`);
}

beforeAll(async () => {
  await fecharCaixas();
  const { error } = await (await signInAs('funcionario')).rpc('abrir_caixa', { p_valor_abertura: 50 });
  if (error) throw new Error(error.message);
});
afterAll(fecharCaixas);
afterEach(() => act(() => dismissToast()));

function Destino() {
  const { pathname, search } = useLocation();
  return <p>{`destino ${pathname}${search}`}</p>;
}

async function renderVenda(role: DemoTipo, url: string) {
  const client = await signInAs(role);
  return renderWithProviders(
    <Routes>
      <Route path="vendas/:id" element={<VendaPage />} />
      <Route path="pedidos/:id" element={<VendaPage />} />
      <Route path="trocas/nova" element={<Destino />} />
    </Routes>,
    { client, url, path: '/vendas/*' },
  );
}

describe('A sale\'s page and the exchanges', () => {
  it('a confirmed sale offers "Trocar / devolver"; a confirmed storefront order shows its 7-day withdrawal deadline', async () => {
    wideScreen();
    const [{ id: produto }] = await sql<{ id: number }>('insert into produtos (nome, preco_venda, estoque_atual, categoria_id) values ($1, 50, 5, 1) returning id::int', [
      unique('Viseira Troca'),
    ]);
    const [{ id: pix }] = await sql<{ id: number }>("select id::int from formas_pagamento where nome = 'Pix'");
    const { data: venda, error } = await (await signInAs('funcionario')).rpc('finalizar_venda', {
      p_itens: [{ produto_id: produto, quantidade: 1 }],
      p_pagamentos: [{ forma_pagamento_id: pix, valor: 50 }],
    });
    expect(error).toBeNull();
    const { id } = venda as { id: number };
    const pagina = await renderVenda('funcionario', `/vendas/vendas/${id}`);
    await pagina.user.click(await screen.findByRole('button', { name: 'Trocar / devolver' }));
    expect(await screen.findByText(`destino /vendas/trocas/nova?venda=${id}`)).toBeInTheDocument();
    pagina.unmount();

    const { data: pedido, error: erroPedido } = await (await signInAs('cliente')).rpc('registrar_pedido', { p_itens: [{ produto_id: produto, quantidade: 1 }] });
    expect(erroPedido).toBeNull();
    const { id: pedidoId, codigo } = pedido as { id: number; codigo: string };
    expect((await (await signInAs('funcionario')).rpc('confirmar_pedido', { p_venda_id: pedidoId, p_pagamentos: [{ forma_pagamento_id: pix, valor: 50 }] })).error).toBeNull();
    await renderVenda('user', `/vendas/pedidos/${pedidoId}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Pedido ${codigo}` })).toBeInTheDocument();
    const limite = new Date();
    limite.setDate(limite.getDate() + 7);
    expect(screen.getByText('Arrependimento (CDC art. 49)')).toBeInTheDocument();
    expect(screen.getByText(`até ${limite.toLocaleDateString('pt-BR')}: 7 dias do recebimento, contados aqui da confirmação`)).toBeInTheDocument();
    // A read-only login sees no exchange button.
    expect(screen.queryByRole('button', { name: 'Trocar / devolver' })).toBeNull();
  });
});
