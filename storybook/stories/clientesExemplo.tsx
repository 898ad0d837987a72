/**
 * Clientes of a beach shop in Florianópolis, for the list kit's stories (DataTable, RecordActions,
 * ListKit). The CPFs pass the check digits; the phones are Florianópolis numbers (DDD 48).
 */
import { ActiveBadge, DeleteAction, EditAction, WhatsAppAction, dataTableColumns, type DataTableSort } from '@loja/shared-ui';

export interface ClienteExemplo {
  id: number;
  nome: string;
  cpf: string;
  telefone: string | null;
  email: string;
  cidade: string | null;
  estado: string | null;
  ativo: boolean;
}

export const CLIENTES_EXEMPLO: readonly ClienteExemplo[] = [
  { id: 1, nome: 'Ana Paula Ribeiro', cpf: '885.258.731-44', telefone: '(48) 99812-3456', email: 'ana.ribeiro@gmail.com', cidade: 'Florianópolis', estado: 'SC', ativo: true },
  { id: 2, nome: 'João Sebastião da Conceição', cpf: '109.263.406-11', telefone: '(48) 98455-1020', email: 'joao.conceicao@hotmail.com', cidade: 'Florianópolis', estado: 'SC', ativo: true },
  { id: 3, nome: 'Mariana Lúcia Açores', cpf: '844.377.325-10', telefone: '(48) 3232-7788', email: 'mariana.acores@uol.com.br', cidade: 'São José', estado: 'SC', ativo: false },
  { id: 4, nome: 'Célio Gonçalves Müller', cpf: '676.468.102-31', telefone: null, email: 'celio.muller@yahoo.com.br', cidade: 'Palhoça', estado: 'SC', ativo: true },
  { id: 5, nome: 'Beatriz Ângela Sônego', cpf: '193.039.538-86', telefone: '(48) 99123-0042', email: 'bia.sonego@gmail.com', cidade: 'Florianópolis', estado: 'SC', ativo: true },
  { id: 6, nome: 'Inês Bittencourt Luz', cpf: '425.864.847-70', telefone: '(48) 99601-7314', email: 'ines.luz@outlook.com', cidade: 'Biguaçu', estado: 'SC', ativo: false },
  { id: 7, nome: 'Otávio Pereira Brandão', cpf: '596.184.863-97', telefone: '(48) 98877-6655', email: 'otavio.brandao@gmail.com', cidade: 'Florianópolis', estado: 'SC', ativo: true },
  { id: 8, nome: 'Luíza Machado Coelho', cpf: '977.291.249-04', telefone: '(48) 99234-5511', email: 'luiza.coelho@terra.com.br', cidade: null, estado: null, ativo: true },
  { id: 9, nome: 'Rafael Hoffmann Silveira', cpf: '560.581.385-40', telefone: '(48) 99977-1203', email: 'rafa.silveira@gmail.com', cidade: 'Florianópolis', estado: 'SC', ativo: true },
  { id: 10, nome: 'Tânia Regina Schütz', cpf: '411.611.550-90', telefone: '(48) 3248-1199', email: 'tania.schutz@bol.com.br', cidade: 'Governador Celso Ramos', estado: 'SC', ativo: true },
  { id: 11, nome: 'Guga Nascimento Vieira', cpf: '006.239.582-36', telefone: '(48) 98401-6620', email: 'guga.vieira@gmail.com', cidade: 'Florianópolis', estado: 'SC', ativo: false },
  { id: 12, nome: 'Fernanda Íris Damião', cpf: '732.349.184-30', telefone: '(11) 97654-3210', email: 'fernanda.damiao@icloud.com', cidade: 'São Paulo', estado: 'SP', ativo: true },
  { id: 13, nome: 'Heitor Cândido Sagaz', cpf: '210.447.051-08', telefone: '(48) 99156-8840', email: 'heitor.sagaz@gmail.com', cidade: 'Florianópolis', estado: 'SC', ativo: true },
  { id: 14, nome: 'Priscila Antônia Koerich', cpf: '079.140.334-30', telefone: '(48) 99620-4477', email: 'pri.koerich@outlook.com', cidade: 'Santo Amaro da Imperatriz', estado: 'SC', ativo: true },
];

/** The spec's texts for the clientes list (spec 001 §8). */
export const CLIENTE_TEXTOS = {
  loading: 'Carregando clientes...',
  empty: 'Nenhum cliente encontrado',
  deleteConfirm: 'Tem certeza que deseja excluir este cliente?',
  loadList: 'Não foi possível carregar os clientes',
  search: 'Buscar por nome, CPF, telefone ou email...',
} as const;

const column = dataTableColumns<ClienteExemplo>();

/** The clientes list's columns, as mfe-cadastros declares them (Nome sortable, status only as the card's badge). */
export const colunasClientes = [
  column.accessor('nome', { header: 'Nome', meta: { sortable: true } }),
  column.accessor('cpf', { header: 'CPF' }),
  column.accessor('telefone', { header: 'Telefone', cell: (info) => info.getValue() ?? '—' }),
  column.accessor('email', { header: 'Email' }),
  column.accessor((cliente) => [cliente.cidade, cliente.estado].filter(Boolean).join(' - ') || '—', { id: 'cidade', header: 'Cidade', meta: { sortable: true } }),
  column.accessor('ativo', { header: 'Status', cell: (info) => <ActiveBadge ativo={info.getValue()} />, meta: { hideInCard: true } }),
];

/** Sorts the sample rows as the database would for `sort` (the stories have no backend). */
export function ordenarClientes(rows: readonly ClienteExemplo[], sort: DataTableSort): ClienteExemplo[] {
  const key = (cliente: ClienteExemplo) => (sort.column === 'cidade' ? (cliente.cidade ?? '') : cliente.nome);
  const sorted = [...rows].sort((a, b) => key(a).localeCompare(key(b), 'pt-BR'));
  return sort.ascending ? sorted : sorted.reverse();
}

/** A pause like a real request's, so the busy Excluir button shows. */
export const esperar = (ms = 800) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** WhatsApp always; editar and excluir only for someone who can write (a read-only user sees WhatsApp alone). */
export function acoesCliente(cliente: ClienteExemplo, { somenteLeitura = false }: { somenteLeitura?: boolean } = {}) {
  return (
    <>
      <WhatsAppAction telefone={cliente.telefone} nome={cliente.nome} />
      {somenteLeitura ? null : (
        <>
          <EditAction to={`editar/${cliente.id}`} label={`Editar ${cliente.nome}`} />
          <DeleteAction label={`Excluir ${cliente.nome}`} confirmation={CLIENTE_TEXTOS.deleteConfirm} onConfirm={() => esperar()} />
        </>
      )}
    </>
  );
}
