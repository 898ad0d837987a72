import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterList, STATUS_FILTERS, Toaster, defineListParams, enumParam, sortParam, statusToAtivo, textParam } from '@loja/shared-ui';
import type { RegisterListArgs } from '@loja/shared-ui/platform';
import { MemoryRouter, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CLIENTES_EXEMPLO, CLIENTE_TEXTOS, colunasClientes, esperar, ordenarClientes, type ClienteExemplo } from './clientesExemplo';

/** The clientes list's URL state, as mfe-cadastros declares it (here sorted by name by default). */
const clientesParams = defineListParams({
  busca: textParam(),
  status: enumParam(STATUS_FILTERS, 'todos'),
  ordem: sortParam(['nome', 'cidade'], { column: 'nome', ascending: true }),
});

const semAcento = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** What the database does for the real list: accent-free search on nome/email, digits of CPF and telefone. */
function buscar(rows: readonly ClienteExemplo[], busca: string, ativo: boolean | undefined) {
  const termo = semAcento(busca);
  const digitos = busca.replace(/\D/g, '');
  return rows.filter(
    (cliente) =>
      (ativo === undefined || cliente.ativo === ativo) &&
      (!termo ||
        semAcento(`${cliente.nome} ${cliente.email}`).includes(termo) ||
        (digitos !== '' && `${cliente.cpf}${cliente.telefone ?? ''}`.replace(/\D/g, '').includes(digitos))),
  );
}

const Endereco = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

interface ClientesPageProps {
  /** The first load, before the rows arrive. */
  carregando: boolean;
  somenteLeitura: boolean;
}

/** The clientes messages, as mfe-cadastros' messages.ts declares them (labels and toasts). */
const MENSAGENS = {
  ...CLIENTE_TEXTOS,
  listTitle: 'Clientes',
  listDescription: 'Cadastro de clientes da loja',
  newTitle: 'Novo Cliente',
  searchPlaceholder: CLIENTE_TEXTOS.search,
  totalLabel: 'Total de clientes',
  deleted: 'Cliente excluído com sucesso',
  deleteFailed: 'Não foi possível excluir o cliente',
};

/**
 * ClientesListPage of mfe-cadastros (a `RegisterList` declaration) with the sample rows in place of
 * the database: filters, order and page in the URL, shown under the list; page size and view
 * remembered per list.
 */
function ClientesPage({ carregando, somenteLeitura }: ClientesPageProps) {
  const location = useLocation();
  /** What the list endpoint answers for `args`, from the sample rows. */
  const listar = ({ busca, status, sort, page, pageSize }: RegisterListArgs) => {
    const encontrados = ordenarClientes(buscar(CLIENTES_EXEMPLO, busca, status === undefined ? undefined : statusToAtivo(status)), sort);
    const rows = encontrados.slice((page - 1) * pageSize, page * pageSize);
    const data = carregando ? undefined : { rows, total: encontrados.length, page, pageSize, totalPages: Math.ceil(encontrados.length / pageSize) };
    return { data, isLoading: carregando, isFetching: carregando, isError: false, refetch: () => undefined };
  };
  const excluir = () => [() => ({ unwrap: () => esperar() })] as const;

  return (
    <>
      <Toaster />
      <RegisterList
        params={clientesParams}
        listKey="storybook-clientes"
        endpoints={{ list: listar, delete: excluir }}
        canWrite={!somenteLeitura}
        columns={colunasClientes}
        messages={MENSAGENS}
      />
      <Endereco>
        Endereço: <code>{location.pathname + location.search}</code>
      </Endereco>
    </>
  );
}

const meta = {
  title: 'Listas/Página de cadastro',
  component: ClientesPage,
  parameters: { layout: 'fullscreen', url: '/cadastros/clientes' },
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[String(parameters.url)]}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { carregando: false, somenteLeitura: false },
} satisfies Meta<typeof ClientesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListaDeClientes: Story = { name: 'Lista de clientes' };

export const Buscando: Story = { name: 'Buscando "joao" (sem acento)', parameters: { url: '/cadastros/clientes?busca=joao' } };

export const Inativos: Story = { parameters: { url: '/cadastros/clientes?status=inativo&ordem=nome.desc' } };

export const Carregando: Story = { args: { carregando: true } };

export const NenhumEncontrado: Story = { name: 'Nenhum encontrado', parameters: { url: '/cadastros/clientes?busca=guilherme' } };

export const PaginaInexistente: Story = { name: 'Página que não existe mais', parameters: { url: '/cadastros/clientes?pagina=9' } };

export const SomenteLeitura: Story = { name: 'Somente leitura', args: { somenteLeitura: true } };
