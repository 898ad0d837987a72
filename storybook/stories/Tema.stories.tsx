import type { Meta, StoryObj } from '@storybook/react-vite';
import { breakpoints, theme, type ThemeColor } from '@loja/shared-ui/theme';
import styled from 'styled-components';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme: t }) => t.space[3]};
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Swatch = styled.span<{ $color: ThemeColor }>`
  display: block;
  height: 3rem;
  border-radius: ${({ theme: t }) => t.radii.md};
  border: 1px solid ${({ theme: t }) => t.colors.border};
  background: ${({ theme: t, $color }) => t.colors[$color]};
`;

const Name = styled.code`
  font-size: ${({ theme: t }) => t.fontSizes.xs};
`;

const Heading = styled.h2`
  margin: ${({ theme: t }) => `${t.space[6]} 0 ${t.space[3]}`};
  font-size: ${({ theme: t }) => t.fontSizes.xl};
`;

interface TokensProps {
  filtro: string;
}

function Tokens({ filtro }: TokensProps) {
  const names = (Object.keys(theme.colors) as ThemeColor[]).filter((n) => n.toLowerCase().includes(filtro.toLowerCase()));
  return (
    <div>
      <Heading>Cores</Heading>
      <Grid>
        {names.map((name) => (
          <li key={name}>
            <Swatch $color={name} aria-hidden="true" />
            <Name>{name}</Name>
          </li>
        ))}
      </Grid>
      <Heading>Tipografia</Heading>
      <Grid>
        {(Object.keys(theme.fontSizes) as (keyof typeof theme.fontSizes)[]).map((size) => (
          <li key={size}>
            <span style={{ fontSize: theme.fontSizes[size] }}>Moda praia {size}</span>
          </li>
        ))}
      </Grid>
      <Heading>Breakpoints</Heading>
      <p>
        sm {breakpoints.sm}px · md {breakpoints.md}px · lg {breakpoints.lg}px · xl {breakpoints.xl}px (grade da vitrine: 1 / 2 / 3
        colunas)
      </p>
    </div>
  );
}

const meta = {
  title: 'Tema/Tokens',
  component: Tokens,
  args: { filtro: '' },
  argTypes: { filtro: { control: 'text', description: 'Filtra as cores pelo nome' } },
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Todos: Story = {};

export const Semanticas: Story = { name: 'Semânticas', args: { filtro: 'success' } };
