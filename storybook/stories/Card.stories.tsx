import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import { Placeholder } from './helpers';

interface CardDemoProps {
  nome: string;
  preco: number;
  esgotado: boolean;
  interativo: boolean;
}

function CardDemo({ nome, preco, esgotado, interativo }: CardDemoProps) {
  return (
    <Card $interactive={interativo} style={{ maxWidth: '18rem' }}>
      <Placeholder $tone="coral" $height="10rem" role="img" aria-label={`Foto de ${nome}`}>
        {esgotado ? <Badge variant="destructive">ESGOTADO</Badge> : null}
      </Placeholder>
      <CardHeader>
        <CardTitle>{nome}</CardTitle>
        <CardDescription>{esgotado ? 'Indisponível' : `ou 2x de ${formatBRL(preco / 2)} sem juros`}</CardDescription>
      </CardHeader>
      <CardContent>
        <strong>{formatBRL(preco)}</strong>
      </CardContent>
      <CardFooter>
        <Button fullWidth disabled={esgotado}>
          {esgotado ? 'Esgotado' : 'Adicionar à sacola'}
        </Button>
      </CardFooter>
    </Card>
  );
}

const meta = {
  title: 'Componentes/Card',
  component: CardDemo,
  args: { nome: 'Biquíni Tropical', preco: 129.9, esgotado: false, interativo: true },
  argTypes: {
    preco: { control: { type: 'number', min: 0, step: 10 } },
  },
} satisfies Meta<typeof CardDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Produto: Story = {};

export const Esgotado: Story = { args: { esgotado: true, nome: 'Canga Listrada' } };
