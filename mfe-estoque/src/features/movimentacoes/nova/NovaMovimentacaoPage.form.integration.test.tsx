/**
 * The new-movement page's form, picker, barcode read, panel and submit checks against the local
 * stack (it replaced a test that mocked the data layer): one funcionario sign-in for the file, a
 * graded product and one without grades whose stock came in through the real ledger, and every
 * request the page makes recorded, so "searches only once text is typed" and "one call" are what
 * went over the wire. Recording a two-line entrada and the database's stock refusal are in
 * NovaMovimentacaoPage.integration.test.tsx.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast, today } from '@loja/shared-ui';
import { viewportWidth } from '@loja/shared-ui/testing';
import type { TypedSupabaseClient } from '@loja/shared-ui/platform';
import { controlledFetch, demoLogin, installClient, signInAs, sql, unique } from '@loja/local-supabase/testing';
import { renderNovaMovimentacao } from '../../../test/novaMovimentacao';

const net = controlledFetch();
let funcionario: TypedSupabaseClient;
/** One word of letters and digits: the search finds both products by it. */
const marca = unique('nm').replace(/\W/g, '');
const biquini = { id: 0, nome: `Biquíni Coral ${marca}`, referencia: `BQ${marca}` };
const canga = { id: 0, nome: `Canga Listrada ${marca}`, referencia: `CG${marca}` };
const codigos = { coralP: `GP${marca}`, coralM: `GM${marca}`, coralG: `GG${marca}` };
let responsavel: { id: number; nome: string };
let outro: { id: number; nome: string };

async function usuario(email: string) {
  return (await sql<{ id: number; nome: string }>('select id::int, nome from usuarios where email = $1', [email]))[0]!;
}

beforeAll(async () => {
  funcionario = await signInAs('funcionario', { fetch: net.fetch });
  responsavel = await usuario(demoLogin('funcionario').email);
  outro = await usuario(demoLogin('admin').email);
  [{ id: biquini.id }] = await sql<{ id: number }>(
    'insert into produtos (nome, preco_venda, preco_custo, codigo_barras) values ($1, 89.9, 35.5, $2) returning id::int',
    [biquini.nome, biquini.referencia],
  );
  [{ id: canga.id }] = await sql<{ id: number }>(
    'insert into produtos (nome, preco_venda, preco_custo, codigo_barras) values ($1, 49.9, 0, $2) returning id::int',
    [canga.nome, canga.referencia],
  );
  const grades = await sql<{ id: number; tamanho: string }>(
    `insert into grades_produto (produto_id, cor, tamanho, codigo_barras)
     values ($1, 'Coral', 'P', $2), ($1, 'Coral', 'M', $3), ($1, 'Coral', 'G', $4) returning id::int, tamanho`,
    [biquini.id, codigos.coralP, codigos.coralM, codigos.coralG],
  );
  const gradeId = (tamanho: string) => grades.find((g) => g.tamanho === tamanho)!.id;
  // The stock comes in through the ledger, as the shop records it: Coral P 2, Coral M 3, Coral G 0, the canga 3.
  const entrada = { tipo: 'entrada', motivo: 'Compra' };
  const { error } = await funcionario.rpc('registrar_movimentacoes', {
    p_itens: [
      { ...entrada, produto_id: biquini.id, grade_id: gradeId('P'), quantidade: 2 },
      { ...entrada, produto_id: biquini.id, grade_id: gradeId('M'), quantidade: 3 },
      { ...entrada, produto_id: canga.id, grade_id: null, quantidade: 3 },
    ],
  });
  if (error) throw new Error(error.message);
});
// One sign-in for the file; the testing kit uninstalls the page's client after each test.
beforeEach(() => {
  installClient(funcionario);
  viewportWidth(1366);
});
afterEach(() => act(() => dismissToast()));
afterAll(async () => {
  const ids = [biquini.id, canga.id];
  await sql('delete from grades_produto where produto_id = any($1::bigint[])', [ids]);
  await sql('delete from movimentacoes_estoque where produto_id = any($1::bigint[])', [ids]);
  await sql('delete from produtos where id = any($1::bigint[])', [ids]);
});

function renderPage(url = '/estoque/movimentacao/nova', client = funcionario) {
  installClient(client);
  return renderNovaMovimentacao(client, url);
}
type User = ReturnType<typeof renderPage>['user'];

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const busca = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Buscar produto' });
const painel = () => screen.getByRole('group', { name: 'Produtos selecionados' });
const linhasDoPainel = () => within(painel()).queryAllByRole('listitem');
/** A toast's text (sonner's list). */
const toast = (texto: string) => screen.findByText(texto, { selector: '[data-sonner-toast] *' }, { timeout: 10_000 });
const salvar = () => screen.getByRole('button', { name: 'Salvar e Confirmar' });
/** The form, once the session's responsible has loaded. */
const pronto = () => screen.findByRole('combobox', { name: 'Tipo' }, { timeout: 10_000 });
const movimentosDoBiquini = async () =>
  (await sql<{ n: number }>('select count(*)::int as n from movimentacoes_estoque where produto_id = $1', [biquini.id]))[0]!.n;
/** The searches the page sent (produtos read with a `busca` filter) since `desde` requests. */
const buscasDesde = (desde: number) =>
  net.requests.slice(desde).filter((r) => r.url.pathname === '/rest/v1/produtos' && r.url.searchParams.has('busca'));

async function escolherProduto(user: User, nome: string) {
  await user.type(busca(), marca);
  await user.click(await screen.findByRole('button', { name: `Escolher ${nome}` }, { timeout: 10_000 }));
  return screen.getByRole('group', { name: `Adicionar ${nome}` });
}

describe('NovaMovimentacaoPage on the stack: the form', () => {
  it('starts with no type ("Selecione"), today, the signed-in person as responsible and no reason', async () => {
    renderPage();
    await pronto();
    expect(screen.getByRole('heading', { name: 'Nova Movimentação' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
    expect(select('Tipo')).toHaveValue('');
    expect(within(select('Tipo')).getByRole('option', { name: 'Selecione' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Data/)).toHaveValue(today());
    expect(screen.getByLabelText(/^Data/)).toHaveAttribute('max', today());
    await waitFor(() => expect(select('Responsável')).toHaveValue(String(responsavel.id)));
    expect(select('Responsável')).toHaveDisplayValue(responsavel.nome);
    expect(select('Motivo')).toHaveValue('');
    expect(within(select('Motivo')).getAllByRole('option')).toHaveLength(13);
    expect(screen.getByLabelText('Observações')).toHaveAttribute('maxlength', '1000');
    expect(within(painel()).getByText('Nenhum produto adicionado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it("?tipo=saida&produto={id} (the stock overview's link) starts with Saída and that product chosen", async () => {
    renderPage(`/estoque/movimentacao/nova?tipo=saida&produto=${canga.id}`);
    await pronto();
    expect(select('Tipo')).toHaveValue('saida');
    const escolhido = await screen.findByRole('group', { name: `Adicionar ${canga.nome}` }, { timeout: 10_000 });
    // its grades (none) load first
    await waitFor(() => expect(within(escolhido).getByRole('combobox', { name: 'Grade' })).toHaveDisplayValue('Sem grade específica'));
    expect(within(escolhido).getByText('Estoque atual: 3')).toBeInTheDocument();
  });

  it('read-only staff (user) see "Acesso restrito" and no way to save', async () => {
    renderPage(undefined, await signInAs('user'));
    expect(await screen.findByText('Acesso restrito', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Apenas administradores e funcionários podem registrar movimentações de estoque.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar e Confirmar' })).not.toBeInTheDocument();
  });
});

describe('NovaMovimentacaoPage on the stack: the picker (spec 001 §5)', () => {
  it('searches only once text is typed, and shows name, Referência, stock and price', async () => {
    const desde = net.requests.length;
    const { user } = renderPage();
    await pronto();
    expect(buscasDesde(desde)).toEqual([]);
    await user.type(busca(), marca);
    const resultados = await screen.findByRole('list', { name: 'Produtos encontrados' }, { timeout: 10_000 });
    const item = await within(resultados).findByRole('button', { name: `Escolher ${biquini.nome}` });
    expect(item).toHaveTextContent(biquini.nome);
    expect(item).toHaveTextContent(`Ref. ${biquini.referencia}`);
    expect(item).toHaveTextContent('Estoque: 5');
    expect(item).toHaveTextContent('R$ 89,90');
    expect(within(resultados).getByRole('button', { name: `Escolher ${canga.nome}` })).toHaveTextContent('Estoque: 3');
    // every search the page sent had text (none blank), and the last one the whole word typed
    const buscas = buscasDesde(desde);
    expect(buscas.length).toBeGreaterThan(0);
    expect(buscas.at(-1)!.url.searchParams.getAll('busca')).toEqual([`like.%${marca.toLowerCase()}%`]);
  });

  it('a product with grades: its grades with stock, no "Sem grade específica", Adicionar only once a grade is chosen', async () => {
    const { user } = renderPage();
    await pronto();
    const escolhido = await escolherProduto(user, biquini.nome);
    const grade = within(escolhido).getByRole('combobox', { name: 'Grade' });
    await waitFor(() =>
      expect(within(grade).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Selecione a grade',
        'Coral / P — estoque 2',
        'Coral / M — estoque 3',
        'Coral / G — estoque 0',
      ]),
    );
    await waitFor(() => expect(grade).toHaveFocus());
    const adicionar = within(escolhido).getByRole('button', { name: 'Adicionar' });
    expect(adicionar).toBeDisabled();
    expect(within(escolhido).getByRole('spinbutton', { name: 'Quantidade' })).toHaveValue(1);
    expect(within(escolhido).getByLabelText('Preço unitário')).toHaveValue('89,90');

    await user.selectOptions(grade, 'Coral / M — estoque 3');
    expect(adicionar).toBeEnabled();
    await user.click(adicionar);

    expect(linhasDoPainel()).toHaveLength(1);
    expect(within(painel()).getByRole('listitem', { name: biquini.nome })).toHaveTextContent('Coral / M');
    expect(busca()).toHaveFocus();
    expect(screen.queryByRole('group', { name: `Adicionar ${biquini.nome}` })).not.toBeInTheDocument();
  });

  it('the same product and grade again is "Este produto/grade já foi adicionado"', async () => {
    const { user } = renderPage();
    await pronto();
    for (let vez = 0; vez < 2; vez++) {
      const escolhido = await escolherProduto(user, canga.nome);
      // Enabled once the product's grades (none: "Sem grade específica") have loaded; a click before
      // does nothing, and under load the first one did, so the second became the first line.
      const adicionar = within(escolhido).getByRole('button', { name: 'Adicionar' });
      await waitFor(() => expect(adicionar).toBeEnabled());
      await user.click(adicionar);
    }
    expect(await toast('Este produto/grade já foi adicionado')).toBeInTheDocument();
    expect(linhasDoPainel()).toHaveLength(1);
  });

  it('a saída above the grade\'s stock is "Quantidade indisponível em estoque. Estoque atual: N"; a quantity below 1 is refused', async () => {
    const antes = await movimentosDoBiquini();
    const { user } = renderPage();
    await user.selectOptions(await pronto(), 'Saída');
    const escolhido = await escolherProduto(user, biquini.nome);
    const grade = within(escolhido).getByRole('combobox', { name: 'Grade' });
    await waitFor(() => expect(within(grade).getByRole('option', { name: 'Coral / P — estoque 2' })).toBeInTheDocument());
    await user.selectOptions(grade, 'Coral / P — estoque 2');
    expect(within(escolhido).getByText('Estoque atual: 2')).toBeInTheDocument();
    const quantidade = within(escolhido).getByRole('spinbutton', { name: 'Quantidade' });
    await user.clear(quantidade);
    await user.type(quantidade, '3');
    await user.click(within(escolhido).getByRole('button', { name: 'Adicionar' }));
    expect(await toast('Quantidade indisponível em estoque. Estoque atual: 2')).toBeInTheDocument();

    await user.clear(quantidade);
    await user.type(quantidade, '0');
    await user.click(within(escolhido).getByRole('button', { name: 'Adicionar' }));
    expect(await toast('A quantidade deve ser um número inteiro maior que zero')).toBeInTheDocument();
    expect(linhasDoPainel()).toHaveLength(0);

    await user.clear(quantidade);
    await user.type(quantidade, '2{Enter}');
    await waitFor(() => expect(linhasDoPainel()).toHaveLength(1));
    // Enter added the line; nothing was recorded
    expect(await movimentosDoBiquini()).toBe(antes);
  });
});

describe('NovaMovimentacaoPage on the stack: a barcode and Enter', () => {
  it("a grade's code adds that grade at once with quantity 1, clears the search and keeps the focus there", async () => {
    const { user } = renderPage();
    await pronto();
    await user.type(busca(), `${codigos.coralM}{Enter}`);
    await waitFor(() => expect(linhasDoPainel()).toHaveLength(1), { timeout: 10_000 });
    expect(within(painel()).getByRole('listitem', { name: biquini.nome })).toHaveTextContent('Coral / M');
    expect(within(painel()).getByRole('spinbutton', { name: `Quantidade de ${biquini.nome} (Coral / M)` })).toHaveValue(1);
    expect(busca()).toHaveValue('');
    expect(busca()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(`${biquini.nome} (Coral / M) adicionado.`);

    // the next scan: a product without grades by its Referência
    await user.type(busca(), `${canga.referencia}{Enter}`);
    await waitFor(() => expect(linhasDoPainel()).toHaveLength(2), { timeout: 10_000 });
    expect(within(painel()).getByRole('listitem', { name: canga.nome })).toHaveTextContent('Sem grade específica');
    expect(busca()).toHaveFocus();
    // Enter never submitted the movement
    expect(screen.queryByText('Selecione o tipo de movimentação')).not.toBeInTheDocument();
  });

  it("a graded product's Referência chooses the product and asks for the grade", async () => {
    const { user } = renderPage();
    await pronto();
    await user.type(busca(), `${biquini.referencia}{Enter}`);
    const escolhido = await screen.findByRole('group', { name: `Adicionar ${biquini.nome}` }, { timeout: 10_000 });
    await waitFor(() => expect(within(escolhido).getByRole('combobox', { name: 'Grade' })).toHaveFocus());
    expect(within(escolhido).getByRole('button', { name: 'Adicionar' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(`${biquini.nome} tem grade`);
    expect(linhasDoPainel()).toHaveLength(0);
  });

  it('an unknown code keeps the text and searches it as typed', async () => {
    const { user } = renderPage();
    await pronto();
    await user.type(busca(), `${marca}{Enter}`);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Nenhum código de barras “${marca}”`), { timeout: 10_000 });
    expect(busca()).toHaveValue(marca);
    expect(await screen.findByRole('button', { name: `Escolher ${canga.nome}` }, { timeout: 10_000 })).toBeInTheDocument();
    expect(linhasDoPainel()).toHaveLength(0);
  });

  it('a saída of a code whose grade has no stock is refused', async () => {
    const { user } = renderPage();
    await user.selectOptions(await pronto(), 'Saída');
    await user.type(busca(), `${codigos.coralG}{Enter}`);
    expect(await toast('Quantidade indisponível em estoque. Estoque atual: 0')).toBeInTheDocument();
    expect(linhasDoPainel()).toHaveLength(0);
  });
});

describe('NovaMovimentacaoPage on the stack: the panel and saving', () => {
  async function duasLinhas(user: User) {
    await user.type(busca(), `${codigos.coralM}{Enter}`);
    await waitFor(() => expect(linhasDoPainel()).toHaveLength(1), { timeout: 10_000 });
    await user.type(busca(), `${canga.referencia}{Enter}`);
    await waitFor(() => expect(linhasDoPainel()).toHaveLength(2), { timeout: 10_000 });
  }

  it('line totals and the overall total follow the quantities; a line can be removed', async () => {
    const { user } = renderPage();
    await pronto();
    await duasLinhas(user);
    const quantidade = within(painel()).getByRole('spinbutton', { name: `Quantidade de ${biquini.nome} (Coral / M)` });
    await user.clear(quantidade);
    await user.type(quantidade, '3');
    expect(within(painel()).getByRole('listitem', { name: biquini.nome })).toHaveTextContent('TotalR$ 269,70');
    expect(painel()).toHaveTextContent('Itens2Quantidade total4Valor totalR$ 319,60');

    await user.click(within(painel()).getByRole('button', { name: `Remover ${canga.nome}` }));
    expect(linhasDoPainel()).toHaveLength(1);
    expect(painel()).toHaveTextContent('Itens1Quantidade total3Valor totalR$ 269,70');
  });

  it('the checks come in the spec\'s order as "Erro" toasts: type, responsible, a line, date', async () => {
    const antes = await movimentosDoBiquini();
    const { user } = renderPage();
    await pronto();
    await waitFor(() => expect(select('Responsável')).toHaveValue(String(responsavel.id)));
    await user.click(salvar());
    expect(await toast('Selecione o tipo de movimentação')).toBeInTheDocument();

    await user.selectOptions(select('Tipo'), 'Entrada');
    await user.selectOptions(select('Responsável'), '');
    await user.click(salvar());
    expect(await toast('Selecione o responsável pela movimentação')).toBeInTheDocument();

    await user.selectOptions(select('Responsável'), outro.nome);
    await user.click(salvar());
    expect(await toast('Adicione pelo menos um produto à movimentação')).toBeInTheDocument();

    await duasLinhas(user);
    await user.clear(screen.getByLabelText(/^Data/));
    await user.click(salvar());
    expect(await toast('Informe a data da movimentação')).toBeInTheDocument();
    expect(screen.getAllByText('Erro', { selector: '[data-sonner-toast] *' }).length).toBeGreaterThanOrEqual(4);
    expect(await movimentosDoBiquini()).toBe(antes);
  });

  // Last: it records, and the stock the tests above read changes.
  it('saves every line in one call and goes back to the list with "Movimentação registrada com sucesso!"', async () => {
    const desde = net.requests.length;
    const observacoes = `NF ${marca}`;
    const { user, router } = renderPage();
    await user.selectOptions(await pronto(), 'Entrada');
    await user.selectOptions(select('Motivo'), 'Compra');
    await user.type(screen.getByLabelText('Observações'), observacoes);
    await duasLinhas(user);
    await user.click(salvar());

    expect(await toast('Movimentação registrada com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/estoque/movimentacao'));
    expect(net.requests.slice(desde).filter((r) => r.url.pathname === '/rest/v1/rpc/registrar_movimentacoes')).toHaveLength(1);
    // A Compra starts at the product's cost (35,50); the canga has none, so its sale price.
    expect(
      await sql(
        `select p.nome, g.tamanho, m.tipo, m.quantidade, m.preco_unitario::text, m.motivo, m.usuario_id::int
           from movimentacoes_estoque m join produtos p on p.id = m.produto_id left join grades_produto g on g.id = m.grade_id
          where m.observacoes = $1 order by p.nome`,
        [observacoes],
      ),
    ).toEqual([
      { nome: biquini.nome, tamanho: 'M', tipo: 'entrada', quantidade: 1, preco_unitario: '35.50', motivo: 'Compra', usuario_id: responsavel.id },
      { nome: canga.nome, tamanho: null, tipo: 'entrada', quantidade: 1, preco_unitario: '49.90', motivo: 'Compra', usuario_id: responsavel.id },
    ]);
    expect(await sql('select estoque_atual from produtos where id = any($1::bigint[]) order by nome', [[biquini.id, canga.id]])).toEqual([
      { estoque_atual: 6 },
      { estoque_atual: 4 },
    ]);
  });
});
