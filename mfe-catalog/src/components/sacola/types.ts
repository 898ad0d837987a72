/** What the bag keeps of a product: enough to show the line and write the checkout message. */
export interface CartImagem {
  url_imagem: string;
  tipo_imagem: string;
}

export interface CartProduto {
  id: number;
  nome: string;
  preco_venda: number;
  imagens: CartImagem[];
}

/** The chosen variant (grades_produto row); absent for a product without grades. */
export interface CartGrade {
  id: number;
  tamanho: string | null;
  cor: string | null;
}

export interface CartItem {
  produto: CartProduto;
  gradeSelecionada?: CartGrade | null;
  quantidade: number;
}

export interface CartState {
  itens: CartItem[];
}
