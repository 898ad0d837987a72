// The reports of the specification's Relatórios menu: one list for the pages (features/relatorios) and
// for the menu entries and hub cards (src/navigation.ts), so a new report is one line here. It lives in
// the remote's shared layer so that navigation.ts, which the shell loads on every page, stays free of page code.
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
  { path: 'clientes', menuLabel: 'Clientes', title: 'Relatório de Clientes', description: 'Cadastro e situação dos clientes', icon: Users },
  { path: 'fornecedores', menuLabel: 'Fornecedores', title: 'Relatório de Fornecedores', description: 'Fornecedores ativos e inativos', icon: Truck },
  { path: 'ordem-fornecimento', menuLabel: 'Ordem de Fornecimento', title: 'Ordem de Fornecimento', description: 'Pedidos feitos aos fornecedores', icon: ClipboardList },
  { path: 'vendas', menuLabel: 'Vendas', title: 'Relatório de Vendas', description: 'Vendas por período', icon: ShoppingCart },
  { path: 'financeiro', menuLabel: 'Financeiro', title: 'Relatório Financeiro', description: 'Entradas e saídas por período', icon: DollarSign },
] as const satisfies readonly Relatorio[];

/** A report's path, e.g. 'clientes': the pages key what each report will contain by it, so none is left out. */
export type RelatorioPath = (typeof RELATORIOS)[number]['path'];
