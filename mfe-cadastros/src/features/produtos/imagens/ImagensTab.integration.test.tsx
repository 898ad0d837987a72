/**
 * The Imagens tab against the local stack, storage included, as a funcionário would use it: a real
 * PNG (built in the test) chosen as the principal, replaced (the old file gone from storage), a
 * secundária made the principal, and removed with its confirmation and toasts; an image another
 * person removed meanwhile cannot be removed again ('Não foi possível remover a imagem'), and a
 * read-only login's upload is refused by storage ('Não foi possível salvar a imagem: …').
 *
 * jsdom has no canvas, so the compression library is replaced at its module boundary
 * (`browser-image-compression`, mocked to hand the file back after reporting 100 %); our own wrapper
 * (compress.ts: the plan, the progress, the name) still runs. The client's fetch is `fetchParaJsdom`
 * (jsdom's FormData is not Node fetch's; see testFetch.ts).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import imageCompression from 'browser-image-compression';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { resolveStorageUrl } from '@loja/shared-ui/platform';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { signInAs, sql, unique } from '@loja/local-supabase/testing';
import { ImagensTab } from './ImagensTab';
import { fetchParaJsdom } from './testFetch';
import { pngBytes } from './testPng';

vi.mock('browser-image-compression', () => ({
  default: vi.fn(async (file: File, options: { onProgress?: (p: number) => void }) => {
    options.onProgress?.(100);
    return file;
  }),
}));

let produtoId: number;
beforeAll(async () => {
  [{ id: produtoId }] = await sql<{ id: number }>("insert into produtos (nome, preco_venda, empresa_id) values ($1, 79.9, 1) returning id::int", [
    unique('Produto Aba Imagens'),
  ]);
});
afterAll(async () => {
  await sql('delete from produtos where id = $1', [produtoId]);
  await sql("delete from storage.objects where bucket_id = 'imagens' and name like $1", [`produto/${produtoId}/%`]);
});
afterEach(() => {
  act(() => dismissToast());
});

const png = (nome: string, cor: [number, number, number]) => new File([pngBytes(6, 4, cor)], nome, { type: 'image/png' });
const slot = (nome: string) => screen.getByRole('region', { name: nome });
const linhas = () =>
  sql<{ tipo_imagem: string; url_imagem: string }>('select tipo_imagem, url_imagem from produto_imagens where produto_id = $1 order by tipo_imagem', [produtoId]);
const status = async (url: string) => (await fetch(resolveStorageUrl(url))).status;
/**
 * A removed object as the stack answers it: Storage's HTTP 400 with the real status, 404, in the
 * body's statusCode (hosted Storage does the same; local-supabase/src/storage/errors.ts).
 */
const respostaDoObjeto = async (url: string) => {
  const resposta = await fetch(resolveStorageUrl(url));
  const corpo = (await resposta.json()) as { statusCode?: string; error?: string };
  return { status: resposta.status, statusCode: corpo.statusCode, error: corpo.error };
};
const REMOVIDA = { status: 400, statusCode: '404', error: 'not_found' };
const urlDoSlot = async (tipo: string) => (await linhas()).find((l) => l.tipo_imagem === tipo)?.url_imagem;

describe('ImagensTab against the local stack', () => {
  it('uploads a principal, replaces it, makes the secundária the principal and removes an image', async () => {
    const client = await signInAs('funcionario', { fetch: fetchParaJsdom });
    const { user } = renderWithProviders(<ImagensTab produtoId={produtoId} canWrite />, { client });

    // 1. the principal
    await user.upload(await screen.findByLabelText('Arquivo da imagem Principal'), png('Biquíni Coral.png', [242, 105, 74]));
    expect(await screen.findByText('Imagem salva com sucesso')).toBeInTheDocument();
    expect(imageCompression).toHaveBeenCalledTimes(1);
    const primeira = (await urlDoSlot('principal'))!;
    expect(primeira).toMatch(new RegExp(`^/storage/v1/object/public/imagens/produto/${produtoId}/\\d{13}_biquini-coral\\.png$`));
    expect(await within(slot('Principal')).findByRole('img', { name: 'Imagem Principal do produto' })).toHaveAttribute('src', resolveStorageUrl(primeira));
    expect(await status(primeira)).toBe(200);
    act(() => dismissToast());

    // 2. replaced: the row points at the new file and the old file is gone
    await user.upload(screen.getByLabelText('Arquivo da imagem Principal'), png('biquini-verde.png', [20, 163, 148]));
    await waitFor(async () => expect(await urlDoSlot('principal')).not.toBe(primeira));
    const segunda = (await urlDoSlot('principal'))!;
    await waitFor(() => expect(within(slot('Principal')).getByRole('img', { name: 'Imagem Principal do produto' })).toHaveAttribute('src', resolveStorageUrl(segunda)));
    expect(await respostaDoObjeto(primeira)).toEqual(REMOVIDA);
    expect(await status(segunda)).toBe(200);
    act(() => dismissToast());

    // 3. a secundária, then "Tornar principal"
    await user.upload(screen.getByLabelText('Arquivo da imagem Secundária'), png('costas.png', [245, 184, 0]));
    const botao = await within(slot('Secundária')).findByRole('button', { name: 'Tornar a imagem Secundária principal' });
    const costas = (await urlDoSlot('secundaria'))!;
    await user.click(botao);
    await waitFor(async () => expect(await urlDoSlot('principal')).toBe(costas));
    expect(await urlDoSlot('secundaria')).toBe(segunda);
    await waitFor(() => expect(within(slot('Principal')).getByRole('img', { name: 'Imagem Principal do produto' })).toHaveAttribute('src', resolveStorageUrl(costas)));
    expect(within(slot('Secundária')).getByRole('img', { name: 'Imagem Secundária do produto' })).toHaveAttribute('src', resolveStorageUrl(segunda));
    act(() => dismissToast());

    // 4. removed, after "Tem certeza?"
    await user.click(within(slot('Secundária')).getByRole('button', { name: 'Remover imagem Secundária' }));
    const dialogo = await screen.findByRole('alertdialog', { name: 'Tem certeza?' });
    await user.click(within(dialogo).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Imagem removida com sucesso')).toBeInTheDocument();
    expect((await linhas()).map((l) => l.tipo_imagem)).toEqual(['principal']);
    expect(await respostaDoObjeto(segunda)).toEqual(REMOVIDA);
    await waitFor(() => expect(within(slot('Secundária')).queryByRole('img')).not.toBeInTheDocument());
    expect(within(slot('Secundária')).getByText('Arraste uma imagem para cá')).toBeInTheDocument();
  });

  it("an image someone else removed meanwhile: 'Não foi possível remover a imagem'", async () => {
    await sql('delete from produto_imagens where produto_id = $1', [produtoId]);
    const url = `/storage/v1/object/public/imagens/produto/${produtoId}/1700000000000_removida-meanwhile.png`;
    await sql("insert into produto_imagens (produto_id, tipo_imagem, url_imagem) values ($1, 'terceira', $2)", [produtoId, url]);
    const client = await signInAs('funcionario', { fetch: fetchParaJsdom });
    const { user } = renderWithProviders(<ImagensTab produtoId={produtoId} canWrite />, { client });

    await user.click(await screen.findByRole('button', { name: 'Remover imagem Terceira' }, { timeout: 10_000 }));
    const dialogo = await screen.findByRole('alertdialog', { name: 'Tem certeza?' });
    await sql('delete from produto_imagens where produto_id = $1', [produtoId]);
    await user.click(within(dialogo).getByRole('button', { name: 'Remover' }));

    expect(await screen.findByText('Não foi possível remover a imagem')).toBeInTheDocument();
    expect(screen.queryByText('Imagem removida com sucesso')).not.toBeInTheDocument();
  });

  it("a read-only login's upload is refused by storage: 'Não foi possível salvar a imagem: você não tem permissão…', nothing saved", async () => {
    await sql('delete from produto_imagens where produto_id = $1', [produtoId]);
    // The tab is told it may write; storage's policies are what refuse the read-only login.
    const client = await signInAs('user', { fetch: fetchParaJsdom });
    const { user } = renderWithProviders(<ImagensTab produtoId={produtoId} canWrite />, { client });

    await user.upload(await screen.findByLabelText('Arquivo da imagem Quarta'), png('Recusada.png', [10, 20, 30]));

    expect(
      await screen.findByText('Não foi possível salvar a imagem: você não tem permissão para alterar as imagens deste produto', {
        selector: '[data-sonner-toast] *',
      }),
    ).toBeInTheDocument();
    expect(await linhas()).toEqual([]);
    expect(await sql("select name from storage.objects where bucket_id = 'imagens' and name like $1", [`produto/${produtoId}/%recusada%`])).toEqual([]);
  });
});
