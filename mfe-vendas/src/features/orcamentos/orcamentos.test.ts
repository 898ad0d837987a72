/**
 * The quotes' pure rules: the validity typed and the day it gives (São Paulo's today + days), why a
 * quote cannot be saved (never the stock), and the counter sale's cart made from a quote (today's
 * prices, discounts kept within the lines, lines no longer sold left out and named).
 */
import { describe, expect, it } from 'vitest';
import { CARRINHO_VAZIO, type Carrinho } from '../../components';
import { ORCAMENTO_NA_VENDA_MESSAGES, carrinhoDoOrcamento, type OrcamentoDetalhe } from '../../hooks';
import { ORCAMENTOS_MESSAGES } from './messages';
import { hojeNaLoja, lerValidade, problemaDoOrcamento, validoAte } from './validade';

const linha = (extra: Partial<Carrinho['linhas'][number]> = {}): Carrinho['linhas'][number] => ({
  produto_id: 1,
  grade_id: 10,
  descricao: 'Biquíni Coral (Coral/M)',
  preco: 10000,
  quantidade: 1,
  desconto: 0,
  disponivel: null,
  ...extra,
});
const LIMITE = { descontoMaximo: 10, admin: false };

describe('validity', () => {
  it('reads 1 to 90 whole days, and the last day in the shop\'s time zone', () => {
    expect(['1', ' 7 ', '90'].map(lerValidade)).toEqual([1, 7, 90]);
    expect(['0', '91', '', '7.5', '-3', 'sete'].map(lerValidade)).toEqual([null, null, null, null, null, null]);
    // 01:30 UTC on 1 March is still 28 February in São Paulo.
    const madrugada = new Date('2027-03-01T01:30:00Z');
    expect(hojeNaLoja(madrugada)).toBe('2027-02-28');
    expect(validoAte(7, madrugada)).toBe('2027-03-07');
    expect(validoAte(90, new Date('2026-11-28T15:00:00Z'))).toBe('2027-02-26');
    expect(ORCAMENTOS_MESSAGES.validoAte('07/03/2027')).toBe('Válido até 07/03/2027');
  });
});

describe('problemaDoOrcamento', () => {
  it('asks for a line and a validity; refuses a discount above the quote or the funcionário\'s limit; never the stock', () => {
    expect(problemaDoOrcamento(CARRINHO_VAZIO, '7', LIMITE)).toBe('Adicione pelo menos um produto ao orçamento.');
    const semEstoque: Carrinho = { linhas: [linha({ quantidade: 5, disponivel: 0 })], desconto: 0 };
    expect(problemaDoOrcamento(semEstoque, '7', LIMITE)).toBeNull();
    expect(problemaDoOrcamento(semEstoque, '91', LIMITE)).toBe('A validade vai de 1 a 90 dias.');
    expect(problemaDoOrcamento({ ...semEstoque, desconto: 50001 }, '7', LIMITE)).toBe('O desconto passa do valor do orçamento.');
    expect(problemaDoOrcamento({ ...semEstoque, desconto: 5001 }, '7', LIMITE)).toBe('Desconto acima de 10% só com um administrador.');
    expect(problemaDoOrcamento({ ...semEstoque, desconto: 5001 }, '7', { ...LIMITE, admin: true })).toBeNull();
  });
});

const detalhe = (itens: Partial<OrcamentoDetalhe['itens'][number]>[], desconto = 0): OrcamentoDetalhe => ({
  orcamento: {
    id: 7,
    codigo: 'O-000007',
    situacao: 'pendente',
    cliente_id: null,
    cliente_nome: null,
    cliente_cpf: null,
    cliente_telefone: null,
    validade_dias: 7,
    valido_ate: '2026-12-05',
    observacoes: null,
    subtotal: 0,
    desconto,
    total: 0,
    criado_em: '2026-11-28T12:00:00Z',
    criado_por_nome: null,
    venda_id: null,
    venda_codigo: null,
  },
  itens: itens.map((i, n) => ({
    id: n + 1,
    produto_id: 1,
    grade_id: 10,
    descricao: 'Biquíni Coral (Coral/M)',
    quantidade: 1,
    preco_unitario: 10000,
    desconto: 0,
    total: 10000,
    vendavel: true,
    preco_atual: 10000,
    disponivel: 3,
    ...i,
  })),
});

describe('carrinhoDoOrcamento', () => {
  it('takes each line still sold at today\'s price with its quantity, discount and disponível; the quote\'s discount on the whole', () => {
    const { carrinho, foraDeVenda } = carrinhoDoOrcamento(
      detalhe([{ quantidade: 2, preco_unitario: 10000, preco_atual: 12000, desconto: 500, disponivel: 1 }, { produto_id: 2, grade_id: null, descricao: 'Viseira' }], 1000),
    );
    expect(foraDeVenda).toEqual([]);
    expect(carrinho).toEqual({
      linhas: [
        { produto_id: 1, grade_id: 10, descricao: 'Biquíni Coral (Coral/M)', preco: 12000, quantidade: 2, desconto: 500, disponivel: 1 },
        { produto_id: 2, grade_id: null, descricao: 'Viseira', preco: 10000, quantidade: 1, desconto: 0, disponivel: 3 },
      ],
      desconto: 1000,
    });
  });

  it('leaves out and names the lines no longer sold; a discount never passes what is left at today\'s price', () => {
    const { carrinho, foraDeVenda } = carrinhoDoOrcamento(
      detalhe([{ preco_atual: 3000, desconto: 5000 }, { produto_id: null, descricao: 'Canga Antiga', vendavel: false, preco_atual: null }], 9000),
    );
    expect(carrinho.linhas.map((l) => [l.preco, l.desconto])).toEqual([[3000, 3000]]);
    expect(carrinho.desconto).toBe(0);
    expect(foraDeVenda).toEqual(['Canga Antiga']);
    expect(ORCAMENTO_NA_VENDA_MESSAGES.foraDeVenda(foraDeVenda)).toBe('Não estão mais à venda e ficaram fora: Canga Antiga.');
    expect(ORCAMENTO_NA_VENDA_MESSAGES.naoPendente('O-000007', 'expirado')).toBe('O orçamento O-000007 está expirado: os itens não foram carregados.');
  });
});
