import { NotFoundContent } from '@loja/shared-ui';
import { Route, Routes } from 'react-router-dom';

import { EmpresaPage } from './EmpresaPage';

export function ConfiguracaoRoutes() {
  return (
    <Routes>
      <Route path="empresa" element={<EmpresaPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
