import type { Json } from '@loja/shared-ui/platform';
import { lerRespostaRelatorio, numero, type PaginaRelatorio, type ValorResposta } from '@loja/shared-ui/relatorios';

/**
 * The register reports' answers (migration 20261130008000: relatorio_clientes, relatorio_aniversariantes,
 * relatorio_fornecedores), typed field by field over the kit's decoder (`lerRespostaRelatorio`: money texts
 * such as "1234.50" become numbers of reais, what the report columns format for the screen, the CSV and the PDF
 * alike; a non-report answer throws). Every figure is the database's: nothing here adds rows up.
 */

/** A line of a report, as the export and the table read it (cells by column key). */
type Celulas = Record<string, string | number | null>;
type Campos = Record<string, ValorResposta | undefined>;

export type Pagina = PaginaRelatorio;

export interface Resposta<L extends Celulas, T> {
  periodo: { de: string; ate: string } | null;
  linhas: L[];
  totais: T;
  pagina: Pagina;
}

const registro = (valor: ValorResposta | undefined): Campos => (typeof valor === 'object' && valor !== null && !Array.isArray(valor) ? valor : {});
const texto = (valor: ValorResposta | undefined): string => (typeof valor === 'string' ? valor : '');
const textoOuNulo = (valor: ValorResposta | undefined): string | null => (typeof valor === 'string' ? valor : null);
/** An amount of reais (the decoder already made the money texts numbers), or a count; 0 when missing. */
export const reais = (valor: ValorResposta | undefined): number => numero(valor);
const contagem = reais;

function ler<L extends Celulas, T>(json: Json, linha: (l: Campos) => L, totais: (t: Campos) => T): Resposta<L, T> {
  const r = lerRespostaRelatorio(json);
  return { periodo: r.periodo, linhas: r.linhas.map((l) => linha(l)), totais: totais(r.totais), pagina: r.pagina };
}

// Clientes ------------------------------------------------------------------------------------------------------

export type LinhaClientes = {
  posicao: number;
  chave: string;
  rotulo: string;
  telefone: string | null;
  email: string | null;
  compras: number;
  faturamento: number;
  ticket_medio: number;
  desconto: number;
  /** The customer's last confirmed purchase ever (not only in the period), 'aaaa-mm-dd'. */
  ultima_compra: string | null;
};

export interface TotaisClientes {
  /** Identified customers who bought in the period, and their purchases and revenue. */
  clientes: number;
  compras: number;
  faturamento: number;
  ticket_medio: number;
  /** Sales without a customer: apart, so clientes + consumidor final = the Vendas report's total. */
  consumidor_final: { compras: number; faturamento: number };
}

export function lerRelatorioClientes(json: Json): Resposta<LinhaClientes, TotaisClientes> {
  return ler(
    json,
    (l) => ({
      posicao: contagem(l.posicao),
      chave: texto(l.chave),
      rotulo: texto(l.rotulo),
      telefone: textoOuNulo(l.telefone),
      email: textoOuNulo(l.email),
      compras: contagem(l.compras),
      faturamento: reais(l.faturamento),
      ticket_medio: reais(l.ticket_medio),
      desconto: reais(l.desconto),
      ultima_compra: textoOuNulo(l.ultima_compra),
    }),
    (t) => {
      const cf = registro(t.consumidor_final);
      return {
        clientes: contagem(t.clientes),
        compras: contagem(t.compras),
        faturamento: reais(t.faturamento),
        ticket_medio: reais(t.ticket_medio),
        consumidor_final: { compras: contagem(cf.compras), faturamento: reais(cf.faturamento) },
      };
    },
  );
}

// Aniversariantes -----------------------------------------------------------------------------------------------

export type LinhaAniversariantes = {
  chave: string;
  rotulo: string;
  dia: number;
  data_nascimento: string;
  /** The age they turn this year. */
  idade: number;
  telefone: string | null;
  email: string | null;
  /** The number in international form (as shared-ui's whatsappNumber builds it), null without a phone. */
  whatsapp: string | null;
  primeiro_nome: string;
  ultima_compra: string | null;
};

export interface TotaisAniversariantes {
  clientes: number;
}

export function lerRelatorioAniversariantes(json: Json): Resposta<LinhaAniversariantes, TotaisAniversariantes> {
  return ler(
    json,
    (l) => ({
      chave: texto(l.chave),
      rotulo: texto(l.rotulo),
      dia: contagem(l.dia),
      data_nascimento: texto(l.data_nascimento),
      idade: contagem(l.idade),
      telefone: textoOuNulo(l.telefone),
      email: textoOuNulo(l.email),
      whatsapp: textoOuNulo(l.whatsapp),
      primeiro_nome: texto(l.primeiro_nome),
      ultima_compra: textoOuNulo(l.ultima_compra),
    }),
    (t) => ({ clientes: contagem(t.clientes) }),
  );
}

// Fornecedores --------------------------------------------------------------------------------------------------

export type LinhaFornecedores = {
  chave: string;
  rotulo: string;
  /** Orders approved in the period (not cancelled) and their value. */
  pedidos: number;
  valor_pedido: number;
  /** Receipts in the period and their value. */
  recebimentos: number;
  valor_recebido: number;
  /** What is still to come now on open or partly received orders, whatever the period. */
  pedidos_abertos: number;
  unidades_abertas: number;
  valor_aberto: number;
};

export type TotaisFornecedores = Omit<LinhaFornecedores, 'chave' | 'rotulo'> & { fornecedores: number };

const numerosFornecedor = (l: Campos): Omit<LinhaFornecedores, 'chave' | 'rotulo'> => ({
  pedidos: contagem(l.pedidos),
  valor_pedido: reais(l.valor_pedido),
  recebimentos: contagem(l.recebimentos),
  valor_recebido: reais(l.valor_recebido),
  pedidos_abertos: contagem(l.pedidos_abertos),
  unidades_abertas: contagem(l.unidades_abertas),
  valor_aberto: reais(l.valor_aberto),
});

export function lerRelatorioFornecedores(json: Json): Resposta<LinhaFornecedores, TotaisFornecedores> {
  return ler(
    json,
    (l) => ({ chave: texto(l.chave), rotulo: texto(l.rotulo), ...numerosFornecedor(l) }),
    (t) => ({ fornecedores: contagem(t.fornecedores), ...numerosFornecedor(t) }),
  );
}
