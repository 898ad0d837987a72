// `./navigation`: what the shell shows of /cadastros in its menus and on its hub page. A new register
// gets its menu entry and hub card here, next to its routes, and ships with this remote alone. A card's
// `contagem` is the recurso of the view public.contagens whose total the hub shows on it.
import { Boxes, Briefcase, Cake, Tags, Truck, Users } from 'lucide-react';
import type { RemoteNavigation } from '@loja/shared-ui/platform';

const navigation: RemoteNavigation = {
  sections: [
    {
      section: 'cadastros',
      icon: Users,
      menu: [
        { label: 'Clientes', path: 'clientes' },
        { label: 'Fornecedores', path: 'fornecedores' },
        { label: 'Funcionários', path: 'funcionarios' },
        { label: 'Produtos', path: 'produtos' },
        { label: 'Categorias', path: 'categorias' },
      ],
      hub: {
        title: 'Cadastros',
        description: 'Clientes, fornecedores, funcionários, produtos e categorias',
        cards: [
          { path: 'clientes', contagem: 'clientes', title: 'Clientes', description: 'Cadastro de clientes', icon: Users },
          { path: 'fornecedores', contagem: 'fornecedores', title: 'Fornecedores', description: 'Cadastro de fornecedores', icon: Truck },
          { path: 'funcionarios', contagem: 'funcionarios', title: 'Funcionários', description: 'Equipe e logins', icon: Briefcase },
          { path: 'produtos', contagem: 'produtos', title: 'Produtos', description: 'Produtos, grades, imagens e preços', icon: Boxes },
          { path: 'categorias', title: 'Categorias', description: 'Categorias dos produtos', icon: Tags },
        ],
      },
    },
  ],
  // Its reports in Relatórios (issue 28; the section is mfe-placeholders'): Clientes and Fornecedores are
  // spec entries the owner already lists (its line and card stay); Aniversariantes joins after the owner's.
  contributions: [
    {
      section: 'relatorios',
      path: 'clientes',
      label: 'Clientes',
      card: { title: 'Relatório de Clientes', description: 'Quem mais compra, ticket médio e última compra', icon: Users },
    },
    {
      section: 'relatorios',
      path: 'aniversariantes',
      label: 'Aniversariantes',
      card: { title: 'Aniversariantes', description: 'Aniversariantes do mês, com a última compra e o WhatsApp', icon: Cake },
    },
    {
      section: 'relatorios',
      path: 'fornecedores',
      label: 'Fornecedores',
      card: { title: 'Relatório de Fornecedores', description: 'Compras por fornecedor, recebido e a receber', icon: Truck },
    },
  ],
};

export default navigation;
