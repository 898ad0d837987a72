/** Sacola fixtures shared by the sacola's tests. */
import type { SacolaItem } from './types';

export const IMAGE_URL = 'https://loja.test/storage/v1/object/public/imagens/produto/1/biquini.jpg';

export const biquini = {
  id: 1,
  nome: 'Biquíni Tropical',
  preco_venda: 89.9,
  imagens: [{ url_imagem: IMAGE_URL, tipo_imagem: 'principal' }],
};

export const canga = {
  id: 2,
  nome: 'Canga Listrada',
  preco_venda: 45,
  imagens: [],
};

export const gradeAzulM = { id: 10, tamanho: 'M', cor: 'Azul' };
export const gradeRosaG = { id: 11, tamanho: 'G', cor: 'Rosa' };
export const gradeUnico = { id: 12, tamanho: 'unico', cor: 'Bege' };

export function item(produto: SacolaItem['produto'], quantidade: number, gradeSelecionada: SacolaItem['gradeSelecionada'] = null): SacolaItem {
  return { produto, gradeSelecionada, quantidade };
}
