import { formatBRL } from '@loja/shared-ui/format';
import type { Situacao } from './periodo';

/** The Gestor de Promoção's words (issue 27). */
export const GESTOR_PROMOCAO_MESSAGES = {
  titulo: 'Gestor de Promoção',
  descricao: 'Preço promocional ou desconto por período, em produtos ou numa categoria. O preço muda sozinho no início e volta no fim.',
  nova: 'Nova promoção',
  editar: 'Editar promoção',
  vazio: 'Nenhuma promoção cadastrada.',
  carregando: 'Carregando promoções...',
  erroLista: 'Não foi possível carregar as promoções.',
  salva: 'Promoção salva!',
  falhaSalvar: 'Não foi possível salvar a promoção',
  encerrar: 'Encerrar agora',
  excluir: 'Excluir',
  encerrarTitulo: 'Encerrar promoção',
  encerrarTexto: (nome: string) => `"${nome}" termina agora e os produtos voltam ao preço normal.`,
  excluirTitulo: 'Excluir promoção',
  excluirTexto: (nome: string) => `"${nome}" ainda não começou e será excluída.`,
  encerrada: 'Promoção encerrada.',
  excluida: 'Promoção excluída.',
  falhaEncerrar: 'Não foi possível encerrar a promoção',
  somenteLeitura: 'Você pode ver as promoções, mas não alterá-las.',
  buscarProdutos: 'Buscar produto por nome ou código',
  semResultados: 'Nenhum produto encontrado.',
  nenhumEscolhido: 'Nenhum produto escolhido.',
  regraDicaPreco: 'O preço de cada produto durante a promoção.',
  regraDicaPercentual: 'Desconto sobre o preço de cada produto, arredondado ao centavo.',
  deRegra:
    'Na vitrine, "de R$ X por R$ Y" só aparece quando o preço normal não mudou nos 30 dias antes do início; senão, só o preço promocional.',
  sobreposicao: 'Se duas promoções valem para o mesmo produto, vale o menor preço.',
  situacao: { agendada: 'Agendada', andamento: 'Em andamento', encerrada: 'Encerrada' } satisfies Record<Situacao, string>,
  regra: (tipo: string, valor: number) => (tipo === 'preco' ? `Por ${formatBRL(valor)}` : `${String(valor).replace('.', ',')}% off`),
  escopoCategoria: (nome: string) => `Categoria ${nome}`,
} as const;
