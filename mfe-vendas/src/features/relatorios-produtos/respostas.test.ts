/**
 * The product reports' jsonb typed (api.ts) and laid out as rows (colunas.ts), without a backend: money and
 * percent texts become numbers, a size or a category that looks like a number stays text, the "Sem grade" line
 * keeps a null key, the ABC value is units or reais by criterion, and a non-report is refused.
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '@loja/shared-ui/platform';
import { celulaCsv } from '@loja/shared-ui/relatorios';
import { lerCurvaAbc, lerMaisVendidos, lerMargem } from './api';
import { colunasCurvaAbc, linhaMaisVendidos, totaisCurvaAbc, totaisMargem } from './colunas';

const envelope = (linhas: Json[], totais: Json): Json => ({
  relatorio: 'x',
  periodo: { de: '2026-11-01', ate: '2026-11-30' },
  filtros: {},
  linhas,
  totais,
  pagina: { pagina: 1, limite: 50, total_linhas: linhas.length },
});

describe('relatórios de produtos: respostas', () => {
  it('Mais vendidos by grade: sizes like "38.5" stay text, the line without grade keeps a null key', () => {
    const r = lerMaisVendidos(
      envelope(
        [
          { posicao: 1, chave: 7, rotulo: 'Preto · 38.5', cor: 'Preto', tamanho: '38.5', unidades: 2, receita: '199.80', custo: '80.00', margem: '119.80', margem_percentual: '59.96' },
          { posicao: 2, chave: null, rotulo: 'Sem grade', cor: null, tamanho: null, unidades: 1, receita: '0.00', custo: '0.00', margem: '0.00', margem_percentual: null },
        ],
        { unidades: 3, receita: '199.80', custo: '80.00', margem: '119.80', margem_percentual: '59.96' },
      ),
    );
    expect(r.linhas[0]).toEqual({ posicao: 1, chave: 7, rotulo: 'Preto · 38.5', cor: 'Preto', tamanho: '38.5', unidades: 2, receita: 199.8, custo: 80, margem: 119.8, margem_percentual: 59.96 });
    expect(r.linhas[1]).toMatchObject({ chave: null, margem_percentual: null });
    expect(linhaMaisVendidos(r.linhas[1])).toMatchObject({ cor: 'Sem grade', tamanho: null });
    expect(r.pagina).toEqual({ pagina: 1, limite: 50, total_linhas: 2 });
  });

  it('Curva ABC: units as an integer, reais as text; the classes’ counts; the totals row', () => {
    const r = lerCurvaAbc(
      envelope(
        [{ posicao: 1, chave: 3, rotulo: 'Canga', valor: 12, percentual: '100.00', percentual_acumulado: '100.00', classe: 'A', unidades: 12, receita: '120.00', margem: '20.00' }],
        { valor: 12, itens: 1, por_classe: { A: { itens: 1, valor: '12.00' }, B: { itens: 0, valor: '0.00' }, C: { itens: 0, valor: '0.00' } } },
      ),
    );
    expect(r.linhas[0]).toMatchObject({ valor: 12, classe: 'A', percentual_acumulado: 100, receita: 120 });
    expect(r.totais).toEqual({ valor: 12, itens: 1, por_classe: { A: { itens: 1, valor: 12 }, B: { itens: 0, valor: 0 }, C: { itens: 0, valor: 0 } } });
    expect(colunasCurvaAbc('unidades')[3]).toEqual({ chave: 'valor', titulo: 'Unidades', tipo: 'inteiro' });
    expect(colunasCurvaAbc('margem')[3]).toEqual({ chave: 'valor', titulo: 'Margem (R$)', tipo: 'dinheiro' });
    expect(totaisCurvaAbc(r.totais)).toEqual({ posicao: 'Total', valor: 12, percentual: 100 });
    // "Total" in the integer column is written as it is in the CSV.
    expect(celulaCsv('Total', 'inteiro')).toBe('Total');
  });

  it('Margem: a category named like a number stays text; the totals row names the first column', () => {
    const r = lerMargem(
      envelope(
        [{ chave: 4, rotulo: '2026.1', categoria: '2026.1', unidades: 1, receita: '10.00', custo: '4.00', margem: '6.00', margem_percentual: '60.00' }],
        { unidades: 1, receita: '10.00', custo: '4.00', margem: '6.00', margem_percentual: '60.00' },
      ),
    );
    expect(r.linhas[0]).toMatchObject({ rotulo: '2026.1', categoria: '2026.1', margem: 6 });
    expect(totaisMargem(r.totais, 'categoria')).toEqual({ categoria: 'Total', unidades: 1, receita: 10, custo: 4, margem: 6, margem_percentual: 60 });
    expect(totaisMargem(r.totais, 'produto')).toMatchObject({ produto: 'Total' });
  });

  it('refuses an answer that is not a report', () => {
    expect(() => lerMargem({ erro: 'x' })).toThrow('Resposta de relatório inválida.');
  });
});
