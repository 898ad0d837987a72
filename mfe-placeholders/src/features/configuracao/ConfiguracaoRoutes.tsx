import { NotFoundContent } from '@loja/shared-ui';
import { Route, Routes } from 'react-router-dom';

import { EmpresaPage } from './EmpresaPage';
import { FormaPagamentoFormPage, FormasPagamentoListPage } from './formas-pagamento';

export function ConfiguracaoRoutes() {
  return (
    <Routes>
      <Route path="empresa" element={<EmpresaPage />} />
      {/* The payment forms nest under their path, so `navigate('..')` from the form is the list; both edit shapes work. */}
      <Route path="formas-pagamento">
        <Route index element={<FormasPagamentoListPage />} />
        <Route path="nova" element={<FormaPagamentoFormPage />} />
        <Route path="editar/:id" element={<FormaPagamentoFormPage />} />
        <Route path=":id/editar" element={<FormaPagamentoFormPage />} />
      </Route>
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
