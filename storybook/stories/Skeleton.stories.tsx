import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '@loja/shared-ui';
import { Stack } from './helpers';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { width: '100%', height: '1rem', shape: 'text' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  render: (args) => (
    <Stack>
      <Skeleton {...args} />
    </Stack>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Texto: Story = {};

export const CartaoCarregando: Story = {
  name: 'Cartão carregando',
  render: () => (
    <Stack $width="18rem">
      <Skeleton shape="rect" height="10rem" />
      <Skeleton width="70%" />
      <Skeleton width="40%" />
      <Skeleton shape="rect" height="2.5rem" />
    </Stack>
  ),
};

export const Avatar: Story = { args: { shape: 'circle', width: '3rem', height: '3rem' } };
