/** Test-only: catalogue components inside the one render helper, with the sacola provider around them. */
import type { ReactElement } from 'react';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { SacolaProvider } from '../../../components/sacola';
import type { GradeProduto, ProdutoCatalogo } from '../types';

export function renderCatalogo(ui: ReactElement) {
  return renderWithProviders(ui, { url: '/catalogo', wrapper: SacolaProvider });
}

let id = 100;
export const grade = (cor: string, tamanho: string, disponivel: number): GradeProduto => ({
  id: id++,
  cor,
  tamanho,
  disponivel,
  cor_rgb: null,
});

export function produto(overrides: Partial<ProdutoCatalogo> = {}): ProdutoCatalogo {
  return {
    id: 7,
    nome: 'Biquíni Cortininha Tropical',
    descricao: 'Biquíni com estampa tropical.',
    codigo_barras: '7890000000007',
    preco_venda: 89.9,
    // No promotion unless a test gives one: the current price follows preco_venda.
    preco_atual: overrides.preco_venda ?? 89.9,
    preco_de: null,
    disponivel: 5,
    categoria_id: 1,
    categoria: { id: 1, nome: 'Biquínis' },
    imagens: [
      { id: 1, tipo_imagem: 'principal', url_imagem: '/storage/v1/object/public/imagens/produto/7/principal.webp', created_at: '2026-11-01T00:00:00Z' },
      { id: 2, tipo_imagem: 'secundaria', url_imagem: '/storage/v1/object/public/imagens/produto/7/secundaria.webp', created_at: '2026-11-01T00:00:00Z' },
    ],
    grades: [grade('Azul', 'P', 2), grade('Azul', 'M', 1), grade('Azul', 'G', 0), grade('Rosa', 'G', 2), grade('Preto', 'P', 0)],
    ...overrides,
  };
}
