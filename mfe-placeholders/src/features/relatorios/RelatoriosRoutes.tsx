import { Route, Routes } from 'react-router-dom';
import { FileText } from 'lucide-react';
import { Button, Card, CardDescription, CardTitle, ModuleHub, PageHeader, UnderDevelopment } from '@loja/shared-ui';


const RELATORIOS = [
  { to: 'clientes', title: 'Relatório de Clientes', description: 'Cadastro e situação dos clientes' },
  { to: 'fornecedores', title: 'Relatório de Fornecedores', description: 'Fornecedores ativos e inativos' },
  { to: 'ordem-fornecimento', title: 'Ordem de Fornecimento', description: 'Pedidos feitos aos fornecedores' },
  { to: 'vendas', title: 'Relatório de Vendas', description: 'Vendas por período' },
  { to: 'financeiro', title: 'Relatório Financeiro', description: 'Entradas e saídas por período' },
];

function Relatorio({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card $padded>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
        <Button leftIcon={<FileText size={16} />} disabled title="Em breve" style={{ marginTop: 16 }}>
          Gerar Relatório
        </Button>
      </Card>
    </>
  );
}

export function RelatoriosRoutes() {
  return (
    <Routes>
      <Route index element={<ModuleHub title="Relatórios" description="Relatórios da loja" entries={RELATORIOS} />} />
      {RELATORIOS.map((r) => (
        <Route key={r.to} path={r.to} element={<Relatorio title={r.title} description={r.description} />} />
      ))}
      <Route path="*" element={<UnderDevelopment title="Relatórios" />} />
    </Routes>
  );
}
