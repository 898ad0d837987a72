import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { makeStore, type AppStore } from '@loja/shared-ui/platform';
import { renderWithProviders, type TestRole } from '@loja/shared-ui/testing';
import { controlledFetch, demoLogin, signInAs, sql, unique, type ControlledFetch } from '@loja/local-supabase/testing';
import { alterarEmpresa } from '../../test/empresa';
import { SacolaProvider } from './SacolaProvider';
import { SacolaSheet } from './SacolaSheet';
import { adicionarItem, selectItens } from './sacolaSlice';
import { biquini, canga, gradeAzulM, gradeUnico } from './fixtures';

/**
 * The sacola's checkout against the local stack: the shop's WhatsApp comes from the real company
 * row, and "Finalizar Compra" records the order (registrar_pedido) before the chat opens.
 */
const NBSP = '\u00a0';

const clienteId = async () =>
  Number((await sql<{ id: string }>('select u.id from public.usuarios u join auth.users a on a.id = u.auth_user_id where a.email = $1', [demoLogin('cliente').email]))[0].id);
const pedidosPendentes = async () =>
  sql<{ id: string; numero: string }>(`select id, numero from public.vendas where comprador_id = $1 and status = 'pendente' order by id`, [await clienteId()]);

beforeEach(() => localStorage.clear());
afterEach(async () => {
  act(() => dismissToast());
  vi.restoreAllMocks();
  // The demo cliente may hold at most 5 pending orders: none is left for the next test.
  await sql(`update public.vendas set status = 'cancelada', cancelada_em = now(), motivo_cancelamento = 'Fim do teste'
              where comprador_id = $1 and status = 'pendente'`, [await clienteId()]);
});

/**
 * A product with one grade holding `estoque` units, as the stock functions would leave it: the grade's
 * stock and the ledger's entrada that explains it (other suites check every product's kardex). The
 * name ends in unique()'s suffix, which marks a test's product.
 */
async function produtoComGrade(nome: string, preco: number, cor: string, tamanho: string, estoque: number) {
  const completo = unique(nome);
  const [p] = await sql<{ id: string }>(`insert into public.produtos (nome, preco_venda, categoria_id) values ($1, $2, 1) returning id`, [completo, preco]);
  const [g] = await sql<{ id: string }>(`insert into public.grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, $2, $3, $4) returning id`, [
    p.id,
    cor,
    tamanho,
    estoque,
  ]);
  await sql(
    `insert into public.movimentacoes_estoque (tipo, produto_id, grade_id, quantidade, motivo, observacoes) values ('entrada', $1, $2, $3, 'Compra', 'Estoque do teste da sacola')`,
    [p.id, g.id, estoque],
  );
  return { id: Number(p.id), nome: completo, grade: Number(g.id) };
}

/** Real products at the fixtures' prices: a bikini with a grade Azul/M of `estoque` units, a canga with Bege/UNC. */
async function produtosReais(estoque: number) {
  const b = await produtoComGrade(biquini.nome, 89.9, 'Azul', 'M', estoque);
  const c = await produtoComGrade(canga.nome, 45, 'Bege', 'unico', 3);
  return {
    biquini: { ...biquini, id: b.id, nome: b.nome },
    azulM: { ...gradeAzulM, id: b.grade },
    canga: { ...canga, id: c.id, nome: c.nome },
    bege: { ...gradeUnico, id: c.grade },
  };
}

/** window.open at the click gives a blank tab; the test's stands in for it. */
function abaEmBranco() {
  const aba = { opener: {} as unknown, close: vi.fn(), location: { replace: vi.fn() } };
  const open = vi.spyOn(window, 'open').mockImplementation(() => aba as unknown as Window);
  return { aba, open };
}

function fill(store: AppStore) {
  store.dispatch(adicionarItem({ produto: biquini, grade: gradeAzulM, quantidade: 2 }));
  store.dispatch(adicionarItem({ produto: canga, grade: gradeUnico }));
}

let net: ControlledFetch;
beforeEach(() => {
  net = controlledFetch();
});

/** A company without its row (a project before the seed): the stack's database always has it. */
const semEmpresa = () => net.answerNext('/rest/v1/empresa_publica', 200, []);

/** The sheet for a visitor (null) or a signed-in cliente, whose client of the stack is the page's. */
async function renderSheet(role: TestRole & ('cliente' | null), store: AppStore = makeStore()) {
  await signInAs(role, { fetch: net.fetch });
  const onOpenChange = vi.fn();
  const onRequireLogin = vi.fn();
  const { user } = renderWithProviders(<SacolaSheet open onOpenChange={onOpenChange} onRequireLogin={onRequireLogin} />, {
    role,
    store,
    wrapper: SacolaProvider,
  });
  return { user, onOpenChange, onRequireLogin, sheet: screen.getByRole('dialog', { name: 'MINHA SACOLA' }) };
}

describe('SacolaSheet checkout', () => {
  it('shows the empty state without totals or buy button', async () => {
    const { sheet } = await renderSheet('cliente');
    expect(within(sheet).getByText('Sua sacola está vazia')).toBeInTheDocument();
    expect(within(sheet).getByText('Adicione produtos para ver aqui.')).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Finalizar Compra' })).toBeNull();
    expect(within(sheet).queryByText('Total de itens')).toBeNull();
  });
  it('asks a visitor to sign in: "Fazer Login para Comprar" closes the sheet and calls onRequireLogin', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const store = makeStore();
    fill(store);
    const { sheet, user, onOpenChange, onRequireLogin } = await renderSheet(null, store);
    expect(within(sheet).queryByRole('button', { name: 'Finalizar Compra' })).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: 'Fazer Login para Comprar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onRequireLogin).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
    expect(net.requestsTo('/rest/v1/empresa_publica')).toEqual([]);
  });
  it('records the order, then opens the WhatsApp chat with its number for a signed-in customer, and empties the bag', async () => {
    await alterarEmpresa({ whatsapp: '11987654321' });
    const reais = await produtosReais(5);
    const { aba, open } = abaEmBranco();
    const store = makeStore();
    store.dispatch(adicionarItem({ produto: reais.biquini, grade: reais.azulM, quantidade: 2 }));
    store.dispatch(adicionarItem({ produto: reais.canga, grade: reais.bege }));
    const { sheet, user, onRequireLogin, onOpenChange } = await renderSheet('cliente', store);
    expect(within(sheet).queryByRole('button', { name: 'Fazer Login para Comprar' })).toBeNull();
    const buy = within(sheet).getByRole('button', { name: 'Finalizar Compra' });
    await waitFor(() => expect(buy).toBeEnabled());
    await user.click(buy);

    await waitFor(() => expect(aba.location.replace).toHaveBeenCalled());
    const [pedido] = await pedidosPendentes();
    const codigo = `V-${pedido.numero.padStart(6, '0')}`;
    const message = [
      'Olá! Gostaria de finalizar a minha compra:',
      '',
      `Pedido ${codigo}`,
      '',
      '*Produto 1*',
      reais.biquini.nome,
      'Tamanho: M',
      'Cor: Azul',
      'Quantidade: 2',
      `Subtotal: R$${NBSP}179,80`,
      '',
      '*Produto 2*',
      reais.canga.nome,
      'Tamanho: UNC',
      'Cor: Bege',
      'Quantidade: 1',
      `Subtotal: R$${NBSP}45,00`,
      '',
      `*Total da compra: R$${NBSP}224,80*`,
    ].join('\n');
    // The tab opened blank at the click and then went to the chat, without a way back to this page.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(aba.location.replace).toHaveBeenCalledWith(`https://wa.me/5511987654321?text=${encodeURIComponent(message)}`);
    expect(aba.opener).toBeNull();
    expect(await screen.findByText(`Pedido ${codigo} registrado`)).toBeInTheDocument();
    expect(selectItens(store.getState())).toEqual([]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onRequireLogin).not.toHaveBeenCalled();
    // Reserved at the database's prices.
    expect(await sql('select descricao, quantidade, preco_unitario from public.itens_venda where venda_id = $1 order by id', [pedido.id])).toEqual([
      { descricao: `${reais.biquini.nome} (Azul/M)`, quantidade: 2, preco_unitario: '89.90' },
      { descricao: `${reais.canga.nome} (Bege/UNC)`, quantidade: 1, preco_unitario: '45.00' },
    ]);
  });

  it('a line no longer available: the bag keeps what is left, says why, records nothing and opens nothing', async () => {
    await alterarEmpresa({ whatsapp: '11987654321' });
    const reais = await produtosReais(1);
    const { aba } = abaEmBranco();
    const store = makeStore();
    store.dispatch(adicionarItem({ produto: reais.biquini, grade: reais.azulM, quantidade: 2 }));
    const { sheet, user } = await renderSheet('cliente', store);
    const buy = within(sheet).getByRole('button', { name: 'Finalizar Compra' });
    await waitFor(() => expect(buy).toBeEnabled());
    await user.click(buy);

    const title = await screen.findByText('Sua sacola mudou');
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(
      screen.getByText(`Estoque insuficiente para ${reais.biquini.nome} (Azul/M): disponível 1. Atualizamos a sua sacola com o que está disponível.`),
    ).toBeInTheDocument();
    expect(selectItens(store.getState()).map((i) => i.quantidade)).toEqual([1]);
    expect(aba.close).toHaveBeenCalled();
    expect(aba.location.replace).not.toHaveBeenCalled();
    expect(await pedidosPendentes()).toEqual([]);
  });

  it('a network failure records nothing, opens nothing and says so', async () => {
    await alterarEmpresa({ whatsapp: '11987654321' });
    const reais = await produtosReais(3);
    const { aba } = abaEmBranco();
    const store = makeStore();
    store.dispatch(adicionarItem({ produto: reais.biquini, grade: reais.azulM, quantidade: 1 }));
    const { sheet, user } = await renderSheet('cliente', store);
    const buy = within(sheet).getByRole('button', { name: 'Finalizar Compra' });
    await waitFor(() => expect(buy).toBeEnabled());
    net.failNext('/rest/v1/rpc/registrar_pedido');
    await user.click(buy);

    expect(await screen.findByText('Verifique sua conexão e tente novamente. Nenhum pedido foi registrado.')).toBeInTheDocument();
    expect(aba.close).toHaveBeenCalled();
    expect(selectItens(store.getState())).toHaveLength(1);
    expect(await pedidosPendentes()).toEqual([]);
  });

  it('shows a destructive toast instead of a broken link when the shop has no WhatsApp number', async () => {
    // The database requires the number (10 to 15 digits); a project without its company row has none.
    semEmpresa();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const store = makeStore();
    fill(store);
    const { sheet, user } = await renderSheet('cliente', store);
    const buy = within(sheet).getByRole('button', { name: 'Finalizar Compra' });
    await waitFor(() => expect(buy).toBeEnabled());
    await user.click(buy);
    const title = await screen.findByText('Não foi possível finalizar a compra');
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(
      screen.getByText('O WhatsApp da loja não está disponível no momento. Tente novamente mais tarde.'),
    ).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});
