/** What the sacola keeps of a product: enough to show the line and write the checkout message. */
export interface SacolaImagem {
  url_imagem: string;
  tipo_imagem: string;
}

export interface SacolaProduto {
  id: number;
  nome: string;
  /** The unit price the order charges (the catalogue's preco_atual when it was added). */
  preco_venda: number;
  /** The "de" price shown beside it while a promotion runs (issue 27); absent or null: none. */
  preco_de?: number | null;
  imagens: SacolaImagem[];
}

/** The chosen variant (grades_produto row); absent for a product without grades. */
export interface SacolaGrade {
  id: number;
  tamanho: string | null;
  cor: string | null;
}

export interface SacolaItem {
  produto: SacolaProduto;
  gradeSelecionada?: SacolaGrade | null;
  quantidade: number;
  /**
   * The line's disponível when it was last added (the catalogue's figure, issue 24): the bag's + stops
   * there. Absent in a bag stored before it; the database has the last word at Finalizar Compra.
   */
  disponivel?: number;
}

export interface SacolaState {
  itens: SacolaItem[];
}
