import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field, StyledInput } from '@loja/shared-ui';
import { Stack } from './helpers';

interface FieldDemoProps {
  label: string;
  hint: string;
  error: string;
  required: boolean;
  hideLabel: boolean;
}

/** Field wraps any control with label, hint and error (Input, TextArea and Select use it). */
function FieldDemo({ label, hint, error, required, hideLabel }: FieldDemoProps) {
  const describedBy = [hint && 'cep-dica', error && 'cep-erro'].filter(Boolean).join(' ') || undefined;
  return (
    <Stack>
      <Field
        htmlFor="cep"
        label={label}
        hint={hint || undefined}
        hintId="cep-dica"
        error={error || undefined}
        errorId="cep-erro"
        required={required}
        hideLabel={hideLabel}
      >
        <StyledInput id="cep" $invalid={Boolean(error)} aria-invalid={Boolean(error) || undefined} aria-describedby={describedBy} />
      </Field>
    </Stack>
  );
}

const meta = {
  title: 'Formulários/Field',
  component: FieldDemo,
  args: { label: 'CEP', hint: 'Somente números', error: '', required: false, hideLabel: false },
} satisfies Meta<typeof FieldDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ComDica: Story = { name: 'Com dica' };

export const ComErro: Story = { name: 'Com erro', args: { error: 'CEP inválido', required: true } };
