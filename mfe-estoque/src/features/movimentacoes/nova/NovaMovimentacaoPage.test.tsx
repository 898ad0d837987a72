/**
 * The new-movement page without a backend: the stock hooks, the session's responsible and the
 * record mutation are replaced at their module boundary with the data below, so the picker, the
 * barcode read, the panel and the submit checks run as they do in the browser. Recording for real
 * (and being refused for real) is in NovaMovimentacaoPage.integration.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { today } from '@loja/shared-ui';
import { renderWithProviders, type TestRole } from '@loja/shared-ui/testing';
import type { CodigoEncontrado, GradeEstoque, ProdutoEstoque } from '../../../hooks';
import type { LinhaMovimentacao } from '../api';
import { biquini, canga, coralM, coralP } from './fixtures';
import { NovaMovimentacaoPage } from './NovaMovimentacaoPage';

const dados = vi.hoisted(() => ({
  produtos: [] as ProdutoEstoque[],
  grades: {} as Record<number, GradeEstoque[]>,
  codigos: {} as Record<string, CodigoEncontrado[]>,
  buscas: [] as { texto: string; skip: boolean }[],
  registrar: vi.fn<(linhas: LinhaMovimentacao[]) => Promise<unknown>>(),
}));

vi.mock('../../../hooks', () => ({
  PICKER_LIMIT: 10,
  useListResponsaveisQuery: () => ({
    data: [
      { id: 7, nome: 'Ana Funcionária', email: 'funcionario@loja.test', tipo: 'funcionario' },
      { id: 8, nome: 'Bruno Admin', email: 'admin@loja.test', tipo: 'admin' },
    ],
    isLoading: false,
    isError: false,
  }),
  useBuscarProdutosParaMovimentacaoQuery: (texto: string, { skip }: { skip: boolean }) => {
    dados.buscas.push({ texto, skip });
    const achados = dados.produtos.filter((p) => p.nome.toLowerCase().includes(texto.toLowerCase()) || p.codigo_barras === texto);
    return skip ? { data: undefined, isFetching: false, isError: false } : { data: achados, isFetching: false, isError: false };
  },
  useGetProdutoParaMovimentacaoQuery: (id: number, { skip }: { skip: boolean }) => ({
    data: skip ? undefined : dados.produtos.find((p) => p.id === id),
  }),
  useListGradesParaMovimentacaoQuery: (id: number) => ({ data: dados.grades[id] ?? [], isError: false }),
  useLazyBuscarCodigoDeBarrasQuery: () => [(codigo: string) => ({ unwrap: () => Promise.resolve(dados.codigos[codigo] ?? []) })],
  estoqueProdutosApi: {
    useLazyListGradesParaMovimentacaoQuery: () => [(id: number) => ({ unwrap: () => Promise.resolve(dados.grades[id] ?? []) })],
  },
}));

// The signed-in funcionario's own usuarios row is Ana's.
vi.mock('./api', () => ({ useGetResponsavelDaSessaoQuery: () => ({ data: 7, isLoading: false }) }));

vi.mock('../api', () => ({
  useRegistrarMovimentacaoMutation: () => [(linhas: LinhaMovimentacao[]) => ({ unwrap: () => dados.registrar(linhas) })],
}));

beforeEach(() => {
  dados.produtos = [biquini, canga];
  dados.grades = { [biquini.id]: [coralP, coralM], [canga.id]: [] };
  dados.codigos = {
    [coralM.codigo_barras!]: [{ produto: biquini, grade: coralM }],
    [canga.codigo_barras!]: [{ produto: canga, grade: null }],
    [biquini.codigo_barras!]: [{ produto: biquini, grade: null }],
  };
  dados.buscas = [];
  dados.registrar.mockReset();
});

function renderPage(url = '/estoque/movimentacao/nova', role: TestRole = 'funcionario') {
  return renderWithProviders(
    <Routes>
      <Route path="movimentacao">
        <Route index element={<h1>Lista de movimentações</h1>} />
        <Route path="nova" element={<NovaMovimentacaoPage />} />
      </Route>
    </Routes>,
    { role, url, path: '/estoque/*' },
  );
}

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const busca = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Buscar produto' });
const painel = () => screen.getByRole('group', { name: 'Produtos selecionados' });
const linhasDoPainel = () => within(painel()).queryAllByRole('listitem');
/** A toast's text (sonner's list). */
const toast = (texto: string) => screen.findByText(texto, { selector: '[data-sonner-toast] *' });
const salvar = () => screen.getByRole('button', { name: 'Salvar e Confirmar' });

async function escolherProduto(user: ReturnType<typeof renderPage>['user'], texto: string, nome: string) {
  await user.type(busca(), texto);
  await user.click(await screen.findByRole('button', { name: `Escolher ${nome}` }));
  return screen.getByRole('group', { name: `Adicionar ${nome}` });
}

describe('NovaMovimentacaoPage: the form', () => {
  it('starts with no type ("Selecione"), today, the signed-in person as responsible and no reason', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Nova Movimentação' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
    expect(select('Tipo')).toHaveValue('');
    expect(within(select('Tipo')).getByRole('option', { name: 'Selecione' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Data/)).toHaveValue(today());
    expect(screen.getByLabelText(/^Data/)).toHaveAttribute('max', today());
    expect(select('Responsável')).toHaveDisplayValue('Ana Funcionária');
    expect(select('Motivo')).toHaveValue('');
    expect(within(select('Motivo')).getAllByRole('option')).toHaveLength(13);
    expect(screen.getByLabelText('Observações')).toHaveAttribute('maxlength', '1000');
    expect(within(painel()).getByText('Nenhum produto adicionado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('?tipo=saida&produto=12 (the stock overview\'s link) starts with Saída and that product chosen', async () => {
    renderPage('/estoque/movimentacao/nova?tipo=saida&produto=12');
    expect(select('Tipo')).toHaveValue('saida');
    const escolhido = await screen.findByRole('group', { name: 'Adicionar Canga Listrada' });
    expect(within(escolhido).getByRole('combobox', { name: 'Grade' })).toHaveDisplayValue('Sem grade específica');
    expect(within(escolhido).getByText('Estoque atual: 3')).toBeInTheDocument();
  });

  it('read-only staff (user) see "Acesso restrito" and no way to save', () => {
    renderPage(undefined, 'user');
    expect(screen.getByText('Acesso restrito')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar e Confirmar' })).not.toBeInTheDocument();
  });
});

describe('NovaMovimentacaoPage: the picker (spec 001 §5)', () => {
  it('searches only once text is typed, and shows name, Referência, stock and price', async () => {
    const { user } = renderPage();
    expect(dados.buscas.every((b) => b.skip)).toBe(true);
    await user.type(busca(), 'biq');
    const resultados = await screen.findByRole('list', { name: 'Produtos encontrados' });
    const item = within(resultados).getByRole('button', { name: 'Escolher Biquíni Coral' });
    expect(item).toHaveTextContent('Biquíni Coral');
    expect(item).toHaveTextContent('Ref. BQ-CORAL');
    expect(item).toHaveTextContent('Estoque: 5');
    expect(item).toHaveTextContent('R$ 89,90');
    expect(dados.buscas.filter((b) => !b.skip).map((b) => b.texto)).toContain('biq');
    // nothing asked for text still being typed (debounced) or blank
    expect(dados.buscas.filter((b) => !b.skip).every((b) => b.texto.trim() !== '')).toBe(true);
  });

  it('a product with grades: its grades with stock, no "Sem grade específica", Adicionar only once a grade is chosen', async () => {
    const { user } = renderPage();
    const escolhido = await escolherProduto(user, 'biq', 'Biquíni Coral');
    const grade = within(escolhido).getByRole('combobox', { name: 'Grade' });
    expect(within(grade).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Selecione a grade',
      'Coral / P — estoque 2',
      'Coral / M — estoque 3',
    ]);
    expect(grade).toHaveFocus();
    const adicionar = within(escolhido).getByRole('button', { name: 'Adicionar' });
    expect(adicionar).toBeDisabled();
    expect(within(escolhido).getByRole('spinbutton', { name: 'Quantidade' })).toHaveValue(1);
    expect(within(escolhido).getByLabelText('Preço unitário')).toHaveValue('89,90');

    await user.selectOptions(grade, 'Coral / M — estoque 3');
    expect(adicionar).toBeEnabled();
    await user.click(adicionar);

    expect(linhasDoPainel()).toHaveLength(1);
    const linha = within(painel()).getByRole('listitem', { name: 'Biquíni Coral' });
    expect(linha).toHaveTextContent('Coral / M');
    expect(busca()).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Adicionar Biquíni Coral' })).not.toBeInTheDocument();
  });

  it('the same product and grade again is "Este produto/grade já foi adicionado"', async () => {
    const { user } = renderPage();
    for (let vez = 0; vez < 2; vez++) {
      const escolhido = await escolherProduto(user, 'canga', 'Canga Listrada');
      await user.click(within(escolhido).getByRole('button', { name: 'Adicionar' }));
    }
    expect(await toast('Este produto/grade já foi adicionado')).toBeInTheDocument();
    expect(linhasDoPainel()).toHaveLength(1);
  });

  it('a saída above the grade\'s stock is "Quantidade indisponível em estoque. Estoque atual: N"; a quantity below 1 is refused', async () => {
    const { user } = renderPage();
    await user.selectOptions(select('Tipo'), 'Saída');
    const escolhido = await escolherProduto(user, 'biq', 'Biquíni Coral');
    await user.selectOptions(within(escolhido).getByRole('combobox', { name: 'Grade' }), 'Coral / P — estoque 2');
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
    expect(dados.registrar).not.toHaveBeenCalled();
  });
});

describe('NovaMovimentacaoPage: a barcode and Enter', () => {
  it("a grade's code adds that grade at once with quantity 1, clears the search and keeps the focus there", async () => {
    const { user } = renderPage();
    await user.type(busca(), `${coralM.codigo_barras}{Enter}`);
    await waitFor(() => expect(linhasDoPainel()).toHaveLength(1));
    expect(within(painel()).getByRole('listitem', { name: 'Biquíni Coral' })).toHaveTextContent('Coral / M');
    expect(within(painel()).getByRole('spinbutton', { name: 'Quantidade de Biquíni Coral (Coral / M)' })).toHaveValue(1);
    expect(busca()).toHaveValue('');
    expect(busca()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Biquíni Coral (Coral / M) adicionado.');

    // the next scan: a product without grades by its Referência
    await user.type(busca(), 'CG-001{Enter}');
    await waitFor(() => expect(linhasDoPainel()).toHaveLength(2));
    expect(within(painel()).getByRole('listitem', { name: 'Canga Listrada' })).toHaveTextContent('Sem grade específica');
    expect(busca()).toHaveFocus();
    // Enter never submitted the movement
    expect(screen.queryByText('Selecione o tipo de movimentação')).not.toBeInTheDocument();
  });

  it("a graded product's Referência chooses the product and asks for the grade", async () => {
    const { user } = renderPage();
    await user.type(busca(), 'BQ-CORAL{Enter}');
    const escolhido = await screen.findByRole('group', { name: 'Adicionar Biquíni Coral' });
    expect(within(escolhido).getByRole('combobox', { name: 'Grade' })).toHaveFocus();
    expect(within(escolhido).getByRole('button', { name: 'Adicionar' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Biquíni Coral tem grade');
    expect(linhasDoPainel()).toHaveLength(0);
  });

  it('an unknown code keeps the text and searches it as typed', async () => {
    const { user } = renderPage();
    await user.type(busca(), 'canga{Enter}');
    await waitFor(() => expect(busca()).toHaveValue('canga'));
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum código de barras “canga”');
    expect(await screen.findByRole('button', { name: 'Escolher Canga Listrada' })).toBeInTheDocument();
    expect(linhasDoPainel()).toHaveLength(0);
  });

  it('a saída of a code whose grade has no stock is refused', async () => {
    dados.codigos['SEM-ESTOQUE'] = [{ produto: biquini, grade: { ...coralP, estoque_atual: 0 } }];
    const { user } = renderPage();
    await user.selectOptions(select('Tipo'), 'Saída');
    await user.type(busca(), 'SEM-ESTOQUE{Enter}');
    expect(await toast('Quantidade indisponível em estoque. Estoque atual: 0')).toBeInTheDocument();
    expect(linhasDoPainel()).toHaveLength(0);
  });
});

describe('NovaMovimentacaoPage: the panel and saving', () => {
  async function duasLinhas(user: ReturnType<typeof renderPage>['user']) {
    await user.type(busca(), `${coralM.codigo_barras}{Enter}`);
    await waitFor(() => expect(linhasDoPainel()).toHaveLength(1));
    await user.type(busca(), 'CG-001{Enter}');
    await waitFor(() => expect(linhasDoPainel()).toHaveLength(2));
  }

  it('line totals and the overall total follow the quantities; a line can be removed', async () => {
    const { user } = renderPage();
    await duasLinhas(user);
    const quantidade = within(painel()).getByRole('spinbutton', { name: 'Quantidade de Biquíni Coral (Coral / M)' });
    await user.clear(quantidade);
    await user.type(quantidade, '3');
    const linha = within(painel()).getByRole('listitem', { name: 'Biquíni Coral' });
    expect(linha).toHaveTextContent('TotalR$ 269,70');
    expect(painel()).toHaveTextContent('Itens2Quantidade total4Valor totalR$ 319,60');

    await user.click(within(painel()).getByRole('button', { name: 'Remover Canga Listrada' }));
    expect(linhasDoPainel()).toHaveLength(1);
    expect(painel()).toHaveTextContent('Itens1Quantidade total3Valor totalR$ 269,70');
  });

  it('the checks come in the spec\'s order as "Erro" toasts: type, responsible, a line, date', async () => {
    const { user } = renderPage();
    await user.click(salvar());
    expect(await toast('Selecione o tipo de movimentação')).toBeInTheDocument();

    await user.selectOptions(select('Tipo'), 'Entrada');
    await user.selectOptions(select('Responsável'), '');
    await user.click(salvar());
    expect(await toast('Selecione o responsável pela movimentação')).toBeInTheDocument();

    await user.selectOptions(select('Responsável'), 'Bruno Admin');
    await user.click(salvar());
    expect(await toast('Adicione pelo menos um produto à movimentação')).toBeInTheDocument();

    await duasLinhas(user);
    await user.clear(screen.getByLabelText(/^Data/));
    await user.click(salvar());
    expect(await toast('Informe a data da movimentação')).toBeInTheDocument();
    expect(screen.getAllByText('Erro', { selector: '[data-sonner-toast] *' }).length).toBeGreaterThanOrEqual(4);
    expect(dados.registrar).not.toHaveBeenCalled();
  });

  it('saves every line in one call and goes back to the list with "Movimentação registrada com sucesso!"', async () => {
    dados.registrar.mockResolvedValue([]);
    const { user, router } = renderPage();
    await user.selectOptions(select('Tipo'), 'Entrada');
    await user.selectOptions(select('Motivo'), 'Compra');
    await user.type(screen.getByLabelText('Observações'), 'NF 1234');
    await duasLinhas(user);
    await user.click(salvar());

    expect(await toast('Movimentação registrada com sucesso!')).toBeInTheDocument();
    expect(dados.registrar).toHaveBeenCalledTimes(1);
    // A Compra starts at the product's cost (35,50); the second product has none, so its sale price.
    expect(dados.registrar).toHaveBeenCalledWith([
      { produto_id: 11, grade_id: 102, tipo: 'entrada', quantidade: 1, preco_unitario: 35.5, motivo: 'Compra', observacoes: 'NF 1234', usuario_id: 7 },
      { produto_id: 12, grade_id: null, tipo: 'entrada', quantidade: 1, preco_unitario: 49.9, motivo: 'Compra', observacoes: 'NF 1234', usuario_id: 7 },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/estoque/movimentacao'));
  });

  it("a stock refusal shows the database's reason under the spec's failure, and every line stays", async () => {
    const motivo = 'Estoque insuficiente para Biquíni Coral (Coral/M): disponível 0, solicitado 1';
    dados.registrar.mockRejectedValue({ message: motivo, code: 'P0001', hint: 'estoque_insuficiente' });
    const { user, router } = renderPage();
    await user.selectOptions(select('Tipo'), 'Saída');
    await duasLinhas(user);
    await user.click(salvar());

    expect(await toast('Erro ao registrar movimentação. Tente novamente.')).toBeInTheDocument();
    expect(await toast(motivo)).toBeInTheDocument();
    expect(linhasDoPainel()).toHaveLength(2);
    expect(within(painel()).getByRole('spinbutton', { name: 'Quantidade de Biquíni Coral (Coral / M)' })).toHaveAccessibleDescription(
      'Estoque atual: 3',
    );
    expect(select('Tipo')).toHaveValue('saida');
    expect(router.state.location.pathname).toBe('/estoque/movimentacao/nova');
    await waitFor(() => expect(salvar()).toBeEnabled());
  });
});
