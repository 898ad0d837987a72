/**
 * What the storefront reads of a product: the public columns of `catalogo_produtos` and its embeds,
 * typed from the generated `Database` through the catalogue's own query (see api.ts).
 */
import type { ListPage } from '@loja/shared-ui/platform';
import type { ProdutoCatalogo } from './api';

export type { Categoria, GradeProduto, ProdutoCatalogo, ProdutoImagem } from './api';
export type CatalogPage = ListPage<ProdutoCatalogo>;
