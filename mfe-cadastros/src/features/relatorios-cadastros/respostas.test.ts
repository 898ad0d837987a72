/**
 * The register reports' jsonb typed (migration 20261130008000's shapes): money texts become reais to the cent,
 * the consumidor final stays apart, a missing field its empty value and not a crash.
 */
import { describe, expect, it } from 'vitest';
import { lerRelatorioAniversariantes, lerRelatorioClientes, lerRelatorioFornecedores, reais } from './respostas';

const pagina = { pagina: 2, limite: 50, total_linhas: 51 };

describe('the register reports’ answers', () => {
  it('reads money texts as reais and nothing else as a number', () => {
    expect(reais('1234.50')).toBe(1234.5);
    expect(reais('0.10')).toBe(0.1);
    expect(reais(null)).toBe(0);
    expect(reais(undefined)).toBe(0);
  });

  it('types relatorio_clientes with the consumidor final apart', () => {
    const r = lerRelatorioClientes({
      relatorio: 'clientes',
      periodo: { de: '2026-11-01', ate: '2026-11-29' },
      filtros: {},
      linhas: [
        {
          posicao: 51,
          chave: '7',
          rotulo: 'Iara Souza',
          telefone: '(48) 99123-4567',
          email: null,
          compras: 2,
          faturamento: '290.00',
          ticket_medio: '145.00',
          desconto: '10.00',
          ultima_compra: '2026-11-20',
        },
      ],
      totais: { clientes: 51, compras: 80, faturamento: '15234.56', ticket_medio: '190.43', consumidor_final: { compras: 3, faturamento: '300.10' } },
      pagina,
    });
    expect(r.periodo).toEqual({ de: '2026-11-01', ate: '2026-11-29' });
    expect(r.linhas).toEqual([
      {
        posicao: 51,
        chave: '7',
        rotulo: 'Iara Souza',
        telefone: '(48) 99123-4567',
        email: null,
        compras: 2,
        faturamento: 290,
        ticket_medio: 145,
        desconto: 10,
        ultima_compra: '2026-11-20',
      },
    ]);
    expect(r.totais).toEqual({ clientes: 51, compras: 80, faturamento: 15234.56, ticket_medio: 190.43, consumidor_final: { compras: 3, faturamento: 300.1 } });
    expect(r.pagina).toEqual(pagina);
  });

  it('types relatorio_aniversariantes (no period) and an empty answer', () => {
    const r = lerRelatorioAniversariantes({
      relatorio: 'aniversariantes',
      periodo: null,
      filtros: { mes: 11 },
      linhas: [
        {
          chave: '9',
          rotulo: 'Ana Paula Ribeiro',
          dia: 3,
          data_nascimento: '1990-11-03',
          idade: 36,
          telefone: '(48) 99101-2020',
          email: 'ana@loja.test',
          whatsapp: '5548991012020',
          primeiro_nome: 'Ana',
          ultima_compra: null,
        },
      ],
      totais: { clientes: 1 },
      pagina: { pagina: 1, limite: 50, total_linhas: 1 },
    });
    expect(r.periodo).toBeNull();
    expect(r.linhas[0]).toMatchObject({ dia: 3, idade: 36, whatsapp: '5548991012020', ultima_compra: null });
    expect(r.totais).toEqual({ clientes: 1 });
    expect(lerRelatorioAniversariantes({ linhas: [], totais: { clientes: 0 }, pagina: { pagina: 1, limite: 50, total_linhas: 0 } })).toEqual({
      periodo: null,
      linhas: [],
      totais: { clientes: 0 },
      pagina: { pagina: 1, limite: 50, total_linhas: 0 },
    });
    expect(() => lerRelatorioAniversariantes({ erro: 'x' })).toThrow('Resposta de relatório inválida.');
  });

  it('types relatorio_fornecedores, rows and totals', () => {
    const numeros = { pedidos: 1, valor_pedido: '200.00', recebimentos: 1, valor_recebido: '80.00', pedidos_abertos: 1, unidades_abertas: 6, valor_aberto: '120.00' };
    const r = lerRelatorioFornecedores({
      periodo: { de: '2026-11-01', ate: '2026-11-29' },
      linhas: [{ chave: '4', rotulo: 'Malharia Praia', ...numeros }],
      totais: { fornecedores: 1, ...numeros },
      pagina,
    });
    const esperado = { pedidos: 1, valor_pedido: 200, recebimentos: 1, valor_recebido: 80, pedidos_abertos: 1, unidades_abertas: 6, valor_aberto: 120 };
    expect(r.linhas).toEqual([{ chave: '4', rotulo: 'Malharia Praia', ...esperado }]);
    expect(r.totais).toEqual({ fornecedores: 1, ...esperado });
  });
});
