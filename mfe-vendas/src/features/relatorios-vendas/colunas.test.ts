import { celulaTexto } from '@loja/shared-ui/relatorios';
import { describe, expect, it } from 'vitest';
import { lerRelatorioVendas } from './api';
import { colunasVendas, linhaVendas, totaisVendas, variacao } from './colunas';

/** relatorio_vendas' answer as the database writes it (money as text). */
const porForma = {
  relatorio: 'vendas',
  periodo: { de: '2026-11-01', ate: '2026-11-30' },
  anterior: { de: '2026-10-02', ate: '2026-10-31' },
  filtros: { agrupar: 'forma_pagamento' },
  linhas: [
    { chave: '1', rotulo: 'Pix', vendas: 3, faturamento: '450.00', ticket_medio: '150.00', desconto: '10.00', anterior: { vendas: 2, faturamento: '300.00', ticket_medio: '150.00', desconto: '0.00' } },
    { chave: '2', rotulo: 'Dinheiro', vendas: 1, faturamento: '89.90', ticket_medio: '89.90', desconto: '0.00', anterior: { vendas: 0, faturamento: '0.00', ticket_medio: '0.00', desconto: '0.00' } },
  ],
  totais: { vendas: 4, faturamento: '539.90', ticket_medio: '134.98', desconto: '10.00', trocas: { devolvido: '89.90', novos: '120.00', liquido: '30.10' }, faturamento_liquido: '570.00' },
  totais_anterior: { vendas: 2, faturamento: '300.00', ticket_medio: '150.00', desconto: '0.00' },
  variacao: { vendas: '100.00', faturamento: '79.97' },
  pagina: { pagina: 1, limite: 50, total_linhas: 2 },
};

describe('Vendas report columns', () => {
  it('decodes the answer: numbers, the previous period per line, the exchanges and the variation', () => {
    const r = lerRelatorioVendas(porForma, 'forma_pagamento');
    expect(r.linhas[0]).toEqual({
      chave: '1', rotulo: 'Pix', vendas: 3, faturamento: 450, ticket_medio: 150, desconto: 10,
      anterior: { vendas: 2, faturamento: 300, ticket_medio: 150, desconto: 0 },
    });
    expect(r.totais).toEqual({ vendas: 4, faturamento: 539.9, ticket_medio: 134.98, desconto: 10, trocas: { devolvido: 89.9, novos: 120, liquido: 30.1 }, faturamento_liquido: 570 });
    expect(r.variacao).toEqual({ vendas: 100, faturamento: 79.97 });
    expect(r.anterior).toEqual({ de: '2026-10-02', ate: '2026-10-31' });
  });

  it('shows the previous period and the variation by forma, formatted as the PDF prints them', () => {
    const r = lerRelatorioVendas(porForma, 'forma_pagamento');
    const colunas = colunasVendas('forma_pagamento');
    const texto = (linha: Record<string, string | number | null | undefined>) => colunas.map((c) => celulaTexto(linha[c.chave], c.tipo));
    expect(colunas.map((c) => c.titulo)).toEqual([
      'Forma de pagamento', 'Vendas', 'Faturamento (R$)', 'Ticket médio (R$)', 'Desconto (R$)', 'Vendas no período anterior', 'Faturamento no período anterior (R$)', 'Variação do faturamento (%)',
    ]);
    expect(texto(linhaVendas(r.linhas[0]))).toEqual(['Pix', '3', 'R$ 450,00', 'R$ 150,00', 'R$ 10,00', '2', 'R$ 300,00', '50,0 %']);
    // Nothing before: no variation.
    expect(texto(linhaVendas(r.linhas[1]))).toEqual(['Dinheiro', '1', 'R$ 89,90', 'R$ 89,90', 'R$ 0,00', '0', 'R$ 0,00', '']);
    expect(texto(totaisVendas(r))).toEqual(['Total', '4', 'R$ 539,90', 'R$ 134,98', 'R$ 10,00', '2', 'R$ 300,00', '80,0 %']);
  });

  it('by time has no previous columns', () => {
    const r = lerRelatorioVendas({ ...porForma, linhas: [{ chave: '2026-11-02', rotulo: 'Semana de 02/11/2026', vendas: 1, faturamento: '10.00', ticket_medio: '10.00', desconto: '0.00' }] }, 'semana');
    expect(colunasVendas('semana').map((c) => c.chave)).toEqual(['rotulo', 'vendas', 'faturamento', 'ticket_medio', 'desconto']);
    expect(linhaVendas(r.linhas[0])).toEqual({ chave: '2026-11-02', rotulo: 'Semana de 02/11/2026', vendas: 1, faturamento: 10, ticket_medio: 10, desconto: 0 });
    expect(totaisVendas(r)).toEqual({ rotulo: 'Total', vendas: 4, faturamento: 539.9, ticket_medio: 134.98, desconto: 10 });
    expect(variacao(150, 100)).toBe(50);
    expect(variacao(1, 3)).toBe(-66.67);
    expect(variacao(1, 0)).toBeNull();
  });
});
