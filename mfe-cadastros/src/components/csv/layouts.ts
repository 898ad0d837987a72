import { formatDataCsv, formatNumeroCsv, formatSimNao, type CelulaCsv, type ColunaCsv } from './csv';

/**
 * The columns of each register's CSV, in the file's order, with the keys the database's
 * importar_* / exportar_* functions use (migration 20261130006000). The export writes these headers,
 * the template too, and the import reads them back, so an exported file can be edited and imported.
 */
export type CadastroCsv = 'produtos' | 'clientes' | 'fornecedores';

export interface LayoutCsv {
  cadastro: CadastroCsv;
  colunas: readonly ColunaCsv[];
  /** The template's example rows (the file "Baixar modelo" gives). */
  exemplo: readonly Record<string, CelulaCsv>[];
  /** An exported row (the database's jsonb) as the file's cells. */
  paraCsv: (linha: Record<string, unknown>) => Record<string, CelulaCsv>;
}

const texto = (valor: unknown): string => (valor === null || valor === undefined ? '' : String(valor));
const numero = (valor: unknown, decimais = 2): string => (typeof valor === 'number' ? formatNumeroCsv(valor, decimais) : '');
const simNao = (valor: unknown): string => formatSimNao(typeof valor === 'boolean' ? valor : null);

const CONTATO: readonly ColunaCsv[] = [
  { chave: 'telefone', cabecalho: 'Telefone' },
  { chave: 'email', cabecalho: 'Email' },
  { chave: 'endereco', cabecalho: 'Endereço' },
  { chave: 'cidade', cabecalho: 'Cidade' },
  { chave: 'estado', cabecalho: 'Estado' },
  { chave: 'cep', cabecalho: 'CEP' },
];

const contatoParaCsv = (linha: Record<string, unknown>) => ({
  nome: texto(linha.nome),
  telefone: texto(linha.telefone),
  email: texto(linha.email),
  endereco: texto(linha.endereco),
  cidade: texto(linha.cidade),
  estado: texto(linha.estado),
  cep: texto(linha.cep),
  ativo: simNao(linha.ativo),
});

/**
 * Produtos: one row per grade, the product's columns repeated on each (a later row of the same product
 * may leave them blank); a product without grades is one row with Cor and Tamanho blank. Rows are one
 * product when they share the Código (or, without one, the Nome). Estoque is the grade's (or the
 * grade-less product's) units; the import records them in the ledger as an "Ajuste de estoque".
 */
export const LAYOUT_PRODUTOS: LayoutCsv = {
  cadastro: 'produtos',
  colunas: [
    { chave: 'codigo', cabecalho: 'Código' },
    { chave: 'nome', cabecalho: 'Nome' },
    { chave: 'descricao', cabecalho: 'Descrição' },
    { chave: 'categoria', cabecalho: 'Categoria' },
    { chave: 'fornecedor', cabecalho: 'Fornecedor' },
    { chave: 'preco_venda', cabecalho: 'Preço de venda' },
    { chave: 'preco_custo', cabecalho: 'Preço de custo' },
    { chave: 'preco_compra', cabecalho: 'Preço de compra' },
    { chave: 'ativo', cabecalho: 'Ativo' },
    { chave: 'cor', cabecalho: 'Cor' },
    { chave: 'tamanho', cabecalho: 'Tamanho' },
    { chave: 'codigo_grade', cabecalho: 'Código da grade' },
    { chave: 'estoque', cabecalho: 'Estoque' },
    { chave: 'estoque_minimo', cabecalho: 'Estoque mínimo' },
  ],
  exemplo: [
    { codigo: 'BIQ-001', nome: 'Biquíni Cortininha Coral', descricao: 'Biquíni de lacinho', categoria: 'Biquínis', fornecedor: 'Tecidos Maré Alta Ltda', preco_venda: '129,90', preco_custo: '35,00', preco_compra: '45,00', ativo: 'Sim', cor: 'Coral', tamanho: 'P', codigo_grade: '', estoque: '5', estoque_minimo: '1' },
    { codigo: 'BIQ-001', nome: 'Biquíni Cortininha Coral', descricao: 'Biquíni de lacinho', categoria: 'Biquínis', fornecedor: 'Tecidos Maré Alta Ltda', preco_venda: '129,90', preco_custo: '35,00', preco_compra: '45,00', ativo: 'Sim', cor: 'Coral', tamanho: 'M', codigo_grade: '', estoque: '3', estoque_minimo: '1' },
    { codigo: 'CAN-010', nome: 'Canga Estampada', descricao: '', categoria: 'Cangas', fornecedor: '', preco_venda: '1.059,90', preco_custo: '', preco_compra: '', ativo: 'Sim', cor: '', tamanho: '', codigo_grade: '', estoque: '12', estoque_minimo: '2' },
  ],
  paraCsv: (linha) => ({
    codigo: texto(linha.codigo),
    nome: texto(linha.nome),
    descricao: texto(linha.descricao),
    categoria: texto(linha.categoria),
    fornecedor: texto(linha.fornecedor),
    preco_venda: numero(linha.preco_venda),
    preco_custo: numero(linha.preco_custo),
    preco_compra: numero(linha.preco_compra),
    ativo: simNao(linha.ativo),
    cor: texto(linha.cor),
    tamanho: texto(linha.tamanho),
    codigo_grade: texto(linha.codigo_grade),
    estoque: numero(linha.estoque, 0),
    estoque_minimo: numero(linha.estoque_minimo, 0),
  }),
};

export const LAYOUT_CLIENTES: LayoutCsv = {
  cadastro: 'clientes',
  colunas: [
    { chave: 'nome', cabecalho: 'Nome' },
    { chave: 'cpf', cabecalho: 'CPF' },
    ...CONTATO,
    { chave: 'data_nascimento', cabecalho: 'Data de nascimento' },
    { chave: 'ativo', cabecalho: 'Ativo' },
  ],
  exemplo: [
    { nome: 'Maria da Silva', cpf: '529.982.247-25', telefone: '(48) 99101-2020', email: 'maria@example.com', endereco: 'Rua das Gaivotas, 12', cidade: 'Garopaba', estado: 'SC', cep: '88495-000', data_nascimento: '05/03/1990', ativo: 'Sim' },
  ],
  paraCsv: (linha) => ({ ...contatoParaCsv(linha), cpf: texto(linha.cpf), data_nascimento: formatDataCsv(typeof linha.data_nascimento === 'string' ? linha.data_nascimento : null) }),
};

export const LAYOUT_FORNECEDORES: LayoutCsv = {
  cadastro: 'fornecedores',
  colunas: [
    { chave: 'nome', cabecalho: 'Nome' },
    { chave: 'cnpj', cabecalho: 'CNPJ' },
    ...CONTATO,
    { chave: 'ativo', cabecalho: 'Ativo' },
  ],
  exemplo: [
    { nome: 'Confecções Exemplo Ltda', cnpj: '11.444.777/0001-61', telefone: '(47) 3333-1111', email: 'vendas@example.com', endereco: 'Rua XV de Novembro, 500', cidade: 'Blumenau', estado: 'SC', cep: '89010-000', ativo: 'Sim' },
  ],
  paraCsv: (linha) => ({ ...contatoParaCsv(linha), cnpj: texto(linha.cnpj) }),
};

export const LAYOUTS: Record<CadastroCsv, LayoutCsv> = {
  produtos: LAYOUT_PRODUTOS,
  clientes: LAYOUT_CLIENTES,
  fornecedores: LAYOUT_FORNECEDORES,
};
