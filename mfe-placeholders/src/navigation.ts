// `./navigation`: what the shell shows of this remote's sections (dashboard, financeiro,
// relatorios, configuracao) in its menus and hub pages. A new screen gets its menu entry and hub card
// here, next to its routes, and ships with this remote alone. Kept free of page code: the shell loads
// it at start for every back-office page.
import { Building2, CreditCard, DollarSign, HandCoins, LayoutDashboard, Receipt, Store } from 'lucide-react';
import type { RemoteNavigation } from '@loja/shared-ui/platform';
import { RELATORIOS } from './components/relatorios';

const navigation: RemoteNavigation = {
  sections: [
    // The dashboard is one page: no submenu and no hub (its index route is the page).
    { section: 'dashboard', icon: LayoutDashboard, menu: [] },
    {
      section: 'financeiro',
      icon: DollarSign,
      menu: [
        { label: 'Contas a Receber', path: 'contas-receber' },
        { label: 'Contas a Pagar', path: 'contas-pagar' },
      ],
      hub: {
        title: 'Financeiro',
        description: 'Contas a receber e a pagar (módulo em desenvolvimento)',
        cards: [
          { path: 'contas-receber', title: 'Contas a Receber', description: 'Valores que a loja tem a receber', icon: HandCoins },
          { path: 'contas-pagar', title: 'Contas a Pagar', description: 'Compromissos com fornecedores e despesas', icon: Receipt },
        ],
      },
    },
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
