import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@loja/shared-ui';

interface TabsDemoProps {
  defaultValue: string;
  imagensDesabilitada: boolean;
}

function TabsDemo({ defaultValue, imagensDesabilitada }: TabsDemoProps) {
  return (
    <Tabs defaultValue={defaultValue}>
      <TabsList aria-label="Seções do produto">
        <TabsTrigger value="informacoes">Informações</TabsTrigger>
        <TabsTrigger value="imagens" disabled={imagensDesabilitada}>
          Imagens
        </TabsTrigger>
        <TabsTrigger value="grade">Grade</TabsTrigger>
        <TabsTrigger value="precificacao">Precificação</TabsTrigger>
      </TabsList>
      <TabsContent value="informacoes">Nome, descrição, referência e preço de venda.</TabsContent>
      <TabsContent value="imagens">Cinco espaços: principal, secundária, terceira, quarta e outra.</TabsContent>
      <TabsContent value="grade">Combinações de cor e tamanho com estoque.</TabsContent>
      <TabsContent value="precificacao">Custos, margem e preço sugerido.</TabsContent>
    </Tabs>
  );
}

const meta = {
  title: 'Componentes/Tabs',
  component: TabsDemo,
  args: { defaultValue: 'informacoes', imagensDesabilitada: false },
  argTypes: {
    defaultValue: { control: 'select', options: ['informacoes', 'imagens', 'grade', 'precificacao'] },
    imagensDesabilitada: { control: 'boolean', description: '"Salve o produto primeiro"' },
  },
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditarProduto: Story = { name: 'Editar produto' };

export const NovoProduto: Story = { name: 'Novo produto (Imagens bloqueada)', args: { imagensDesabilitada: true } };
