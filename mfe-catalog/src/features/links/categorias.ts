import type { ComponentType } from 'react';
import type { LucideProps } from 'lucide-react';
import { HatGlasses, Palmtree, Shell, ShoppingBag, Sun } from 'lucide-react';
import type { ThemeColor } from '@loja/shared-ui/theme';

export interface CategoriaLinks {
  id: number;
  nome: string;
  /** Drawn while the category's cover image is missing or loading. */
  icone: ComponentType<LucideProps>;
  gradiente: [from: ThemeColor, to: ThemeColor];
}

/**
 * The landing page's fixed category cards (spec: 1 Biquínis, 2 Bolsas, 3 Chapéus, 4 Maiôs,
 * 6 Cangas). Fixed on purpose, not read from `categorias`: the page is a curated entry point.
 */
export const CATEGORIAS_LINKS: readonly CategoriaLinks[] = [
  { id: 1, nome: 'Biquínis', icone: Sun, gradiente: ['coral', 'accentSoft'] },
  { id: 2, nome: 'Bolsas', icone: ShoppingBag, gradiente: ['sand', 'surfaceMuted'] },
  { id: 3, nome: 'Chapéus', icone: HatGlasses, gradiente: ['sunshine', 'sunshineSoft'] },
  { id: 4, nome: 'Maiôs', icone: Shell, gradiente: ['sea', 'primarySoft'] },
  { id: 6, nome: 'Cangas', icone: Palmtree, gradiente: ['accentSoft', 'sunshineSoft'] },
];

/** Where a card leads: the catalogue filtered by the category, scrolled to its categories section. */
export function linkCategoria(id: number): string {
  return `/catalogo?categoria=${id}#categorias-section`;
}
