import { Button, toast } from '@loja/shared-ui';
import { Download, Upload } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useExportarCsvMutation, type FiltrosExportacao } from './api';
import { baixarArquivo, gerarCsv, nomeArquivo } from './csv';
import { LAYOUTS, type CadastroCsv } from './layouts';
import { CSV_MESSAGES } from './messages';

export interface CsvAcoesProps {
  cadastro: CadastroCsv;
  /** The list's current filters: the export writes the rows the list shows, over every page. */
  filtros: FiltrosExportacao;
  /** Import is for staff who write; export for all staff (a read-only login reads the same rows). */
  canWrite: boolean;
}

/** The list header's "Exportar CSV" and "Importar CSV" (issue 27). */
export function CsvAcoes({ cadastro, filtros, canWrite }: CsvAcoesProps) {
  const navigate = useNavigate();
  const [exportar, { isLoading }] = useExportarCsvMutation();
  const layout = LAYOUTS[cadastro];

  const baixar = async () => {
    try {
      const linhas = await exportar({ cadastro, filtros }).unwrap();
      baixarArquivo(nomeArquivo(cadastro), gerarCsv(layout.colunas, linhas.map(layout.paraCsv)));
      toast({ title: 'Sucesso', description: CSV_MESSAGES.exportado(linhas.length), variant: 'success' });
    } catch {
      toast({ title: 'Erro', description: CSV_MESSAGES.exportarFalhou, variant: 'destructive' });
    }
  };

  return (
    <>
      <Button variant="outline" leftIcon={<Download size={16} aria-hidden />} onClick={() => void baixar()} disabled={isLoading}>
        {CSV_MESSAGES.exportar}
      </Button>
      {canWrite ? (
        <Button variant="outline" leftIcon={<Upload size={16} aria-hidden />} onClick={() => navigate('importar')}>
          {CSV_MESSAGES.importar}
        </Button>
      ) : null}
    </>
  );
}
