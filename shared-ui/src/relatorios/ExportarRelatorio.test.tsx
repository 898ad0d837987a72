import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../components/Toast';
import { renderWithProviders } from '../test/renderWithProviders';
import { ExportarRelatorio } from './ExportarRelatorio';
import type { Relatorio } from './tipos';

afterEach(() => {
  act(() => dismissToast());
});

const relatorio: Relatorio = {
  titulo: 'Vendas por dia',
  nomeLoja: 'Loja Praia',
  periodo: { de: '2026-11-01', ate: '2026-11-30' },
  colunas: [
    { chave: 'dia', titulo: 'Dia', tipo: 'data' },
    { chave: 'faturamento', titulo: 'Faturamento (R$)', tipo: 'dinheiro' },
  ],
  linhas: Array.from({ length: 30 }, (_, i) => ({ dia: `2026-11-${String(i + 1).padStart(2, '0')}`, faturamento: 100 + i })),
};

describe('ExportarRelatorio', () => {
  it('exports the CSV under a name with the report and period, showing progress while it works', async () => {
    let liberar: (r: Relatorio) => void = () => undefined;
    const aoConcluir = vi.fn();
    const { user } = renderWithProviders(
      <ExportarRelatorio obterRelatorio={() => new Promise<Relatorio>((r) => (liberar = r))} tamanhoDoLote={10} aoConcluir={aoConcluir} />,
    );
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const barra = screen.getByRole('progressbar', { name: 'Gerando CSV' });
    expect(barra).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Gerando CSV… 0 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exportar PDF/ })).toBeDisabled();
    act(() => liberar(relatorio));
    await waitFor(() => expect(aoConcluir).toHaveBeenCalledTimes(1));
    const [{ nome, formato, conteudo }] = aoConcluir.mock.calls[0] as [{ nome: string; formato: string; conteudo: Blob }];
    expect(nome).toBe('vendas-por-dia-2026-11-01-a-2026-11-30.csv');
    expect(formato).toBe('csv');
    const texto = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await conteudo.arrayBuffer());
    expect(texto.slice(1).split('\r\n').slice(0, 2)).toEqual(['Dia;Faturamento (R$)', '01/11/2026;100,00']);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Exportar PDF' })).toBeEnabled();
  });

  it('exports the PDF', async () => {
    const aoConcluir = vi.fn();
    const { user } = renderWithProviders(<ExportarRelatorio obterRelatorio={() => relatorio} aoConcluir={aoConcluir} />);
    await user.click(screen.getByRole('button', { name: 'Exportar PDF' }));
    await waitFor(() => expect(aoConcluir).toHaveBeenCalledTimes(1));
    const [{ nome, conteudo }] = aoConcluir.mock.calls[0] as [{ nome: string; conteudo: Blob }];
    expect(nome).toBe('vendas-por-dia-2026-11-01-a-2026-11-30.pdf');
    expect(conteudo.type).toBe('application/pdf');
    const texto = new TextDecoder('latin1').decode(await conteudo.arrayBuffer());
    expect(texto.startsWith('%PDF-')).toBe(true);
    expect(texto).toContain('(Loja Praia) Tj');
    expect(texto).toContain('(Página 1 de 1) Tj');
  });

  it('says so in a toast when the export fails, and lets the person try again', async () => {
    const aoConcluir = vi.fn();
    const { user } = renderWithProviders(
      <ExportarRelatorio obterRelatorio={() => Promise.reject(new Error('rede'))} aoConcluir={aoConcluir} />,
    );
    await user.click(screen.getByRole('button', { name: 'Exportar PDF' }));
    expect(await screen.findByText('Não foi possível exportar o PDF')).toBeInTheDocument();
    expect(screen.getByText('Tente novamente. Se o erro continuar, reduza o período do relatório.')).toBeInTheDocument();
    expect(aoConcluir).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Exportar PDF' })).toBeEnabled();
  });
});
