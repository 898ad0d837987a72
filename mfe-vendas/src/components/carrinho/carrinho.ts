import type { LinhaParaVenda } from '../../hooks/api';
import { percentual, type Centavos } from '../dinheiro';

/** A line of the sale being made (the counter sale, an order being edited). */
export interface LinhaCarrinho {
  produto_id: number;
  grade_id: number | null;
  /** "Biquíni Coral (Coral/M)", as the receipt will print it. */
  descricao: string;
  preco: Centavos;
  quantidade: number;
  desconto: Centavos;
  /** What may be sold of it now (null: not known, e.g. a line read from an order; the database checks). */
  disponivel: number | null;
}

export interface Carrinho {
  linhas: LinhaCarrinho[];
  /** The discount on the whole sale. */
  desconto: Centavos;
}

export const CARRINHO_VAZIO: Carrinho = { linhas: [], desconto: 0 };

export type AcaoCarrinho =
  | { tipo: 'adicionar'; linha: Omit<LinhaCarrinho, 'quantidade' | 'desconto'>; quantidade?: number }
  | { tipo: 'quantidade'; indice: number; quantidade: number }
  | { tipo: 'descontoLinha'; indice: number; desconto: Centavos }
  | { tipo: 'remover'; indice: number }
  | { tipo: 'descontoVenda'; desconto: Centavos }
  | { tipo: 'substituir'; carrinho: Carrinho };

const mesmaLinha = (a: Pick<LinhaCarrinho, 'produto_id' | 'grade_id'>, b: Pick<LinhaCarrinho, 'produto_id' | 'grade_id'>) =>
  a.produto_id === b.produto_id && a.grade_id === b.grade_id;

/** Quantities stay between 1 and 9999 (the database's range); a line's discount within its value. */
const limitarQuantidade = (quantidade: number) => Math.min(Math.max(Math.trunc(quantidade) || 1, 1), 9999);
const limitarDesconto = (linha: LinhaCarrinho, desconto: Centavos) => Math.min(Math.max(desconto, 0), linha.preco * linha.quantidade);

/**
 * The sale being made. The same product and grade added twice is one line with both quantities (as
 * the database counts it); discounts never pass the value they apply to.
 */
export function carrinhoReducer(carrinho: Carrinho, acao: AcaoCarrinho): Carrinho {
  switch (acao.tipo) {
    case 'adicionar': {
      const quantidade = limitarQuantidade(acao.quantidade ?? 1);
      const indice = carrinho.linhas.findIndex((l) => mesmaLinha(l, acao.linha));
      if (indice >= 0) return carrinhoReducer(carrinho, { tipo: 'quantidade', indice, quantidade: carrinho.linhas[indice]!.quantidade + quantidade });
      return { ...carrinho, linhas: [...carrinho.linhas, { ...acao.linha, quantidade, desconto: 0 }] };
    }
    case 'quantidade':
      return {
        ...carrinho,
        linhas: carrinho.linhas.map((l, i) => {
          if (i !== acao.indice) return l;
          const linha = { ...l, quantidade: limitarQuantidade(acao.quantidade) };
          return { ...linha, desconto: limitarDesconto(linha, l.desconto) };
        }),
      };
    case 'descontoLinha':
      return { ...carrinho, linhas: carrinho.linhas.map((l, i) => (i === acao.indice ? { ...l, desconto: limitarDesconto(l, acao.desconto) } : l)) };
    case 'remover':
      return { ...carrinho, linhas: carrinho.linhas.filter((_, i) => i !== acao.indice) };
    case 'descontoVenda':
      return { ...carrinho, desconto: Math.max(acao.desconto, 0) };
    case 'substituir':
      return acao.carrinho;
  }
}

export interface TotaisCarrinho {
  /** Quantities × prices, before any discount. */
  bruto: Centavos;
  /** Every discount: the lines' and the sale's. */
  descontos: Centavos;
  /** After the lines' discounts (the sale's subtotal). */
  subtotal: Centavos;
  total: Centavos;
  itens: number;
}

export function totais({ linhas, desconto }: Carrinho): TotaisCarrinho {
  const bruto = linhas.reduce((s, l) => s + l.preco * l.quantidade, 0);
  const descontosLinhas = linhas.reduce((s, l) => s + l.desconto, 0);
  const subtotal = bruto - descontosLinhas;
  const descontoVenda = Math.min(desconto, subtotal);
  return { bruto, descontos: descontosLinhas + descontoVenda, subtotal, total: subtotal - descontoVenda, itens: linhas.reduce((s, l) => s + l.quantidade, 0) };
}

/**
 * Why the sale cannot go as it is, before asking the database (which refuses the same, with the
 * same words): a line beyond what is available, or a discount above what a funcionário may give.
 */
export function problemaDoCarrinho(carrinho: Carrinho, { descontoMaximo, admin }: { descontoMaximo: number; admin: boolean }): string | null {
  const acima = carrinho.linhas.find((l) => l.disponivel !== null && l.quantidade > l.disponivel);
  if (acima) return `Estoque insuficiente para ${acima.descricao}: disponível ${acima.disponivel}`;
  const t = totais(carrinho);
  if (carrinho.desconto > t.subtotal) return 'O desconto passa do valor da venda.';
  if (!admin && t.bruto > 0 && t.descontos > percentual(t.bruto, descontoMaximo)) {
    return `Desconto acima de ${String(descontoMaximo).replace('.', ',')}% só com um administrador.`;
  }
  return null;
}

/** The lines as finalizar_venda and alterar_pedido take them. */
export const linhasParaVenda = (carrinho: Carrinho): LinhaParaVenda[] =>
  carrinho.linhas.map(({ produto_id, grade_id, quantidade, desconto }) => ({ produto_id, grade_id, quantidade, desconto }));
