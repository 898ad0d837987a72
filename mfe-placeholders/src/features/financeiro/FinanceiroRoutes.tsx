import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Filter, Plus } from 'lucide-react';
import { Button, EmptyState, ListToolbar, PageHeader, SearchBox, UnderDevelopment } from '@loja/shared-ui';


function Contas({ title }: { title: string }) {
  const [busca, setBusca] = useState('');
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button leftIcon={<Plus size={16} />} disabled title="Em breve">
            Nova Conta
          </Button>
        }
      />
      <ListToolbar>
        <SearchBox value={busca} onValueChange={setBusca} placeholder="Buscar contas..." aria-label="Buscar contas" />
        <Button variant="outline" leftIcon={<Filter size={16} />}>
          Filtrar
        </Button>
      </ListToolbar>
      <EmptyState title="Nenhuma conta encontrada" description="O módulo financeiro está em desenvolvimento." />
    </>
  );
}

export function FinanceiroRoutes() {
  return (
    <Routes>
      <Route path="contas-receber" element={<Contas title="Contas a Receber" />} />
      <Route path="contas-pagar" element={<Contas title="Contas a Pagar" />} />
      <Route path="*" element={<UnderDevelopment title="Financeiro" />} />
    </Routes>
  );
}
