import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setSupabaseClient } from '@loja/shared-ui/platform';
import { EMPRESA_TESTE, installFakeSupabase, renderComLoja } from '../rodape/testing';
import { LinksPage } from './LinksPage';

afterEach(() => {
  cleanup();
  setSupabaseClient(null);
});

const produto = (id: number, categoria_id: number) => ({
  id,
  categoria_id,
  imagens: [{ url_imagem: `/storage/v1/object/public/imagens/produto/${id}/principal.webp` }],
});

describe('LinksPage', () => {
  it('shows the company name from empresa_publica in the header', async () => {
    installFakeSupabase({ empresa_publica: [{ ...EMPRESA_TESTE, nome: 'Praia Bonita Moda' }] });
    renderComLoja(<LinksPage />, '/links');

    expect(await screen.findByRole('heading', { level: 1, name: 'Praia Bonita Moda' })).toBeInTheDocument();
  });

  it('falls back to "Loja Praia" when there is no company row', async () => {
    const { fake } = installFakeSupabase({ empresa_publica: [] });
    renderComLoja(<LinksPage />, '/links');

    await waitFor(() => expect(fake.from).toHaveBeenCalledWith('empresa_publica'));
    expect(screen.getByRole('heading', { level: 1, name: 'Loja Praia' })).toBeInTheDocument();
    // No number, no WhatsApp button; the catalogue button stays.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Fale conosco no WhatsApp' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Fale conosco no WhatsApp' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Catálogo' })).toHaveAttribute('href', '/catalogo');
  });

  it("opens WhatsApp with the company's number and the greeting, in a new tab", async () => {
    installFakeSupabase({ empresa_publica: [{ ...EMPRESA_TESTE, whatsapp: '(48) 99123-4567' }] });
    renderComLoja(<LinksPage />, '/links');

    const whatsapp = await screen.findByRole('link', { name: 'Fale conosco no WhatsApp' });
    expect(whatsapp).toHaveAttribute(
      'href',
      'https://wa.me/5548991234567?text=Ol%C3%A1!%20Vim%20pelo%20site%20da%20Loja%20Praia%20e%20gostaria%20de%20mais%20informa%C3%A7%C3%B5es.',
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Catálogo' })).toHaveAttribute('href', '/catalogo');
  });

  it('embeds the featured video responsively, lazily, with a Portuguese title', () => {
    installFakeSupabase({ empresa_publica: [EMPRESA_TESTE] });
    renderComLoja(<LinksPage />, '/links');

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
  ])('the %s card leads to %s', (nome, href) => {
    installFakeSupabase({ empresa_publica: [EMPRESA_TESTE] });
    renderComLoja(<LinksPage />, '/links');

    const section = screen.getByRole('region', { name: 'Compre por categoria' });
    expect(within(section).getByRole('link', { name: nome })).toHaveAttribute('href', href);
  });

  it('has exactly the five fixed category cards, whatever the database holds', () => {
    installFakeSupabase({ empresa_publica: [EMPRESA_TESTE], categorias: [{ id: 9, nome: 'Sandálias' }] });
    renderComLoja(<LinksPage />, '/links');

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
    const { calls } = installFakeSupabase({
      empresa_publica: [EMPRESA_TESTE],
      catalogo_produtos: [produto(3, 1), produto(14, 2), produto(25, 6)],
    });
    renderComLoja(<LinksPage />, '/links');

    const section = screen.getByRole('region', { name: 'Compre por categoria' });
    const cangas = within(section).getByRole('link', { name: 'Cangas' });
    await waitFor(() => expect(cangas.querySelector('img')).not.toBeNull());
    expect(cangas.querySelector('img')?.getAttribute('src')).toBe(
      '/storage/v1/render/image/public/imagens/produto/25/principal.webp?width=480&height=600&resize=cover',
    );
    expect(within(section).getByRole('link', { name: 'Biquínis' }).querySelector('img')?.getAttribute('src')).toContain(
      '/imagens/produto/3/principal.webp',
    );
    // No product for Chapéus (3) and Maiôs (4): their cards keep the gradient, no broken image.
    expect(within(section).getByRole('link', { name: 'Chapéus' }).querySelector('img')).toBeNull();
    expect(within(section).getByRole('link', { name: 'Maiôs' }).querySelector('img')).toBeNull();
    // Only principal images of products in stock are asked for.
    expect(calls.catalogo_produtos).toContainEqual(['eq', 'imagens.tipo_imagem', 'principal']);
    expect(calls.catalogo_produtos).toContainEqual(['gt', 'estoque_atual', '0']);
  });

  it('shows three testimonials with five stars each', () => {
    installFakeSupabase({ empresa_publica: [EMPRESA_TESTE] });
    renderComLoja(<LinksPage />, '/links');

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
