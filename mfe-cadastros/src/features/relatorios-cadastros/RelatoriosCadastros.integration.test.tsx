/**
 * The register reports on the local stack (issue 28), mounted as the shell mounts them (`./routes` with
 * section "relatorios" at /relatorios/*), signed in as the read-only staff login. In a month of the 1990s that
 * no sale, order or receipt uses (this file's own), two customers and a consumidor final buy, and a supplier has
 * an order received in full and one received in part: each screen shows those rows to the cent, the totals the
 * database sent (the consumidor final apart), the period or month in the URL, and the CSV the screen exports.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, wideScreen } from '@loja/shared-ui/testing';
import { hojeLoja } from '@loja/shared-ui/relatorios';
import { novoCnpj, novoCpf, signInAs, sql, unique } from '@loja/local-supabase/testing';
import CadastrosRoutes from '../../routes';
import { ORDEM_FORNECIMENTO_PATH } from './RelatorioFornecedoresPage';
import { RELATORIO_ANIVERSARIANTES_MESSAGES, RELATORIO_CLIENTES_MESSAGES, RELATORIO_FORNECEDORES_MESSAGES } from './messages';

/** The first month of 1990–1994 with no confirmed sale, approved order or receipt: the file's own. */
async function mesLivre(): Promise<string> {
  const [{ mes }] = await sql<{ mes: string }>(
    `select to_char(m, 'YYYY-MM-DD') mes from generate_series('1990-01-01'::date, '1994-12-01', interval '1 month') m
      where not exists (select 1 from vendas v where v.confirmada_em >= m - interval '1 day' and v.confirmada_em < m + interval '32 day')
        and not exists (select 1 from compras c where c.aprovado_em >= m - interval '1 day' and c.aprovado_em < m + interval '32 day')
        and not exists (select 1 from recebimentos_compra r where r.recebido_em >= m - interval '1 day' and r.recebido_em < m + interval '32 day')
      order by m limit 1`,
  );
  return mes;
}

/** Noon of a day of the shop (São Paulo), as a timestamptz literal the database reads. */
const meioDia = (dia: string) => `${dia} 12:00:00-03`;

async function cliente(nome: string, telefone: string, nascimento: string | null): Promise<number> {
  const [c] = await sql<{ id: number }>(
    `insert into clientes (nome, cpf, telefone, email, data_nascimento) values ($1, $2, $3, $4, $5) returning id::int`,
    [nome, novoCpf(), telefone, `${nome.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@loja.test`, nascimento],
  );
  return c.id;
}

/** A confirmed counter sale as the sale functions leave its header (the reports read vendas.total). */
async function venda(dia: string, subtotal: number, desconto: number, clienteId: number | null): Promise<void> {
  await sql(`insert into vendas (origem, status, subtotal, desconto, cliente_id, confirmada_em) values ('balcao', 'confirmada', $1, $2, $3, $4)`, [
    subtotal,
    desconto,
    clienteId,
    meioDia(dia),
  ]);
}

const texto = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ').trim();
/** The table's body rows and its foot, each as its cells' texts. */
function tabela(nome: string) {
  const t = screen.getByRole('table', { name: nome });
  const [, ...resto] = within(t).getAllByRole('row');
  const celulas = (r: HTMLElement) => [...r.querySelectorAll('th, td')].map(texto);
  const pe = t.querySelector('tfoot tr');
  return { corpo: resto.filter((r) => r.closest('tfoot') === null).map(celulas), pe: pe ? celulas(pe as HTMLElement) : null };
}
const br = (dia: string) => dia.split('-').reverse().join('/');

let mes = '';
let fim = '';
const hoje = hojeLoja();
const ana = unique('Ana Aniversário');
const bruno = unique('Bruno Relatório');
const malharia = unique('Malharia Relatório');
let anaId = 0;
let fornecedorId = 0;

beforeAll(async () => {
  mes = (await mesLivre()).slice(0, 7);
  [{ fim }] = await sql<{ fim: string }>(`select to_char((($1 || '-01')::date + interval '1 month' - interval '1 day'), 'YYYY-MM-DD') fim`, [mes]);
  // Ana was born on the 1st of this month in 1990: she is one of this month's birthdays.
  anaId = await cliente(ana, '(48) 99101-2020', `1990-${hoje.slice(5, 7)}-01`);
  const brunoId = await cliente(bruno, '(48) 99101-3030', null);
  await venda(`${mes}-05`, 200, 0, anaId);
  await venda(`${mes}-20`, 100, 10, anaId);
  await venda(`${mes}-10`, 500, 0, brunoId);
  await venda(`${mes}-12`, 80, 0, null);

  const [f] = await sql<{ id: number }>(`insert into fornecedores (nome, cnpj, telefone, email) values ($1, $2, '(48) 3333-0000', 'malharia@loja.test') returning id::int`, [
    malharia,
    novoCnpj(),
  ]);
  fornecedorId = f.id;
  const [{ produto, usuario }] = await sql<{ produto: number; usuario: number }>(
    `select (select id from produtos order by id limit 1)::int produto, (select id from usuarios where tipo = 'admin' order by id limit 1)::int usuario`,
  );
  // 10 × R$ 30,00 approved on the 5th and received in full on the 8th; 10 × R$ 20,00 approved on the 15th, 4
  // received on the 18th (R$ 80,00): 6 units, R$ 120,00 still to come.
  for (const [aprovado, recebido, situacao, custo, recebidas] of [
    [`${mes}-05`, `${mes}-08`, 'recebido', 30, 10],
    [`${mes}-15`, `${mes}-18`, 'parcial', 20, 4],
  ] as const) {
    const [c] = await sql<{ id: number }>(
      `insert into compras (fornecedor_id, situacao, total, criado_por, aprovado_em, aprovado_por) values ($1, $2, $3, $4, $5, $4) returning id::int`,
      [fornecedorId, situacao, 10 * custo, usuario, meioDia(aprovado)],
    );
    await sql(`insert into itens_compra (compra_id, produto_id, quantidade, custo_unitario, quantidade_recebida) values ($1, $2, 10, $3, $4)`, [c.id, produto, custo, recebidas]);
    await sql(`insert into recebimentos_compra (compra_id, sequencia, recebido_por, total, recebido_em) values ($1, 1, $2, $3, $4)`, [
      c.id,
      usuario,
      recebidas * custo,
      meioDia(recebido),
    ]);
  }
});

afterAll(async () => {
  // Nothing of this file stays in other screens: Ana leaves the month's birthdays, the open order the open list.
  await sql(`update clientes set ativo = false where id = $1`, [anaId]);
  await sql(`delete from recebimentos_compra where compra_id in (select id from compras where fornecedor_id = $1)`, [fornecedorId]);
  await sql(`delete from itens_compra where compra_id in (select id from compras where fornecedor_id = $1)`, [fornecedorId]);
  await sql(`delete from compras where fornecedor_id = $1`, [fornecedorId]);
});

/** The CSV the export buttons hand to the browser, read back (the download itself is the browser's). */
function capturarDownloads() {
  const arquivos: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    arquivos.push(blob as Blob);
    return 'blob:relatorio';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return async (n: number) => {
    await waitFor(() => expect(arquivos).toHaveLength(n), { timeout: 10_000 });
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await arquivos[n - 1].arrayBuffer());
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Relatório de Clientes', () => {
  it('ranks the month’s customers to the cent, keeps the consumidor final apart, follows the period in the URL and exports it', async () => {
    wideScreen();
    const baixado = capturarDownloads();
    const client = await signInAs('user');
    const M = RELATORIO_CLIENTES_MESSAGES;
    const { user, router } = renderWithProviders(<CadastrosRoutes section="relatorios" />, {
      client,
      url: `/relatorios/clientes?de=${mes}-01&ate=${fim}`,
      path: '/relatorios/*',
    });

    expect(await screen.findByRole('heading', { level: 1, name: M.title })).toBeInTheDocument();
    await screen.findByRole('table', { name: M.title }, { timeout: 15_000 });
    const emailDe = (nome: string) => `${nome.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@loja.test`;
    expect(tabela(M.title)).toEqual({
      corpo: [
        [bruno, '1', '1', 'R$ 500,00', 'R$ 500,00', 'R$ 0,00', br(`${mes}-10`), '(48) 99101-3030'],
        [ana, '2', '2', 'R$ 290,00', 'R$ 145,00', 'R$ 10,00', br(`${mes}-20`), '(48) 99101-2020'],
      ],
      pe: [M.totalClientes, '', '3', 'R$ 790,00', 'R$ 263,33', '', '', ''],
    });
    const consumidor = screen.getByRole('region', { name: M.resumoConsumidorFinal });
    expect(texto(consumidor)).toBe(`${M.resumoConsumidorFinal}R$ 80,001 venda, fora dos totais dos clientes`);
    expect(texto(screen.getByRole('region', { name: M.resumoClientes }))).toBe(`${M.resumoClientes}2`);
    expect(screen.getByRole('region', { name: M.chartTitle })).toBeInTheDocument();

    // From the 15th: only Ana's second purchase; the consumidor final's sale (the 12th) is out.
    fireEvent.change(screen.getByLabelText('De'), { target: { value: `${mes}-15` } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('de')).toBe(`${mes}-15`));
    await waitFor(() => expect(tabela(M.title).corpo).toEqual([[ana, '1', '1', 'R$ 90,00', 'R$ 90,00', 'R$ 10,00', br(`${mes}-20`), '(48) 99101-2020']]));
    expect(texto(screen.getByRole('region', { name: M.resumoConsumidorFinal }))).toContain('R$ 0,00');

    // The CSV: the header with its accents, the ranking, the consumidor final apart, the customers' total.
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const csv = await baixado(1);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Cliente;Posição;Compras;Faturamento (R$);Ticket médio (R$);Desconto (R$);Última compra;Telefone;Email',
      `${ana};1;1;90,00;90,00;10,00;${br(`${mes}-20`)};(48) 99101-2020;${emailDe(ana)}`,
      `${M.consumidorFinal};;0;0,00;;;;;`,
      `${M.totalClientes};;1;90,00;90,00;;;;`,
    ]);
  });
});

describe('Relatório de Fornecedores', () => {
  it('shows what the supplier was ordered and delivered in the period and still owes, with totals from the database', async () => {
    wideScreen();
    const baixado = capturarDownloads();
    const client = await signInAs('user');
    const M = RELATORIO_FORNECEDORES_MESSAGES;
    const { user } = renderWithProviders(<CadastrosRoutes section="relatorios" />, {
      client,
      url: `/relatorios/fornecedores?de=${mes}-01&ate=${fim}`,
      path: '/relatorios/*',
    });

    await screen.findByRole('table', { name: M.title }, { timeout: 15_000 });
    // "A receber" is every open order now, whatever the period: an independent SQL over the database.
    const [aberto] = await sql<{ pedidos: number; unidades: number; valor: string }>(
      `select count(distinct c.id)::int pedidos, coalesce(sum(greatest(i.quantidade - i.quantidade_recebida, 0)), 0)::int unidades,
              to_char(coalesce(sum(greatest(i.quantidade - i.quantidade_recebida, 0) * i.custo_unitario), 0), 'FM999G999G990D00') valor
         from compras c join itens_compra i on i.compra_id = c.id where c.situacao in ('aberto', 'parcial')`,
    );
    const { corpo, pe } = tabela(M.title);
    expect(corpo.find((l) => l[0] === malharia)).toEqual([malharia, '2', 'R$ 500,00', '2', 'R$ 380,00', '1', '6', 'R$ 120,00']);
    expect(pe?.slice(0, 5)).toEqual(['Total', '2', 'R$ 500,00', '2', 'R$ 380,00']);
    expect(pe?.slice(5)).toEqual([
      String(aberto.pedidos),
      aberto.unidades.toLocaleString('pt-BR'),
      `R$ ${aberto.valor.replace(/,/g, 'X').replace(/\./g, ',').replace(/X/g, '.')}`,
    ]);
    expect(screen.getByRole('link', { name: M.ordemFornecimento })).toHaveAttribute('href', ORDEM_FORNECIMENTO_PATH);

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const linhas = (await baixado(1)).slice(1).split('\r\n');
    expect(linhas[0]).toBe('Fornecedor;Pedidos;Valor pedido (R$);Recebimentos;Valor recebido (R$);Pedidos em aberto;Unidades a receber;A receber (R$)');
    expect(linhas).toContain(`${malharia};2;500,00;2;380,00;1;6;120,00`);
    expect(linhas.at(-1)).toMatch(/^Total;2;500,00;2;380,00;\d+;\d+;\d+,\d{2}$/);
  });
});

describe('Aniversariantes', () => {
  it('lists the current month’s birthdays by default, with the age, the last purchase and the customer list’s WhatsApp greeting; the month is in the URL', async () => {
    wideScreen();
    const client = await signInAs('user');
    const M = RELATORIO_ANIVERSARIANTES_MESSAGES;
    const { user, router } = renderWithProviders(<CadastrosRoutes section="relatorios" />, { client, url: '/relatorios/aniversariantes', path: '/relatorios/*' });

    await screen.findByRole('table', { name: M.title }, { timeout: 15_000 });
    const idade = String(Number(hoje.slice(0, 4)) - 1990);
    const linha = tabela(M.title).corpo.find((l) => l[0] === ana);
    expect(linha?.slice(0, 6)).toEqual([ana, '1', `01/${hoje.slice(5, 7)}/1990`, idade, br(`${mes}-20`), '(48) 99101-2020']);
    // In the greetings card, the same link the customer list's WhatsApp action opens: 55 + the digits, "Olá, <nome>!".
    const conversa = within(screen.getByRole('region', { name: M.parabens })).getByRole('link', { name: `Conversar com ${ana} no WhatsApp` });
    expect(conversa).toHaveAttribute('href', `https://wa.me/5548991012020?text=${encodeURIComponent(`Olá, ${ana}!`)}`);
    const [{ n }] = await sql<{ n: number }>(`select count(*)::int n from clientes where ativo and extract(month from data_nascimento) = $1`, [Number(hoje.slice(5, 7))]);
    expect(texto(screen.getByRole('region', { name: M.resumoClientes }))).toBe(`${M.resumoClientes}${n}`);

    // Next month: in the URL, and Ana is not in it.
    const proximo = String((Number(hoje.slice(5, 7)) % 12) + 1);
    await user.selectOptions(screen.getByLabelText(M.mes), proximo);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('mes')).toBe(proximo));
    await waitFor(() => expect(screen.queryByRole('link', { name: `Conversar com ${ana} no WhatsApp` })).toBeNull());
  });
});
