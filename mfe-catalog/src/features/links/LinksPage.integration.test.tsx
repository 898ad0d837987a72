import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { controlledFetch, signInAs, sql, unique, type ControlledFetch } from '@loja/local-supabase/testing';
import { alterarEmpresa } from '../../test/empresa';
import { CATEGORIAS_LINKS } from './categorias';
import { LINKS_DESCRICAO, LINKS_TITULO, LinksPage } from './LinksPage';

// Against the local stack: the company row and the catalogue are the seed's (supabase/seed.sql).
let net: ControlledFetch;
beforeEach(() => {
  net = controlledFetch();
});

/** /links for a visitor: the anon client of the stack, whose requests the test can see. */
async function renderLinks() {
  await signInAs(null, { fetch: net.fetch });
  return renderWithProviders(<LinksPage />, { url: '/links' });
}

/** The cover the page must show per category: the principal image of the first product with something disponível. */
async function capaNoBanco(categoriaId: number): Promise<string | null> {
  const [row] = await sql<{ url_imagem: string }>(
    `select i.url_imagem from catalogo_produtos p join produto_imagens i on i.produto_id = p.id and i.tipo_imagem = 'principal'
      where p.categoria_id = $1
        and (select d.disponivel from _catalogo_disponivel(array[p.id]) d where d.grade_id is null) > 0
      order by p.id, i.created_at desc, i.id desc limit 1`,
    [categoriaId],
  );
  return row?.url_imagem ?? null;
}

const categoriasCriadas: string[] = [];
afterAll(async () => {
  if (categoriasCriadas.length) await sql('delete from categorias where nome = any($1)', [categoriasCriadas]);
});

describe('LinksPage', () => {
  it('shows the company name from empresa_publica in the header', async () => {
    await alterarEmpresa({ nome: 'Praia Bonita Moda' });
    await renderLinks();

    expect(await screen.findByRole('heading', { level: 1, name: 'Praia Bonita Moda' })).toBeInTheDocument();
  });

  it('has its own title and meta description (one of each in the head)', async () => {
    document.head.innerHTML = '<title>Loja Praia</title><meta name="description" content="Moda praia" />';
    await renderLinks();
    expect(document.title).toBe(LINKS_TITULO);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    const descricoes = document.head.querySelectorAll('meta[name="description"]');
    expect(descricoes).toHaveLength(1);
    expect(descricoes[0]).toHaveAttribute('content', LINKS_DESCRICAO);
  });

  it('falls back to "Loja Praia" when there is no company row', async () => {
    // A project before the seed: the stack's database always has the row, so this answer is given here.
    net.answerNext('/rest/v1/empresa_publica', 200, []);
    await renderLinks();

    await waitFor(() => expect(net.requestsTo('/rest/v1/empresa_publica')).not.toEqual([]));
    expect(screen.getByRole('heading', { level: 1, name: 'Loja Praia' })).toBeInTheDocument();
    // No number, no WhatsApp button; the catalogue button stays.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Fale conosco no WhatsApp' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Fale conosco no WhatsApp' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Catálogo' })).toHaveAttribute('href', '/catalogo');
  });

  it("opens WhatsApp with the company's number and the greeting, in a new tab", async () => {
    await alterarEmpresa({ whatsapp: '48991234567' });
    await renderLinks();

    const whatsapp = await screen.findByRole('link', { name: 'Fale conosco no WhatsApp' });
    expect(whatsapp).toHaveAttribute(
      'href',
      'https://wa.me/5548991234567?text=Ol%C3%A1!%20Vim%20pelo%20site%20da%20Loja%20Praia%20e%20gostaria%20de%20mais%20informa%C3%A7%C3%B5es.',
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Catálogo' })).toHaveAttribute('href', '/catalogo');
  });

  it('embeds the featured video responsively, lazily, with a Portuguese title', async () => {
    await renderLinks();

    const video = screen.getByTitle('Vídeo em destaque: coleção de verão da Loja Praia');
    expect(video.tagName).toBe('IFRAME');
    expect(video.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?rel=0$/);
    expect(video).toHaveAttribute('loading', 'lazy');
  });

  it.each([
    ['Biquínis', '/catalogo?categoria=1#categorias-section'],
    ['Bolsas', '/catalogo?categoria=2#categorias-section'],
    ['Chapéus', '/catalogo?categoria=3#categorias-section'],
    ['Maiôs', '/catalogo?categoria=4#categorias-section'],
    ['Cangas', '/catalogo?categoria=6#categorias-section'],
  ])('the %s card leads to %s', async (nome, href) => {
    await renderLinks();

    const section = screen.getByRole('region', { name: 'Compre por categoria' });
    expect(within(section).getByRole('link', { name: nome })).toHaveAttribute('href', href);
  });

  it('has exactly the five fixed category cards, whatever the database holds', async () => {
    const sandalias = unique('Sandálias');
    categoriasCriadas.push(sandalias);
    await sql('insert into categorias (nome) values ($1)', [sandalias]);
    await renderLinks();

    const section = screen.getByRole('region', { name: 'Compre por categoria' });
    expect(within(section).getAllByRole('link').map((link) => link.textContent?.replace('Ver produtos', '').trim())).toEqual([
      'Biquínis',
      'Bolsas',
      'Chapéus',
      'Maiôs',
      'Cangas',
    ]);
  });

  it("uses a product's principal image of each category as the card cover", async () => {
    const capas = await Promise.all(CATEGORIAS_LINKS.map(async (categoria) => [categoria, await capaNoBanco(categoria.id)] as const));
    await renderLinks();

    const section = screen.getByRole('region', { name: 'Compre por categoria' });
    const [primeira] = capas.filter(([, url]) => url);
    expect(primeira).toBeDefined();
    await waitFor(() => expect(within(section).getByRole('link', { name: primeira[0].nome }).querySelector('img')).not.toBeNull());
    for (const [categoria, url] of capas) {
      const img = within(section).getByRole('link', { name: categoria.nome }).querySelector('img');
      if (!url) {
        // No product in stock with a principal image: the card keeps the gradient, no broken image.
        expect(img).toBeNull();
        continue;
      }
      const caminho = url.slice(url.indexOf('/object/public/') + '/object/public/'.length);
      expect(img?.getAttribute('src')).toMatch(
        new RegExp(`/storage/v1/render/image/public/${caminho.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?width=480&height=600&resize=cover$`),
      );
    }
    // One request for the five covers (catalogo_capas), a read.
    const capasPedidas = net.requestsTo('/rest/v1/rpc/catalogo_capas');
    expect(capasPedidas).toHaveLength(1);
    expect(capasPedidas[0].url.searchParams.get('p_categorias')).toBe(`{${CATEGORIAS_LINKS.map((c) => c.id).join(',')}}`);
  });

  it('shows three testimonials with five stars each', async () => {
    await renderLinks();

    const section = screen.getByRole('region', { name: 'O que dizem nossas clientes' });
    const items = within(section).getAllByRole('figure');
    expect(items).toHaveLength(3);
    for (const item of items) {
      const rating = within(item).getByRole('img', { name: '5 de 5 estrelas' });
      expect(rating.querySelectorAll('[data-estrela="cheia"]')).toHaveLength(5);
      expect(rating.querySelectorAll('[data-estrela="vazia"]')).toHaveLength(0);
    }
    expect(within(section).getByText('Mariana Souza')).toBeInTheDocument();
    expect(within(section).getByText('Camila Ribeiro')).toBeInTheDocument();
    expect(within(section).getByText('Juliana Alves')).toBeInTheDocument();
  });
});
