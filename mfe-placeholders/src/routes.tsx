import { UnderDevelopment } from '@loja/shared-ui';
import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@loja/shared-ui/platform';

import { ConfiguracaoRoutes } from './features/configuracao';
import { DashboardPage } from './features/dashboard';
import { FinanceiroRoutes } from './features/financeiro';
import { RelatoriosRoutes } from './features/relatorios';
import { VendasRoutes } from './features/vendas';

/** `./routes`: dashboard, vendas, financeiro, relatorios and configuracao, by the base path the shell mounted. */
export default function PlaceholdersRoutes({ section }: RemoteRoutesProps) {
  switch (section) {
    case 'dashboard':
      return (
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="*" element={<UnderDevelopment title="Dashboard" />} />
        </Routes>
      );
    case 'vendas':
      return <VendasRoutes />;
    case 'financeiro':
      return <FinanceiroRoutes />;
    case 'relatorios':
      return <RelatoriosRoutes />;
    default:
      return <ConfiguracaoRoutes />;
  }
}
