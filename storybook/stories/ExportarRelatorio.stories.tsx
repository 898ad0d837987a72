import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from '@loja/shared-ui';
import { ExportarRelatorio, type Relatorio } from '@loja/shared-ui/relatorios';
import { Stack } from './helpers';

const VENDEDORAS = ['Joana Conceição', 'Luíza Araújo', 'Marcos Simões'];

/** November's sales per day, as the "Vendas por dia" report shows them (figures made up, consistent). */
function vendasDeNovembro(vezes = 1): Relatorio {
  const linhas = Array.from({ length: 30 * vezes }, (_, j) => {
    const i = j % 30;
    const vendas = 8 + ((i * 7) % 13);
    const faturamento = Math.round(vendas * (142.9 + ((i * 31) % 60)) * 100) / 100;
    const desconto = Math.round(faturamento * 0.04 * 100) / 100;
    return {
      dia: `2026-11-${String(i + 1).padStart(2, '0')}`,
      vendedora: VENDEDORAS[i % 3],
      vendas,
      faturamento,
      ticket: Math.round((faturamento / vendas) * 100) / 100,
      desconto,
      margem: 38 + ((i * 3) % 9) + 0.5,
    };
  });
  const vendas = linhas.reduce((s, l) => s + l.vendas, 0);
  const faturamento = Math.round(linhas.reduce((s, l) => s + l.faturamento, 0) * 100) / 100;
  return {
    titulo: 'Vendas por dia',
    nomeLoja: 'Loja Praia',
    periodo: { de: '2026-11-01', ate: '2026-11-30' },
    colunas: [
      { chave: 'dia', titulo: 'Dia', tipo: 'data' },
      { chave: 'vendedora', titulo: 'Destaque do dia', tipo: 'texto' },
      { chave: 'vendas', titulo: 'Vendas', tipo: 'inteiro' },
      { chave: 'faturamento', titulo: 'Faturamento (R$)', tipo: 'dinheiro' },
      { chave: 'ticket', titulo: 'Ticket médio (R$)', tipo: 'dinheiro' },
      { chave: 'desconto', titulo: 'Descontos (R$)', tipo: 'dinheiro' },
      { chave: 'margem', titulo: 'Margem (%)', tipo: 'percentual' },
    ],
    linhas,
    totais: {
      dia: null,
      vendedora: 'Total de novembro',
      vendas,
      faturamento,
      ticket: Math.round((faturamento / vendas) * 100) / 100,
      desconto: Math.round(linhas.reduce((s, l) => s + l.desconto, 0) * 100) / 100,
      margem: null,
    },
  };
}

interface DemoProps {
  /** Rows between two yields: small here so the progress bar is seen moving. */
  tamanhoDoLote: number;
  falhar: boolean;
  /** The month's rows repeated, to see a long export (thousands of rows, dozens of pages) progress. */
  vezes: number;
}

function Demo({ tamanhoDoLote, falhar, vezes }: DemoProps) {
  return (
    <Stack>
      <Toaster />
      <ExportarRelatorio
        tamanhoDoLote={tamanhoDoLote}
        obterRelatorio={() => (falhar ? Promise.reject(new Error('Sem conexão')) : vendasDeNovembro(vezes))}
      />
    </Stack>
  );
}

const meta = {
  title: 'Relatórios/ExportarRelatorio',
  component: Demo,
  args: { tamanhoDoLote: 5, falhar: false, vezes: 1 },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Vendas por dia" de novembro: CSV e PDF, com a barra de progresso enquanto o arquivo é gerado. */
export const VendasPorDia: Story = { name: 'Vendas por dia (novembro)' };

/** A exportação falha (sem conexão): um aviso em português, e os botões voltam a funcionar. */
export const Falha: Story = { args: { falhar: true } };

/** 3 000 linhas (o mês repetido), cerca de 70 páginas: a barra avança e a página continua respondendo. */
export const ExportacaoLonga: Story = {
  name: 'Exportação longa (PDF com progresso)',
  args: { tamanhoDoLote: 50, vezes: 100 },
  play: async ({ canvasElement }) => {
    const botao = [...canvasElement.querySelectorAll('button')].find((b) => b.textContent?.includes('Exportar PDF'));
    botao?.click();
  },
};
