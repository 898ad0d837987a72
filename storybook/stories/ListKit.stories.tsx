import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ActiveBadge,
  DataTable,
  ListFooter,
  ListSearch,
  ListToolbar,
  ListViewToggle,
  PAGE_SIZES,
  PageHeader,
  PagePastEnd,
  STATUS_FILTERS,
  StatusFilter,
  Toaster,
  defineListParams,
  enumParam,
  parseSort,
  sortParam,
  statusToAtivo,
  textParam,
  useListPage,
} from '@loja/shared-ui';
import { MemoryRouter, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CLIENTES_EXEMPLO, CLIENTE_TEXTOS, acoesCliente, colunasClientes, ordenarClientes, type ClienteExemplo } from './clientesExemplo';

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
 * ClientesListPage of mfe-cadastros with the sample rows in place of the database: filters, order and
 * page in the URL (shown under the list), page size and view remembered per list in localStorage.
 */
function ClientesPage({ carregando, somenteLeitura }: ClientesPageProps) {
  const list = useListPage(clientesParams, 'storybook-clientes');
  const { busca, status, ordem, page } = list.values;
  const location = useLocation();

  const encontrados = ordenarClientes(buscar(CLIENTES_EXEMPLO, busca, statusToAtivo(status)), ordem);
  const totalPages = Math.max(1, Math.ceil(encontrados.length / list.pageSize));
  const rows = encontrados.slice((page - 1) * list.pageSize, page * list.pageSize);
  const pastEnd = rows.length === 0 && encontrados.length > 0;

  return (
    <>
      <Toaster />
      <PageHeader title="Clientes" description="Cadastro de clientes da loja" />
      <ListToolbar>
        <ListSearch value={busca} onSearch={(next) => list.setFilters({ busca: next })} placeholder={CLIENTE_TEXTOS.search} />
        <StatusFilter value={status} onChange={(next) => list.setFilters({ status: next })} />
        <ListViewToggle value={list.view} onChange={list.setView} />
      </ListToolbar>
      {pastEnd ? (
        <PagePastEnd lastPage={totalPages} onGoToLastPage={list.setPage} />
      ) : (
        <DataTable
          label="Clientes"
          columns={colunasClientes}
          rows={rows}
          getRowId={(cliente) => String(cliente.id)}
          view={list.view}
          loading={carregando}
          loadingText={CLIENTE_TEXTOS.loading}
          emptyText={CLIENTE_TEXTOS.empty}
          sort={ordem}
          onSortChange={(sort) => list.setFilters({ ordem: parseSort(clientesParams.codecs.ordem, sort) })}
          cardBadge={(cliente) => <ActiveBadge ativo={cliente.ativo} />}
          rowActions={(cliente) => acoesCliente(cliente, { somenteLeitura })}
        />
      )}
      {carregando || pastEnd ? null : (
        <ListFooter
          totalLabel="Total de clientes"
          total={encontrados.length}
          page={page}
          totalPages={totalPages}
          onPageChange={list.setPage}
          pageSize={list.pageSize}
          pageSizes={PAGE_SIZES}
          onPageSizeChange={list.setPageSize}
        />
      )}
      <Endereco>
        Endereço: <code>{location.pathname + location.search}</code>
      </Endereco>
    </>
  );
}

const meta = {
  title: 'Listas/Kit de listas',
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
