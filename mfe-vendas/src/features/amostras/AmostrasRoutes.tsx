import { UnderDevelopment } from '@loja/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { SampleListPage } from './SampleListPage';
import { ORCAMENTOS_COMPRA_LIST } from './sampleLists';

const EM_CONSTRUCAO = 'Este cadastro estará disponível em breve.';

/**
 * /vendas/orcamento-compra (spec 001 §2) until purchasing is built: the sample list and its "new" page.
 * Mounted by `routes.tsx` at `orcamento-compra/*`.
 */
export function OrcamentosCompraExemploRoutes() {
  return (
    <Routes>
      <Route index element={<SampleListPage config={ORCAMENTOS_COMPRA_LIST} />} />
      {/* DESIGN: the new button (spec: a link to novo without a route) reaches "em desenvolvimento", never the 404. */}
      <Route path="novo" element={<UnderDevelopment title="Novo Orçamento de Compra" description={EM_CONSTRUCAO} />} />
    </Routes>
  );
}
