import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';
import { formatCentavos } from '../../../components';
import type { FluxoCaixa } from '../api';
import { FLUXO_MESSAGES as M } from '../messages';
import { reaisCompacto, rotuloPeriodo } from '../rotulos';

const Area = styled.div`
  width: 100%;
  height: 260px;
  min-width: 0;
  .recharts-surface:focus {
    outline: none;
  }
  /* recharts colours each legend label like its series: the pale "previstas" were unreadable. */
  .recharts-legend-item-text {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted} !important;
  }
`;

/** One row of the charts: reais (recharts draws numbers), the saídas below zero. */
type Ponto = Record<string, number | string>;

/** The realised and planned entradas (up) and saídas (down) per period, stacked, with the total balance as a line. */
export function GraficoMovimento({ fluxo }: { fluxo: FluxoCaixa }) {
  const theme = useTheme();
  const texto = { fill: theme.colors.textMuted, fontSize: theme.fontSizes.xs };
  const dados: Ponto[] = fluxo.periodos.map((p) => ({
    rotulo: rotuloPeriodo(p.periodo, fluxo.agrupar),
    entradas: p.entradas / 100,
    entradasPrevistas: p.entradas_previstas / 100,
    saidas: -p.saidas / 100,
    saidasPrevistas: -p.saidas_previstas / 100,
    saldoPrevisto: p.saldo_previsto / 100,
  }));
  return (
    <Area>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={dados} stackOffset="sign" margin={{ top: 8, right: 8, bottom: 0, left: 0 }} role="img" title={`Gráfico: ${M.graficoMovimento}`}>
          <CartesianGrid vertical={false} stroke={theme.colors.border} />
          <XAxis dataKey="rotulo" tick={texto} interval="preserveStartEnd" minTickGap={12} stroke={theme.colors.borderStrong} />
          <YAxis width={76} tick={texto} tickFormatter={reaisCompacto} stroke={theme.colors.borderStrong} />
          <Tooltip formatter={(valor) => formatCentavos(Math.round(Math.abs(Number(valor)) * 100))} />
          <Legend />
          <Bar dataKey="entradas" name={M.entradas} stackId="mov" fill={theme.colors.success} isAnimationActive={false} maxBarSize={28} />
          <Bar dataKey="entradasPrevistas" name={M.entradasPrevistas} stackId="mov" fill={theme.colors.successSoft} stroke={theme.colors.success} isAnimationActive={false} maxBarSize={28} />
          <Bar dataKey="saidas" name={M.saidas} stackId="mov" fill={theme.colors.destructive} isAnimationActive={false} maxBarSize={28} />
          <Bar dataKey="saidasPrevistas" name={M.saidasPrevistas} stackId="mov" fill={theme.colors.destructiveSoft} stroke={theme.colors.destructive} isAnimationActive={false} maxBarSize={28} />
          <Line dataKey="saldoPrevisto" name={M.saldoPrevisto} type="monotone" stroke={theme.colors.primary} strokeWidth={2} dot={false} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </Area>
  );
}

/** Each conta's realised balance at the end of each period, a line per conta. */
export function GraficoSaldos({ fluxo }: { fluxo: FluxoCaixa }) {
  const theme = useTheme();
  const texto = { fill: theme.colors.textMuted, fontSize: theme.fontSizes.xs };
  const cores = [theme.colors.primary, theme.colors.accent, theme.colors.success, theme.colors.warningText, theme.colors.sea, theme.colors.textMuted];
  const dados: Ponto[] = fluxo.periodos.map((p) => ({
    rotulo: rotuloPeriodo(p.periodo, fluxo.agrupar),
    ...Object.fromEntries(fluxo.contas.map((c) => [`conta${c.id}`, (p.saldos[c.id] ?? 0) / 100])),
  }));
  return (
    <Area>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={dados} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} role="img" title={`Gráfico: ${M.graficoSaldos}`}>
          <CartesianGrid vertical={false} stroke={theme.colors.border} />
          <XAxis dataKey="rotulo" tick={texto} interval="preserveStartEnd" minTickGap={12} stroke={theme.colors.borderStrong} />
          <YAxis width={76} tick={texto} tickFormatter={reaisCompacto} stroke={theme.colors.borderStrong} />
          <Tooltip formatter={(valor) => formatCentavos(Math.round(Number(valor) * 100))} />
          <Legend />
          {fluxo.contas.map((c, i) => (
            <Line
              key={c.id}
              dataKey={`conta${c.id}`}
              name={c.nome}
              type="stepAfter"
              stroke={cores[i % cores.length]}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </ComposedChart>
      </ResponsiveContainer>
    </Area>
  );
}
