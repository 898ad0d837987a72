import { NotFoundContent } from '@loja/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { CompraFormPage } from './CompraFormPage';
import { CompraPage } from './CompraPage';
import { ComprasListPage } from './ComprasListPage';
import { OrdemFornecimentoPage } from './OrdemFornecimentoPage';
import { RecebimentoPage } from './RecebimentoPage';

/**
 * /vendas/orcamento-compra/* (issue 27): the list, a new quote, the ordem de fornecimento, a compra's
 * page, its edit (pendente only) and its receipt. Mounted by `routes.tsx` at `orcamento-compra/*`.
 */
export function ComprasRoutes() {
  return (
    <Routes>
      <Route index element={<ComprasListPage />} />
      <Route path="novo" element={<CompraFormPage />} />
      <Route path="ordem-fornecimento" element={<OrdemFornecimentoPage />} />
      <Route path=":id" element={<CompraPage />} />
      <Route path=":id/editar" element={<CompraFormPage />} />
      <Route path="editar/:id" element={<CompraFormPage />} />
      <Route path=":id/receber" element={<RecebimentoPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
