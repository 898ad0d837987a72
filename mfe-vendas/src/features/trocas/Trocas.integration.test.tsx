/**
 * Trocas against the local stack (issue 26): the one-screen exchange of a P for an M through "Trocar
 * tamanho" (the returned P valued at what was paid, the difference paid with Pix at the payment step,
 * both grades' stock right), a return that issues a vale-troca shown on the receipt and found in the
 * list (the sale's page: VendaTroca.integration.test.tsx in features/vendas).
 */
import { act, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders, wideScreen } from '@loja/shared-ui/testing';
import { signInAs, sql, unique, type DemoTipo } from '@loja/local-supabase/testing';
import { TrocasRoutes } from './TrocasRoutes';

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

/** A product at R$ 100,00 with grades Azul/P and Azul/M of 3 units each. */
async function produto() {
  const nome = unique('Maiô Troca');
  const [{ id }] = await sql<{ id: number }>('insert into produtos (nome, preco_venda, categoria_id) values ($1, 100, 1) returning id::int', [nome]);
  const grades = await sql<{ id: number }>("insert into grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Azul', 'P', 3), ($1, 'Azul', 'M', 3) returning id::int", [id]);
  return { id, nome, p: grades[0]!.id, m: grades[1]!.id };
}

const estoque = async (grade: number) => (await sql<{ e: number }>('select estoque_atual::int e from grades_produto where id = $1', [grade]))[0]!.e;

/** A counter sale of one P by the admin (a 10 % discount on the sale), paid with Pix. */
async function vendaDeUmP(p: { id: number; p: number }, desconto = 0) {
  const [{ id: pix }] = await sql<{ id: number }>("select id::int from formas_pagamento where nome = 'Pix'");
  const { data, error } = await (await signInAs('admin')).rpc('finalizar_venda', {
    p_itens: [{ produto_id: p.id, grade_id: p.p, quantidade: 1 }],
    p_pagamentos: [{ forma_pagamento_id: pix, valor: 100 - desconto }],
    p_desconto: desconto,
  });
  if (error) throw new Error(error.message);
  return data as { id: number; codigo: string };
}

async function renderTrocas(role: DemoTipo, url: string) {
  const client = await signInAs(role);
  return renderWithProviders(
    <Routes>
      <Route path="trocas/*" element={<TrocasRoutes />} />
    </Routes>,
    { client, url, path: '/vendas/*' },
  );
}

describe('Trocas on the local stack', () => {
  it('exchanges P for M with "Trocar tamanho": the P back at what was paid, the difference paid with Pix, both grades right', async () => {
    wideScreen();
    const p = await produto();
    const venda = await vendaDeUmP(p, 10);
    const { user } = await renderTrocas('funcionario', `/vendas/trocas/nova?venda=${venda.id}`);

    expect(await screen.findByText(venda.codigo)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Trocar tamanho' }));
    const opcoes = screen.getByRole('group', { name: `Outros tamanhos e cores de ${p.nome}` });
    await user.click(within(opcoes).getByRole('button', { name: `${p.nome} Azul/M, disponível 3` }));

    // The P comes back for the 90,00 paid; the M costs 100,00: the customer pays 10,00.
    expect(screen.getByLabelText(`Quantidade de ${p.nome} (Azul/P) que volta`)).toHaveValue(1);
    expect(screen.getByLabelText(`Motivo de ${p.nome} (Azul/P)`)).toHaveValue('Tamanho');
    const totais = screen.getByLabelText('Totais da troca');
    expect(within(totais).getByTestId('valor-devolvido')).toHaveTextContent(/R\$\s90,00/);
    expect(within(totais).getByTestId('valor-novo')).toHaveTextContent(/R\$\s100,00/);
    expect(within(totais).getByText('Cliente paga')).toBeInTheDocument();
    expect(within(totais).getByTestId('diferenca')).toHaveTextContent(/R\$\s10,00/);
    expect(screen.getByRole('button', { name: 'Registrar troca' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Os pagamentos ainda não cobrem a diferença.');

    const forma = screen.getByLabelText('Forma de pagamento');
    await within(forma).findByRole('option', { name: 'Pix' });
    await user.selectOptions(forma, 'Pix');
    await user.click(screen.getByRole('button', { name: 'Adicionar pagamento' }));
    await user.click(screen.getByRole('button', { name: 'Registrar troca' }));

    expect(await screen.findByText(/^Troca T-\d{6} registrada\.$/)).toBeInTheDocument();
    const recibo = await screen.findByRole('article', { name: 'COMPROVANTE DE TROCA' });
    expect(within(recibo).getByText(`Venda original: ${venda.codigo}`)).toBeInTheDocument();
    expect(within(recibo).getByRole('table', { name: 'Itens devolvidos' })).toHaveTextContent(`1 x ${p.nome} (Azul/P)Tamanho`);
    expect(within(recibo).getByRole('table', { name: 'Itens novos' })).toHaveTextContent(`1 x ${p.nome} (Azul/M)`);
    expect(within(recibo).getByRole('table', { name: 'Totais da troca' })).toHaveTextContent(/Diferença\+ R\$\s10,00Pix/);
    expect(await estoque(p.p)).toBe(3);
    expect(await estoque(p.m)).toBe(2);
  });

  it('a return issues a vale-troca: its code on the receipt, the exchange in the list by the sale number', async () => {
    wideScreen();
    const p = await produto();
    const venda = await vendaDeUmP(p);
    const { user } = await renderTrocas('funcionario', `/vendas/trocas/nova?venda=${venda.id}`);

    const quantidade = await screen.findByLabelText(`Quantidade de ${p.nome} (Azul/P) que volta`);
    await user.type(quantidade, '1');
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha o motivo de cada item devolvido.');
    await user.selectOptions(screen.getByLabelText(`Motivo de ${p.nome} (Azul/P)`), 'Arrependimento (7 dias)');
    expect(screen.getByText('Loja devolve')).toBeInTheDocument();
    expect(screen.getByLabelText('Como devolver a diferença')).toHaveValue('vale');
    // A funcionário has no cash refund to offer.
    expect(within(screen.getByLabelText('Como devolver a diferença')).queryByRole('option', { name: /Dinheiro/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Registrar troca' }));

    const recibo = await screen.findByRole('article', { name: 'COMPROVANTE DE TROCA' });
    const vale = within(recibo).getByLabelText('VALE-TROCA');
    const [{ codigo }] = await sql<{ codigo: string }>('select v.codigo from vales_troca v join trocas t on t.id = v.troca_id where t.venda_id = $1', [venda.id]);
    expect(vale).toHaveTextContent(new RegExp(`${codigo}R\\$\\s100,00Válido até \\d{2}/\\d{2}/\\d{4}`));
    expect(await estoque(p.p)).toBe(3);

    await user.click(screen.getByRole('button', { name: /Trocas e devoluções/ }));
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar trocas' }), venda.codigo);
    const tabela = await screen.findByRole('table', { name: 'Trocas e devoluções' });
    const linha = await within(tabela).findByRole('row', { name: new RegExp(venda.codigo) });
    expect(within(linha).getByText('Vale-troca')).toBeInTheDocument();
    expect(within(linha).getByText(/− R\$\s100,00/)).toBeInTheDocument();
  });
});
