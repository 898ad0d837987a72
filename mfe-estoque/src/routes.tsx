import { Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '@loja/shared-ui';
import type { RemoteRoutesProps } from '@loja/shared-ui/platform';
import { BalancoListPage, BalancoNovoPage, BalancoPage } from './features/balanco';
import { EstoqueProdutosPage, KardexPage } from './features/estoque-produtos';
import { EtiquetasPage } from './features/etiquetas';
import { GestorPrecoPage } from './features/gestor-preco';
import { GestorPromocaoPage } from './features/gestor-promocao';
import { MovimentacaoEditPage, MovimentacoesListPage, NovaMovimentacaoPage } from './features/movimentacoes';
import { RelatoriosRoutes } from './relatoriosRoutes';

/**
 * `./routes`: the screens under /estoque (the hub at /estoque is the shell's, from `./navigation`), and its
 * reports under /relatorios (relatoriosRoutes.tsx), a section it adds pages to.
 * Both edit shapes of spec 001 §2 lead to the same page: the route table's and the one the list's
 * edit button used.
 */
export default function EstoqueRoutes({ section }: RemoteRoutesProps) {
  if (section === 'relatorios') return <RelatoriosRoutes />;
  return (
    <Routes>
      <Route path="produtos">
        <Route index element={<EstoqueProdutosPage />} />
        <Route path=":id/kardex" element={<KardexPage />} />
      </Route>
      <Route path="movimentacao">
        <Route index element={<MovimentacoesListPage />} />
        <Route path="nova" element={<NovaMovimentacaoPage />} />
        <Route path="editar/:id" element={<MovimentacaoEditPage />} />
        <Route path=":id/editar" element={<MovimentacaoEditPage />} />
      </Route>
      <Route path="balanco">
        <Route index element={<BalancoListPage />} />
        <Route path="novo" element={<BalancoNovoPage />} />
        <Route path=":id" element={<BalancoPage />} />
      </Route>
      <Route path="gestor-preco" element={<GestorPrecoPage />} />
      <Route path="gestor-promocao" element={<GestorPromocaoPage />} />
      <Route path="etiquetas" element={<EtiquetasPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
