/**
 * The stock reports as exported: the CSV (shop format: BOM, ';', CRLF, 1234,56) of a decoded answer of
 * relatorio_estoque_valorizado, by category and for the stuck products, with the function's totals last.
 */
import { describe, expect, it } from 'vitest';
import { gerarCsvRelatorio } from '@loja/shared-ui/relatorios';
import { lerEstoqueValorizado } from './api';
import { periodoSemVenda, relatorioEstoqueValorizado, relatorioProdutosParados } from './exportacao';

const resposta = lerEstoqueValorizado({
  relatorio: 'estoque_valorizado',
  periodo: { de: '2026-09-01', ate: '2026-11-29' },
  filtros: { agrupar: 'produto', categoria_id: null, sem_venda_dias: null },
  linhas: [
    { chave: '7', rotulo: 'Saída Giro', categoria: 'Saídas', produtos: 1, unidades: 8, valor_custo: '1320.00', valor_venda: '2800.00', vendidas_90d: 2, giro: '0.25', dias_cobertura: 360, ultima_venda: '2026-11-09' },
    { chave: '9', rotulo: 'Canga; "Parada"', categoria: 'Cangas', produtos: 1, unidades: 3, valor_custo: '61.50', valor_venda: '179.70', vendidas_90d: 0, giro: '0.00', dias_cobertura: null, ultima_venda: null },
  ],
  totais: { produtos: 2, unidades: 11, valor_custo: '1381.50', valor_venda: '2979.70', vendidas_90d: 2, giro: '0.18', dias_cobertura: 495 },
  pagina: { pagina: 1, limite: 50000, total_linhas: 2 },
});

describe('stock reports export', () => {
  it('decodes money and giro as numbers; a category named like a number stays text; a non-report is refused', () => {
    expect(resposta.linhas[0]).toMatchObject({ valor_custo: 1320, giro: 0.25, dias_cobertura: 360, ultima_venda: '2026-11-09' });
    expect(resposta.totais).toEqual({ produtos: 2, unidades: 11, valor_custo: 1381.5, valor_venda: 2979.7, vendidas_90d: 2, giro: 0.18, dias_cobertura: 495 });
    const numerica = lerEstoqueValorizado({ linhas: [{ chave: '3', rotulo: '38.5', categoria: '38.5', valor_custo: '10.00' }], totais: {}, pagina: { pagina: 1, limite: 50, total_linhas: 1 } });
    expect(numerica.linhas[0]).toMatchObject({ rotulo: '38.5', categoria: '38.5', valor_custo: 10 });
    expect(() => lerEstoqueValorizado(null)).toThrow('Resposta de relatório inválida.');
  });

  it('Estoque valorizado por produto: header with the units in it, numbers bare, giro and cover as read, totals last', async () => {
    const relatorio = relatorioEstoqueValorizado(resposta, 'produto', 'Loja Praia', null);
    expect(relatorio.titulo).toBe('Estoque valorizado por produto');
    expect(relatorio.periodo).toEqual({ de: '2026-09-01', ate: '2026-11-29' });
    const csv = await gerarCsvRelatorio(relatorio);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Produto;Categoria;Unidades;Valor a custo (R$);Valor de venda (R$);Vendidas em 90 dias;Giro (90 dias);Cobertura (dias);Última venda',
      'Saída Giro;Saídas;8;1320,00;2800,00;2;0,25;360;09/11/2026',
      '"Canga; ""Parada""";Cangas;3;61,50;179,70;0;0,00;Sem vendas;Nunca vendido',
      'Total;;11;1381,50;2979,70;2;0,18;495;',
    ]);
  });

  it('by category the title names the chosen category and the columns count products', async () => {
    const relatorio = relatorioEstoqueValorizado(resposta, 'categoria', 'Loja Praia', 'Biquínis');
    expect(relatorio.titulo).toBe('Estoque valorizado por categoria — Biquínis');
    const [cabecalho] = (await gerarCsvRelatorio(relatorio)).slice(1).split('\r\n');
    expect(cabecalho).toBe('Categoria;Produtos;Unidades;Valor a custo (R$);Valor de venda (R$);Vendidas em 90 dias;Giro (90 dias);Cobertura (dias)');
  });

  it('Produtos parados: the N days without a sale as the period, the money stuck at cost', async () => {
    expect(periodoSemVenda('2026-11-29', 30)).toEqual({ de: '2026-10-31', ate: '2026-11-29' });
    expect(periodoSemVenda('2026-03-01', 1)).toEqual({ de: '2026-03-01', ate: '2026-03-01' });
    const relatorio = relatorioProdutosParados(resposta, 30, 'Loja Praia', null);
    expect(relatorio).toMatchObject({ titulo: 'Produtos parados há 30 dias', periodo: { de: '2026-10-31', ate: '2026-11-29' } });
    expect((await gerarCsvRelatorio(relatorio)).slice(1).split('\r\n')).toEqual([
      'Produto;Categoria;Unidades;Parado a custo (R$);Valor de venda (R$);Última venda',
      'Saída Giro;Saídas;8;1320,00;2800,00;09/11/2026',
      '"Canga; ""Parada""";Cangas;3;61,50;179,70;Nunca vendido',
      'Total;;11;1381,50;2979,70;',
    ]);
  });
});
