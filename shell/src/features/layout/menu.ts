import { Boxes, DollarSign, LayoutDashboard, ShoppingCart, Users, type LucideIcon } from 'lucide-react';

export interface MenuEntry {
  label: string;
  to: string;
  children?: { label: string; to: string }[];
  /** Shown in the mobile bottom bar (five entries, as the specification lists). */
  icon?: LucideIcon;
}

/** The back-office menu of the specification; every entry for every staff role (no role filtering). */
export const MENU: MenuEntry[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  {
    label: 'Cadastros',
    to: '/cadastros',
    icon: Users,
    children: [
      { label: 'Clientes', to: '/cadastros/clientes' },
      { label: 'Fornecedores', to: '/cadastros/fornecedores' },
      { label: 'Funcionários', to: '/cadastros/funcionarios' },
      { label: 'Produtos', to: '/cadastros/produtos' },
    ],
  },
  {
    label: 'Estoque',
    to: '/estoque',
    icon: Boxes,
    children: [
      { label: 'Produtos', to: '/estoque/produtos' },
      { label: 'Movimentação', to: '/estoque/movimentacao' },
      { label: 'Balanço', to: '/estoque/balanco' },
      { label: 'Gestor de Preço', to: '/estoque/gestor-preco' },
      { label: 'Gestor de Promoção', to: '/estoque/gestor-promocao' },
    ],
  },
  {
    label: 'Vendas',
    to: '/vendas',
    icon: ShoppingCart,
    children: [
      { label: 'Vendas', to: '/vendas/vendas' },
      { label: 'Orçamento', to: '/vendas/orcamento' },
      { label: 'Orçamento de Compra', to: '/vendas/orcamento-compra' },
    ],
  },
  {
    label: 'Financeiro',
    to: '/financeiro',
    icon: DollarSign,
    children: [
      { label: 'Contas a Receber', to: '/financeiro/contas-receber' },
      { label: 'Contas a Pagar', to: '/financeiro/contas-pagar' },
    ],
  },
  {
    label: 'Relatórios',
    to: '/relatorios',
    children: [
      { label: 'Clientes', to: '/relatorios/clientes' },
      { label: 'Fornecedores', to: '/relatorios/fornecedores' },
      { label: 'Ordem de Fornecimento', to: '/relatorios/ordem-fornecimento' },
      { label: 'Vendas', to: '/relatorios/vendas' },
      { label: 'Financeiro', to: '/relatorios/financeiro' },
    ],
  },
  {
    label: 'Configuração',
    to: '/configuracao',
    children: [
      { label: 'Empresa', to: '/configuracao/empresa' },
      { label: 'Catálogo', to: '/catalogo' },
    ],
  },
];

export const BOTTOM_BAR = MENU.filter((entry) => entry.icon);
