// `./navigation`: what the shell shows of /vendas and /financeiro in its menus and on their hub pages.
// A new screen gets its menu entry and hub card here, next to its routes, and ships with this remote
// alone. Kept free of page code: the shell loads it at start for every back-office page.
import { ChartColumnDecreasing, ChartLine, ClipboardList, DollarSign, FileText, FileSpreadsheet, HandCoins, Inbox, Landmark, Percent, Receipt, Repeat, ShoppingBag, ShoppingCart, TrendingUp, Truck, Wallet } from 'lucide-react';
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
        { label: 'Trocas e devoluções', path: 'trocas' },
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
          { path: 'trocas', title: 'Trocas e devoluções', description: 'Trocas, devoluções e vales-troca', icon: Repeat },
          { path: 'orcamento', title: 'Orçamento', description: 'Orçamentos para clientes', icon: FileText },
          { path: 'orcamento-compra', title: 'Orçamento de Compra', description: 'Cotações, pedidos de compra e recebimento', icon: Truck },
        ],
      },
    },
    // Financeiro (issue 26): contas a receber e a pagar; fluxo de caixa and DRE add their entries and cards here.
    {
      section: 'financeiro',
      icon: DollarSign,
      menu: [
        { label: 'Contas a Receber', path: 'contas-receber' },
        { label: 'Contas a Pagar', path: 'contas-pagar' },
        { label: 'Fluxo de Caixa', path: 'fluxo-de-caixa' },
        { label: 'DRE', path: 'dre' },
      ],
      hub: {
        title: 'Financeiro',
        description: 'Contas a receber e a pagar, baixas e o caixa da loja',
        cards: [
          { path: 'contas-receber', title: 'Contas a Receber', description: 'Valores que a loja tem a receber', icon: HandCoins },
          { path: 'contas-pagar', title: 'Contas a Pagar', description: 'Compromissos com fornecedores e despesas', icon: Receipt },
          { path: 'fluxo-de-caixa', title: 'Fluxo de Caixa', description: 'Entradas e saídas realizadas e previstas por conta', icon: ChartLine },
          { path: 'dre', title: 'DRE', description: 'Resultado do mês: receitas, CMV, despesas e lucro', icon: FileSpreadsheet },
        ],
      },
    },
  ],
  // Its reports in Relatórios (issue 28), a section of mfe-placeholders: the shell mounts this remote's
  // routes at /relatorios/<path> (relatoriosRoutes.tsx). The spec's five keep the owner's menu line and card.
  contributions: [
    {
      section: 'relatorios',
      path: 'vendas',
      label: 'Vendas',
      card: { title: 'Vendas', description: 'Por período, forma de pagamento, vendedor e origem, com o período anterior', icon: ShoppingCart },
    },
    {
      section: 'relatorios',
      path: 'ordem-fornecimento',
      label: 'Ordem de Fornecimento',
      card: { title: 'Ordem de Fornecimento', description: 'Pedidos de compra em aberto por fornecedor', icon: ClipboardList },
    },
    {
      section: 'relatorios',
      path: 'financeiro',
      label: 'Financeiro',
      card: { title: 'Financeiro', description: 'Títulos por situação e vencimento, fluxo de caixa e DRE', icon: Landmark },
    },
    {
      section: 'relatorios',
      path: 'mais-vendidos',
      label: 'Mais vendidos',
      card: { title: 'Mais vendidos', description: 'Unidades, receita e margem por produto; por cor e tamanho dentro de cada um', icon: TrendingUp },
    },
    {
      section: 'relatorios',
      path: 'curva-abc',
      label: 'Curva ABC',
      card: { title: 'Curva ABC', description: 'Produtos nas classes A, B e C por receita, margem ou unidades', icon: ChartColumnDecreasing },
    },
    {
      section: 'relatorios',
      path: 'margem',
      label: 'Margem',
      card: { title: 'Margem', description: 'Receita, custo e margem por produto e por categoria', icon: Percent },
    },
    {
      section: 'relatorios',
      path: 'trocas',
      label: 'Trocas',
      card: { title: 'Trocas', description: 'Devoluções por motivo, tamanho e produto: onde a grade erra', icon: Repeat },
    },
  ],
};

export default navigation;
