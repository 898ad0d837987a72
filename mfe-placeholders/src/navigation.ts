// `./navigation`: what the shell shows of this remote's sections (dashboard, relatorios, configuracao;
// financeiro moved to mfe-vendas, issue 26) in its menus and hub pages. A new screen gets its menu
// entry and hub card here, next to its routes, and ships with this remote alone. Kept free of page
// code: the shell loads it at start for every back-office page.
import { Building2, CreditCard, LayoutDashboard, Store } from 'lucide-react';
import type { RemoteNavigation } from '@loja/shared-ui/platform';
import { RELATORIOS } from './components/relatorios';

const navigation: RemoteNavigation = {
  sections: [
    // The dashboard is one page: no submenu and no hub (its index route is the page).
    { section: 'dashboard', icon: LayoutDashboard, menu: [] },
    {
      section: 'relatorios',
      menu: RELATORIOS.map(({ menuLabel, path }) => ({ label: menuLabel, path })),
      hub: {
        title: 'Relatórios',
        description: 'Relatórios da loja',
        cards: RELATORIOS.map(({ path, title, description, icon }) => ({ path, title, description, icon })),
      },
    },
    {
      section: 'configuracao',
      menu: [
        { label: 'Empresa', path: 'empresa' },
        { label: 'Formas de pagamento', path: 'formas-pagamento' },
        // The public storefront, outside the back-office: an absolute path.
        { label: 'Catálogo', path: '/catalogo' },
      ],
      hub: {
        title: 'Configuração',
        description: 'Configurações do sistema',
        cards: [
          { path: 'empresa', title: 'Empresa', description: 'Nome, CNPJ, endereço, contatos, WhatsApp, Pix e regras de venda', icon: Building2 },
          { path: 'formas-pagamento', title: 'Formas de pagamento', description: 'Dinheiro, Pix e cartões: taxas, prazos e parcelas', icon: CreditCard },
          { path: '/catalogo', title: 'Catálogo', description: 'Abrir o catálogo público da loja', icon: Store },
        ],
      },
    },
  ],
};

export default navigation;
