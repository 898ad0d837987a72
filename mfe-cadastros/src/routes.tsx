import { Route, Routes } from 'react-router-dom';
import { Boxes, Briefcase, Truck, Users } from 'lucide-react';
import { ModuleHub, UnderDevelopment } from '@loja/shared-ui';
import type { RemoteRoutesProps } from './remote-contract';

/** One register: list, new and edit, under both route shapes the specification names. */
function registerRoutes(path: string, titles: { list: string; novo: string; editar: string }) {
  const emBreve = (title: string) => <UnderDevelopment title={title} message="Em breve" description="Esta tela chega numa próxima entrega." />;
  return [
    <Route key={`${path}`} path={path} element={emBreve(titles.list)} />,
    <Route key={`${path}-novo`} path={`${path}/novo`} element={emBreve(titles.novo)} />,
    <Route key={`${path}-editar`} path={`${path}/editar/:id`} element={emBreve(titles.editar)} />,
    <Route key={`${path}-id-editar`} path={`${path}/:id/editar`} element={emBreve(titles.editar)} />,
  ];
}

/** `./routes`: /cadastros and its registers. */
export default function CadastrosRoutes(_props: RemoteRoutesProps) {
  return (
    <Routes>
      <Route
        index
        element={
          <ModuleHub
            title="Cadastros"
            description="Clientes, fornecedores, funcionários e produtos"
            entries={[
              { to: 'clientes', title: 'Clientes', description: 'Cadastro de clientes', icon: <Users size={24} aria-hidden /> },
              { to: 'fornecedores', title: 'Fornecedores', description: 'Cadastro de fornecedores', icon: <Truck size={24} aria-hidden /> },
              { to: 'funcionarios', title: 'Funcionários', description: 'Equipe e logins', icon: <Briefcase size={24} aria-hidden /> },
              { to: 'produtos', title: 'Produtos', description: 'Produtos, grades, imagens e preços', icon: <Boxes size={24} aria-hidden /> },
            ]}
          />
        }
      />
      {registerRoutes('clientes', { list: 'Clientes', novo: 'Novo Cliente', editar: 'Editar Cliente' })}
      {registerRoutes('fornecedores', { list: 'Fornecedores', novo: 'Novo Fornecedor', editar: 'Editar Fornecedor' })}
      {registerRoutes('funcionarios', { list: 'Funcionários', novo: 'Novo Funcionário', editar: 'Editar Funcionário' })}
      {registerRoutes('produtos', { list: 'Produtos', novo: 'Novo Produto', editar: 'Editar Produto' })}
      <Route path="*" element={<UnderDevelopment title="Cadastros" />} />
    </Routes>
  );
}
