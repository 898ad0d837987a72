// `./navigation`: what the shell shows of /vendas in its menus and on its hub page. A new screen gets
// its menu entry and hub card here, next to its routes, and ships with this remote alone. Kept free of
// page code: the shell loads it at start for every back-office page.
import { FileText, Inbox, ShoppingBag, ShoppingCart, Truck, Wallet } from 'lucide-react';
import type { RemoteNavigation } from '@loja/shared-ui/platform';

const navigation: RemoteNavigation = {
  sections: [
    {
      section: 'vendas',
      icon: ShoppingCart,
      menu: [
        { label: 'Vendas', path: 'vendas' },
        { label: 'Nova Venda', path: 'vendas/nova' },
        { label: 'Pedidos do catálogo', path: 'pedidos' },
        { label: 'Caixa', path: 'caixa' },
        { label: 'Orçamento', path: 'orcamento' },
        { label: 'Orçamento de Compra', path: 'orcamento-compra' },
      ],
      hub: {
        title: 'Vendas',
        description: 'Vendas no balcão, pedidos do catálogo, caixa e orçamentos',
        cards: [
          { path: 'vendas', title: 'Vendas', description: 'Vendas realizadas', icon: ShoppingBag },
          { path: 'vendas/nova', title: 'Nova Venda', description: 'Venda no balcão (PDV)', icon: ShoppingCart },
          { path: 'pedidos', title: 'Pedidos do catálogo', description: 'Pedidos aguardando confirmação', icon: Inbox },
          { path: 'caixa', title: 'Caixa', description: 'Abertura, sangria, suprimento e fechamento', icon: Wallet },
          { path: 'orcamento', title: 'Orçamento', description: 'Orçamentos para clientes', icon: FileText },
          { path: 'orcamento-compra', title: 'Orçamento de Compra', description: 'Pedidos de cotação a fornecedores', icon: Truck },
        ],
      },
    },
  ],
};

export default navigation;
