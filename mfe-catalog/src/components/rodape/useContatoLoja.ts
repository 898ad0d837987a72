import { useGetEmpresaPublicaQuery } from '../../hooks/empresa';
import { NOME_PADRAO_LOJA } from './contato';

export interface ContatoLoja {
  nome: string;
  whatsapp: string | null;
  telefone: string | null;
  email: string | null;
  instagram: string | null;
  endereco: string | null;
  /** True until the company row has answered (or failed). */
  carregando: boolean;
}

const vazio = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

/** The company's public contact data, with blanks as null and the name falling back to "Loja Praia". */
export function useContatoLoja(): ContatoLoja {
  const { data: empresa, isLoading } = useGetEmpresaPublicaQuery();
  return {
    nome: vazio(empresa?.nome) ?? NOME_PADRAO_LOJA,
    whatsapp: vazio(empresa?.whatsapp),
    telefone: vazio(empresa?.telefone),
    email: vazio(empresa?.email),
    instagram: vazio(empresa?.instagram),
    endereco: vazio(empresa?.endereco),
    carregando: isLoading,
  };
}
