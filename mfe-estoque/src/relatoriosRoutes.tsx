import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '@loja/shared-ui';

// The report pages carry the chart library: their own chunk, loaded when one is opened (the shell's
// remote area holds the Suspense boundary).
const relatorios = () => import('./features/relatorios-estoque');
const EstoqueValorizadoPage = lazy(() => relatorios().then((m) => ({ default: m.EstoqueValorizadoPage })));
const ProdutosParadosPage = lazy(() => relatorios().then((m) => ({ default: m.ProdutosParadosPage })));

/**
 * This remote's pages in the Relatórios section (issue 28), which `mfe-placeholders` owns: the shell mounts
 * these routes at /relatorios/* for the paths of `contributions` in ./navigation, so they are relative to
 * /relatorios.
 */
export function RelatoriosRoutes() {
  return (
    <Routes>
      <Route path="estoque-valorizado" element={<EstoqueValorizadoPage />} />
      <Route path="produtos-parados" element={<ProdutosParadosPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
