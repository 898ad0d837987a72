/** The dashboard's charts: the only modules that import recharts (the dashboard's lazy chunk). */
export { EstoquePorCategoriaChart } from './EstoquePorCategoriaChart';
export { EstoqueBaixoChart } from './EstoqueBaixoChart';
export { VendasPorDiaChart } from './VendasPorDiaChart';
