import { lazy } from 'react';
import { NotFoundContent } from '@loja/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { OrdemFornecimentoPage } from './features/compras';

// The report pages carry the chart library: each is its own chunk (lazy), loaded when opened. (The
// shell's remote area holds the Suspense boundary.)
const RelatorioTrocasPage = lazy(() => import('./features/relatorios-financeiro').then((m) => ({ default: m.RelatorioTrocasPage })));
const RelatorioFinanceiroPage = lazy(() => import('./features/relatorios-financeiro').then((m) => ({ default: m.RelatorioFinanceiroPage })));
const RelatorioFluxoCaixa = lazy(() => import('./features/fluxo-caixa').then((m) => ({ default: m.RelatorioFluxoCaixa })));
const RelatorioVendasPage = lazy(() => import('./features/relatorios-vendas').then((m) => ({ default: m.RelatorioVendasPage })));
const RelatorioDre = lazy(() => import('./features/dre').then((m) => ({ default: m.RelatorioDre })));
const MaisVendidosPage = lazy(() => import('./features/relatorios-produtos').then((m) => ({ default: m.MaisVendidosPage })));
const CurvaAbcPage = lazy(() => import('./features/relatorios-produtos').then((m) => ({ default: m.CurvaAbcPage })));
const MargemPage = lazy(() => import('./features/relatorios-produtos').then((m) => ({ default: m.MargemPage })));

/**
 * This remote's pages in the Relatórios section (issue 28), which `mfe-placeholders` owns: the shell
 * mounts these routes at /relatorios/* for the paths of `contributions` in ./navigation, so they are
 * relative to /relatorios. One line here and one contribution there per report.
 */
export function RelatoriosRoutes() {
  return (
    <Routes>
      <Route path="ordem-fornecimento" element={<OrdemFornecimentoPage emRelatorios />} />
      <Route path="vendas" element={<RelatorioVendasPage />} />
      <Route path="mais-vendidos" element={<MaisVendidosPage />} />
      <Route path="curva-abc" element={<CurvaAbcPage />} />
      <Route path="margem" element={<MargemPage />} />
      <Route path="trocas" element={<RelatorioTrocasPage />} />
      {/* Títulos, and the fluxo de caixa and DRE of their own features, composed here (features do not import each other). */}
      <Route
        path="financeiro"
        element={
          <RelatorioFinanceiroPage
            fluxoCaixa={(moldura) => <RelatorioFluxoCaixa {...moldura} />}
            dre={(moldura) => <RelatorioDre {...moldura} />}
          />
        }
      />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
