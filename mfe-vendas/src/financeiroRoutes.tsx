import { NotFoundContent } from '@loja/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { ContasRoutes } from './features/financeiro';

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
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
