import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { Yup } from '../../forms/yup';
import { maskPhone } from '../../format';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Button } from '../Button';
import { FormikInput } from './FormikInput';
import { FormikSelect } from './FormikSelect';
import { FormikSwitch } from './FormikSwitch';
import { FormikTextArea } from './FormikTextArea';

const schema = Yup.object({
  nome: Yup.string().required('Nome é obrigatório'),
  telefone: Yup.string().required('Telefone é obrigatório'),
  observacoes: Yup.string().max(5, 'No máximo 5 caracteres'),
  tipo: Yup.string().required('Selecione o tipo de movimentação'),
  ativo: Yup.boolean().oneOf([true], 'Deve estar ativo'),
});

function TestForm({ onSubmit = vi.fn() }: { onSubmit?: (values: unknown) => void }) {
  return (
    <Formik
      initialValues={{ nome: '', telefone: '', observacoes: '', tipo: '', ativo: false }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      <Form>
        <FormikInput name="nome" label="Nome" />
        <FormikInput name="telefone" label="Telefone" transform={maskPhone} maxLength={15} />
        <FormikTextArea name="observacoes" label="Observações" />
        <FormikSelect
          name="tipo"
          label="Tipo"
          placeholder="Selecione..."
          options={[
            { value: 'entrada', label: 'Entrada' },
            { value: 'saida', label: 'Saída' },
          ]}
        />
        <FormikSwitch name="ativo" label="Status" />
        <Button type="submit">Salvar</Button>
      </Form>
    </Formik>
  );
}

describe('Formik field wrappers', () => {
  it('shows the Yup message under the field after blur, with aria-invalid and aria-describedby', async () => {
    renderWithProviders(<TestForm />);
    const nome = screen.getByLabelText('Nome');
    expect(nome).not.toHaveAttribute('aria-invalid');
    fireEvent.blur(nome);
    const message = await screen.findByText('Nome é obrigatório');
    expect(nome).toHaveAttribute('aria-invalid', 'true');
    expect(nome.getAttribute('aria-describedby')).toBe(message.id);
    expect(nome).toHaveAccessibleDescription('Nome é obrigatório');
  });

  it('shows every message on submit and clears one when fixed', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<TestForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Telefone é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Selecione o tipo de movimentação')).toBeInTheDocument();
    expect(screen.getByLabelText('Tipo')).toHaveAccessibleDescription('Selecione o tipo de movimentação');
    expect(screen.getByRole('switch')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('switch')).toHaveAccessibleDescription('Deve estar ativo');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Maria' } });
    await waitFor(() => expect(screen.queryByText('Nome é obrigatório')).toBeNull());
    expect(screen.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid');
  });

  it('applies the transform (phone mask) and submits the values', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<TestForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Maria' } });
    fireEvent.change(screen.getByLabelText('Telefone'), { target: { value: '11987654321' } });
    await waitFor(() => expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321'));
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'saida' } });
    fireEvent.click(screen.getByRole('switch'));
    expect(await screen.findByText('Ativo')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      nome: 'Maria',
      telefone: '(11) 98765-4321',
      observacoes: '',
      tipo: 'saida',
      ativo: true,
    });
  });
});
