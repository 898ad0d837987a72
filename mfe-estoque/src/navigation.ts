// `./navigation`: what the shell shows of /estoque in its menus and on its hub page; a new screen gets
// its menu entry and hub card here and ships with this remote alone.
import { ArrowLeftRight, Barcode, Boxes, ClipboardCheck, PackageX, Percent, Tag, Warehouse } from 'lucide-react';
import type { RemoteNavigation } from '@loja/shared-ui/platform';

const navigation: RemoteNavigation = {
  sections: [
    {
      section: 'estoque',
      icon: Boxes,
      menu: [
        { label: 'Produtos', path: 'produtos' },
        { label: 'Movimentação', path: 'movimentacao' },
        { label: 'Balanço', path: 'balanco' },
        { label: 'Gestor de Preço', path: 'gestor-preco' },
        { label: 'Gestor de Promoção', path: 'gestor-promocao' },
        { label: 'Etiquetas', path: 'etiquetas' },
      ],
      hub: {
        title: 'Estoque',
        description: 'Produtos, movimentações e ferramentas de estoque',
        cards: [
          { path: 'produtos', title: 'Produtos', description: 'Estoque atual dos produtos', icon: Boxes },
          { path: 'movimentacao', title: 'Movimentação', description: 'Entradas e saídas de estoque', icon: ArrowLeftRight },
          { path: 'balanco', title: 'Balanço', description: 'Contagem de inventário', icon: ClipboardCheck },
          { path: 'gestor-preco', title: 'Gestor de Preço', description: 'Reajustes de preço em lote', icon: Tag },
          { path: 'gestor-promocao', title: 'Gestor de Promoção', description: 'Promoções e descontos', icon: Percent },
          { path: 'etiquetas', title: 'Etiquetas', description: 'Código de barras das grades', icon: Barcode },
        ],
      },
    },
  ],
  // Its reports in Relatórios (issue 28), a section of mfe-placeholders: the shell mounts this remote's
  // routes at /relatorios/<path> (relatoriosRoutes.tsx).
  contributions: [
    {
      section: 'relatorios',
      path: 'estoque-valorizado',
      label: 'Estoque Valorizado',
      card: { title: 'Estoque Valorizado', description: 'Estoque a custo e a preço de venda, giro e cobertura', icon: Warehouse },
    },
    {
      section: 'relatorios',
      path: 'produtos-parados',
      label: 'Produtos Parados',
      card: { title: 'Produtos Parados', description: 'Produtos sem venda há N dias e o dinheiro parado', icon: PackageX },
    },
  ],
};

export default navigation;
