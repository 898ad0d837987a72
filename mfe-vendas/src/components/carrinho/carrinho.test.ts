import { describe, expect, it } from 'vitest';
import { CARRINHO_VAZIO, carrinhoReducer, linhasParaVenda, problemaDoCarrinho, totais, type Carrinho } from './carrinho';

const biquini = { produto_id: 1, grade_id: 10, descricao: 'Biquíni Coral (Coral/M)', preco: 8990, disponivel: 3 };
const canga = { produto_id: 2, grade_id: null, descricao: 'Canga Listrada', preco: 5990, disponivel: null };

const com = (...acoes: Parameters<typeof carrinhoReducer>[1][]): Carrinho => acoes.reduce(carrinhoReducer, CARRINHO_VAZIO);

describe('carrinho', () => {
  it('adds the same grade twice as one line, and totals in centavos', () => {
    const c = com({ tipo: 'adicionar', linha: biquini }, { tipo: 'adicionar', linha: canga }, { tipo: 'adicionar', linha: biquini });
    expect(c.linhas.map((l) => [l.descricao, l.quantidade])).toEqual([
      ['Biquíni Coral (Coral/M)', 2],
      ['Canga Listrada', 1],
    ]);
    expect(totais(c)).toEqual({ bruto: 23970, descontos: 0, subtotal: 23970, total: 23970, itens: 3 });
    expect(linhasParaVenda(c)).toEqual([
      { produto_id: 1, grade_id: 10, quantidade: 2, desconto: 0 },
      { produto_id: 2, grade_id: null, quantidade: 1, desconto: 0 },
    ]);
  });

  it('keeps quantities from 1 to 9999 and discounts within what they apply to', () => {
    let c = com({ tipo: 'adicionar', linha: canga }, { tipo: 'quantidade', indice: 0, quantidade: 0 });
    expect(c.linhas[0]!.quantidade).toBe(1);
    c = carrinhoReducer(c, { tipo: 'descontoLinha', indice: 0, desconto: 9000 });
    expect(c.linhas[0]!.desconto).toBe(5990);
    c = carrinhoReducer(c, { tipo: 'quantidade', indice: 0, quantidade: 12345 });
    expect(c.linhas[0]!.quantidade).toBe(9999);
    c = carrinhoReducer(c, { tipo: 'remover', indice: 0 });
    expect(c.linhas).toEqual([]);
  });

  it('0.1 + 0.2 problems never happen: three lines of R$ 0,10 and R$ 0,20 make R$ 0,50', () => {
    const c = com(
      { tipo: 'adicionar', linha: { ...canga, produto_id: 3, preco: 10 } },
      { tipo: 'adicionar', linha: { ...canga, produto_id: 4, preco: 20 } },
      { tipo: 'adicionar', linha: { ...canga, produto_id: 5, preco: 20 } },
    );
    expect(totais(c).total).toBe(50);
  });

  it('names what stops the sale: stock beyond disponível, a discount above the funcionário limit', () => {
    const regras = { descontoMaximo: 10, admin: false };
    expect(problemaDoCarrinho(com({ tipo: 'adicionar', linha: biquini, quantidade: 4 }), regras)).toBe('Estoque insuficiente para Biquíni Coral (Coral/M): disponível 3');
    // 8990 × 2 = 17980; 10 % = 1798: 1798 is allowed, 1799 is not.
    const dois = com({ tipo: 'adicionar', linha: biquini, quantidade: 2 });
    expect(problemaDoCarrinho(carrinhoReducer(dois, { tipo: 'descontoVenda', desconto: 1798 }), regras)).toBeNull();
    expect(problemaDoCarrinho(carrinhoReducer(dois, { tipo: 'descontoVenda', desconto: 1799 }), regras)).toBe('Desconto acima de 10% só com um administrador.');
    expect(problemaDoCarrinho(carrinhoReducer(dois, { tipo: 'descontoVenda', desconto: 1799 }), { ...regras, admin: true })).toBeNull();
    expect(problemaDoCarrinho(carrinhoReducer(dois, { tipo: 'descontoVenda', desconto: 20000 }), { ...regras, admin: true })).toBe('O desconto passa do valor da venda.');
  });
});
