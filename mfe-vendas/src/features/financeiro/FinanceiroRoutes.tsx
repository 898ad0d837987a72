import { NotFoundContent } from '@loja/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { ContasListPage } from './ContasListPage';
import { NovaContaPage } from './NovaContaPage';
import { TituloPage } from './TituloPage';
import type { Lado } from './params';

/** /financeiro/contas-receber/* or /financeiro/contas-pagar/*: the list, a new conta and a título's page. */
export function ContasRoutes({ lado }: { lado: Lado }) {
  return (
    <Routes>
      <Route index element={<ContasListPage lado={lado} />} />
      <Route path="nova" element={<NovaContaPage lado={lado} />} />
      <Route path=":id" element={<TituloPage lado={lado} />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
