import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ActiveBadge,
  DeleteAction,
  EditAction,
  ListError,
  ListSearch,
  ListToolbar,
  ListViewToggle,
  StatusFilter,
  Toaster,
  WhatsAppAction,
  type StatusFilterValue,
  type ViewMode,
} from '@loja/shared-ui';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { fn } from 'storybook/test';
import { CLIENTE_TEXTOS, esperar } from './clientesExemplo';
import { Row, Stack } from './helpers';

interface AcoesProps {
  nome: string;
  telefone: string | null;
  ativo: boolean;
  /** A user who cannot write sees only the WhatsApp button. */
  somenteLeitura: boolean;
  onConfirmDelete: () => void;
}

/** One cliente's status and row actions, as a DataTable row or card shows them. */
function AcoesCliente({ nome, telefone, ativo, somenteLeitura, onConfirmDelete }: AcoesProps) {
  return (
    <Row>
      <Toaster />
      <span>{nome}</span>
      <ActiveBadge ativo={ativo} />
      <WhatsAppAction telefone={telefone} nome={nome} missingPhoneMessage="Cliente não possui telefone cadastrado" />
      {somenteLeitura ? null : (
        <>
          <EditAction to="editar/1" label={`Editar ${nome}`} />
          <DeleteAction
            label={`Excluir ${nome}`}
            confirmation={CLIENTE_TEXTOS.deleteConfirm}
            onConfirm={async () => {
              await esperar();
              onConfirmDelete();
            }}
          />
        </>
      )}
    </Row>
  );
}

const meta = {
  title: 'Listas/RecordActions',
  component: AcoesCliente,
  decorators: [(Story) => <MemoryRouter initialEntries={['/cadastros/clientes']}>{Story()}</MemoryRouter>],
  args: {
    nome: 'Ana Paula Ribeiro',
    telefone: '(48) 99812-3456',
    ativo: true,
    somenteLeitura: false,
    onConfirmDelete: fn(),
  },
} satisfies Meta<typeof AcoesCliente>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AcoesDaLinha: Story = { name: 'Ações da linha' };

export const ConfirmarExclusao: Story = {
  name: 'Confirmar exclusão',
  // Opens "Tem certeza que deseja excluir este cliente?" in the Storybook UI.
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Excluir ${args.nome}` }));
  },
};

export const SemTelefone: Story = {
  name: 'Sem telefone (aviso ao clicar no WhatsApp)',
  args: { nome: 'Célio Gonçalves Müller', telefone: null },
};

export const Inativo: Story = { args: { nome: 'Mariana Lúcia Açores', telefone: '(48) 3232-7788', ativo: false } };

export const SomenteLeitura: Story = { name: 'Somente leitura', args: { somenteLeitura: true } };

/** The toolbar above a list: search (commits after a pause or on Enter), status, cards/lista. */
function Barra() {
  const [busca, setBusca] = useState('');
  const [status, setStatus] = useState<StatusFilterValue>('todos');
  const [view, setView] = useState<ViewMode>('lista');
  return (
    <Stack $width="60rem">
      <ListToolbar>
        <ListSearch value={busca} onSearch={setBusca} placeholder={CLIENTE_TEXTOS.search} />
        <StatusFilter value={status} onChange={setStatus} />
        <ListViewToggle value={view} onChange={setView} />
      </ListToolbar>
      <p>
        Busca aplicada: <strong>{busca || '(nenhuma)'}</strong> · Status: <strong>{status}</strong> · Visualização: <strong>{view}</strong>
      </p>
    </Stack>
  );
}

export const BarraDeFerramentas: Story = { name: 'Barra de ferramentas', render: () => <Barra /> };

export const ErroAoCarregar: Story = {
  name: 'Erro ao carregar',
  render: () => (
    <>
      <Toaster />
      <ListError message={CLIENTE_TEXTOS.loadList} onRetry={fn()} />
    </>
  ),
};

/** The product list's delete (spec 001): "Tem certeza?", the product removed permanently, Cancelar / Remover. */
export const ConfirmarExclusaoProduto: Story = {
  name: 'Confirmar exclusão de produto',
  render: (args) => (
    <Row>
      <Toaster />
      <span>Biquíni Cortininha Tropical</span>
      <DeleteAction
        label="Excluir Biquíni Cortininha Tropical"
        title="Tem certeza?"
        confirmLabel="Remover"
        confirmation="O produto será removido permanentemente. Esta ação não pode ser desfeita."
        onConfirm={async () => {
          await esperar();
          args.onConfirmDelete();
        }}
      />
    </Row>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir Biquíni Cortininha Tropical' }));
  },
};
