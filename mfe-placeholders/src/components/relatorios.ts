// The specification's Relatórios menu (spec 001 §2): its five entries and hub cards, in this order, in
// the section this remote owns. The reports themselves are pages of the remotes that hold their data
// (issue 28: cadastros, vendas, estoque), added through their `./navigation` `contributions`; the shell
// mounts them at these paths. Kept apart from page code: navigation.ts, which the shell loads on every
// back-office page, reads it.
import { ClipboardList, DollarSign, ShoppingCart, Truck, Users, type LucideIcon } from 'lucide-react';

export interface Relatorio {
  path: string;
  /** Its line in the Relatórios submenu. */
  menuLabel: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

export const RELATORIOS = [
  { path: 'clientes', menuLabel: 'Clientes', title: 'Relatório de Clientes', description: 'Quem mais compra, ticket médio e última compra', icon: Users },
  { path: 'fornecedores', menuLabel: 'Fornecedores', title: 'Relatório de Fornecedores', description: 'Compras por fornecedor, recebido e a receber', icon: Truck },
  {
    path: 'ordem-fornecimento',
    menuLabel: 'Ordem de Fornecimento',
    title: 'Ordem de Fornecimento',
    description: 'Pedidos de compra em aberto por fornecedor',
    icon: ClipboardList,
  },
  { path: 'vendas', menuLabel: 'Vendas', title: 'Relatório de Vendas', description: 'Por período, forma de pagamento, vendedor e origem', icon: ShoppingCart },
  { path: 'financeiro', menuLabel: 'Financeiro', title: 'Relatório Financeiro', description: 'Títulos, fluxo de caixa e DRE para imprimir', icon: DollarSign },
] as const satisfies readonly Relatorio[];

/** A report's path, e.g. 'clientes'. */
export type RelatorioPath = (typeof RELATORIOS)[number]['path'];
