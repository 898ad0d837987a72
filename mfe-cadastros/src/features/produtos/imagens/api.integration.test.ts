/**
 * The image endpoints against the local stack, storage included (spec 001 §7): a real PNG uploaded
 * as the principal, replaced (the old file gone from storage), swapped with the secundária, removed;
 * refusals from storage (a PDF renamed .png, a read-only login) answered in Portuguese with nothing
 * left behind. Checked with the superuser's SQL and the public url of each file. The client's fetch
 * is `fetchParaJsdom` (jsdom's FormData is not Node fetch's; see testFetch.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSupabase, makeStore, resolveStorageUrl } from '@loja/shared-ui/platform';
import { signInAs, sql, unique } from '@loja/local-supabase/testing';
import { imagemPath } from '../storagePaths';
import { imagensApi } from './api';
import { CAUSAS } from './erros';
import { IMAGEM_TIPOS } from './files';
import { fetchParaJsdom } from './testFetch';
import { pngBytes } from './testPng';

const endpoints = imagensApi.endpoints;
let produtoId: number;

beforeAll(async () => {
  [{ id: produtoId }] = await sql<{ id: number }>(
    "insert into produtos (nome, preco_venda, empresa_id) values ($1, 99.9, 1) returning id::int",
    [unique('Produto Imagens API')],
  );
});
afterAll(async () => {
  await sql('delete from produtos where id = $1', [produtoId]);
  await sql("delete from storage.objects where bucket_id = 'imagens' and name like $1", [`produto/${produtoId}/%`]);
});

const png = (nome: string, cor: [number, number, number] = [20, 163, 148]) => new File([pngBytes(4, 3, cor)], nome, { type: 'image/png' });

async function run<T>(request: { unwrap(): Promise<T> }): Promise<T> {
  return request.unwrap();
}
const linhas = () =>
  sql<{ tipo_imagem: string; url_imagem: string; nome_arquivo: string; tamanho_arquivo: number }>(
    'select tipo_imagem, url_imagem, nome_arquivo, tamanho_arquivo from produto_imagens where produto_id = $1 order by tipo_imagem',
    [produtoId],
  );
const objetos = async () =>
  (await sql<{ name: string }>("select name from storage.objects where bucket_id = 'imagens' and name like $1 order by name", [`produto/${produtoId}/%`])).map((o) => o.name);
const statusPublico = async (url: string) => (await fetch(resolveStorageUrl(url))).status;
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

describe('imagensApi against the local stack', () => {
  it('accepts the same types as the bucket', async () => {
    const [{ tipos }] = await sql<{ tipos: string[] }>("select allowed_mime_types as tipos from storage.buckets where id = 'imagens'");
    expect([...tipos].sort()).toEqual([...IMAGEM_TIPOS].sort());
  });

  it('uploads a principal, replaces it (old file gone), swaps it with the secundária and removes it', async () => {
    await signInAs('funcionario', { fetch: fetchParaJsdom });
    const store = makeStore();

    const primeira = await run(store.dispatch(endpoints.saveImagemProduto.initiate({ produtoId, tipo: 'principal', file: png('Biquíni Azul (1).PNG') })));
    expect(primeira.url_imagem).toMatch(new RegExp(`^/storage/v1/object/public/imagens/produto/${produtoId}/\\d{13}_biquini-azul-1\\.png$`));
    expect(primeira).toMatchObject({ tipo_imagem: 'principal', nome_arquivo: 'Biquíni Azul (1).PNG', tamanho_arquivo: pngBytes(4, 3).length });
    const resposta = await fetch(resolveStorageUrl(primeira.url_imagem));
    expect(resposta.status).toBe(200);
    expect(resposta.headers.get('content-type')).toBe('image/png');
    expect(resposta.headers.get('cache-control')).toMatch(/max-age=3600/);
    expect(new Uint8Array(await resposta.arrayBuffer())).toEqual(pngBytes(4, 3));

    const segunda = await run(store.dispatch(endpoints.saveImagemProduto.initiate({ produtoId, tipo: 'principal', file: png('nova.png', [242, 105, 74]) })));
    expect(segunda.id).toBe(primeira.id);
    expect(segunda.url_imagem).not.toBe(primeira.url_imagem);
    expect(await respostaDoObjeto(primeira.url_imagem)).toEqual(REMOVIDA);
    expect(await statusPublico(segunda.url_imagem)).toBe(200);
    expect(await objetos()).toEqual([imagemPath(segunda.url_imagem)]);

    const secundaria = await run(store.dispatch(endpoints.saveImagemProduto.initiate({ produtoId, tipo: 'secundaria', file: png('costas.png') })));
    const listadas = await run(store.dispatch(endpoints.listImagensDoProduto.initiate(produtoId)));
    expect(listadas.map((i) => i.tipo_imagem).sort()).toEqual(['principal', 'secundaria']);

    const trocadas = await run(store.dispatch(endpoints.trocarImagensProduto.initiate({ produtoId, de: 'secundaria', para: 'principal' })));
    expect(trocadas).toHaveLength(2);
    expect(await linhas()).toEqual([
      expect.objectContaining({ tipo_imagem: 'principal', url_imagem: secundaria.url_imagem }),
      expect.objectContaining({ tipo_imagem: 'secundaria', url_imagem: segunda.url_imagem }),
    ]);
    // the product list shows the new principal
    const { data: naLista } = await getSupabase().from('produtos_lista').select('imagem_url').eq('id', produtoId).single();
    expect(naLista?.imagem_url).toBe(secundaria.url_imagem);

    const [{ id: secundariaId }] = await sql<{ id: number }>("select id::int from produto_imagens where produto_id = $1 and tipo_imagem = 'secundaria'", [produtoId]);
    const removida = await run(store.dispatch(endpoints.removeImagemProduto.initiate({ produtoId, id: secundariaId })));
    expect(removida.url_imagem).toBe(segunda.url_imagem);
    expect((await linhas()).map((l) => l.tipo_imagem)).toEqual(['principal']);
    expect(await respostaDoObjeto(segunda.url_imagem)).toEqual(REMOVIDA);
    expect(await objetos()).toEqual([imagemPath(secundaria.url_imagem)]);
  });

  it('a file storage refuses (a PDF named .png) is answered in Portuguese and changes nothing', async () => {
    await signInAs('funcionario', { fetch: fetchParaJsdom });
    const antes = { linhas: await linhas(), objetos: await objetos() };
    const pdf = new File([new TextEncoder().encode('%PDF-1.4\n%fake\n')], 'catalogo.png', { type: 'image/png' });

    const result = await makeStore().dispatch(endpoints.saveImagemProduto.initiate({ produtoId, tipo: 'terceira', file: pdf }));

    expect(result.error).toMatchObject({ message: CAUSAS.tipo });
    expect(await linhas()).toEqual(antes.linhas);
    expect(await objetos()).toEqual(antes.objetos);
  });

  it('a read-only login cannot upload, swap or remove: Portuguese causes, nothing changed', async () => {
    await signInAs('user', { fetch: fetchParaJsdom });
    const store = makeStore();
    const antes = { linhas: await linhas(), objetos: await objetos() };

    const envio = await store.dispatch(endpoints.saveImagemProduto.initiate({ produtoId, tipo: 'quarta', file: png('x.png') }));
    expect(envio.error).toMatchObject({ message: CAUSAS.permissao });
    const troca = await store.dispatch(endpoints.trocarImagensProduto.initiate({ produtoId, de: 'principal', para: 'outra' }));
    expect(troca.error).toMatchObject({ message: CAUSAS.permissao });
    const [{ id }] = await sql<{ id: number }>("select id::int from produto_imagens where produto_id = $1 and tipo_imagem = 'principal'", [produtoId]);
    const remocao = await store.dispatch(endpoints.removeImagemProduto.initiate({ produtoId, id }));
    expect(remocao.error?.message).toBe(CAUSAS.naoEncontrada);

    expect(await linhas()).toEqual(antes.linhas);
    expect(await objetos()).toEqual(antes.objetos);
  });

  it('a failing row write removes the file it had just uploaded', async () => {
    await signInAs('funcionario', { fetch: fetchParaJsdom });
    const antes = await objetos();
    // nome_arquivo is not the failure here: a product that does not exist breaks the foreign key
    const result = await makeStore().dispatch(
      endpoints.saveImagemProduto.initiate({ produtoId: 2_000_000_000, tipo: 'principal', file: png('orfa.png') }),
    );
    expect(result.error?.message).toBe(CAUSAS.inesperada);
    const [{ n }] = await sql<{ n: number }>("select count(*)::int as n from storage.objects where bucket_id = 'imagens' and name like 'produto/2000000000/%'");
    expect(n).toBe(0);
    expect(await objetos()).toEqual(antes);
  });
});
