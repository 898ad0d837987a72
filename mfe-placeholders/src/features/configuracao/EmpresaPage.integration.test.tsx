import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { signInAs, sql } from '@loja/local-supabase/testing';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfiguracaoRoutes } from './ConfiguracaoRoutes';
import { whatsappParaExibir } from './whatsapp';

/** The page as the shell mounts it: the configuracao section at /configuracao. */
function renderEmpresa(options: Parameters<typeof renderWithProviders>[1]) {
  return renderWithProviders(<ConfiguracaoRoutes />, {
    url: '/configuracao/empresa',
    path: '/configuracao/*',
    ...options,
  });
}

const COLUMNS = 'nome, cnpj, endereco, telefone, email, website, instagram, whatsapp';
type Row = Record<string, string | null>;
let original: Row;

const empresaNoBanco = async () => (await sql<Row>(`select ${COLUMNS} from empresa where id = 1`))[0];

// The sales settings (issues 24 and 26): storefront reservation, funcionário's discount cap, vale-troca validity, Pix.
type Vendas = {
  reserva_horas: number;
  desconto_maximo_funcionario: number;
  vale_troca_validade_dias: number;
  pix_chave: string | null;
  pix_cidade: string | null;
};
let vendasOriginal: Vendas;
const vendasNoBanco = async () =>
  (
    await sql<Vendas>(
      'select reserva_horas, desconto_maximo_funcionario::float8 as desconto_maximo_funcionario, vale_troca_validade_dias, pix_chave, pix_cidade from empresa where id = 1',
    )
  )[0];

beforeAll(async () => {
  original = await empresaNoBanco();
  vendasOriginal = await vendasNoBanco();
});

// This package's setup file does not unmount between tests (no Vitest globals for RTL's auto-cleanup);
// a page left from the previous test would answer this test's queries.
afterEach(() => cleanup());

afterAll(async () => {
  await sql(
    'update empresa set nome = $1, cnpj = $2, endereco = $3, telefone = $4, email = $5, website = $6, instagram = $7, whatsapp = $8 where id = 1',
    [original.nome, original.cnpj, original.endereco, original.telefone, original.email, original.website, original.instagram, original.whatsapp],
  );
  const { reserva_horas, desconto_maximo_funcionario, vale_troca_validade_dias, pix_chave, pix_cidade } = vendasOriginal;
  await sql(
    'update empresa set reserva_horas = $1, desconto_maximo_funcionario = $2, vale_troca_validade_dias = $3, pix_chave = $4, pix_cidade = $5 where id = 1',
    [reserva_horas, desconto_maximo_funcionario, vale_troca_validade_dias, pix_chave, pix_cidade],
  );
});

describe('EmpresaPage against the local stack', () => {
  it('an admin edits the company: masks, checks, "" saved as null, success toast, no prompt after saving', async () => {
    const client = await signInAs('admin');
    const { user } = renderEmpresa({ client });

    const salvar = await screen.findByRole('button', { name: 'Salvar' });
    expect(screen.getByLabelText(/Nome da empresa/)).toHaveValue(original.nome);
    expect(screen.getByLabelText('CNPJ')).toHaveValue(original.cnpj);

    const telefone = screen.getByLabelText('Telefone');
    await user.clear(telefone);
    await user.type(telefone, '48999991234');
    expect(telefone).toHaveValue('(48) 99999-1234');

    const email = screen.getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'contato@');
    await user.tab();
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    await user.type(email, 'lojapraia.com.br');

    // typed as Brazilians write it, shown as its hint writes it, and stored with 55 (issue 23 §6)
    const whatsapp = screen.getByLabelText(/WhatsApp da loja/);
    expect(whatsapp).toHaveAccessibleDescription('Com DDD, ex.: (48) 99999-0000. O código do Brasil (55) é incluído sozinho.');
    await user.clear(whatsapp);
    await user.type(whatsapp, '(48) 98888-1234');
    expect(whatsapp).toHaveValue('(48) 98888-1234');
    await user.tab();
    expect(whatsapp).toHaveValue('(48) 98888-1234');

    // the website as people write it: saved with https://
    await user.clear(screen.getByLabelText('Website'));
    await user.type(screen.getByLabelText('Website'), 'lojapraia.com.br');
    await user.clear(screen.getByLabelText('CNPJ'));
    await user.click(salvar);

    expect(await screen.findByText('Dados da empresa salvos com sucesso')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await empresaNoBanco()).toEqual({
        ...original,
        telefone: '(48) 99999-1234',
        email: 'contato@lojapraia.com.br',
        website: 'https://lojapraia.com.br',
        cnpj: null,
        whatsapp: '5548988881234',
      }),
    );
    // saved: the form is clean, so leaving does not ask
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByLabelText(/Nome da empresa/)).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a number with DDD saved with Enter, without leaving the field, is stored with 55', async () => {
    const client = await signInAs('admin');
    const { user } = renderEmpresa({ client });
    const whatsapp = await screen.findByLabelText(/WhatsApp da loja/);
    await user.clear(whatsapp);
    await user.type(whatsapp, '(48) 97777-6666{Enter}');

    expect(await screen.findByText('Dados da empresa salvos com sucesso')).toBeInTheDocument();
    await waitFor(async () => expect((await empresaNoBanco()).whatsapp).toBe('5548977776666'));
    await waitFor(() => expect(whatsapp).toHaveValue('(48) 97777-6666'));
  });

  it('an admin sets the sales settings: the Pix key checked, saved as the Pix directory registers it', async () => {
    const client = await signInAs('admin');
    const { user } = renderEmpresa({ client });
    const antes = await empresaNoBanco();

    const reserva = await screen.findByLabelText(/Reserva de pedidos do catálogo \(horas\)/);
    expect(reserva).toHaveValue(vendasOriginal.reserva_horas);
    await user.clear(reserva);
    await user.type(reserva, '721');
    const desconto = screen.getByLabelText(/Desconto máximo do funcionário \(%\)/);
    await user.clear(desconto);
    await user.type(desconto, '12.5');
    const vale = screen.getByLabelText(/Validade do vale-troca \(dias\)/);
    expect(vale).toHaveValue(vendasOriginal.vale_troca_validade_dias);
    await user.clear(vale);
    await user.type(vale, '0');

    const chave = screen.getByLabelText('Chave Pix');
    const cidade = screen.getByLabelText('Cidade (Pix)');
    await user.clear(chave);
    await user.type(chave, '529.982.247-26');
    await user.clear(cidade);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe um número inteiro de horas, de 1 a 720')).toBeInTheDocument();
    expect(vale).toHaveAccessibleDescription(expect.stringContaining('Informe um número inteiro de dias, de 1 a 3650'));
    // under each field, after its hint
    expect(chave).toHaveAccessibleDescription(expect.stringContaining('CPF inválido. Se a chave for um celular, informe com +55, ex.: +5548999990000'));
    expect(cidade).toHaveAccessibleDescription(expect.stringContaining('Informe a cidade do Pix'));
    expect(await vendasNoBanco()).toEqual(vendasOriginal);

    await user.clear(reserva);
    await user.type(reserva, '72');
    await user.clear(vale);
    await user.type(vale, '30');
    await user.clear(chave);
    await user.type(chave, '529.982.247-25');
    await user.type(cidade, 'Florianópolis');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Dados da empresa salvos com sucesso')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await vendasNoBanco()).toEqual({
        reserva_horas: 72,
        desconto_maximo_funcionario: 12.5,
        vale_troca_validade_dias: 30,
        pix_chave: '52998224725',
        pix_cidade: 'Florianópolis',
      }),
    );
    // the rest of the company is as it was
    expect(await empresaNoBanco()).toEqual(antes);
  });

  it.each(['funcionario', 'user'] as const)('read-only staff (%s) see the values, disabled, with no save button', async (tipo) => {
    const client = await signInAs(tipo);
    renderEmpresa({ client });

    expect(await screen.findByText('Somente administradores podem alterar estes dados.')).toBeInTheDocument();
    const nome = screen.getByLabelText(/Nome da empresa/);
    expect(nome).toHaveValue((await empresaNoBanco()).nome);
    expect(nome).toBeDisabled();
    expect(screen.getByLabelText('Telefone')).toBeDisabled();
    expect(screen.getByLabelText(/WhatsApp da loja/)).toBeDisabled();
    expect(screen.getByLabelText(/WhatsApp da loja/)).toHaveValue(whatsappParaExibir((await empresaNoBanco()).whatsapp));
    expect(screen.getByLabelText(/Desconto máximo do funcionário/)).toBeDisabled();
    expect(screen.getByLabelText('Chave Pix')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });

  it('a save the database refuses keeps every typed value and shows the failure toast', async () => {
    // The page believes an admin is signed in; the session is read-only staff, so RLS refuses the update.
    await signInAs('user');
    const { user, router } = renderEmpresa({ role: 'admin' });
    const antes = await empresaNoBanco();

    const nome = await screen.findByLabelText(/Nome da empresa/);
    await user.clear(nome);
    await user.type(nome, 'Loja Praia Matriz');
    await user.clear(screen.getByLabelText(/WhatsApp da loja/));
    await user.type(screen.getByLabelText(/WhatsApp da loja/), '55 (48) 98888-7777');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Não foi possível salvar os dados da empresa.')).toBeInTheDocument();
    expect(screen.getByText('Erro').closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(nome).toHaveValue('Loja Praia Matriz');
    expect(screen.getByLabelText(/WhatsApp da loja/)).toHaveValue('(48) 98888-7777');
    expect(await empresaNoBanco()).toEqual(antes);

    // still unsaved: leaving asks first
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe('/configuracao/empresa');
    expect(nome).toHaveValue('Loja Praia Matriz');
  });
});
