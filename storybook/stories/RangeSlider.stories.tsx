import type { Meta, StoryObj } from '@storybook/react-vite';
import { RangeSlider, sqrtScale } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { fn } from 'storybook/test';
import { Stack } from './helpers';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
`;

const Legend = styled.legend`
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Reading = styled.output`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const meta = {
  title: 'Formulários/RangeSlider',
  component: RangeSlider,
  args: {
    value: [50, 250],
    min: 0,
    max: 1000,
    step: 10,
    thumbLabels: ['Preço mínimo', 'Preço máximo'],
    formatValue: formatBRL,
    scale: sqrtScale,
    disabled: false,
    onValueChange: fn(),
    onValueCommit: fn(),
  },
  argTypes: {
    value: { control: 'object', description: '[mínimo, máximo]: cada marcador fica do seu lado, nunca empurra o outro' },
    step: { control: { type: 'number', min: 1 } },
    scale: { control: false, description: 'linearScale (padrão) ou sqrtScale (mais espaço para os valores baixos)' },
  },
  render: function Render(args) {
    const [value, setValue] = useState<[number, number]>([args.value[0], args.value[1]]);
    useEffect(() => setValue([args.value[0], args.value[1]]), [args.value]);
    const format = args.formatValue ?? String;
    return (
      <Stack $width="20rem">
        <Fieldset>
          <Legend>Faixa de preço</Legend>
          <Reading aria-live="polite">
            {format(value[0])} – {format(value[1])}
          </Reading>
          <RangeSlider
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
} satisfies Meta<typeof RangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Biquínis e bolsas entre R$ 50 e R$ 250: com a escala de raiz quadrada, a metade esquerda da trilha vai até R$ 250. */
export const FaixaDePreco: Story = { name: 'Faixa de preço (vitrine)' };

export const EscalaLinear: Story = { name: 'Escala linear', args: { scale: undefined } };

export const MarcadoresJuntos: Story = { name: 'Marcadores no mesmo valor', args: { value: [120, 120] } };

export const Desabilitado: Story = { args: { disabled: true } };
