/**
 * The new-movement page as the remote's routes mount it, with the list it returns to, for the
 * integration tests.
 */
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@loja/shared-ui/testing';
import type { TypedSupabaseClient } from '@loja/shared-ui/platform';
import { NovaMovimentacaoPage } from '../features/movimentacoes';

export function renderNovaMovimentacao(client: TypedSupabaseClient, url = '/estoque/movimentacao/nova') {
  return renderWithProviders(
    <Routes>
      <Route path="movimentacao">
        <Route index element={<h1>Lista de movimentações</h1>} />
        <Route path="nova" element={<NovaMovimentacaoPage />} />
      </Route>
    </Routes>,
    { client, url, path: '/estoque/*' },
  );
}
