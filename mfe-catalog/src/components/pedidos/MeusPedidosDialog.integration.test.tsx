import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { controlledFetch, demoLogin, signInAs, sql, unique, type ControlledFetch } from '@loja/local-supabase/testing';
import { StorefrontHeader } from '../layout';
import { SacolaProvider } from '../sacola';
import { MEUS_PEDIDOS } from './messages';
import { MeusPedidosDialog } from './MeusPedidosDialog';

/**
 * Minha Conta → "Meus pedidos" against the local stack (issue 24): the demo cliente places orders with
 * registrar_pedido and reads them back, newest first, with the database's number, total and situação;
 * RLS keeps another buyer's order out.
 */
const usuarioId = async (tipo: 'cliente' | 'funcionario') =>
  Number((await sql<{ id: string }>('select u.id from public.usuarios u join auth.users a on a.id = u.auth_user_id where a.email = $1', [demoLogin(tipo).email]))[0].id);

let net: ControlledFetch;
beforeEach(() => {
  net = controlledFetch();
});
afterEach(async () => {
  act(() => dismissToast());
  // The demo cliente may hold at most 5 pending orders: none is left for the next test.
  await sql(`update public.vendas set status = 'cancelada', cancelada_em = now(), motivo_cancelamento = 'Fim do teste'
              where comprador_id = $1 and status = 'pendente'`, [await usuarioId('cliente')]);
});

/** A product with one grade Coral/M of 5 units at R$ 89,90 (its stock explained by a ledger entrada). */
async function produto() {
  const nome = unique('Biquíni Meus Pedidos');
  const [p] = await sql<{ id: number }>('insert into public.produtos (nome, preco_venda, categoria_id) values ($1, 89.9, 1) returning id::int as id', [nome]);
  const [g] = await sql<{ id: number }>("insert into public.grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Coral', 'M', 5) returning id::int as id", [p.id]);
  await sql("insert into public.movimentacoes_estoque (tipo, produto_id, grade_id, quantidade, motivo, observacoes) values ('entrada', $1, $2, 5, 'Compra', 'Estoque do teste de Meus pedidos')", [p.id, g.id]);
  return { id: p.id, grade: g.id, nome };
}

/**
 * The menu's "Meus pedidos", clicked inside an awaited act: its dialog's chunk loads on the first
 * opening, and React retries a part that suspended only within such an act (see lazy.test.tsx).
 */
const abrirMeusPedidos = async () => {
  const item = await screen.findByRole('menuitem', { name: MEUS_PEDIDOS.menu });
  await act(async () => item.click());
};

describe('Meus pedidos', () => {
  it("lists the cliente's own orders newest first with number, date, total and situação, and opens a row's lines; another buyer's is not there", async () => {
    const p = await produto();
    const client = await signInAs('cliente', { fetch: net.fetch });
    const pedir = async (quantidade: number) => {
      const { data, error } = await client.rpc('registrar_pedido', { p_itens: [{ produto_id: p.id, grade_id: p.grade, quantidade }] });
      expect(error).toBeNull();
      return data as { id: number; codigo: string; total: number };
    };
    const antigo = await pedir(1);
    const novo = await pedir(2);
    // The older one is past its deadline: it reads as Expirada (no job runs).
    await sql(`update public.vendas set reserva_expira_em = now() - interval '1 minute' where id = $1`, [antigo.id]);
    // Another buyer's order (cancelled, so it holds nothing after the test).
    const [alheio] = await sql<{ codigo: string }>(
      `insert into public.vendas (origem, status, comprador_id, subtotal, reserva_expira_em, cancelada_em, motivo_cancelamento)
       values ('catalogo', 'cancelada', $1, 10, now() + interval '1 hour', now(), 'Teste de Meus pedidos')
       returning public.codigo_venda(numero) as codigo`,
      [await usuarioId('funcionario')],
    );

    const { user } = renderWithProviders(<StorefrontHeader onLogin={vi.fn()} onOpenSacola={vi.fn()} />, { client, wrapper: SacolaProvider });
    // The menu's own button (aria-expanded), once its chunk is here.
    const minhaConta = await screen.findByRole('button', { name: 'Minha Conta', expanded: false });
    await user.click(minhaConta);
    await abrirMeusPedidos();
    const dialog = await screen.findByRole('dialog', { name: 'Meus pedidos' }, { timeout: 5000 });
    const lista = await within(dialog).findByRole('list', { name: 'Meus pedidos' });

    const hoje = new Date().toLocaleDateString('pt-BR');
    // toHaveTextContent collapses whitespace, the no-break space after "R$" too.
    const brl = (valor: number) => formatBRL(valor).replace(/\s/g, ' ');
    const linhas = within(lista).getAllByRole('button');
    expect(linhas[0]).toHaveTextContent(`${novo.codigo}${hoje}${brl(179.8)}Pendente`);
    expect(linhas[1]).toHaveTextContent(`${antigo.codigo}${hoje}${brl(89.9)}Expirada`);
    expect(novo.total).toBe(179.8);
    expect(within(dialog).queryByText(alheio.codigo)).not.toBeInTheDocument();

    await user.click(linhas[0]);
    expect(linhas[0]).toHaveAttribute('aria-expanded', 'true');
    const itens = await within(dialog).findByRole('table', { name: `Itens do pedido ${novo.codigo}` });
    const [, linha] = within(itens).getAllByRole('row');
    expect(within(linha).getAllByRole('cell').map((c) => c.textContent)).toEqual([`${p.nome} (Coral/M)`, '2', formatBRL(89.9), formatBRL(179.8)]);

    // Cancelled by the shop: it says so the next time the list is opened.
    await sql(`update public.vendas set status = 'cancelada', cancelada_em = now(), motivo_cancelamento = 'Teste' where id = $1`, [novo.id]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Meus pedidos' })).not.toBeInTheDocument());
    await user.click(minhaConta);
    await abrirMeusPedidos();
    const reaberto = await screen.findByRole('dialog', { name: 'Meus pedidos' });
    await waitFor(() => expect(within(reaberto).getAllByRole('button', { name: new RegExp(novo.codigo) })[0]).toHaveTextContent('Cancelada'));
  });

  it('says "Você ainda não fez pedidos." when there are none', async () => {
    await signInAs('cliente', { fetch: net.fetch });
    net.answerNext('/rest/v1/vendas_situacao', 200, []);
    renderWithProviders(<MeusPedidosDialog open onOpenChange={vi.fn()} />);
    expect(await screen.findByText('Você ainda não fez pedidos.')).toBeInTheDocument();
    expect(MEUS_PEDIDOS.vazio).toBe('Você ainda não fez pedidos.');
  });
});
