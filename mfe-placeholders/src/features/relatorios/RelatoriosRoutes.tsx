import { Route, Routes } from 'react-router-dom';
import { FileText } from 'lucide-react';
import { Button, Card, CardDescription, CardTitle, PageHeader, UnderDevelopment } from '@loja/shared-ui';
import styled from 'styled-components';
import { RELATORIOS } from '../../components';

const Acoes = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;


function Relatorio({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card $padded>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
        <Acoes>
          <Button leftIcon={<FileText size={16} />} disabled title="Em breve">
            Gerar Relatório
          </Button>
        </Acoes>
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
