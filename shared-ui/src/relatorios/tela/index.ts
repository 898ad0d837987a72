/** The report screen scaffold (issue 28): filters in the URL, period filter, the screen, the chart, the answer decoder. */
export { FiltroPeriodo, FiltrosRelatorio, type FiltroPeriodoProps } from './FiltroPeriodo';
export { eixoPermiteDecimais, GraficoRelatorio, rotuloEixo, useGraficoRelatorio, valorEixo, type CorGrafico, type GraficoRelatorioProps, type SerieGrafico } from './GraficoRelatorio';
export {
  lerRespostaRelatorio,
  numero,
  type LinhaResposta,
  type OpcoesLeitura,
  type PaginaRelatorio,
  type RespostaRelatorio,
  type TotaisResposta,
  type ValorResposta,
} from './lerRespostaRelatorio';
export {
  FUSO_LOJA,
  MENSAGEM_PERIODO_INVERTIDO,
  MENSAGEM_PERIODO_LONGO,
  PRESETS_PERIODO,
  ehData,
  erroDoPeriodo,
  fimDoMes,
  hojeLoja,
  inicioDoMes,
  periodoDoPreset,
  presetDoPeriodo,
  somarDias,
  type Periodo,
  type PresetPeriodo,
} from './periodo';
export {
  MENSAGEM_VAZIO,
  TelaRelatorio,
  celulaTela,
  textoVariacao,
  variacaoPercentual,
  type ResumoRelatorio,
  type TelaRelatorioProps,
} from './TelaRelatorio';
export {
  useFiltrosRelatorio,
  type MudancaFiltros,
  type PadraoFiltro,
  type PadroesFiltros,
  type ValoresFiltros,
} from './useFiltrosRelatorio';
