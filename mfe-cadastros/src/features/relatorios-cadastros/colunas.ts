import type { ColunaRelatorio } from '@loja/shared-ui/relatorios';
import type { LinhaAniversariantes, LinhaClientes, LinhaFornecedores } from './respostas';

/**
 * The columns of each register report: the table, the CSV and the PDF read the same list, so the three show
 * the same cells (money with "(R$)" in the header, so the CSV's bare numbers still say what they are). Keys are
 * checked against the decoded rows.
 */
type Coluna<L> = ColunaRelatorio & { chave: Extract<keyof L, string> };

// The name comes first: the table keeps its first column in place while a phone scrolls the figures sideways.
export const COLUNAS_CLIENTES = [
  { chave: 'rotulo', titulo: 'Cliente', tipo: 'texto' },
  { chave: 'posicao', titulo: 'Posição', tipo: 'inteiro' },
  { chave: 'compras', titulo: 'Compras', tipo: 'inteiro' },
  { chave: 'faturamento', titulo: 'Faturamento (R$)', tipo: 'dinheiro' },
  { chave: 'ticket_medio', titulo: 'Ticket médio (R$)', tipo: 'dinheiro' },
  { chave: 'desconto', titulo: 'Desconto (R$)', tipo: 'dinheiro' },
  { chave: 'ultima_compra', titulo: 'Última compra', tipo: 'data' },
  { chave: 'telefone', titulo: 'Telefone', tipo: 'texto' },
  { chave: 'email', titulo: 'Email', tipo: 'texto' },
] as const satisfies readonly Coluna<LinhaClientes>[];

export const COLUNAS_ANIVERSARIANTES = [
  { chave: 'rotulo', titulo: 'Cliente', tipo: 'texto' },
  { chave: 'dia', titulo: 'Dia', tipo: 'inteiro' },
  { chave: 'data_nascimento', titulo: 'Nascimento', tipo: 'data' },
  { chave: 'idade', titulo: 'Completa (anos)', tipo: 'inteiro' },
  { chave: 'ultima_compra', titulo: 'Última compra', tipo: 'data' },
  { chave: 'telefone', titulo: 'Telefone', tipo: 'texto' },
  { chave: 'email', titulo: 'Email', tipo: 'texto' },
  // The number in international form (55 + DDD + number), what a WhatsApp list import reads.
  { chave: 'whatsapp', titulo: 'WhatsApp', tipo: 'texto' },
] as const satisfies readonly Coluna<LinhaAniversariantes>[];

export const COLUNAS_FORNECEDORES = [
  { chave: 'rotulo', titulo: 'Fornecedor', tipo: 'texto' },
  { chave: 'pedidos', titulo: 'Pedidos', tipo: 'inteiro' },
  { chave: 'valor_pedido', titulo: 'Valor pedido (R$)', tipo: 'dinheiro' },
  { chave: 'recebimentos', titulo: 'Recebimentos', tipo: 'inteiro' },
  { chave: 'valor_recebido', titulo: 'Valor recebido (R$)', tipo: 'dinheiro' },
  { chave: 'pedidos_abertos', titulo: 'Pedidos em aberto', tipo: 'inteiro' },
  { chave: 'unidades_abertas', titulo: 'Unidades a receber', tipo: 'inteiro' },
  { chave: 'valor_aberto', titulo: 'A receber (R$)', tipo: 'dinheiro' },
] as const satisfies readonly Coluna<LinhaFornecedores>[];

/**
 * On screen, the contact columns the table has no room for stay in the files only: the email (both), and in
 * Aniversariantes the WhatsApp number, which the screen offers as the chat button instead.
 */
export const COLUNAS_CLIENTES_TELA = COLUNAS_CLIENTES.filter((c) => c.chave !== 'email');
export const COLUNAS_ANIVERSARIANTES_TELA = COLUNAS_ANIVERSARIANTES.filter((c) => c.chave !== 'email' && c.chave !== 'whatsapp');
