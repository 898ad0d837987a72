import { useCallback, useState, type Ref } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';
import type { AppTheme } from '../../theme';
import { celulaTexto, type TipoColuna, type ValorCelula } from '../formato';
import type { GraficoPdf } from '../pdf';

/** The theme colours a series may take (tokens only). */
export type CorGrafico = 'primary' | 'accent' | 'sea' | 'coral' | 'success' | 'destructive' | 'sunshine' | 'textMuted' | 'borderStrong';

export interface SerieGrafico {
  /** The key of each point holding this series' value. */
  chave: string;
  /** Its name in the legend and the tooltip. */
  nome: string;
  /** Default 'barra'. */
  tipo?: 'barra' | 'linha';
  /** Default: the next of primary, accent, sea, success, sunshine. */
  cor?: CorGrafico;
  /** The right axis (a count beside money); default the left one. */
  eixo?: 'esquerda' | 'direita';
}

export interface GraficoRelatorioProps {
  /** Its accessible name ("Gráfico: Faturamento por dia"). */
  titulo: string;
  /** One point per bucket/row (numbers as numbers: `lerRespostaRelatorio` already made them so). */
  dados: readonly Record<string, ValorCelula>[];
  /** The key of the category of each point (a date 'aaaa-mm-dd' or a label). */
  eixoX: string;
  /** 'data' writes 29/11, 'mes' nov/2026 (from 'aaaa-mm-01'), 'texto' as is (then the bars lie down, names on the left). */
  tipoEixoX?: 'data' | 'mes' | 'texto';
  series: readonly SerieGrafico[];
  /** What the left axis counts (default 'dinheiro': R$ 12,3 mil on the axis, R$ 12.345,67 in the tooltip). */
  tipoValor?: TipoColuna;
  /** What the right axis counts, when a series uses it (default 'inteiro'). */
  tipoValorDireita?: TipoColuna;
  /** Height in px of a dated chart (default 280); a chart of names grows with them. */
  altura?: number;
  /** Stack the bars (one bar per point, a slice per series: motivo × tamanho); lines are never stacked. */
  empilhar?: boolean;
  /** The box around the chart: `useGraficoRelatorio().caixa`, so the PDF takes this chart's SVG. */
  ref?: Ref<HTMLDivElement>;
}

const Area = styled.div<{ $altura: number }>`
  width: 100%;
  min-width: 0;
  height: ${({ $altura }) => $altura}px;
  .recharts-surface:focus {
    outline: none;
  }
  .recharts-legend-item-text {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted} !important;
  }
`;

const CORES_PADRAO: readonly CorGrafico[] = ['primary', 'accent', 'sea', 'success', 'sunshine'];

const DIA = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const MES = new Intl.DateTimeFormat('pt-BR', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const COMPACTO = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 });
const INTEIRO_COMPACTO = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/** '2026-11-29' → '29/11' ('data') or 'nov/2026' ('mes'); a label stays as is. */
export function rotuloEixo(valor: ValorCelula, tipo: 'data' | 'mes' | 'texto'): string {
  if (typeof valor !== 'string' || tipo === 'texto' || !/^\d{4}-\d{2}-\d{2}$/.test(valor)) return valor === null || valor === undefined ? '' : String(valor);
  const dia = new Date(`${valor}T12:00:00Z`);
  if (tipo === 'data') return DIA.format(dia);
  const partes = MES.formatToParts(dia);
  return `${partes.find((p) => p.type === 'month')?.value.replace('.', '') ?? ''}/${partes.find((p) => p.type === 'year')?.value ?? ''}`;
}

/** An axis tick: money compact ("R$ 12,3 mil"), counts compact ("1,2 mil"), percent "12 %". */
export function valorEixo(valor: number, tipo: TipoColuna): string {
  if (tipo === 'dinheiro') return COMPACTO.format(valor).replace(/\u00a0/g, ' ');
  if (tipo === 'percentual') return `${INTEIRO_COMPACTO.format(valor)} %`;
  if (tipo === 'decimal') return valor.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  return INTEIRO_COMPACTO.format(valor);
}

/** Whether a value axis may tick between whole numbers: never for counts (0 · 1 · 2 · 3, not 0,8 · 1,5). */
export function eixoPermiteDecimais(tipo: TipoColuna): boolean {
  return tipo !== 'inteiro';
}

/**
 * A report's chart (recharts): bars and/or lines in the theme's colours, pt-BR axes (R$, dd/mm). Dates run
 * along the bottom; names (forma de pagamento, vendedor) lie down the left so they read on a phone.
 */
export function GraficoRelatorio({
  titulo,
  dados,
  eixoX,
  tipoEixoX = 'data',
  series,
  tipoValor = 'dinheiro',
  tipoValorDireita = 'inteiro',
  altura = 280,
  empilhar = false,
  ref,
}: GraficoRelatorioProps) {
  const theme = useTheme() as AppTheme;
  const texto = { fill: theme.colors.textMuted, fontSize: 12 };
  const deitado = tipoEixoX === 'texto';
  const direita = series.some((s) => s.eixo === 'direita');
  const pontos = dados.map((d) => ({ ...d, __rotulo: rotuloEixo(d[eixoX], tipoEixoX) }));
  // Stacked, the bars of a point are one bar: the rows need no more room than a single series.
  const barrasPorPonto = empilhar ? 1 : series.filter((s) => s.tipo !== 'linha').length;
  const alturaFinal = deitado ? Math.max(160, pontos.length * 36 * Math.max(1, barrasPorPonto * 0.6) + 72) : altura;
  const tipoDa = (s: SerieGrafico) => (s.eixo === 'direita' ? tipoValorDireita : tipoValor);

  const eixoCategoria = deitado ? (
    <YAxis type="category" dataKey="__rotulo" width={112} tick={texto} stroke={theme.colors.borderStrong} interval={0} />
  ) : (
    <XAxis dataKey="__rotulo" tick={texto} interval="preserveStartEnd" minTickGap={12} stroke={theme.colors.borderStrong} />
  );
  const eixoValor = deitado ? (
    <XAxis
      type="number"
      tick={texto}
      tickFormatter={(v: number) => valorEixo(v, tipoValor)}
      stroke={theme.colors.borderStrong}
      allowDecimals={eixoPermiteDecimais(tipoValor)}
    />
  ) : (
    <YAxis
      yAxisId="esquerda"
      width={76}
      tick={texto}
      tickFormatter={(v: number) => valorEixo(v, tipoValor)}
      stroke={theme.colors.borderStrong}
      allowDecimals={eixoPermiteDecimais(tipoValor)}
    />
  );

  return (
    <Area ref={ref} $altura={alturaFinal} data-grafico-relatorio="">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={pontos}
          layout={deitado ? 'vertical' : 'horizontal'}
          margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
          role="img"
          title={`Gráfico: ${titulo}`}
        >
          <CartesianGrid vertical={deitado} horizontal={!deitado} stroke={theme.colors.border} />
          {eixoCategoria}
          {eixoValor}
          {direita && !deitado ? (
            <YAxis
              yAxisId="direita"
              orientation="right"
              width={48}
              tick={texto}
              tickFormatter={(v: number) => valorEixo(v, tipoValorDireita)}
              stroke={theme.colors.borderStrong}
              allowDecimals={eixoPermiteDecimais(tipoValorDireita)}
            />
          ) : null}
          <Tooltip
            formatter={(valor, _nome, item) => {
              const serie = series.find((s) => s.chave === item.dataKey);
              return celulaTexto(typeof valor === 'number' ? valor : Number(valor), serie ? tipoDa(serie) : tipoValor);
            }}
          />
          {series.length > 1 ? <Legend /> : null}
          {series.map((s, i) => {
            const cor = theme.colors[s.cor ?? CORES_PADRAO[i % CORES_PADRAO.length]];
            const eixo = deitado ? undefined : s.eixo === 'direita' ? 'direita' : 'esquerda';
            return s.tipo === 'linha' ? (
              <Line
                key={s.chave}
                dataKey={s.chave}
                name={s.nome}
                yAxisId={eixo}
                type="linear"
                stroke={cor}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ) : (
              <Bar
                key={s.chave}
                dataKey={s.chave}
                name={s.nome}
                yAxisId={eixo}
                stackId={empilhar ? 'pilha' : undefined}
                fill={cor}
                isAnimationActive={false}
                maxBarSize={28}
              />
            );
          })}
        </ComposedChart>
      </ResponsiveContainer>
    </Area>
  );
}

/**
 * The chart's box and what the PDF takes from it: pass `caixa` as the `ref` of `<GraficoRelatorio>` and
 * `obterGrafico` to the export (the SVG recharts drew, as it is on screen at the click). `caixa` is a
 * callback ref kept in state, so the screens read no ref during render.
 */
export function useGraficoRelatorio(): {
  caixa: (elemento: HTMLDivElement | null) => void;
  /** The same as `caixa` (destructure it: `const { ref: refGrafico, obterGrafico } = …`). */
  ref: (elemento: HTMLDivElement | null) => void;
  obterGrafico: () => GraficoPdf | null;
} {
  const [elemento, setElemento] = useState<HTMLDivElement | null>(null);
  const obterGrafico = useCallback((): GraficoPdf | null => elemento?.querySelector<SVGSVGElement>('svg.recharts-surface') ?? null, [elemento]);
  return { caixa: setElemento, ref: setElemento, obterGrafico };
}
