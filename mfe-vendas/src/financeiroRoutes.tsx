import { NotFoundContent } from '@loja/shared-ui';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DrePage } from './features/dre';
import { ContasRoutes } from './features/financeiro';

// The fluxo de caixa's chunk carries the chart library; no other screen of this remote loads it.
// (The shell's remote area holds the Suspense boundary.)
const FluxoCaixaPage = lazy(() => import('./features/fluxo-caixa').then((m) => ({ default: m.FluxoCaixaPage })));

/**
 * The `financeiro` section (issue 26), served by this remote through the runtime config (its hub at
 * /financeiro is the shell's, from `./navigation`). One line per screen: contas a receber e a pagar
 * here; fluxo de caixa and DRE add theirs beside them.
 */
export function FinanceiroRoutes() {
  return (
    <Routes>
      <Route path="contas-receber/*" element={<ContasRoutes lado="receber" />} />
      <Route path="contas-pagar/*" element={<ContasRoutes lado="pagar" />} />
      <Route path="fluxo-de-caixa" element={<FluxoCaixaPage />} />
      <Route path="dre" element={<DrePage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
