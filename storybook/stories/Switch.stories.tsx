import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch } from '@loja/shared-ui';
import { useState } from 'react';
import { fn } from 'storybook/test';

const meta = {
  title: 'Formulários/Switch',
  component: Switch,
  args: {
    checked: true,
    label: '',
    onLabel: 'Ativo',
    offLabel: 'Inativo',
    disabled: false,
    onCheckedChange: fn(),
  },
  argTypes: {
    checked: { control: 'boolean', description: 'Estado inicial' },
    label: { control: 'text', description: 'Nome da opção (opcional)' },
  },
  render: function Render(args) {
    const [checked, setChecked] = useState(Boolean(args.checked));
    return (
      <Switch
        {...args}
        label={args.label || undefined}
        checked={checked}
        onCheckedChange={(value) => {
          setChecked(value);
          args.onCheckedChange?.(value);
        }}
      />
    );
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ativo: Story = {};

export const Inativo: Story = { args: { checked: false } };

export const ComRotulo: Story = { name: 'Com rótulo', args: { label: 'Status do cliente' } };

export const Desabilitado: Story = { args: { disabled: true } };
