/**
 * The labels page without a backend (etiquetas_itens' answers put in the store): the list from
 * `?itens=` and from `?produto=`, one label per unit with its barcode, quantities and format written
 * back to the URL, the sheet and the roll. The database's side is local-supabase/test/etiquetas.test.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeStore, type AppStore } from '@loja/shared-ui/platform';
import { installOfflineClient, renderWithProviders } from '@loja/shared-ui/testing';
import { etiquetasApi, type DadosEtiqueta, type EtiquetasArgs } from './api';
import { EtiquetasPage } from './EtiquetasPage';
import { IMPRESSAO_ID } from './components/Paginas';

const CORAL_M: DadosEtiqueta = {
  chave: '11',
  grade_id: 11,
  produto_id: 1,
  nome: 'Biquíni Cortininha Tropical',
  referencia: 'LP1001',
  cor: 'Coral',
  tamanho: 'M',
  codigo: '2000000000015',
  preco: 89.9,
  preco_regular: 89.9,
  estoque: 2,
};
const VERDE_P: DadosEtiqueta = { ...CORAL_M, chave: '12', grade_id: 12, cor: 'Verde Água', tamanho: 'P', codigo: 'LP1001-7', estoque: 0 };
const CANGA: DadosEtiqueta = {
  chave: 'p46',
  grade_id: null,
  produto_id: 46,
  nome: 'Canga Indiana Mandala',
  referencia: 'LP1046',
  cor: null,
  tamanho: null,
  codigo: 'LP1046',
  preco: 29.9,
  preco_regular: 39.9,
  estoque: 5,
};

async function responder(store: AppStore, args: EtiquetasArgs, linhas: DadosEtiqueta[]) {
  await store.dispatch(etiquetasApi.util.upsertQueryData('listEtiquetasItens', args, linhas));
}

const previa = () => screen.getByTestId('previa-etiquetas');
const etiquetasNaPrevia = () => previa().querySelectorAll('[data-etiqueta]');
const impressas = () => document.getElementById(IMPRESSAO_ID)?.querySelectorAll('[data-etiqueta]') ?? [];

let uninstall: () => void;
beforeEach(() => {
  uninstall = installOfflineClient();
});
afterEach(() => uninstall());

describe('EtiquetasPage', () => {
  it('prints one label per unit of ?itens= with its barcode; quantities and the format go to the URL', async () => {
    const store = makeStore();
    await responder(store, { grades: [11], produtos: [46] }, [CORAL_M, CANGA]);
    const { user, router } = renderWithProviders(<EtiquetasPage />, {
      store,
      role: 'user',
      url: '/estoque/etiquetas?itens=11x2,p46x1&formato=termica',
      path: '/estoque/etiquetas',
    });

    const lista = await screen.findByRole('list', { name: 'Etiquetas a imprimir' });
    expect(within(lista).getByText('2000000000015')).toBeInTheDocument();
    expect(within(lista).getByText('EAN-13')).toBeInTheDocument();
    expect(within(lista).getByText('Code 128')).toBeInTheDocument();
    expect(within(lista).getByText('Sem grade')).toBeInTheDocument();
    // The canga is on promotion: its label prints R$ 29,90 and the list says until when that holds.
    expect(within(lista).getByText('Preço de promoção (normal R$ 39,90): a etiqueta vale enquanto a promoção durar.')).toBeInTheDocument();
    expect(screen.getAllByText('3 etiquetas')).not.toHaveLength(0);

    // The roll: one page per label, each with the bars of its code, on screen and in the copy that prints.
    expect(etiquetasNaPrevia()).toHaveLength(3);
    expect(impressas()).toHaveLength(3);
    const [primeira, , canga] = [...etiquetasNaPrevia()];
    expect(primeira).toHaveTextContent('Biquíni Cortininha Tropical');
    expect(primeira).toHaveTextContent('Coral · M');
    expect(primeira).toHaveTextContent('R$ 89,90');
    expect(primeira.querySelector('svg')).toHaveAttribute('data-tipo', 'EAN13');
    expect(canga.querySelector('svg')).toHaveAttribute('data-tipo', 'CODE128');
    expect(canga).toHaveTextContent('R$ 29,90');
    expect(within(previa()).getAllByRole('img', { name: 'Código de barras EAN-13 2000000000015' })).toHaveLength(2);

    const quantidade = screen.getByRole('spinbutton', { name: 'Quantidade de Biquíni Cortininha Tropical (Coral · M)' });
    await user.clear(quantidade);
    await user.type(quantidade, '5');
    await waitFor(() => expect(etiquetasNaPrevia()).toHaveLength(6));
    expect(router.state.location.search).toContain('itens=11x5%2Cp46x1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Etiqueta' }), 'a4');
    expect(router.state.location.search).toContain('formato=a4');
    const folha = within(previa()).getByRole('group', { name: 'Folha 1 de 1' });
    expect(folha.querySelectorAll('[data-etiqueta]')).toHaveLength(6);
    expect(screen.getAllByText('6 etiquetas em 1 folha')).not.toHaveLength(0);

    // A sheet used in part: start at label 28, the sixth label goes to a second sheet.
    const inicio = screen.getByRole('spinbutton', { name: 'Começar na etiqueta' });
    await user.clear(inicio);
    await user.type(inicio, '28');
    expect(within(previa()).getByRole('group', { name: 'Folha 2 de 2' }).querySelectorAll('[data-etiqueta]')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remover Canga Indiana Mandala (Sem grade)' }));
    expect(router.state.location.search).toContain('itens=11x5');
    expect(router.state.location.search).not.toContain('p46');
  });

  it('?produto= starts from its grades, one label per unit in stock or 1 each', async () => {
    const store = makeStore();
    await responder(store, { produto: 1 }, [CORAL_M, VERDE_P]);
    const { router } = renderWithProviders(<EtiquetasPage />, { store, url: '/estoque/etiquetas?produto=1', path: '/estoque/etiquetas' });

    await waitFor(() => expect(router.state.location.search).toBe('?itens=11x2%2C12x1'));
    await waitFor(() => expect(etiquetasNaPrevia()).toHaveLength(3));
    expect(within(previa()).getAllByRole('img', { name: 'Código de barras Code 128 LP1001-7' })).toHaveLength(1);
  });

  it('says what to do with an empty list, and printing waits for labels', async () => {
    renderWithProviders(<EtiquetasPage />, { url: '/estoque/etiquetas', path: '/estoque/etiquetas' });
    expect(await screen.findByText('Nenhuma etiqueta na lista')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeDisabled();
  });
});
