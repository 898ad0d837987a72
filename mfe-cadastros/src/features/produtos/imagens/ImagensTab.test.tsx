/**
 * The Imagens tab without a backend: a supabase-js client whose fetch answers the image list and
 * records every request, so a test can see that a refused file never reaches storage. The
 * compression library is replaced at its module boundary (jsdom has no canvas); the real upload,
 * replacement, swap and removal run against the local stack in ImagensTab.integration.test.tsx.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createClient } from '@supabase/supabase-js';
import imageCompression from 'browser-image-compression';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { setRuntimeConfig, setSupabaseClient, type Database } from '@loja/shared-ui/platform';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { ImagensTab } from './ImagensTab';
import type { ProdutoImagem } from './slots';

vi.mock('browser-image-compression', () => ({ default: vi.fn() }));

const PRODUTO = 41;
const BASE = 'http://loja.test';

function imagem(tipo: string, id: number): ProdutoImagem {
  return {
    id,
    produto_id: PRODUTO,
    tipo_imagem: tipo,
    url_imagem: `/storage/v1/object/public/imagens/produto/${PRODUTO}/17640000000${id}_${tipo}.webp`,
    nome_arquivo: `${tipo}.webp`,
    tamanho_arquivo: 1000,
    created_at: '2026-11-20T10:00:00Z',
  };
}

interface Pedido {
  method: string;
  path: string;
  body: string;
}
let pedidos: Pedido[];
let linhas: ProdutoImagem[];
/** Requests that get no answer (to look at a pending state). */
let segurar: (p: Pedido) => boolean;
/** An answer of the test's own for a request (a refusal the backend would give). */
let responder: (p: Pedido) => Response | undefined;

beforeEach(() => {
  pedidos = [];
  linhas = [];
  segurar = () => false;
  responder = () => undefined;
  const client = createClient<Database>(BASE, 'chave', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: `imagens-tab-${Math.random()}` },
    global: {
      fetch: async (input, init) => {
        const request = new Request(input, init);
        const pedido = { method: request.method, path: new URL(request.url).pathname, body: init?.body instanceof FormData ? '[arquivo]' : String(init?.body ?? '') };
        pedidos.push(pedido);
        if (segurar(pedido)) return new Promise<Response>(() => undefined);
        const resposta = responder(pedido);
        if (resposta) return resposta;
        if (pedido.method === 'GET' && pedido.path === '/rest/v1/produto_imagens') return Response.json(linhas);
        if (pedido.path === '/rest/v1/rpc/trocar_imagens_produto') return Response.json([]);
        return Response.json({ message: 'sem backend' }, { status: 500 });
      },
    },
  });
  setRuntimeConfig({ supabaseUrl: BASE, supabaseAnonKey: 'chave', remotes: {} });
  setSupabaseClient(client);
});
afterEach(() => {
  act(() => dismissToast());
  setSupabaseClient(null);
  setRuntimeConfig(null);
  vi.mocked(imageCompression).mockReset();
});

const MB = 1024 * 1024;
const arquivo = (nome: string, type: string, size: number) => {
  const file = new File(['x'], nome, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const slot = (nome: string) => screen.getByRole('region', { name: nome });
const pedidosAoArmazenamento = () => pedidos.filter((p) => p.path.startsWith('/storage/'));

function renderTab(canWrite = true) {
  return renderWithProviders(<ImagensTab produtoId={PRODUTO} canWrite={canWrite} />, {
    role: canWrite ? 'funcionario' : 'user',
    // a PDF must reach the check even if the picker's filter is bypassed ("Todos os arquivos")
    userEventOptions: { applyAccept: false },
  });
}

describe('ImagensTab: the five slots', () => {
  it('shows Principal, Secundária, Terceira, Quarta and Outra with their photos, and the tips', async () => {
    linhas = [imagem('principal', 1), imagem('terceira', 3)];
    renderTab();

    const principal = await screen.findByRole('img', { name: 'Imagem Principal do produto' });
    expect(principal).toHaveAttribute('src', `${BASE}/storage/v1/object/public/imagens/produto/${PRODUTO}/176400000001_principal.webp`);
    expect(within(screen.getByRole('group', { name: 'Imagens do produto' })).getAllByRole('region').map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'Principal',
      'Secundária',
      'Terceira',
      'Quarta',
      'Outra',
    ]);
    expect(within(slot('Terceira')).getByRole('img', { name: 'Imagem Terceira do produto' })).toBeInTheDocument();
    expect(within(slot('Secundária')).getByText('Arraste uma imagem para cá')).toBeInTheDocument();
    expect(within(slot('Secundária')).getByRole('button', { name: 'Escolher imagem Secundária' })).toBeInTheDocument();
    expect(within(slot('Principal')).getByRole('button', { name: 'Substituir imagem Principal' })).toBeInTheDocument();
    // the principal cannot be made principal; a filled other slot can
    expect(within(slot('Principal')).queryByRole('button', { name: /Tornar/ })).not.toBeInTheDocument();
    expect(within(slot('Terceira')).getByRole('button', { name: 'Tornar a imagem Terceira principal' })).toBeInTheDocument();
    expect(within(slot('Secundária')).queryByRole('button', { name: /Tornar/ })).not.toBeInTheDocument();
    expect(screen.getByText('Prefira imagens JPG, PNG ou WebP.')).toBeInTheDocument();
    expect(screen.getByText('Use fotos com pelo menos 800x600 pixels.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher imagem Outra' }).parentElement?.querySelector('input[type=file]')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/gif,image/avif',
    );
  });

  it('an image that fails to load shows the placeholder', async () => {
    linhas = [imagem('principal', 1)];
    renderTab();
    fireEvent.error(await screen.findByRole('img', { name: 'Imagem Principal do produto' }));

    expect(within(slot('Principal')).getByRole('img', { name: 'Imagem Principal do produto: Imagem indisponível' })).toBeInTheDocument();
    expect(within(slot('Principal')).queryByRole('img', { name: 'Imagem Principal do produto' })).not.toBeInTheDocument();
  });

  it('read-only (canWrite false) shows the images and nothing to change them', async () => {
    linhas = [imagem('principal', 1), imagem('secundaria', 2)];
    renderTab(false);

    expect(await screen.findByRole('img', { name: 'Imagem Principal do produto' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Imagem Secundária do produto' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(document.querySelector('input[type=file]')).toBeNull();
    expect(within(slot('Terceira')).getByText('Sem imagem')).toBeInTheDocument();
    expect(slot('Principal').querySelector('[draggable=true]')).toBeNull();
  });
});

describe('ImagensTab: refusals before any upload (spec 001 §5)', () => {
  it("a 6 MB photo: 'O arquivo deve ter no máximo 5MB' as a toast and at the slot, and no upload", async () => {
    const { user } = renderTab();
    await screen.findByRole('button', { name: 'Escolher imagem Principal' });

    await user.upload(screen.getByLabelText('Arquivo da imagem Principal'), arquivo('praia.jpg', 'image/jpeg', 6 * MB));

    // the toast and the slot's own line
    await waitFor(() => expect(screen.getAllByText('O arquivo deve ter no máximo 5MB')).toHaveLength(2));
    expect(within(slot('Principal')).getByText('O arquivo deve ter no máximo 5MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher imagem Principal' })).toHaveAccessibleDescription('O arquivo deve ter no máximo 5MB');
    expect(imageCompression).not.toHaveBeenCalled();
    expect(pedidosAoArmazenamento()).toEqual([]);
    expect(pedidos.filter((p) => p.method !== 'GET')).toEqual([]);
  });

  it("a PDF: 'Por favor, selecione apenas arquivos de imagem', and no upload", async () => {
    const { user } = renderTab();
    await screen.findByRole('button', { name: 'Escolher imagem Quarta' });

    await user.upload(screen.getByLabelText('Arquivo da imagem Quarta'), arquivo('catalogo.pdf', 'application/pdf', 200_000));

    await waitFor(() => expect(screen.getAllByText('Por favor, selecione apenas arquivos de imagem')).toHaveLength(2));
    expect(within(slot('Quarta')).getByText('Por favor, selecione apenas arquivos de imagem')).toBeInTheDocument();
    expect(imageCompression).not.toHaveBeenCalled();
    expect(pedidosAoArmazenamento()).toEqual([]);
    expect(pedidos.filter((p) => p.method !== 'GET')).toEqual([]);
  });

  it('a PDF dropped on a slot is refused the same way', async () => {
    renderTab();
    await screen.findByRole('button', { name: 'Escolher imagem Outra' });
    const pdf = arquivo('tabela.pdf', 'application/pdf', 1000);

    fireEvent.drop(slot('Outra'), { dataTransfer: { types: ['Files'], files: [pdf], getData: () => '' } });

    expect(await within(slot('Outra')).findByText('Por favor, selecione apenas arquivos de imagem')).toBeInTheDocument();
    expect(pedidosAoArmazenamento()).toEqual([]);
  });
});

describe('ImagensTab: upload progress', () => {
  it('shows a labelled progress bar while the photo is compressed, then while it is sent', async () => {
    let terminar: (file: File) => void = () => undefined;
    vi.mocked(imageCompression).mockImplementation((file, options) => {
      options.onProgress?.(40);
      return new Promise<File>((resolve) => {
        terminar = () => resolve(file);
      });
    });
    segurar = (p) => p.path.startsWith('/storage/');
    const { user } = renderTab();
    await screen.findByRole('button', { name: 'Escolher imagem Secundária' });

    await user.upload(screen.getByLabelText('Arquivo da imagem Secundária'), arquivo('biquini.png', 'image/png', 3 * MB));

    const barra = await within(slot('Secundária')).findByRole('progressbar', { name: 'Envio da imagem Secundária' });
    expect(barra).toHaveAttribute('value', '40');
    expect(within(slot('Secundária')).getByText('Preparando a imagem... 40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher imagem Secundária' })).toBeDisabled();

    await act(async () => terminar(new File(['x'], 'biquini.png', { type: 'image/png' })));
    expect(await within(slot('Secundária')).findByText('Enviando...')).toBeInTheDocument();
    expect(within(slot('Secundária')).getByRole('progressbar', { name: 'Envio da imagem Secundária' })).not.toHaveAttribute('value');
    await waitFor(() => expect(pedidosAoArmazenamento()).toHaveLength(1));
    expect(pedidosAoArmazenamento()[0]).toMatchObject({ method: 'POST', path: expect.stringMatching(new RegExp(`^/storage/v1/object/imagens/produto/${PRODUTO}/\\d+_biquini\\.png$`)) });
  });
});

describe('ImagensTab: compression', () => {
  it('a photo the browser cannot process is reported in Portuguese and nothing is sent', async () => {
    vi.mocked(imageCompression).mockRejectedValue(new Error('The source image could not be decoded.'));
    const erros = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderTab();
    await screen.findByRole('button', { name: 'Escolher imagem Principal' });

    await user.upload(screen.getByLabelText('Arquivo da imagem Principal'), arquivo('corrompida.jpg', 'image/jpeg', 1 * MB));

    const mensagem = 'Não foi possível salvar a imagem: não foi possível processar a imagem neste navegador; tente outro arquivo';
    await waitFor(() => expect(screen.getAllByText(mensagem)).toHaveLength(2));
    expect(screen.queryByText(/decoded/)).not.toBeInTheDocument();
    expect(pedidosAoArmazenamento()).toEqual([]);
    expect(erros).toHaveBeenCalled();
    erros.mockRestore();
  });

  it('a GIF is sent as it is (its animation), without the compression library', async () => {
    segurar = (p) => p.path.startsWith('/storage/');
    const { user } = renderTab();
    await screen.findByRole('button', { name: 'Escolher imagem Outra' });

    await user.upload(screen.getByLabelText('Arquivo da imagem Outra'), arquivo('Onda Animada.gif', 'image/gif', 2 * MB));

    await waitFor(() => expect(pedidosAoArmazenamento()).toHaveLength(1));
    expect(pedidosAoArmazenamento()[0].path).toMatch(new RegExp(`^/storage/v1/object/imagens/produto/${PRODUTO}/\\d+_onda-animada\\.gif$`));
    expect(imageCompression).not.toHaveBeenCalled();
  });
});

describe('ImagensTab: making another image the principal', () => {
  const corpoDaTroca = () => JSON.parse(pedidos.find((p) => p.path === '/rest/v1/rpc/trocar_imagens_produto')!.body);

  it("'Tornar principal' swaps the slot with the principal", async () => {
    linhas = [imagem('principal', 1), imagem('quarta', 4)];
    const { user } = renderTab();

    await user.click(await screen.findByRole('button', { name: 'Tornar a imagem Quarta principal' }));

    await waitFor(() => expect(pedidos.some((p) => p.path === '/rest/v1/rpc/trocar_imagens_produto')).toBe(true));
    expect(corpoDaTroca()).toEqual({ p_produto_id: PRODUTO, p_de: 'quarta', p_para: 'principal' });
    expect(await screen.findByText('Imagem salva com sucesso')).toBeInTheDocument();
  });

  it('dragging the secundária onto the principal swaps them', async () => {
    linhas = [imagem('principal', 1), imagem('secundaria', 2)];
    renderTab();
    await screen.findByRole('img', { name: 'Imagem Secundária do produto' });
    const dados = new Map<string, string>();
    const dataTransfer = {
      get types() {
        return [...dados.keys()];
      },
      setData: (tipo: string, valor: string) => dados.set(tipo, valor),
      getData: (tipo: string) => dados.get(tipo) ?? '',
      files: [],
      effectAllowed: 'all',
      dropEffect: 'none',
    };

    const origem = slot('Secundária').querySelector('[draggable=true]')!;
    fireEvent.dragStart(origem, { dataTransfer });
    fireEvent.dragOver(slot('Principal'), { dataTransfer });
    fireEvent.drop(slot('Principal'), { dataTransfer });

    await waitFor(() => expect(pedidos.some((p) => p.path === '/rest/v1/rpc/trocar_imagens_produto')).toBe(true));
    expect(corpoDaTroca()).toEqual({ p_produto_id: PRODUTO, p_de: 'secundaria', p_para: 'principal' });
  });
});

describe('ImagensTab: failures in Portuguese', () => {
  it("storage refusing the file: 'Não foi possível salvar a imagem: ' and a Portuguese cause, never Storage's English", async () => {
    vi.mocked(imageCompression).mockImplementation(async (file) => file);
    // hosted Storage's answer: HTTP 400 with the real status in the body
    responder = (p) =>
      p.path.startsWith('/storage/')
        ? Response.json({ statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' }, { status: 400 })
        : undefined;
    const { user } = renderTab();
    await screen.findByRole('button', { name: 'Escolher imagem Terceira' });

    await user.upload(screen.getByLabelText('Arquivo da imagem Terceira'), arquivo('saida.jpg', 'image/jpeg', 2 * MB));

    const mensagem = 'Não foi possível salvar a imagem: o arquivo ultrapassa o limite de 5MB';
    await waitFor(() => expect(screen.getAllByText(mensagem)).toHaveLength(2));
    expect(screen.queryByText(/exceeded|maximum/i)).not.toBeInTheDocument();
    expect(within(slot('Terceira')).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher imagem Terceira' })).toBeEnabled();
  });

  it("a removal that fails keeps the image: 'Não foi possível remover a imagem'", async () => {
    linhas = [imagem('principal', 1)];
    responder = (p) => (p.method === 'DELETE' ? Response.json({ message: 'permission denied', code: '42501' }, { status: 403 }) : undefined);
    const { user } = renderTab();

    await user.click(await screen.findByRole('button', { name: 'Remover imagem Principal' }));
    const dialogo = await screen.findByRole('alertdialog', { name: 'Tem certeza?' });
    expect(dialogo).toHaveTextContent('A imagem principal será removida permanentemente.');
    await user.click(within(dialogo).getByRole('button', { name: 'Remover' }));

    expect(await screen.findByText('Não foi possível remover a imagem')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Imagem Principal do produto' })).toBeInTheDocument();
    expect(pedidosAoArmazenamento()).toEqual([]);
  });
});
