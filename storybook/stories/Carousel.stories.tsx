import type { Meta, StoryObj } from '@storybook/react-vite';
import { Carousel } from '@loja/shared-ui';
import { fn } from 'storybook/test';
import { Placeholder } from './helpers';

const tones = ['sea', 'sand', 'coral', 'sunshine'] as const;

const meta = {
  title: 'Componentes/Carousel',
  component: Carousel,
  args: {
    'aria-label': 'Destaques da coleção',
    autoplay: false,
    loop: true,
    showArrows: true,
    showDots: true,
    slideSize: '100%',
    gap: '0px',
    onSlideChange: fn(),
    children: null,
  },
  argTypes: {
    autoplay: { control: 'boolean', description: 'Avança a cada 5000 ms' },
    slideSize: { control: 'text', description: 'Largura de um slide (ex.: 100% ou 280px)' },
    children: { control: false },
  },
  render: (args) => (
    <div style={{ maxWidth: '48rem' }}>
      <Carousel {...args}>
        {tones.map((tone, index) => (
          <Placeholder key={tone} $tone={tone} $height="14rem">
            Banner {index + 1}
          </Placeholder>
        ))}
      </Carousel>
    </div>
  ),
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = {};

export const Automatico: Story = { name: 'Automático (5 s)', args: { autoplay: true } };

export const Categorias: Story = {
  args: { 'aria-label': 'Nossas Categorias', slideSize: '280px', gap: '1rem', loop: false },
  render: (args) => (
    <Carousel {...args}>
      {['TODAS', 'Biquínis', 'Bolsas', 'Chapéus', 'Maiôs', 'Cangas'].map((nome, index) => (
        <Placeholder key={nome} $tone={tones[index % tones.length]} $height="8rem">
          {nome}
        </Placeholder>
      ))}
    </Carousel>
  ),
};
