import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ToastCard, Toaster, toast, type ToastVariant } from '@loja/shared-ui';
import { Row, Stack } from './helpers';

interface ToastDemoProps {
  title: string;
  description: string;
  variant: ToastVariant;
}

/** A button that raises a toast, plus the toast's look shown statically. */
function ToastDemo({ title, description, variant }: ToastDemoProps) {
  return (
    <Stack>
      <Toaster />
      <Row>
        <Button onClick={() => toast({ title, description, variant })}>Mostrar notificação</Button>
      </Row>
      <ToastCard title={title} description={description} variant={variant} />
    </Stack>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  args: {
    title: 'Produto adicionado!',
    description: 'Biquíni Tropical (Azul, M)',
    variant: 'success',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'success', 'destructive', 'warning'] },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sucesso: Story = {};

export const Erro: Story = {
  args: { title: 'Erro no login', description: 'Email ou senha incorretos.', variant: 'destructive' },
};

export const Aviso: Story = {
  args: { title: 'Seleção obrigatória', description: 'Por favor, selecione uma cor para este produto.', variant: 'warning' },
};

export const Informativo: Story = {
  args: { title: 'Cadastro realizado!', description: 'Confira o seu e-mail para que você possa confirmar o cadastro.', variant: 'default' },
};
