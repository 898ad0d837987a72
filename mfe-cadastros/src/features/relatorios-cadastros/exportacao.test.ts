/**
 * What the register reports export: the month's period for Aniversariantes, the consumidor final as its own line
 * after the ranking with the customers' total last, and the CSV in the shop's format with the accented headers.
 */
import { describe, expect, it } from 'vitest';
import { gerarCsvRelatorio } from '@loja/shared-ui/relatorios';
import { periodoDoMes, relatorioAniversariantes, relatorioClientes } from './exportacao';
import type { LinhaAniversariantes, LinhaClientes } from './respostas';

const pagina = { pagina: 1, limite: 50000, total_linhas: 1 };

describe('the register reports’ exports', () => {
  it('gives a month its first and last day (February of a leap year included)', () => {
    expect(periodoDoMes(2026, 11)).toEqual({ de: '2026-11-01', ate: '2026-11-30' });
    expect(periodoDoMes(2028, 2)).toEqual({ de: '2028-02-01', ate: '2028-02-29' });
    expect(periodoDoMes(2026, 12)).toEqual({ de: '2026-12-01', ate: '2026-12-31' });
  });

  it('writes Clientes with the consumidor final after the ranking and the customers’ total last', async () => {
    const ana: LinhaClientes = {
      posicao: 1,
      chave: '7',
      rotulo: 'Ana Çarolina',
      telefone: '(48) 99101-2020',
      email: 'ana@loja.test',
      compras: 2,
      faturamento: 290,
      ticket_medio: 145,
      desconto: 10,
      ultima_compra: '2026-11-20',
    };
    const r = relatorioClientes(
      {
        periodo: { de: '2026-11-01', ate: '2026-11-30' },
        linhas: [ana],
        totais: { clientes: 1, compras: 2, faturamento: 290, ticket_medio: 145, consumidor_final: { compras: 3, faturamento: 1234.5 } },
        pagina,
      },
      { de: '2026-11-01', ate: '2026-11-30' },
      'Loja Praia',
    );
    expect(r.titulo).toBe('Clientes que mais compraram');
    expect((await gerarCsvRelatorio(r)).split('\r\n')).toEqual([
      '\uFEFFCliente;Posição;Compras;Faturamento (R$);Ticket médio (R$);Desconto (R$);Última compra;Telefone;Email',
      'Ana Çarolina;1;2;290,00;145,00;10,00;20/11/2026;(48) 99101-2020;ana@loja.test',
      'Consumidor final (vendas sem cliente);;3;1234,50;;;;;',
      'Total dos clientes identificados;;2;290,00;145,00;;;;',
    ]);
  });

  it('writes Aniversariantes of a month with the WhatsApp number and the count as its total', async () => {
    const linha: LinhaAniversariantes = {
      chave: '9',
      rotulo: 'João Ribeiro',
      dia: 3,
      data_nascimento: '1990-02-03',
      idade: 38,
      telefone: '(48) 99101-3030',
      email: null,
      whatsapp: '5548991013030',
      primeiro_nome: 'João',
      ultima_compra: null,
    };
    const r = relatorioAniversariantes({ periodo: null, linhas: [linha], totais: { clientes: 1 }, pagina }, 2028, 2, 'Loja Praia');
    expect(r.titulo).toBe('Aniversariantes de fevereiro');
    expect(r.periodo).toEqual({ de: '2028-02-01', ate: '2028-02-29' });
    expect((await gerarCsvRelatorio(r)).split('\r\n')).toEqual([
      '\uFEFFCliente;Dia;Nascimento;Completa (anos);Última compra;Telefone;Email;WhatsApp',
      'João Ribeiro;3;03/02/1990;38;;(48) 99101-3030;;5548991013030',
      'Total: 1 aniversariante;;;;;;;',
    ]);
  });
});
