import { Route, Routes } from 'react-router-dom';
import { FileText } from 'lucide-react';
import { Button, Card, CardDescription, CardTitle, PageHeader, UnderDevelopment } from '@loja/shared-ui';
import { RELATORIOS } from '../../components';


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
      {RELATORIOS.map((r) => (
        <Route key={r.path} path={r.path} element={<Relatorio title={r.title} description={r.description} />} />
      ))}
      <Route path="*" element={<UnderDevelopment title="Relatórios" />} />
    </Routes>
  );
}
