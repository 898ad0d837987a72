import { FileSpreadsheet, FileText } from 'lucide-react';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { media } from '../theme/media';
import { Button } from '../components/Button';
import { toast } from '../components/Toast';
import { baixarArquivo, nomeArquivoRelatorio } from './baixar';
import { exportarCsv } from './csv';
import { exportarPdf, type GraficoPdf } from './pdf';
import type { Relatorio } from './tipos';

export type FormatoExportacao = 'csv' | 'pdf';

export interface ExportarRelatorioProps {
  /** The report with every row of the period; called on click (the screens read the export from the database then). */
  obterRelatorio: () => Promise<Relatorio> | Relatorio;
  /** The chart the PDF prints on its first page (called on click, so it is the one on screen). */
  obterGrafico?: () => GraficoPdf | null | undefined;
  /** Rows between two yields (default 500). */
  tamanhoDoLote?: number;
  /** Receives the file instead of the download (tests, stories); default: the browser downloads it. */
  aoConcluir?: (arquivo: { nome: string; conteudo: Blob; formato: FormatoExportacao }) => void;
}

const Caixa = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

// From md the buttons sit beside the title: kept on one row, their width is the header actions' minimum, so a
// two-line description wraps instead of stacking "Exportar CSV" over "Exportar PDF".
const Botoes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  ${media.md} {
    flex-wrap: nowrap;
    white-space: nowrap;
  }
`;

const Barra = styled.div`
  height: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  overflow: hidden;
`;

const Preenchimento = styled.div<{ $fracao: number }>`
  height: 100%;
  width: ${({ $fracao }) => Math.round($fracao * 100)}%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.transitions.fast};
`;

const Rotulo = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NOMES: Record<FormatoExportacao, string> = { csv: 'CSV', pdf: 'PDF' };

/**
 * "Exportar CSV" and "Exportar PDF" for a report: while the file is made, both buttons wait and a bar
 * shows how far it got ("Gerando PDF… 45 %"); a failure raises a toast in Portuguese.
 */
export function ExportarRelatorio({ obterRelatorio, obterGrafico, tamanhoDoLote, aoConcluir }: ExportarRelatorioProps) {
  const [emAndamento, setEmAndamento] = useState<FormatoExportacao | null>(null);
  const [fracao, setFracao] = useState(0);
  const ocupado = useRef(false);

  async function exportar(formato: FormatoExportacao) {
    if (ocupado.current) return;
    ocupado.current = true;
    setEmAndamento(formato);
    setFracao(0);
    try {
      const relatorio = await obterRelatorio();
      const opcoes = { aoProgredir: setFracao, tamanhoDoLote };
      const conteudo =
        formato === 'csv' ? await exportarCsv(relatorio, opcoes) : await exportarPdf(relatorio, { ...opcoes, grafico: obterGrafico?.() });
      const nome = `${nomeArquivoRelatorio(relatorio.titulo, relatorio.periodo)}.${formato}`;
      if (aoConcluir) aoConcluir({ nome, conteudo, formato });
      else baixarArquivo(nome, conteudo);
    } catch {
      toast({
        title: `Não foi possível exportar o ${NOMES[formato]}`,
        description: 'Tente novamente. Se o erro continuar, reduza o período do relatório.',
        variant: 'destructive',
      });
    } finally {
      ocupado.current = false;
      setEmAndamento(null);
    }
  }

  const porcentagem = Math.round(fracao * 100);
  return (
    <Caixa>
      <Botoes>
        {(['csv', 'pdf'] as const).map((formato) => (
          <Button
            key={formato}
            variant="outline"
            size="sm"
            leftIcon={formato === 'csv' ? <FileSpreadsheet size={16} aria-hidden="true" /> : <FileText size={16} aria-hidden="true" />}
            loading={emAndamento === formato}
            disabled={emAndamento !== null}
            onClick={() => void exportar(formato)}
          >
            Exportar {NOMES[formato]}
          </Button>
        ))}
      </Botoes>
      {emAndamento && (
        <>
          <Barra
            role="progressbar"
            aria-label={`Gerando ${NOMES[emAndamento]}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={porcentagem}
          >
            <Preenchimento $fracao={fracao} />
          </Barra>
          <Rotulo aria-live="polite">
            Gerando {NOMES[emAndamento]}… {porcentagem} %
          </Rotulo>
        </>
      )}
    </Caixa>
  );
}
