import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from '@loja/shared-ui';
import { Stack } from './helpers';

const meta = {
  title: 'Formulários/TextArea',
  component: TextArea,
  args: {
    label: 'Observações',
    placeholder: 'Detalhes da movimentação',
    rows: 4,
    hint: '',
    error: '',
    disabled: false,
  },
  argTypes: {
    rows: { control: { type: 'number', min: 2, max: 12 } },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  render: (args) => (
    <Stack>
      <TextArea {...args} />
    </Stack>
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = { name: 'Padrão' };

export const ComErro: Story = { name: 'Com erro', args: { label: 'Descrição', error: 'Descrição muito longa' } };
