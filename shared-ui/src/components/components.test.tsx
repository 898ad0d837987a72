import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { Button } from './Button';
import { Carousel } from './Carousel';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';
import { SearchBox } from './SearchBox';
import { Switch } from './Switch';
import { ViewToggle, type ViewMode } from './ViewToggle';

describe('components', () => {
  it('Button loading is busy and disabled', () => {
    renderWithProviders(
      <Button loading loadingText="Salvando...">
        Salvar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Salvando...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('Switch reads Ativo/Inativo', () => {
    function Demo() {
      const [on, setOn] = useState(true);
      return <Switch checked={on} onCheckedChange={setOn} />;
    }
    renderWithProviders(<Demo />);
    const sw = screen.getByRole('switch', { name: 'Ativo' });
    fireEvent.click(sw);
    expect(screen.getByRole('switch', { name: 'Inativo' })).toHaveAttribute('aria-checked', 'false');
  });

  it('ViewToggle marks the chosen mode', () => {
    function Demo() {
      const [mode, setMode] = useState<ViewMode>('cards');
      return <ViewToggle value={mode} onChange={setMode} />;
    }
    renderWithProviders(<Demo />);
    expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Lista' }));
    expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('SearchBox reports typing and clears', () => {
    const onValueChange = vi.fn();
    renderWithProviders(<SearchBox value="biq" onValueChange={onValueChange} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: 'biqu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(onValueChange.mock.calls).toEqual([['biqu'], ['']]);
  });

  it('Dialog is labelled by its title', () => {
    renderWithProviders(
      <Dialog open title="Acesse sua conta" description="Entre ou cadastre-se">
        conteúdo
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Acesse sua conta' });
    expect(dialog).toHaveAccessibleDescription('Entre ou cadastre-se');
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });

  it('ConfirmDialog confirms and cancels', () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        open
        destructive
        description="O produto será removido permanentemente."
        confirmLabel="Remover"
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Tem certeza?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remover' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Carousel renders slides, arrows and dots', () => {
    renderWithProviders(
      <Carousel aria-label="Destaques" autoplay>
        <div>Slide A</div>
        <div>Slide B</div>
        <div>Slide C</div>
      </Carousel>,
    );
    expect(screen.getByRole('region', { name: 'Destaques' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Próximo slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir para o slide 1' })).toHaveAttribute('aria-current', 'true');
  });
});
