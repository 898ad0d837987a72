import { NotFoundContent } from '@loja/shared-ui';
import type { RemoteRoutesProps } from '@loja/shared-ui/platform';
import { Route, Routes } from 'react-router-dom';
import { FinanceiroRoutes } from './financeiroRoutes';
import { RelatoriosRoutes } from './relatoriosRoutes';
import { CaixaPage } from './features/caixa';
import { ComprasRoutes } from './features/compras';
import { OrcamentosRoutes } from './features/orcamentos';
import { EditarPedidoPage } from './features/pedidos';
import { NovaVendaPage } from './features/pdv';
import { ReciboPage } from './features/recibo';
import { TrocasRoutes } from './features/trocas';
import { VendaPage, VendasListPage } from './features/vendas';

/**
 * `./routes`: the screens under /vendas (the hub at /vendas is the shell's, from `./navigation`), and
 * under /financeiro (financeiroRoutes.tsx), the other section this remote serves, and its reports under
 * /relatorios (relatoriosRoutes.tsx), a section it adds pages to.
 * The storefront's orders waiting for the shop (/vendas/pedidos) are the sales list held to them:
 * one list, one sale page, whatever the channel.
 */
export default function VendasRoutes({ section }: RemoteRoutesProps) {
  if (section === 'financeiro') return <FinanceiroRoutes />;
  if (section === 'relatorios') return <RelatoriosRoutes />;
  return (
    <Routes>
      <Route path="vendas">
        <Route index element={<VendasListPage />} />
        <Route path="nova" element={<NovaVendaPage />} />
        <Route path=":id" element={<VendaPage />} />
        <Route path=":id/editar" element={<EditarPedidoPage />} />
        <Route path=":id/cupom" element={<ReciboPage />} />
      </Route>
      <Route path="pedidos">
        <Route index element={<VendasListPage pedidos />} />
        <Route path=":id" element={<VendaPage />} />
        <Route path=":id/editar" element={<EditarPedidoPage />} />
        <Route path=":id/cupom" element={<ReciboPage />} />
      </Route>
      <Route path="caixa" element={<CaixaPage />} />
      <Route path="trocas/*" element={<TrocasRoutes />} />
      <Route path="orcamento/*" element={<OrcamentosRoutes />} />
      <Route path="orcamento-compra/*" element={<ComprasRoutes />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
