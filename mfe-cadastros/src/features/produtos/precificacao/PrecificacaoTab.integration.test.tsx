/**
 * The Precificação tab against the local stack: a save writes the pricing fields with the computed
 * preço de custo and preço sugerido (spec 001 §7, "cost price and suggested price are saved"), leaves
 * a preço de venda it did not change alone, writes the one it did; a save the database refuses keeps
 * every typed value and changes no column.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { signInAs, sql, unique, type DemoTipo } from '@loja/local-supabase/testing';
import type { Produto } from '../api';
import { PrecificacaoTab } from './PrecificacaoTab';

const criados: number[] = [];
afterAll(async () => {
  await sql('delete from produtos where id = any($1::bigint[])', [criados]);
});
afterEach(() => act(() => dismissToast()));

/** A product with some pricing already saved. */
async function novoProduto(): Promise<number> {
  const [{ id }] = await sql<{ id: number }>(
    `insert into produtos (nome, preco_venda, marketing, embalagem, preco_a)
     values ($1, 99.90, 2.50, 1.20, 119.90) returning id::int`,
    [unique('Precificação Teste Saída de Praia')],
  );
  criados.push(id);
  return id;
}

/** The tab as the page mounts it: the product read through the signed-in client. */
async function renderTab(role: DemoTipo, id: number) {
  const client = await signInAs(role);
  const { data: produto, error } = await client.from('produtos').select('*').eq('id', id).single();
  if (error) throw new Error(error.message);
  const view = renderWithProviders(<PrecificacaoTab produto={produto as Produto} canWrite />, { client });
  // the real AuthProvider reads the session first; the form is there at once
  await screen.findByRole('button', { name: 'Salvar precificação' });
  return view;
}

const campo = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input' });

function figura(nome: string) {
  const resumo = screen.getByRole('region', { name: 'Resumo da precificação' });
  const linha = within(resumo).getByText(nome, { selector: 'span' }).closest('div');
  return within(linha as HTMLElement).getByRole('definition');
}

type User = Awaited<ReturnType<typeof renderTab>>['user'];

/** Frete 4,90, comissão 3,40, compra 69,20, margem 60 %: custo 12,00, total 81,20, sugerido 129,92. */
async function precificar(user: User) {
  // a saved 0 shows as '0,00': clear before typing
  for (const [label, texto] of [['Frete', '4,90'], ['Comissão', '3,40'], ['Preço de compra', '69,20'], ['Margem (%)', '60']]) {
    await user.clear(campo(label));
    await user.type(campo(label), texto);
  }
  await waitFor(() => expect(figura('Preço sugerido')).toHaveTextContent('R$ 129,92'));
}

const colunas = async (id: number) =>
  (
    await sql(
      `select marketing::text, frete::text, embalagem::text, comissao::text, preco_compra::text, margem::text,
              preco_a::text, preco_b::text, preco_custo::text, preco_sugerido::text, preco_venda::text
         from produtos where id = $1`,
      [id],
    )
  )[0];

describe('PrecificacaoTab: saving', () => {
  it("writes the fields, preco_custo and preco_sugerido, says 'Cadastro atualizado com sucesso!', and keeps a preço de venda saved meanwhile", async () => {
    const id = await novoProduto();
    const { user } = await renderTab('funcionario', id);
    await precificar(user);
    // Informações saved another price after this tab read the product: untouched here, it stays
    await sql('update produtos set preco_venda = 139.90 where id = $1', [id]);

    await user.click(screen.getByRole('button', { name: 'Salvar precificação' }));

    expect(await screen.findByText('Cadastro atualizado com sucesso!')).toBeInTheDocument();
    expect(await colunas(id)).toEqual({
      marketing: '2.50',
      frete: '4.90',
      embalagem: '1.20',
      comissao: '3.40',
      preco_compra: '69.20',
      margem: '60.00',
      preco_a: '119.90',
      preco_b: '0.00',
      preco_custo: '12.00',
      preco_sugerido: '129.92',
      preco_venda: '139.90',
    });
  });

  it("'Usar como preço de venda' saves the suggested price as the preço de venda", async () => {
    const id = await novoProduto();
    const { user } = await renderTab('admin', id);
    await precificar(user);
    await user.click(screen.getByRole('button', { name: 'Usar como preço de venda' }));
    await waitFor(() => expect(campo(/^Preço de venda/)).toHaveValue('129,92'));

    await user.click(screen.getByRole('button', { name: 'Salvar precificação' }));

    expect(await screen.findByText('Cadastro atualizado com sucesso!')).toBeInTheDocument();
    expect(await colunas(id)).toMatchObject({ preco_venda: '129.92', preco_sugerido: '129.92', preco_custo: '12.00' });
  });
});

describe('PrecificacaoTab: a save the database refuses', () => {
  it.each([
    ['the read-only login (user), refused by salvar_produto', 'user' as const, false],
    ['a product deleted meanwhile', 'funcionario' as const, true],
  ])("%s: 'Erro ao atualizar o cadastro', every typed value kept, nothing written", async (_caso, role, excluir) => {
    const id = await novoProduto();
    const antes = await colunas(id);
    const { user } = await renderTab(role, id);
    await precificar(user);
    if (excluir) await sql('delete from produtos where id = $1', [id]);

    await user.click(screen.getByRole('button', { name: 'Salvar precificação' }));

    expect(await screen.findByText('Erro ao atualizar o cadastro')).toBeInTheDocument();
    expect(screen.queryByText('Cadastro atualizado com sucesso!')).not.toBeInTheDocument();
    expect(campo('Frete')).toHaveValue('4,90');
    expect(campo('Comissão')).toHaveValue('3,40');
    expect(campo('Preço de compra')).toHaveValue('69,20');
    expect(campo('Margem (%)')).toHaveValue('60');
    expect(figura('Preço sugerido')).toHaveTextContent('R$ 129,92');
    // salvar_produto answered an error: no row came back (the deleted one) or the row is as it was
    expect(await colunas(id)).toEqual(excluir ? undefined : antes);
  });
});
