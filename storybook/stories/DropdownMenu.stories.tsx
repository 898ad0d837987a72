import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@loja/shared-ui';
import { LogOut, User } from 'lucide-react';
import { fn } from 'storybook/test';

interface MenuDemoProps {
  aberto: boolean;
  nome: string;
  email: string;
  onSair: () => void;
}

function MenuDemo({ aberto, nome, email, onSair }: MenuDemoProps) {
  return (
    <DropdownMenu defaultOpen={aberto} modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" leftIcon={<User size={16} aria-hidden="true" />}>
          Minha Conta
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          {nome} · {email}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem $destructive onSelect={onSair}>
          <LogOut size={16} aria-hidden="true" />
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Componentes/DropdownMenu',
  component: MenuDemo,
  args: { aberto: true, nome: 'Maria Silva', email: 'maria@exemplo.com', onSair: fn() },
} satisfies Meta<typeof MenuDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MinhaConta: Story = { name: 'Minha Conta' };

export const Fechado: Story = { args: { aberto: false } };
