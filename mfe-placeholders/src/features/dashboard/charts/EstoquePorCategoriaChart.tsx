import { TableCell, TableHead, TableRow, useBreakpoint } from '@loja/shared-ui';
import { formatCount, formatNumber } from '@loja/shared-ui/format';
import { Link, useNavigate } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, LabelList, Rectangle, ResponsiveContainer, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
import { useTheme } from 'styled-components';
import type { EstoqueCategoria } from '../api';
import { barrasPorCategoria, resumoCategorias, type BarraCategoria } from '../dados';
import { DASHBOARD_MESSAGES as M } from '../messages';
import { ChartEmpty, ChartFigure } from './ChartFigure';
import { chartTooltip } from './ChartTooltip';
import { axisWidth, chartHeight } from './layout';
import { NameTick } from './NameTick';

const Dica = chartTooltip<BarraCategoria>((barra) => ({
  title: barra.categoria,
  lines: [formatCount(barra.unidades, 'unidade', 'unidades'), formatCount(barra.produtos, 'produto ativo', 'produtos ativos')],
}));

export interface EstoquePorCategoriaChartProps {
  categorias: readonly EstoqueCategoria[];
}

/**
 * Units in stock per category, as horizontal bars (Portuguese names read along the axis, not tilted
 * under it); a bar with a category opens the stock overview of that category.
 */
export function EstoquePorCategoriaChart({ categorias }: EstoquePorCategoriaChartProps) {
  const theme = useTheme();
  const navigate = useNavigate();
  const largo = useBreakpoint('md');
  const barras = barrasPorCategoria(categorias);
  const resumo = resumoCategorias(categorias);
  const eixo = axisWidth(largo);
  const height = chartHeight(barras.length, 40);
  const texto = { fill: theme.colors.textMuted, fontSize: theme.fontSizes.xs };

  if (barras.every((barra) => barra.unidades === 0)) return <ChartEmpty>{resumo}</ChartEmpty>;

  return (
    <ChartFigure
      height={height}
      summary={resumo}
      tableLabel={M.estoquePorCategoria}
      head={
        <>
          <TableHead>Categoria</TableHead>
          <TableHead $align="right">Unidades</TableHead>
          <TableHead $align="right">Produtos</TableHead>
        </>
      }
      rows={barras.map((barra) => (
        <TableRow key={barra.chave}>
          <TableCell>{barra.href ? <Link to={barra.href}>{barra.categoria}</Link> : barra.categoria}</TableCell>
          <TableCell $align="right">{formatNumber(barra.unidades)}</TableCell>
          <TableCell $align="right">{formatNumber(barra.produtos)}</TableCell>
        </TableRow>
      ))}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          layout="vertical"
          data={barras}
          margin={{ top: 0, right: 48, bottom: 0, left: 0 }}
          accessibilityLayer={false}
          role="img"
          title={`Gráfico: ${M.estoquePorCategoria}`}
          desc={resumo}
        >
          <CartesianGrid horizontal={false} stroke={theme.colors.border} />
          <XAxis type="number" allowDecimals={false} tick={texto} tickFormatter={formatNumber} stroke={theme.colors.borderStrong} />
          <YAxis
            type="category"
            dataKey="categoria"
            width={eixo.width}
            tick={(props: object) => <NameTick {...props} chars={eixo.chars} lines={2} fill={texto.fill} fontSize={texto.fontSize} />}
            stroke={theme.colors.borderStrong}
          />
          <Tooltip content={Dica} cursor={{ fill: theme.colors.surfaceMuted }} />
          <Bar
            dataKey="unidades"
            name="Unidades"
            fill={theme.colors.primary}
            radius={[0, 4, 4, 0]}
            maxBarSize={28}
            isAnimationActive={false}
            // only a bar that opens something shows the hand
            shape={(props: BarShapeProps) => <Rectangle {...props} className={barras[props.index]?.href ? 'barra-com-link' : undefined} />}
            onClick={(_item, index) => {
              const href = barras[index]?.href;
              if (href) void navigate(href);
            }}
          >
            <LabelList dataKey="unidades" position="right" formatter={(v: unknown) => formatNumber(Number(v))} fill={theme.colors.text} fontSize={theme.fontSizes.xs} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
