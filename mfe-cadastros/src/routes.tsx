import { Route, Routes } from 'react-router-dom';
import { UnderDevelopment } from '@loja/shared-ui';
import type { RemoteRoutesProps } from '@loja/shared-ui/platform';

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

/** `./routes`: the registers under /cadastros (the hub at /cadastros is the shell's, from `./navigation`). */
export default function CadastrosRoutes(_props: RemoteRoutesProps) {
  return (
    <Routes>
      {registerRoutes('clientes', { list: 'Clientes', novo: 'Novo Cliente', editar: 'Editar Cliente' })}
      {registerRoutes('fornecedores', { list: 'Fornecedores', novo: 'Novo Fornecedor', editar: 'Editar Fornecedor' })}
      {registerRoutes('funcionarios', { list: 'Funcionários', novo: 'Novo Funcionário', editar: 'Editar Funcionário' })}
      {registerRoutes('produtos', { list: 'Produtos', novo: 'Novo Produto', editar: 'Editar Produto' })}
      <Route path="*" element={<UnderDevelopment title="Cadastros" />} />
    </Routes>
  );
}
