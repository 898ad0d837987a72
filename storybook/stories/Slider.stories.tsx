import type { Meta, StoryObj } from '@storybook/react-vite';
import { Slider } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { fn } from 'storybook/test';
import { Stack } from './helpers';

const Legend = styled.legend`
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
`;

const Reading = styled.output`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const meta = {
  title: 'Formulários/Slider',
  component: Slider,
  args: {
    value: [50, 400],
    min: 0,
    max: 1000,
    step: 10,
    thumbLabels: ['Preço mínimo', 'Preço máximo'],
    formatValue: formatBRL,
    disabled: false,
    onValueChange: fn(),
    onValueCommit: fn(),
  },
  argTypes: {
    value: { control: 'object', description: 'Um número por marcador: [valor] ou [mínimo, máximo]' },
    step: { control: { type: 'number', min: 1 } },
  },
  render: function Render(args) {
    const [value, setValue] = useState<number[]>([...args.value]);
    useEffect(() => setValue([...args.value]), [args.value]);
    const format = args.formatValue ?? String;
    return (
      <Stack>
        <Fieldset>
          <Legend>Faixa de preço</Legend>
          <Reading aria-live="polite">{value.map(format).join(' – ')}</Reading>
          <Slider
            {...args}
            value={value}
            onValueChange={(next) => {
              setValue(next);
              args.onValueChange(next);
            }}
          />
        </Fieldset>
      </Stack>
    );
  },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FaixaDePreco: Story = { name: 'Faixa de preço' };

export const FaixaCompleta: Story = { name: 'Faixa completa', args: { value: [0, 1000] } };

export const UmMarcador: Story = {
  name: 'Um marcador',
  args: { value: [38], min: 34, max: 48, step: 2, thumbLabels: ['Tamanho do biquíni'], formatValue: (n: number | string | null | undefined) => `Tamanho ${String(n)}` },
};

export const Desabilitado: Story = { args: { disabled: true } };
