/** What the storefront reads of a product: the public columns of `catalogo_produtos` and its embeds. */
export interface Categoria {
  id: number;
  nome: string;
}

export type TipoImagem = 'principal' | 'secundaria' | string;

export interface ProdutoImagem {
  id: number;
  tipo_imagem: TipoImagem;
  url_imagem: string;
  created_at: string;
}

export interface GradeProduto {
  id: number;
  cor: string;
  tamanho: string;
  cor_rgb: string | null;
  estoque_atual: number;
}

export interface ProdutoCatalogo {
  id: number;
  nome: string;
  descricao: string | null;
  codigo_barras: string | null;
  preco_venda: number;
  estoque_atual: number;
  categoria_id: number | null;
  categoria: Categoria | null;
  imagens: ProdutoImagem[];
  grades: GradeProduto[];
}

export interface CatalogPage {
  produtos: ProdutoCatalogo[];
  total: number;
  page: number;
  totalPages: number;
}
