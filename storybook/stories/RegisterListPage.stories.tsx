import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  RegisterListPage,
  STATUS_FILTERS,
  Toaster,
  defineListParams,
  enumParam,
  sortParam,
  statusToAtivo,
  textParam,
  useListPage,
} from '@loja/shared-ui';
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

/**
 * ClientesListPage of mfe-cadastros with the sample rows in place of the database: the register list
 * (filters, order and page in the URL, shown under the list; page size and view remembered per list).
 */
function ClientesPage({ carregando, somenteLeitura }: ClientesPageProps) {
  const list = useListPage(clientesParams, 'storybook-clientes');
  const { busca, status, ordem, page } = list.values;
  const location = useLocation();

  const encontrados = ordenarClientes(buscar(CLIENTES_EXEMPLO, busca, statusToAtivo(status)), ordem);
  const rows = encontrados.slice((page - 1) * list.pageSize, page * list.pageSize);
  const data = carregando
    ? undefined
    : { rows, total: encontrados.length, page, pageSize: list.pageSize, totalPages: Math.ceil(encontrados.length / list.pageSize) };

  return (
    <>
      <Toaster />
      <RegisterListPage<ClienteExemplo, 'nome' | 'cidade'>
        title="Clientes"
        description="Cadastro de clientes da loja"
        newLabel="Novo Cliente"
        canWrite={!somenteLeitura}
        list={list}
        query={{ data, isLoading: carregando, isFetching: carregando, isError: false, refetch: () => undefined }}
        searchPlaceholder={CLIENTE_TEXTOS.search}
        sortCodec={clientesParams.codecs.ordem}
        columns={colunasClientes}
        totalLabel="Total de clientes"
        messages={{ ...CLIENTE_TEXTOS, deleted: 'Cliente excluído com sucesso', deleteFailed: 'Não foi possível excluir o cliente' }}
        onDelete={() => esperar()}
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
