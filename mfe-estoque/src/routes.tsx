import { Route, Routes } from 'react-router-dom';
import { ArrowLeftRight, Boxes, ClipboardCheck, Percent, Tag } from 'lucide-react';
import { ModuleHub, UnderDevelopment } from '@loja/shared-ui';
import type { RemoteRoutesProps } from './remote-contract';

const emBreve = (title: string) => <UnderDevelopment title={title} message="Em breve" description="Esta tela chega numa próxima entrega." />;

/** `./routes`: /estoque, its movements (both edit route shapes) and the placeholder tools. */
export default function EstoqueRoutes(_props: RemoteRoutesProps) {
  return (
    <Routes>
      <Route
        index
        element={
          <ModuleHub
            title="Estoque"
            description="Produtos, movimentações e ferramentas de estoque"
            entries={[
              { to: 'produtos', title: 'Produtos', description: 'Estoque atual dos produtos', icon: <Boxes size={24} aria-hidden /> },
              { to: 'movimentacao', title: 'Movimentação', description: 'Entradas e saídas de estoque', icon: <ArrowLeftRight size={24} aria-hidden /> },
              { to: 'balanco', title: 'Balanço', description: 'Contagem de inventário', icon: <ClipboardCheck size={24} aria-hidden /> },
              { to: 'gestor-preco', title: 'Gestor de Preço', description: 'Reajustes de preço em lote', icon: <Tag size={24} aria-hidden /> },
              { to: 'gestor-promocao', title: 'Gestor de Promoção', description: 'Promoções e descontos', icon: <Percent size={24} aria-hidden /> },
            ]}
          />
        }
      />
      <Route path="produtos" element={emBreve('Estoque de Produtos')} />
      <Route path="movimentacao" element={emBreve('Movimentação de Estoque')} />
      <Route path="movimentacao/nova" element={emBreve('Nova Movimentação')} />
      <Route path="movimentacao/editar/:id" element={emBreve('Editar Movimentação')} />
      <Route path="movimentacao/:id/editar" element={emBreve('Editar Movimentação')} />
      <Route path="balanco" element={<UnderDevelopment title="Balanço" />} />
      <Route path="gestor-preco" element={<UnderDevelopment title="Gestor de Preço" />} />
      <Route path="gestor-promocao" element={<UnderDevelopment title="Gestor de Promoção" />} />
      <Route path="*" element={<UnderDevelopment title="Estoque" />} />
    </Routes>
  );
}
