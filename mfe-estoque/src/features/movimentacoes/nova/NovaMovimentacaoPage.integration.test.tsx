/**
 * The new-movement page against the local stack, signed in as the demo funcionario: a two-line
 * entrada (a grade chosen in the picker, a product without grades read by its Referência) on a past
 * day is one registrar_movimentacoes call whose rows and stock are checked with the superuser's SQL;
 * a saída whose stock another person sold meanwhile is refused by the database with its own reason,
 * nothing is recorded and the form keeps its lines.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { viewportWidth } from '@loja/shared-ui/testing';
import { createStackClient, demoLogin, signInAs, sql, unique } from '@loja/local-supabase/testing';
import { renderNovaMovimentacao } from '../../../test/novaMovimentacao';

const criados: number[] = [];

afterAll(async () => {
  if (!criados.length) return;
  // a removed grade with units writes its own saída, and the ledger keeps its products: grades, movements, then products
  await sql('delete from grades_produto where produto_id = any($1::bigint[])', [criados]);
  await sql('delete from movimentacoes_estoque where produto_id = any($1::bigint[])', [criados]);
  await sql('delete from produtos where id = any($1::bigint[])', [criados]);
});

/** A product without stock (and, when asked, its grades), inserted by the superuser. */
async function novoProduto(nome: string, preco: number, grades: [string, string][] = []) {
  const referencia = unique('REF');
  const [{ id }] = await sql<{ id: number }>(
    'insert into produtos (nome, preco_venda, codigo_barras) values ($1, $2, $3) returning id::int',
    [nome, preco, referencia],
  );
  criados.push(id);
  for (const [cor, tamanho] of grades) {
    await sql('insert into grades_produto (produto_id, cor, tamanho) values ($1, $2, $3)', [id, cor, tamanho]);
  }
  return { id, nome, referencia };
}

const estoque = async (produtoId: number) =>
  (await sql<{ estoque: number }>('select estoque_atual as estoque from produtos where id = $1', [produtoId]))[0]!.estoque;
const estoqueDaGrade = async (produtoId: number, tamanho: string) =>
  (await sql<{ estoque: number }>('select estoque_atual as estoque from grades_produto where produto_id = $1 and tamanho = $2', [produtoId, tamanho]))[0]!
    .estoque;
const movimentos = (produtoId: number) =>
  sql<{
    tipo: string;
    quantidade: number;
    preco_unitario: string | null;
    motivo: string | null;
    observacoes: string | null;
    usuario_id: number;
    grade: string | null;
    data_movimentacao: Date;
  }>(
    `select m.tipo, m.quantidade, m.preco_unitario::text, m.motivo, m.observacoes, m.usuario_id::int,
            g.cor || '/' || g.tamanho as grade, m.data_movimentacao
       from movimentacoes_estoque m left join grades_produto g on g.id = m.grade_id
      where m.produto_id = $1 order by m.id`,
    [produtoId],
  );
const usuarioId = async (email: string) => (await sql<{ id: number }>('select id::int from usuarios where email = $1', [email]))[0]!.id;

const renderPage = (client: Awaited<ReturnType<typeof signInAs>>) => renderNovaMovimentacao(client);

const toast = (texto: string) => screen.findByText(texto, { selector: '[data-sonner-toast] *' }, { timeout: 10_000 });
const busca = () => screen.getByRole('searchbox', { name: 'Buscar produto' });
const painel = () => screen.getByRole('group', { name: 'Produtos selecionados' });
const linhas = () => within(painel()).queryAllByRole('listitem');

/** Yesterday in the person's own time zone, 'yyyy-MM-dd'. */
function ontem() {
  const dia = new Date();
  dia.setDate(dia.getDate() - 1);
  return `${dia.getFullYear()}-${String(dia.getMonth() + 1).padStart(2, '0')}-${String(dia.getDate()).padStart(2, '0')}`;
}

describe('NovaMovimentacaoPage against the local stack', () => {
  it('records a two-line entrada (a grade, a product without grades) in one call: rows, responsible, date and stock', async () => {
    viewportWidth(1366);
    const biquini = await novoProduto(unique('Biquíni Integração'), 89.9, [
      ['Coral', 'P'],
      ['Coral', 'M'],
    ]);
    const canga = await novoProduto(unique('Canga Integração'), 49.9);
    const funcionario = await usuarioId(demoLogin('funcionario').email);
    const client = await signInAs('funcionario');
    const { user, router } = renderPage(client);

    const tipo = await screen.findByRole('combobox', { name: 'Tipo' }, { timeout: 10_000 });
    // the signed-in funcionario answers for the movement unless someone else is chosen
    expect(screen.getByRole('combobox', { name: 'Responsável' })).toHaveValue(String(funcionario));
    await user.selectOptions(tipo, 'Entrada');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Motivo' }), 'Compra');
    const data = screen.getByLabelText(/^Data/);
    await user.clear(data);
    await user.type(data, ontem());
    await user.type(screen.getByLabelText('Observações'), 'NF 4321');

    // the graded product through the search and its grade
    // its unique suffix is enough to find it (and quick to type on a busy machine)
    await user.type(busca(), biquini.nome.split('-').at(-1)!);
    await user.click(await screen.findByRole('button', { name: `Escolher ${biquini.nome}` }, { timeout: 10_000 }));
    const escolhido = screen.getByRole('group', { name: `Adicionar ${biquini.nome}` });
    const grade = within(escolhido).getByRole('combobox', { name: 'Grade' });
    await waitFor(() => expect(within(grade).getByRole('option', { name: 'Coral / M — estoque 0' })).toBeInTheDocument());
    expect(within(grade).queryByRole('option', { name: 'Sem grade específica' })).not.toBeInTheDocument();
    await user.selectOptions(grade, 'Coral / M — estoque 0');
    const quantidade = within(escolhido).getByRole('spinbutton', { name: 'Quantidade' });
    await user.clear(quantidade);
    await user.type(quantidade, '3');
    await user.click(within(escolhido).getByRole('button', { name: 'Adicionar' }));

    // the product without grades read by its Referência, as a scanner types it
    await user.type(busca(), `${canga.referencia}{Enter}`);
    await waitFor(() => expect(linhas()).toHaveLength(2), { timeout: 10_000 });
    const cangaNoPainel = within(painel()).getByRole('spinbutton', { name: `Quantidade de ${canga.nome}` });
    await user.clear(cangaNoPainel);
    await user.type(cangaNoPainel, '2');
    expect(painel()).toHaveTextContent('Quantidade total5Valor totalR$ 369,50');

    await user.click(screen.getByRole('button', { name: 'Salvar e Confirmar' }));
    expect(await toast('Movimentação registrada com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/estoque/movimentacao'));

    const [doBiquini] = await movimentos(biquini.id);
    expect(await movimentos(biquini.id)).toHaveLength(1);
    expect(doBiquini).toMatchObject({
      tipo: 'entrada',
      quantidade: 3,
      preco_unitario: '89.90',
      motivo: 'Compra',
      observacoes: 'NF 4321',
      usuario_id: funcionario,
      grade: 'Coral/M',
    });
    expect(await movimentos(canga.id)).toEqual([
      expect.objectContaining({ tipo: 'entrada', quantidade: 2, preco_unitario: '49.90', grade: null, usuario_id: funcionario }),
    ]);
    // the chosen day (yesterday), at the time of day it was recorded
    const quando = doBiquini!.data_movimentacao;
    const dia = `${quando.getFullYear()}-${String(quando.getMonth() + 1).padStart(2, '0')}-${String(quando.getDate()).padStart(2, '0')}`;
    expect(dia).toBe(ontem());

    expect(await estoqueDaGrade(biquini.id, 'M')).toBe(3);
    expect(await estoqueDaGrade(biquini.id, 'P')).toBe(0);
    expect(await estoque(biquini.id)).toBe(3);
    expect(await estoque(canga.id)).toBe(2);
  }, 60_000);

  it("a saída whose stock was sold meanwhile is refused with the database's reason; nothing is recorded and the lines stay", async () => {
    viewportWidth(390);
    const canga = await novoProduto(unique('Canga Disputada'), 49.9);
    // Another person, on another device: 2 units come in, the page sees them, then they go out.
    const admin = createStackClient();
    const { email, password } = demoLogin('admin');
    const entrou = await admin.auth.signInWithPassword({ email, password });
    expect(entrou.error).toBeNull();
    const linha = { produto_id: canga.id, grade_id: null, quantidade: 2, motivo: 'Compra' };
    expect((await admin.rpc('registrar_movimentacoes', { p_itens: [{ ...linha, tipo: 'entrada' }] })).error).toBeNull();

    const client = await signInAs('funcionario');
    const { user, router } = renderPage(client);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Tipo' }, { timeout: 10_000 }), 'Saída');
    await user.type(busca(), `${canga.referencia}{Enter}`);
    await waitFor(() => expect(linhas()).toHaveLength(1), { timeout: 10_000 });
    const quantidade = within(painel()).getByRole('spinbutton', { name: `Quantidade de ${canga.nome}` });
    await user.clear(quantidade);
    await user.type(quantidade, '2');

    expect((await admin.rpc('registrar_movimentacoes', { p_itens: [{ ...linha, tipo: 'saida', motivo: 'Venda' }] })).error).toBeNull();
    expect(await estoque(canga.id)).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Salvar e Confirmar' }));
    expect(await toast('Erro ao registrar movimentação. Tente novamente.')).toBeInTheDocument();
    expect(await toast(`Estoque insuficiente para ${canga.nome}: disponível 0, solicitado 2`)).toBeInTheDocument();

    expect(router.state.location.pathname).toBe('/estoque/movimentacao/nova');
    expect(linhas()).toHaveLength(1);
    expect(within(painel()).getByRole('spinbutton', { name: `Quantidade de ${canga.nome}` })).toHaveValue(2);
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('saida');
    expect((await movimentos(canga.id)).map((m) => `${m.tipo} ${m.quantidade}`)).toEqual(['entrada 2', 'saida 2']);
    expect(await estoque(canga.id)).toBe(0);
    // the person can correct the lines and save again
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar e Confirmar' })).toBeEnabled());
    await admin.auth.signOut();
  }, 60_000);
});
