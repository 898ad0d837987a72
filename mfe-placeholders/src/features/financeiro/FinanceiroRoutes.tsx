import { Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '@loja/shared-ui';
import { ContasPage } from './ContasPage';

/** /financeiro/* (spec 001 §2). */
export function FinanceiroRoutes() {
  return (
    <Routes>
      <Route path="contas-receber" element={<ContasPage tipo="receber" />} />
      <Route path="contas-pagar" element={<ContasPage tipo="pagar" />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
