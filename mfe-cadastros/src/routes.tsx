import { Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '@loja/shared-ui';
import type { RemoteRoutesProps } from '@loja/shared-ui/platform';
import { CategoriaFormPage, CategoriasListPage } from './features/categorias';
import { ClienteFormPage, ClientesListPage } from './features/clientes';
import { FornecedorFormPage, FornecedoresListPage } from './features/fornecedores';
import { FuncionarioFormPage, FuncionariosListPage } from './features/funcionarios';
import { ImportarPage } from './features/importacao';
import { ProdutoFormPage, ProdutosListPage } from './features/produtos';
import { RelatoriosRoutes } from './relatoriosRoutes';

/**
 * `./routes`: the registers under /cadastros (the hub at /cadastros is the shell's, from `./navigation`), and
 * with `section="relatorios"` the register reports under /relatorios (see relatoriosRoutes.tsx).
 * Each register nests its pages under its path, so `navigate('..')` from a form is the list, and
 * both edit shapes of spec 001 §2 lead to the same form.
 */
export default function CadastrosRoutes({ section }: RemoteRoutesProps) {
  // Its reports in Relatórios (contributions in ./navigation), mounted there by the shell.
  if (section === 'relatorios') return <RelatoriosRoutes />;
  return (
    <Routes>
      <Route path="clientes">
        <Route index element={<ClientesListPage />} />
        <Route path="importar" element={<ImportarPage cadastro="clientes" />} />
        <Route path="novo" element={<ClienteFormPage />} />
        <Route path="editar/:id" element={<ClienteFormPage />} />
        <Route path=":id/editar" element={<ClienteFormPage />} />
      </Route>
      <Route path="fornecedores">
        <Route index element={<FornecedoresListPage />} />
        <Route path="importar" element={<ImportarPage cadastro="fornecedores" />} />
        <Route path="novo" element={<FornecedorFormPage />} />
        <Route path="editar/:id" element={<FornecedorFormPage />} />
        <Route path=":id/editar" element={<FornecedorFormPage />} />
      </Route>
      <Route path="funcionarios">
        <Route index element={<FuncionariosListPage />} />
        <Route path="novo" element={<FuncionarioFormPage />} />
        <Route path="editar/:id" element={<FuncionarioFormPage />} />
        <Route path=":id/editar" element={<FuncionarioFormPage />} />
      </Route>
      <Route path="produtos">
        <Route index element={<ProdutosListPage />} />
        <Route path="importar" element={<ImportarPage cadastro="produtos" />} />
        <Route path="novo" element={<ProdutoFormPage />} />
        <Route path=":id/editar" element={<ProdutoFormPage />} />
        <Route path="editar/:id" element={<ProdutoFormPage />} />
      </Route>
      <Route path="categorias">
        <Route index element={<CategoriasListPage />} />
        <Route path="novo" element={<CategoriaFormPage />} />
        <Route path="editar/:id" element={<CategoriaFormPage />} />
        <Route path=":id/editar" element={<CategoriaFormPage />} />
      </Route>
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
