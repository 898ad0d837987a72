import { defineListParams, enumParam, textParam } from '@loja/shared-ui';

/** Which side of the books a page shows. */
export type ContaTipo = 'receber' | 'pagar';

/** The texts and URL state of one of the two pages. */
export interface ContasConfig {
  title: string;
  description: string;
  newLabel: string;
  /** What the new button's toast says. */
  comingSoon: string;
  searchPlaceholder: string;
  situacoes: readonly { value: string; label: string }[];
  params: ReturnType<typeof contasParams>;
}

/**
 * The page's state in the URL: ?busca=&situacao=. The situation is open, overdue or settled, and
 * settled has each page's own word (pagas, recebidas), in the URL as in the filter.
 */
function contasParams<const Quitada extends string>(quitada: Quitada) {
  return defineListParams({
    busca: textParam(),
    situacao: enumParam(['todas', 'em-aberto', 'vencidas', quitada], 'todas'),
  });
}

const EM_DESENVOLVIMENTO = 'O módulo financeiro está em desenvolvimento: o cadastro de contas estará disponível em breve.';

export const CONTAS: Record<ContaTipo, ContasConfig> = {
  receber: {
    title: 'Contas a Receber',
    description: 'Valores que a loja tem a receber',
    newLabel: 'Nova Conta a Receber',
    comingSoon: EM_DESENVOLVIMENTO,
    searchPlaceholder: 'Buscar conta ou cliente...',
    situacoes: [
      { value: 'todas', label: 'Todas' },
      { value: 'em-aberto', label: 'Em aberto' },
      { value: 'vencidas', label: 'Vencidas' },
      { value: 'recebidas', label: 'Recebidas' },
    ],
    params: contasParams('recebidas'),
  },
  pagar: {
    title: 'Contas a Pagar',
    description: 'Compromissos com fornecedores e despesas',
    newLabel: 'Nova Conta a Pagar',
    comingSoon: EM_DESENVOLVIMENTO,
    searchPlaceholder: 'Buscar conta ou fornecedor...',
    situacoes: [
      { value: 'todas', label: 'Todas' },
      { value: 'em-aberto', label: 'Em aberto' },
      { value: 'vencidas', label: 'Vencidas' },
      { value: 'pagas', label: 'Pagas' },
    ],
    params: contasParams('pagas'),
  },
};
