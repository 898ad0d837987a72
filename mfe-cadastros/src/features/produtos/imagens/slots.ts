import type { Tables } from '@loja/shared-ui/platform';

export type ProdutoImagem = Tables<'produto_imagens'>;

/** Spec 001 §3: the five image slots of a product (produto_imagens.tipo_imagem), in display order. */
export const TIPOS_IMAGEM = ['principal', 'secundaria', 'terceira', 'quarta', 'outra'] as const;
export type TipoImagem = (typeof TIPOS_IMAGEM)[number];

export const ROTULO_DO_TIPO: Record<TipoImagem, string> = {
  principal: 'Principal',
  secundaria: 'Secundária',
  terceira: 'Terceira',
  quarta: 'Quarta',
  outra: 'Outra',
};

export const isTipoImagem = (valor: string): valor is TipoImagem => (TIPOS_IMAGEM as readonly string[]).includes(valor);
