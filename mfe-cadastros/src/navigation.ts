// `./navigation`: what the shell shows of /cadastros in its menus and on its hub page. A new register
// gets its menu entry and hub card here, next to its routes, and ships with this remote alone. A card's
// `contagem` is the recurso of the view public.contagens whose total the hub shows on it.
import { Boxes, Briefcase, Tags, Truck, Users } from 'lucide-react';
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
};

export default navigation;
