import { NotFoundContent } from '@loja/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { NovoOrcamentoPage } from './NovoOrcamentoPage';
import { OrcamentoPage } from './OrcamentoPage';
import { OrcamentosListPage } from './OrcamentosListPage';

/** /vendas/orcamento/*: the list, a new quote and a quote's page (mounted by `routes.tsx` at `orcamento/*`). */
export function OrcamentosRoutes() {
  return (
    <Routes>
      <Route index element={<OrcamentosListPage />} />
      <Route path="novo" element={<NovoOrcamentoPage />} />
      <Route path=":id" element={<OrcamentoPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
