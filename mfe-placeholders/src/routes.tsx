import { lazy } from 'react';
import { NotFoundContent } from '@loja/shared-ui';
import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@loja/shared-ui/platform';

import { ConfiguracaoRoutes } from './features/configuracao';
import { RelatoriosRoutes } from './features/relatorios';

// The dashboard's chunk carries the chart library; the other sections of this remote never load it.
// (The shell's remote area holds the Suspense boundary.)
const DashboardPage = lazy(() => import('./features/dashboard').then((m) => ({ default: m.DashboardPage })));

/** `./routes`: dashboard, relatorios and configuracao, by the base path the shell mounted (financeiro moved to mfe-vendas, issue 26). */
export default function PlaceholdersRoutes({ section }: RemoteRoutesProps) {
  switch (section) {
    case 'dashboard':
      return (
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="*" element={<NotFoundContent />} />
        </Routes>
      );
    case 'relatorios':
      return <RelatoriosRoutes />;
    default:
      return <ConfiguracaoRoutes />;
  }
}
