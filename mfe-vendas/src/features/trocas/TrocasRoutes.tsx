import { NotFoundContent } from '@loja/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { NovaTrocaPage } from './NovaTrocaPage';
import { TrocaPage } from './TrocaPage';
import { TrocasListPage } from './TrocasListPage';

/** /vendas/trocas/*: the list, the one-screen exchange (?venda=id from a sale's page) and each exchange's receipt. */
export function TrocasRoutes() {
  return (
    <Routes>
      <Route index element={<TrocasListPage />} />
      <Route path="nova" element={<NovaTrocaPage />} />
      <Route path=":id" element={<TrocaPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
