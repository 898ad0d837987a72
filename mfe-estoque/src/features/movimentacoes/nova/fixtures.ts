/**
 * Products and grades as the stock hooks return them, for the unit and component tests of the new
 * movement page (test-only: imported by *.test.ts(x) files).
 */
import type { GradeEstoque, ProdutoEstoque } from '../../../hooks';

export const biquini: ProdutoEstoque = { id: 11, nome: 'Biquíni Coral', codigo_barras: 'BQ-CORAL', estoque_atual: 5, preco_venda: 89.9, preco_custo: 35.5 };
export const canga: ProdutoEstoque = { id: 12, nome: 'Canga Listrada', codigo_barras: 'CG-001', estoque_atual: 3, preco_venda: 49.9, preco_custo: 0 };

export const coralP: GradeEstoque = { id: 101, produto_id: 11, cor: 'Coral', tamanho: 'P', estoque_atual: 2, estoque_minimo: 1, codigo_barras: '7890000000101' };
export const coralM: GradeEstoque = { id: 102, produto_id: 11, cor: 'Coral', tamanho: 'M', estoque_atual: 3, estoque_minimo: 1, codigo_barras: '7890000000102' };
