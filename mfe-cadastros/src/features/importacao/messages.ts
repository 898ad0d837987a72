import type { CadastroCsv } from '../../components';

/** The import pages' texts (issue 27). The rows' errors are the database's own (migration 20261130006000). */
export const IMPORTACAO_MESSAGES = {
  baixarModelo: 'Baixar modelo',
  voltar: 'Voltar para a lista',
  somenteLeitura: 'Apenas administradores e funcionários podem importar cadastros.',
  escolherArquivo: 'Escolher arquivo CSV',
  nenhumArquivo: 'Nenhum arquivo escolhido',
  verificando: 'Verificando o arquivo...',
  verificarFalhou: 'Não foi possível verificar o arquivo',
  importarFalhou: 'Não foi possível importar o arquivo',
  previa: 'Prévia da importação',
  linhasLidas: (n: number) => `${n} ${n === 1 ? 'linha' : 'linhas'}`,
  produtosGrades: (produtos: number, grades: number) =>
    `${produtos} ${produtos === 1 ? 'produto' : 'produtos'}, ${grades} ${grades === 1 ? 'grade' : 'grades'}`,
  semErros: 'Sem erros',
  linhasComErro: (n: number) => `${n} ${n === 1 ? 'linha com erro' : 'linhas com erro'}`,
  colunasIgnoradas: (colunas: string[]) => `Colunas ignoradas (não fazem parte do modelo): ${colunas.join(', ')}`,
  prontoParaImportar: 'Nenhum erro encontrado. Confira a prévia e clique em Importar: todas as linhas são gravadas de uma vez.',
  arquivoComErros: 'O arquivo tem erros e não pode ser importado: nada foi gravado. Corrija as linhas indicadas na planilha e escolha o arquivo de novo.',
  soErros: 'Somente linhas com erro',
  colunaLinha: 'Linha',
  colunaSituacao: 'Situação',
  ok: 'OK',
  mostrando: (mostradas: number, total: number) => `Mostrando ${mostradas} de ${total} linhas`,
  importando: 'Importando...',
  importarLinhas: (n: number) => `Importar ${n} ${n === 1 ? 'linha' : 'linhas'}`,
  regras: [
    'Use o modelo: a primeira linha é o cabeçalho; colunas separadas por ponto e vírgula (;), arquivo em UTF-8 (o modelo e a exportação já vêm assim).',
    'Números como 1234,56 ou 1.234,56; datas como 25/12/1990; Ativo como Sim ou Não (em branco é Sim).',
    'A importação só cadastra registros novos: um já cadastrado é apontado como duplicado e não é alterado.',
    'Tudo ou nada: se uma linha tiver erro, nenhuma é gravada.',
  ],
} as const;

interface TextosCadastro {
  titulo: string;
  descricao: string;
  importados: (n: number) => string;
  regras: readonly string[];
}

export const TEXTOS: Record<CadastroCsv, TextosCadastro> = {
  produtos: {
    titulo: 'Importar produtos',
    descricao: 'Cadastre produtos e suas grades a partir de uma planilha',
    importados: (n) => `${n} ${n === 1 ? 'linha importada' : 'linhas importadas'} com sucesso`,
    regras: [
      'Uma linha por grade (cor e tamanho), repetindo as colunas do produto; um produto sem grade é uma linha com Cor e Tamanho em branco.',
      'As linhas de um mesmo produto têm o mesmo Código (ou, sem código, o mesmo Nome). Categoria e Fornecedor (nome ou CNPJ) precisam estar cadastrados.',
      'O Estoque de cada linha entra como uma movimentação "Ajuste de estoque".',
    ],
  },
  clientes: {
    titulo: 'Importar clientes',
    descricao: 'Cadastre clientes a partir de uma planilha',
    importados: (n) => `${n} ${n === 1 ? 'cliente importado' : 'clientes importados'} com sucesso`,
    regras: ['Nome, CPF, Telefone e Email são obrigatórios; o CPF é conferido.'],
  },
  fornecedores: {
    titulo: 'Importar fornecedores',
    descricao: 'Cadastre fornecedores a partir de uma planilha',
    importados: (n) => `${n} ${n === 1 ? 'fornecedor importado' : 'fornecedores importados'} com sucesso`,
    regras: ['Nome, CNPJ, Telefone e Email são obrigatórios; o CNPJ é conferido.'],
  },
};
