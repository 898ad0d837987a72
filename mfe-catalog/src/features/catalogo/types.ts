/**
 * What the storefront reads of a product: the public columns of `catalogo_produtos`, its category,
 * images and grades, and the disponível of the product and of each grade, typed from the generated
 * `Database` (see api.ts).
 */
import type { ListPage } from '@loja/shared-ui/platform/core';
import type { ProdutoCatalogo } from './api';

export type { Categoria, GradeProduto, ProdutoCatalogo, ProdutoImagem } from './api';
export type CatalogPage = ListPage<ProdutoCatalogo>;
