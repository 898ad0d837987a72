import { NotFoundContent } from '@loja/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { OrdemFornecimentoPage } from './features/compras';

// The report pages carry the chart library: each is its own chunk (lazy), loaded when opened. (The
// shell's remote area holds the Suspense boundary.)

/**
 * This remote's pages in the Relatórios section (issue 28), which `mfe-placeholders` owns: the shell
 * mounts these routes at /relatorios/* for the paths of `contributions` in ./navigation, so they are
 * relative to /relatorios. One line here and one contribution there per report.
 */
export function RelatoriosRoutes() {
  return (
    <Routes>
      <Route path="ordem-fornecimento" element={<OrdemFornecimentoPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
