import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '@loja/shared-ui';

// The report pages carry the chart library (recharts) and the export: one chunk of their own, loaded when a
// report opens, so the registers under /cadastros never pay for it. (The shell's remote area holds the
// Suspense boundary.)
const relatorios = () => import('./features/relatorios-cadastros');
const RelatorioClientesPage = lazy(() => relatorios().then((m) => ({ default: m.RelatorioClientesPage })));
const RelatorioAniversariantesPage = lazy(() => relatorios().then((m) => ({ default: m.RelatorioAniversariantesPage })));
const RelatorioFornecedoresPage = lazy(() => relatorios().then((m) => ({ default: m.RelatorioFornecedoresPage })));

/**
 * This remote's pages in Relatórios (issue 28), which `mfe-placeholders` owns: the shell mounts `./routes`
 * with `section="relatorios"` at /relatorios/* for the paths of `contributions` in ./navigation, so these
 * routes are relative to /relatorios.
 */
export function RelatoriosRoutes() {
  return (
    <Routes>
      <Route path="clientes" element={<RelatorioClientesPage />} />
      <Route path="aniversariantes" element={<RelatorioAniversariantesPage />} />
      <Route path="fornecedores" element={<RelatorioFornecedoresPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
