import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageMeta, type PageMetaOptions } from './usePageMeta';

function Page(props: PageMetaOptions) {
  usePageMeta(props);
  return null;
}

const description = () => document.head.querySelectorAll('meta[name="description"]');

describe('usePageMeta', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it("writes into index.html's one title and description and puts them back when the page goes", () => {
    document.head.innerHTML = '<title>Loja Praia</title><meta name="description" content="Moda praia" />';
    const view = render(<Page title="Catálogo | Loja Praia" description="Biquínis e maiôs" />);
    expect(document.title).toBe('Catálogo | Loja Praia');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(description()).toHaveLength(1);
    expect(description()[0]).toHaveAttribute('content', 'Biquínis e maiôs');

    view.rerender(<Page title="Links | Loja Praia" description="Nossos links" />);
    expect(document.title).toBe('Links | Loja Praia');
    expect(description()[0]).toHaveAttribute('content', 'Nossos links');

    view.unmount();
    expect(document.title).toBe('Loja Praia');
    expect(description()).toHaveLength(1);
    expect(description()[0]).toHaveAttribute('content', 'Moda praia');
  });

  it('adds the description tag when the head has none', () => {
    render(<Page title="Página não encontrada | Loja Praia" description="Esta página não existe." />);
    expect(description()).toHaveLength(1);
    expect(description()[0]).toHaveAttribute('content', 'Esta página não existe.');
  });
});
