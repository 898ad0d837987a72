import { NotFoundContent, UnderDevelopment } from '@loja/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { SampleListPage } from './SampleListPage';
import { ORCAMENTOS_COMPRA_LIST, ORCAMENTOS_LIST, VENDAS_LIST } from './sampleLists';

const EM_CONSTRUCAO = 'O módulo de vendas está em desenvolvimento: este cadastro estará disponível em breve.';

/** /vendas/* (spec 001 §2): the three sample lists and their "new" pages. */
export function VendasRoutes() {
  return (
    <Routes>
      <Route path="vendas" element={<SampleListPage config={VENDAS_LIST} />} />
      <Route path="orcamento" element={<SampleListPage config={ORCAMENTOS_LIST} />} />
      <Route path="orcamento-compra" element={<SampleListPage config={ORCAMENTOS_COMPRA_LIST} />} />
      {/* DESIGN: the new buttons (spec: links to nova / novo without routes) reach "em desenvolvimento", never the 404. */}
      <Route path="vendas/nova" element={<UnderDevelopment title="Nova Venda" description={EM_CONSTRUCAO} />} />
      <Route path="orcamento/novo" element={<UnderDevelopment title="Novo Orçamento" description={EM_CONSTRUCAO} />} />
      <Route path="orcamento-compra/novo" element={<UnderDevelopment title="Novo Orçamento de Compra" description={EM_CONSTRUCAO} />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
