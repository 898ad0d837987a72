import { Route, Routes, useNavigate } from 'react-router-dom';
import { Badge, Button, PageHeader, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, UnderDevelopment } from '@loja/shared-ui';
import { formatBRL, formatDate } from '@loja/shared-ui/format';
import { SampleBadge, STATUS_VARIANT, VENDAS_EXEMPLO } from '../../components';

const COR = { Aprovado: 'success', Pendente: 'warning', Expirado: 'destructive', Rejeitado: 'destructive' } as const;

interface Linha {
  numero: string;
  pessoa: string;
  data: string;
  valor: number;
  status: keyof typeof COR | keyof typeof STATUS_VARIANT;
  extra: string;
}

const ORCAMENTOS: Linha[] = [
  { numero: 'O-210', pessoa: 'Henrique Prado', data: '2026-11-18', valor: 649.5, status: 'Aprovado', extra: 'até 02/12/2026' },
  { numero: 'O-209', pessoa: 'Fábio Nascimento', data: '2026-11-12', valor: 189.9, status: 'Pendente', extra: 'até 26/11/2026' },
  { numero: 'O-205', pessoa: 'Diego Fernandes', data: '2026-10-30', valor: 99.9, status: 'Expirado', extra: 'até 13/11/2026' },
];
const ORCAMENTOS_COMPRA: Linha[] = [
  { numero: 'OC-88', pessoa: 'Tecidos Maré Alta Ltda', data: '2026-11-16', valor: 4820, status: 'Aprovado', extra: '12 itens' },
  { numero: 'OC-87', pessoa: 'Palha & Arte Artesanatos', data: '2026-11-09', valor: 1675.5, status: 'Pendente', extra: '6 itens' },
  { numero: 'OC-85', pessoa: 'Acessórios Brisa', data: '2026-10-28', valor: 930, status: 'Rejeitado', extra: '4 itens' },
];
function Lista({ title, pessoa, extra, linhas, novo }: { title: string; pessoa: string; extra: string; linhas: Linha[]; novo: string }) {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={title} actions={<Button onClick={() => navigate(novo)}>Novo</Button>} />
      <SampleBadge />
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Número</TableHead>
              <TableHead>{pessoa}</TableHead>
              <TableHead>Data</TableHead>
              <TableHead $align="right">Valor</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>{extra}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {linhas.map((l) => (
              <TableRow key={l.numero}>
                <TableCell>{l.numero}</TableCell>
                <TableCell>{l.pessoa}</TableCell>
                <TableCell>{formatDate(l.data)}</TableCell>
                <TableCell $align="right">{formatBRL(l.valor)}</TableCell>
                <TableCell>
                  <Badge variant={{ ...COR, ...STATUS_VARIANT }[l.status]}>{l.status}</Badge>
                </TableCell>
                <TableCell>{l.extra}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
    </>
  );
}

const vendas: Linha[] = VENDAS_EXEMPLO.map((v) => ({ numero: v.numero, pessoa: v.cliente, data: v.data, valor: v.valor, status: v.status, extra: `${v.itens} itens` }));

export function VendasRoutes() {
  return (
    <Routes>
      <Route path="vendas" element={<Lista title="Vendas" pessoa="Cliente" extra="Itens" linhas={vendas} novo="/vendas/vendas/nova" />} />
      <Route path="orcamento" element={<Lista title="Orçamentos" pessoa="Cliente" extra="Validade" linhas={ORCAMENTOS} novo="/vendas/orcamento/novo" />} />
      <Route path="orcamento-compra" element={<Lista title="Orçamentos de Compra" pessoa="Fornecedor" extra="Itens" linhas={ORCAMENTOS_COMPRA} novo="/vendas/orcamento-compra/novo" />} />
      {/* Links the specification has without screens: "em desenvolvimento", never the 404. */}
      <Route path="*" element={<UnderDevelopment title="Vendas" />} />
    </Routes>
  );
}
