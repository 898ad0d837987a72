import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchBox } from '@loja/shared-ui';
import { useEffect, useState } from 'react';
import { fn } from 'storybook/test';
import { Stack } from './helpers';

const meta = {
  title: 'Formulários/SearchBox',
  component: SearchBox,
  args: {
    value: '',
    placeholder: 'Buscar por nome, CPF, telefone ou email...',
    'aria-label': 'Buscar funcionários',
    clearLabel: 'Limpar busca',
    onValueChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    useEffect(() => setValue(args.value), [args.value]);
    return (
      <Stack>
        <SearchBox
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange(next);
          }}
        />
      </Stack>
    );
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vazia: Story = {};

export const Preenchida: Story = { args: { value: 'biquini', placeholder: 'Buscar produtos...', 'aria-label': 'Buscar produtos' } };
