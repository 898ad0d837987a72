import { UnderDevelopment } from '@loja/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { SampleListPage } from './SampleListPage';
import { ORCAMENTOS_COMPRA_LIST, ORCAMENTOS_LIST } from './sampleLists';

const EM_CONSTRUCAO = 'Este cadastro estará disponível em breve.';

/**
 * /vendas/orcamento and /vendas/orcamento-compra (spec 001 §2) until their modules exist: the sample
 * lists and their "new" pages. Mounted by `routes.tsx` at `orcamento/*` and `orcamento-compra/*`.
 */
export function OrcamentosExemploRoutes() {
  return (
    <Routes>
      <Route index element={<SampleListPage config={ORCAMENTOS_LIST} />} />
      {/* DESIGN: the new buttons (spec: links to novo without routes) reach "em desenvolvimento", never the 404. */}
      <Route path="novo" element={<UnderDevelopment title="Novo Orçamento" description={EM_CONSTRUCAO} />} />
    </Routes>
  );
}

export function OrcamentosCompraExemploRoutes() {
  return (
    <Routes>
      <Route index element={<SampleListPage config={ORCAMENTOS_COMPRA_LIST} />} />
      <Route path="novo" element={<UnderDevelopment title="Novo Orçamento de Compra" description={EM_CONSTRUCAO} />} />
    </Routes>
  );
}
