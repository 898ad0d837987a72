import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from '@loja/shared-ui';
import {
  FiltroPeriodo,
  GraficoRelatorio,
  TelaRelatorio,
  erroDoPeriodo,
  periodoDoPreset,
  somarDias,
  useFiltrosRelatorio,
  useGraficoRelatorio,
  type ColunaRelatorio,
  type LinhaRelatorio,
  type Relatorio,
} from '@loja/shared-ui/relatorios';
import { Select } from '@loja/shared-ui';
import { MemoryRouter } from 'react-router-dom';

const HOJE = '2026-11-29';

const FORMAS = [
  { chave: '1', rotulo: 'Pix', peso: 0.41 },
  { chave: '2', rotulo: 'Cartão de crédito', peso: 0.33 },
  { chave: '3', rotulo: 'Cartão de débito', peso: 0.16 },
  { chave: '4', rotulo: 'Dinheiro', peso: 0.1 },
];

/** A made-up but consistent day of sales: a busier weekend, the same figures for the same day. */
function diaDeVendas(dia: string) {
  const semente = Number(dia.replaceAll('-', '')) % 97;
  const fimDeSemana = [0, 6].includes(new Date(`${dia}T12:00:00Z`).getUTCDay());
  const vendas = 6 + (semente % 9) + (fimDeSemana ? 7 : 0);
  const faturamento = Math.round(vendas * (149.9 + (semente % 40) * 2.5) * 100) / 100;
  return { vendas, faturamento, desconto: Math.round(faturamento * 0.035 * 100) / 100 };
}

function dias(de: string, ate: string): string[] {
  const lista: string[] = [];
  for (let d = de; d <= ate && lista.length < 1100; d = somarDias(d, 1)) lista.push(d);
  return lista;
}

function totaisDe(linhas: { vendas: number; faturamento: number; desconto: number }[]) {
  const vendas = linhas.reduce((s, l) => s + l.vendas, 0);
  const faturamento = Math.round(linhas.reduce((s, l) => s + l.faturamento, 0) * 100) / 100;
  const desconto = Math.round(linhas.reduce((s, l) => s + l.desconto, 0) * 100) / 100;
  return { vendas, faturamento, desconto, ticket_medio: vendas ? Math.round((faturamento / vendas) * 100) / 100 : 0 };
}

const COLUNAS_DIA: ColunaRelatorio[] = [
  { chave: 'chave', titulo: 'Dia', tipo: 'data' },
  { chave: 'vendas', titulo: 'Vendas', tipo: 'inteiro' },
  { chave: 'faturamento', titulo: 'Faturamento', tipo: 'dinheiro' },
  { chave: 'ticket_medio', titulo: 'Ticket médio', tipo: 'dinheiro' },
  { chave: 'desconto', titulo: 'Desconto', tipo: 'dinheiro' },
];
const COLUNAS_FORMA: ColunaRelatorio[] = [{ chave: 'rotulo', titulo: 'Forma de pagamento', tipo: 'texto' }, ...COLUNAS_DIA.slice(1)];

type Estado = 'pronto' | 'carregando' | 'vazio' | 'erro';

interface DemoProps {
  estado: Estado;
}

function Demo({ estado }: DemoProps) {
  const [filtros, definir] = useFiltrosRelatorio({
    ...periodoDoPreset('este-mes', HOJE),
    agrupar: { padrao: 'dia', opcoes: ['dia', 'forma_pagamento'] },
  });
  const { caixa, obterGrafico } = useGraficoRelatorio();
  const porForma = filtros.agrupar === 'forma_pagamento';
  const erroPeriodo = erroDoPeriodo(filtros);
  const periodoOk = !erroPeriodo;
  const doDia = periodoOk ? dias(filtros.de, filtros.ate).map((d) => ({ chave: d, rotulo: d, ...diaDeVendas(d) })) : [];
  const doAnterior = periodoOk ? dias(somarDias(filtros.de, -doDia.length), somarDias(filtros.de, -1)).map(diaDeVendas) : [];
  const totais = totaisDe(doDia);
  const anterior = totaisDe(doAnterior);
  const todas: LinhaRelatorio[] = porForma
    ? FORMAS.map((f) => {
        const faturamento = Math.round(totais.faturamento * f.peso * 100) / 100;
        const vendas = Math.round(totais.vendas * f.peso);
        return { chave: f.chave, rotulo: f.rotulo, vendas, faturamento, ticket_medio: vendas ? Math.round((faturamento / vendas) * 100) / 100 : 0, desconto: Math.round(totais.desconto * f.peso * 100) / 100 };
      })
    : doDia.map((l) => ({ ...l, ticket_medio: l.vendas ? Math.round((l.faturamento / l.vendas) * 100) / 100 : 0 }));
  const limite = 10;
  const linhas = estado === 'vazio' ? [] : todas.slice((filtros.pagina - 1) * limite, filtros.pagina * limite);
  const colunas = porForma ? COLUNAS_FORMA : COLUNAS_DIA;
  const titulo = porForma ? 'Vendas por forma de pagamento' : 'Vendas por dia';

  const relatorio = (): Relatorio => ({
    titulo,
    nomeLoja: 'Loja Praia',
    periodo: { de: filtros.de, ate: filtros.ate },
    colunas,
    linhas: todas,
    totais: { ...totais, chave: null, rotulo: 'Total' },
  });

  return (
    <>
      <Toaster />
      <TelaRelatorio
        titulo="Vendas"
        descricao="Quantidade, faturamento, ticket médio e desconto das vendas confirmadas, comparados com o período anterior."
        exportar={estado === 'pronto' ? { obterRelatorio: relatorio, obterGrafico } : undefined}
        filtros={
          <>
            <FiltroPeriodo de={filtros.de} ate={filtros.ate} hoje={HOJE} aoMudar={definir} />
            <Select
              label="Agrupar por"
              value={filtros.agrupar}
              options={[
                { value: 'dia', label: 'Dia' },
                { value: 'forma_pagamento', label: 'Forma de pagamento' },
              ]}
              onChange={(e) => definir({ agrupar: e.target.value })}
            />
          </>
        }
        resumo={[
          { rotulo: 'Vendas', valor: totais.vendas, tipo: 'inteiro', anterior: anterior.vendas },
          { rotulo: 'Faturamento', valor: totais.faturamento, tipo: 'dinheiro', anterior: anterior.faturamento, detalhe: 'Líquido das trocas: R$ 412,30 a menos' },
          { rotulo: 'Ticket médio', valor: totais.ticket_medio, tipo: 'dinheiro', anterior: anterior.ticket_medio },
          { rotulo: 'Desconto dado', valor: totais.desconto, tipo: 'dinheiro', anterior: anterior.desconto, menorEhMelhor: true },
        ]}
        tituloGrafico={porForma ? 'Faturamento por forma de pagamento' : 'Faturamento por dia'}
        grafico={
          <GraficoRelatorio
            ref={caixa}
            titulo={porForma ? 'Faturamento por forma de pagamento' : 'Faturamento por dia'}
            dados={porForma ? todas : doDia}
            eixoX={porForma ? 'rotulo' : 'chave'}
            tipoEixoX={porForma ? 'texto' : 'data'}
            series={[{ chave: 'faturamento', nome: 'Faturamento' }, ...(porForma ? [] : [{ chave: 'vendas', nome: 'Vendas', tipo: 'linha' as const, cor: 'accent' as const, eixo: 'direita' as const }])]}
          />
        }
        colunas={colunas}
        linhas={estado === 'carregando' || estado === 'erro' ? undefined : linhas}
        totais={{ ...totais, chave: null, rotulo: null }}
        pagina={{ pagina: filtros.pagina, limite, total_linhas: todas.length }}
        aoMudarPagina={(pagina) => definir({ pagina })}
        carregando={estado === 'carregando'}
        erroPeriodo={erroPeriodo}
        erro={estado === 'erro' ? 'Não foi possível carregar o relatório de vendas.' : null}
        aoTentarDeNovo={() => undefined}
        rodape="Vendas confirmadas, pela data da confirmação, em dias de São Paulo. O período anterior tem o mesmo número de dias."
      />
    </>
  );
}

const meta = {
  title: 'Relatórios/TelaRelatorio',
  component: Demo,
  args: { estado: 'pronto' },
  argTypes: { estado: { control: 'inline-radio', options: ['pronto', 'carregando', 'vazio', 'erro'] } },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/relatorios/vendas']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vendas de novembro por dia: resumo com a variação, gráfico de faturamento e vendas, tabela paginada com totais. */
export const VendasPorDia: Story = { name: 'Vendas por dia (novembro)' };

/** Enquanto a função responde: esqueletos no lugar do resumo, do gráfico e da tabela. */
export const Carregando: Story = { args: { estado: 'carregando' } };

/** Nenhuma venda no período. */
export const Vazio: Story = { args: { estado: 'vazio' } };

/** A leitura falhou: o aviso e "Tentar novamente". */
export const Erro: Story = { args: { estado: 'erro' } };
