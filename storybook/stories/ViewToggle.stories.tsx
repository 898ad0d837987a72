import type { Meta, StoryObj } from '@storybook/react-vite';
import { ViewToggle, type ViewMode } from '@loja/shared-ui';
import { useEffect, useState } from 'react';
import { fn } from 'storybook/test';

const meta = {
  title: 'Componentes/ViewToggle',
  component: ViewToggle,
  args: { value: 'cards', iconOnly: false, onChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['cards', 'lista'] } },
  render: function Render(args) {
    const [value, setValue] = useState<ViewMode>(args.value);
    useEffect(() => setValue(args.value), [args.value]);
    return (
      <ViewToggle
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ViewToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {};

export const Lista: Story = { args: { value: 'lista' } };

export const SoIcones: Story = { name: 'Só ícones', args: { iconOnly: true } };
