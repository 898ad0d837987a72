import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, type ButtonVariant } from '@loja/shared-ui';
import { Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { fn } from 'storybook/test';
import { Row } from './helpers';

const variants: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'destructive'];

const meta = {
  title: 'Componentes/Button',
  component: Button,
  args: {
    children: 'Salvar',
    variant: 'primary',
    size: 'md',
    loading: false,
    disabled: false,
    fullWidth: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'select', options: variants, description: 'Estilo do botão' },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'], description: 'Tamanho' },
    loading: { control: 'boolean', description: 'Mostra o indicador e desabilita' },
    loadingText: { control: 'text', description: 'Texto enquanto carrega (ex.: "Salvando...")' },
    children: { control: 'text', description: 'Texto do botão' },
    leftIcon: { control: false },
    rightIcon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primario: Story = { name: 'Primário' };

export const Secundario: Story = { name: 'Secundário', args: { variant: 'secondary', children: 'Ver Produtos' } };

export const Contorno: Story = { args: { variant: 'outline', children: 'Cancelar' } };

export const Fantasma: Story = { args: { variant: 'ghost', children: 'Voltar' } };

export const Destrutivo: Story = {
  args: { variant: 'destructive', children: 'Remover', leftIcon: <Trash2 size={16} aria-hidden="true" /> },
};

export const ComIcone: Story = {
  name: 'Com ícone',
  args: { children: 'Novo Cliente', leftIcon: <Plus size={16} aria-hidden="true" /> },
};

export const Carregando: Story = {
  args: { loading: true, loadingText: 'Salvando...', children: 'Salvar e Confirmar' },
};

export const Desabilitado: Story = {
  args: { disabled: true, children: 'Esgotado' },
};

export const Tamanhos: Story = {
  render: (args) => (
    <Row>
      <Button {...args} size="sm">
        Pequeno
      </Button>
      <Button {...args} size="md">
        Médio
      </Button>
      <Button {...args} size="lg" leftIcon={<ShoppingBag size={18} aria-hidden="true" />}>
        Finalizar Compra
      </Button>
    </Row>
  ),
};

export const Variantes: Story = {
  render: (args) => (
    <Row>
      {variants.map((variant) => (
        <Button {...args} key={variant} variant={variant}>
          {variant}
        </Button>
      ))}
    </Row>
  ),
};
