import { TableCell, TableHead, TableRow } from '@loja/shared-ui';
import { formatCount, formatDate, formatNumber } from '@loja/shared-ui/format';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import type { VendasDia } from '../api';
import { barrasVendasPorDia, formatCentavos, formatReaisCompacto, resumoVendasPorDia, type BarraVendasDia } from '../dados';
import { DASHBOARD_MESSAGES as M } from '../messages';
import { ChartEmpty, ChartFigure } from './ChartFigure';
import { chartTooltip } from './ChartTooltip';

/** Tall enough to read a day's height against another's on a phone; the days run across. */
const ALTURA = 240;

const Dica = chartTooltip<BarraVendasDia>((barra) => ({
  title: formatDate(barra.dia),
  lines: [formatCentavos(barra.centavos), formatCount(barra.vendas, 'venda', 'vendas')],
}));

/** The confirmed sales' money per day of the last 30 days (dashboard_vendas), a bar a day, days without sales at 0. */
export function VendasPorDiaChart({ dias }: { dias: readonly VendasDia[] }) {
  const theme = useTheme();
  const barras = barrasVendasPorDia(dias);
  const resumo = resumoVendasPorDia(dias);
  const texto = { fill: theme.colors.textMuted, fontSize: theme.fontSizes.xs };

  if (barras.every((b) => b.vendas === 0)) return <ChartEmpty>{resumo}</ChartEmpty>;

  return (
    <ChartFigure
      height={ALTURA}
      summary={resumo}
      tableLabel={M.vendasPorDia}
      head={
        <>
          <TableHead>Dia</TableHead>
          <TableHead $align="right">Vendas</TableHead>
          <TableHead $align="right">Total</TableHead>
        </>
      }
      rows={barras.map((barra) => (
        <TableRow key={barra.dia}>
          <TableCell $nowrap>{formatDate(barra.dia)}</TableCell>
          <TableCell $align="right">{formatNumber(barra.vendas)}</TableCell>
          <TableCell $align="right" $nowrap>
            {formatCentavos(barra.centavos)}
          </TableCell>
        </TableRow>
      ))}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={barras}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
          role="img"
          title={`Gráfico: ${M.vendasPorDia}`}
          desc={resumo}
        >
          <CartesianGrid vertical={false} stroke={theme.colors.border} />
          {/* 30 labels do not fit a phone: recharts keeps the first and last and as many between as fit */}
          <XAxis dataKey="rotulo" tick={texto} interval="preserveStartEnd" minTickGap={12} stroke={theme.colors.borderStrong} />
          <YAxis width={72} tick={texto} tickFormatter={formatReaisCompacto} stroke={theme.colors.borderStrong} />
          <Tooltip content={Dica} cursor={{ fill: theme.colors.surfaceMuted }} />
          <Bar dataKey="reais" name="Total" fill={theme.colors.accent} radius={[4, 4, 0, 0]} maxBarSize={24} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
