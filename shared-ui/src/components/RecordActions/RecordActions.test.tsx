import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { dismissToast } from '../Toast';
import { ActiveBadge, DeleteAction, EditAction, ListError, ListViewToggle, StatusFilter, WhatsAppAction, statusToAtivo } from './RecordActions';

afterEach(() => {
  act(() => dismissToast());
});

const CONFIRMATION = 'Tem certeza que deseja excluir este cliente?';

/** A promise the test settles itself: the delete is "in flight" until it does. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('<DeleteAction>', () => {
  it('asks with the given text; Cancelar closes without deleting', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<DeleteAction label="Excluir Ana Paula Ribeiro" confirmation={CONFIRMATION} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Excluir Ana Paula Ribeiro' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmar exclusão' });
    expect(dialog).toHaveAccessibleDescription(CONFIRMATION);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Excluir calls onConfirm once, keeps the dialog busy until it settles, then closes', async () => {
    const request = deferred();
    const onConfirm = vi.fn(() => request.promise);
    const { user } = renderWithProviders(<DeleteAction label="Excluir Ana Paula Ribeiro" confirmation={CONFIRMATION} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Excluir Ana Paula Ribeiro' }));
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // While deleting, neither Cancelar nor Escape can close it and Excluir cannot be pressed twice.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Excluir$/ })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => request.resolve());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('takes the title and confirm button the record asks for (products: "Tem certeza?" / Remover)', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(
      <DeleteAction
        label="Excluir Biquíni Cortininha Tropical"
        title="Tem certeza?"
        confirmLabel="Remover"
        confirmation="O produto será removido permanentemente. Esta ação não pode ser desfeita."
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Excluir Biquíni Cortininha Tropical' }));
    expect(screen.getByRole('alertdialog', { name: 'Tem certeza?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes too when the delete fails (the caller shows the error toast)', async () => {
    const request = deferred();
    const onConfirm = vi.fn(() => request.promise.catch(() => undefined));
    const { user } = renderWithProviders(<DeleteAction label="Excluir Ana Paula Ribeiro" confirmation={CONFIRMATION} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Excluir Ana Paula Ribeiro' }));
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await act(async () => request.reject(new Error('violates foreign key constraint')));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Excluir Ana Paula Ribeiro' })).toBeEnabled();
  });
});

describe('<WhatsAppAction>', () => {
  it('links to wa.me with 55, the digits and a greeting with the name, in a new tab', () => {
    renderWithProviders(<WhatsAppAction telefone="(48) 99812-3456" nome="Ana Paula Ribeiro" />);
    const link = screen.getByRole('link', { name: 'Conversar com Ana Paula Ribeiro no WhatsApp' });
    expect(link).toHaveAttribute('href', 'https://wa.me/5548998123456?text=Ol%C3%A1%2C%20Ana%20Paula%20Ribeiro!');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('without a phone, warns with the given message instead of opening a chat', async () => {
    const { user } = renderWithProviders(
      <WhatsAppAction telefone={null} nome="Célio Gonçalves Müller" missingPhoneMessage="Cliente não possui telefone cadastrado" />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conversar com Célio Gonçalves Müller no WhatsApp' }));
    const message = await screen.findByText('Cliente não possui telefone cadastrado');
    expect(message.closest('[data-variant]')).toHaveAttribute('data-variant', 'warning');
    expect(screen.getByText('Atenção')).toBeInTheDocument();
  });

  it('treats a phone without digits as no phone, with the default message', async () => {
    const { user } = renderWithProviders(<WhatsAppAction telefone="( )  -" nome="Inês Luz" />);
    await user.click(screen.getByRole('button', { name: 'Conversar com Inês Luz no WhatsApp' }));
    expect(await screen.findByText('Contato sem telefone cadastrado')).toBeInTheDocument();
  });
});

describe('<EditAction>', () => {
  it('links to the edit page relative to the list', () => {
    renderWithProviders(<EditAction to="editar/12" label="Editar Ana Paula Ribeiro" />, { url: '/cadastros/clientes', path: '/cadastros/clientes' });
    expect(screen.getByRole('link', { name: 'Editar Ana Paula Ribeiro' })).toHaveAttribute('href', '/cadastros/clientes/editar/12');
  });
});

describe('<StatusFilter> and <ActiveBadge>', () => {
  it('offers Todos, Ativos and Inativos and reports the value', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<StatusFilter value="todos" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Todos', 'Ativos', 'Inativos']);
    await user.selectOptions(select, 'Inativos');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('inativo');
  });

  it('maps the status to the ativo filter', () => {
    expect(statusToAtivo('todos')).toBeUndefined();
    expect(statusToAtivo('ativo')).toBe(true);
    expect(statusToAtivo('inativo')).toBe(false);
  });

  it('shows Ativo or Inativo', () => {
    renderWithProviders(
      <>
        <ActiveBadge ativo />
        <ActiveBadge ativo={false} />
      </>,
    );
    expect(screen.getByText('Ativo')).toBeInTheDocument();
    expect(screen.getByText('Inativo')).toBeInTheDocument();
  });
});

describe('<ListViewToggle>', () => {
  it('switches between Cards and Lista', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<ListViewToggle value="lista" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Cards' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('cards');
  });
});

describe('<ListError>', () => {
  it('shows the load failure in place and as one toast, and retries', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(<ListError message="Não foi possível carregar os clientes" onRetry={onRetry} />);
    await waitFor(() => expect(screen.getAllByText('Não foi possível carregar os clientes')).toHaveLength(2));
    expect(screen.getByText('Erro').closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
