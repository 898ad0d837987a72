import { TableCell, TableHead, TableRow, useBreakpoint } from '@loja/shared-ui';
import { Link, useNavigate } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';
import type { AlertaEstoque } from '../api';
import { formatNumber } from '@loja/shared-ui/format';
import { barrasEstoqueBaixo, gradesBaixas, resumoEstoqueBaixo, situacaoEstoque, type BarraEstoqueBaixo } from '../dados';
import { DASHBOARD_MESSAGES as M } from '../messages';
import { ChartEmpty, ChartFigure } from './ChartFigure';
import { chartTooltip } from './ChartTooltip';
import { axisWidth, chartHeight } from './layout';
import { NameTick } from './NameTick';

// recharts colours a legend's text like its series; the theme's muted text reads better under the bars
const LegendText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface EstoqueBaixoChartProps {
  /** The listed alerts, most urgent first (dashboard_resumo's order). */
  alertas: readonly AlertaEstoque[];
  /** Every low-stock product, for the summary ("os 8 mais urgentes de 12"). */
  total: number;
}

/** Stock beside minimum of the most urgent low-stock products; a product's bars open its kardex. */
export function EstoqueBaixoChart({ alertas, total }: EstoqueBaixoChartProps) {
  const theme = useTheme();
  const navigate = useNavigate();
  const largo = useBreakpoint('md');
  const barras = barrasEstoqueBaixo(alertas);
  const porId = new Map(alertas.map((a) => [a.id, a]));
  const resumo = resumoEstoqueBaixo(alertas, total);
  const eixo = axisWidth(largo);
  // two bars a product, and the legend below
  const height = chartHeight(barras.length, 52) + 32;
  const texto = { fill: theme.colors.textMuted, fontSize: theme.fontSizes.xs };
  const abrir = (index: number) => {
    const href = barras[index]?.href;
    if (href) void navigate(href);
  };
  const Dica = chartTooltip<BarraEstoqueBaixo>((barra) => {
    const alerta = porId.get(barra.id);
    const grades = alerta ? gradesBaixas(alerta.grades_baixas) : null;
    return {
      title: barra.nome,
      lines: [alerta ? situacaoEstoque(alerta) : `${formatNumber(barra.estoque)} em estoque`, ...(grades ? [grades] : [])],
    };
  });

  if (barras.length === 0) return <ChartEmpty>{resumo}</ChartEmpty>;

  return (
    <ChartFigure
      height={height}
      summary={resumo}
      tableLabel={M.estoqueBaixo}
      head={
        <>
          <TableHead>Produto</TableHead>
          <TableHead $align="right">Em estoque</TableHead>
          <TableHead $align="right">Mínimo</TableHead>
        </>
      }
      rows={barras.map((barra) => (
        <TableRow key={barra.id}>
          <TableCell>
            <Link to={barra.href}>{barra.nome}</Link>
          </TableCell>
          <TableCell $align="right">{formatNumber(barra.estoque)}</TableCell>
          <TableCell $align="right">{formatNumber(barra.minimo)}</TableCell>
        </TableRow>
      ))}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          layout="vertical"
          data={barras}
          margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
          barGap={2}
          accessibilityLayer={false}
          role="img"
          title={`Gráfico: ${M.estoqueBaixo}`}
          desc={resumo}
        >
          <CartesianGrid horizontal={false} stroke={theme.colors.border} />
          <XAxis type="number" allowDecimals={false} tick={texto} tickFormatter={formatNumber} stroke={theme.colors.borderStrong} />
          <YAxis
            type="category"
            dataKey="nome"
            width={eixo.width}
            tick={(props: object) => <NameTick {...props} chars={eixo.chars} lines={3} fill={texto.fill} fontSize={texto.fontSize} />}
            stroke={theme.colors.borderStrong}
          />
          <Tooltip content={Dica} cursor={{ fill: theme.colors.surfaceMuted }} />
          <Legend verticalAlign="bottom" iconType="square" formatter={(nome: string) => <LegendText>{nome}</LegendText>} />
          <Bar
            dataKey="estoque"
            name="Em estoque"
            fill={theme.colors.accent}
            radius={[0, 4, 4, 0]}
            maxBarSize={16}
            isAnimationActive={false}
            className="barra-com-link"
            onClick={(_item, index) => abrir(index)}
          />
          <Bar
            dataKey="minimo"
            name="Mínimo"
            // grey: the minimum is the reference the coral stock bar is read against
            fill={theme.colors.textSubtle}
            radius={[0, 4, 4, 0]}
            maxBarSize={16}
            isAnimationActive={false}
            className="barra-com-link"
            onClick={(_item, index) => abrir(index)}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
