/**
 * The Precificação tab without a backend: the figures follow what is typed (spec 001 §9, in BRL),
 * negative margins are flagged, the suggested price can become the preço de venda, the read-only
 * login sees everything and changes nothing, and a product without an id is not saved. Saving for
 * real (and failing for real) is in PrecificacaoTab.integration.test.tsx.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders } from '@loja/shared-ui/testing';
import type { Produto } from '../api';
import { PrecificacaoTab } from './PrecificacaoTab';

const PRODUTO: Produto = {
  id: 41,
  empresa_id: 1,
  nome: 'Biquíni Cortininha Coral',
  descricao: null,
  codigo_barras: 'BQ-041',
  preco_venda: 0,
  preco_custo: 0,
  preco_compra: 0,
  estoque_atual: 0,
  estoque_minimo: 0,
  categoria_id: null,
  fornecedor_id: null,
  ativo: true,
  marketing: 0,
  frete: 0,
  embalagem: 0,
  comissao: 0,
  margem: 0,
  preco_sugerido: 0,
  preco_a: 0,
  preco_b: 0,
  busca: null,
  cores: [],
  tamanhos: [],
  created_at: '2026-11-23T12:00:00Z',
  updated_at: '2026-11-23T12:00:00Z',
};

afterEach(() => act(() => dismissToast()));

function renderTab(produto: Partial<Produto> = {}, canWrite = true) {
  return renderWithProviders(<PrecificacaoTab produto={{ ...PRODUTO, ...produto }} canWrite={canWrite} />, {
    role: canWrite ? 'funcionario' : 'user',
  });
}

const campo = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input' });

/** The value shown for a figure of the summary ('Custo', 'Margem A'...): its <dd>. */
function figura(nome: string) {
  const resumo = screen.getByRole('region', { name: 'Resumo da precificação' });
  const linha = within(resumo).getByText(nome, { selector: 'span' }).closest('div');
  if (!linha) throw new Error(`figura ${nome} sem linha`);
  return within(linha as HTMLElement).getByRole('definition');
}

type User = ReturnType<typeof renderTab>['user'];

async function digitar(user: User, label: string | RegExp, texto: string) {
  await user.clear(campo(label));
  await user.type(campo(label), texto);
}

describe('PrecificacaoTab: live figures (spec 001 §9)', () => {
  it('recomputes custo, total, preço sugerido and the margins in BRL as the person types', { timeout: 30_000 }, async () => {
    // some values saved, the rest typed: typing into masked fields is slow on a busy machine
    const { user } = renderTab({ marketing: 2.5, embalagem: 1.2, preco_a: 119.9 });
    expect(figura('Custo')).toHaveTextContent('R$ 3,70');
    expect(figura('Preço sugerido')).toHaveTextContent('R$ 3,70');

    await digitar(user, 'Frete', '4,90');
    expect(figura('Custo')).toHaveTextContent('R$ 8,60');
    await digitar(user, 'Comissão', '3,40');
    await digitar(user, 'Preço de compra', '69,20');
    await user.type(campo('Margem (%)'), '60');
    await digitar(user, /^Preço de venda/, '129,90');

    expect(figura('Custo')).toHaveTextContent('R$ 12,00');
    expect(figura('Total de compra')).toHaveTextContent('R$ 81,20');
    expect(figura('Preço sugerido')).toHaveTextContent('R$ 129,92');
    expect(figura('Margem de venda')).toHaveTextContent('R$ 48,70');
    expect(figura('Margem de venda')).toHaveTextContent('37,49% do preço');
    expect(figura('Margem A')).toHaveTextContent('R$ 38,70');
    // preço B still 0: not in use, margin 0 (not −81,20)
    expect(figura('Margem B')).toHaveTextContent('R$ 0,00');
    expect(figura('Margem B')).toHaveTextContent('Sem preço B');
  });

  it('a margin with decimals, typed with a dot or a comma, is read as a percent', async () => {
    const { user } = renderTab({ preco_compra: 10.1 });
    await user.type(campo('Margem (%)'), '2.5');
    expect(campo('Margem (%)')).toHaveValue('2,5');
    expect(figura('Preço sugerido')).toHaveTextContent('R$ 10,35');
  });

  it("flags negative margins with 'Abaixo do custo', and not the ones that cover the total", async () => {
    const { user } = renderTab({ preco_compra: 100, preco_venda: 90, preco_a: 150, preco_b: 99.99 });
    expect(figura('Margem de venda')).toHaveTextContent('-R$ 10,00');
    expect(within(figura('Margem de venda')).getByText('Abaixo do custo')).toBeInTheDocument();
    expect(within(figura('Margem A')).queryByText('Abaixo do custo')).not.toBeInTheDocument();
    expect(within(figura('Margem B')).getByText('Abaixo do custo')).toBeInTheDocument();

    await digitar(user, /^Preço de venda/, '100,01');
    expect(figura('Margem de venda')).toHaveTextContent('R$ 0,01');
    expect(within(figura('Margem de venda')).queryByText('Abaixo do custo')).not.toBeInTheDocument();
  });

  it('starts from the saved values', () => {
    renderTab({ marketing: 1, frete: 2, embalagem: 3, comissao: 4, preco_compra: 40, margem: 12.5, preco_venda: 60, preco_a: 55, preco_b: 0 });
    expect(campo('Marketing')).toHaveValue('1,00');
    expect(campo('Margem (%)')).toHaveValue('12,5');
    expect(campo(/^Preço de venda/)).toHaveValue('60,00');
    expect(figura('Total de compra')).toHaveTextContent('R$ 50,00');
    expect(figura('Preço sugerido')).toHaveTextContent('R$ 56,25');
    expect(figura('Margem A')).toHaveTextContent('R$ 5,00');
  });
});

describe('PrecificacaoTab: the suggested price', () => {
  it("'Usar como preço de venda' puts the suggestion into Preço de venda, then has nothing left to do", async () => {
    const { user } = renderTab({ preco_compra: 50, margem: 40, preco_venda: 65 });
    const usar = screen.getByRole('button', { name: 'Usar como preço de venda' });
    expect(figura('Preço sugerido')).toHaveTextContent('R$ 70,00');

    await user.click(usar);

    await waitFor(() => expect(campo(/^Preço de venda/)).toHaveValue('70,00'));
    expect(figura('Margem de venda')).toHaveTextContent('R$ 20,00');
    expect(usar).toBeDisabled();
  });

  it('is not offered while there is nothing to suggest', () => {
    renderTab();
    expect(screen.getByRole('button', { name: 'Usar como preço de venda' })).toBeDisabled();
  });
});

describe('PrecificacaoTab: validation', () => {
  it("an empty Preço de venda says 'Preço deve ser maior que zero' and nothing is saved", async () => {
    const { user } = renderTab({ preco_venda: 50 });
    await user.clear(campo(/^Preço de venda/));
    await user.click(screen.getByRole('button', { name: 'Salvar precificação' }));
    await waitFor(() => expect(campo(/^Preço de venda/)).toHaveAccessibleDescription('Preço deve ser maior que zero'));
    expect(screen.queryByText('Erro ao atualizar o cadastro')).not.toBeInTheDocument();
  });

  it('a margin whose suggested price would not fit the column is refused under the field', async () => {
    const { user } = renderTab({ preco_compra: 999_999_999.99, preco_venda: 1 });
    await user.type(campo('Margem (%)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Salvar precificação' }));
    expect(await screen.findByText('Com esta margem o preço sugerido passa de R$ 9.999.999.999,99')).toBeInTheDocument();
    expect(campo('Margem (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(campo('Margem (%)')).toHaveAccessibleDescription(/Com esta margem o preço sugerido passa/);
  });

  it('the margin keeps to digits and one comma, at most 5 + 2 digits', async () => {
    const { user } = renderTab();
    await user.type(campo('Margem (%)'), '12a3456,789');
    expect(campo('Margem (%)')).toHaveValue('12345,78');
  });
});

describe('PrecificacaoTab: read-only and a product without an id', () => {
  it('the read-only login (canWrite false) sees the figures, every field disabled and no Salvar', () => {
    renderTab({ preco_compra: 30, margem: 100, preco_venda: 59.9 }, false);
    expect(screen.getByText('Você pode consultar a precificação, mas não alterá-la.')).toBeInTheDocument();
    for (const label of ['Marketing', 'Frete', 'Embalagem', 'Comissão', 'Preço de compra', 'Margem (%)', /^Preço de venda/, 'Preço A', 'Preço B']) {
      expect(campo(label)).toBeDisabled();
    }
    expect(screen.queryByRole('button', { name: 'Salvar precificação' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usar como preço de venda' })).not.toBeInTheDocument();
    expect(figura('Preço sugerido')).toHaveTextContent('R$ 60,00');
  });

  it("a product without an id: 'ID do produto não encontrado', and the typed values stay", async () => {
    const { user } = renderTab({ id: 0, preco_venda: 10 });
    await digitar(user, 'Frete', '7,77');
    await user.click(screen.getByRole('button', { name: 'Salvar precificação' }));

    expect(await screen.findByText('ID do produto não encontrado')).toBeInTheDocument();
    expect(screen.queryByText('Cadastro atualizado com sucesso!')).not.toBeInTheDocument();
    expect(campo('Frete')).toHaveValue('7,77');
    expect(figura('Custo')).toHaveTextContent('R$ 7,77');
  });
});
