import { useEffect } from 'react';

export interface PageMetaOptions {
  /** The whole document title, e.g. "Catálogo | Loja Praia". */
  title: string;
  /** The page's meta description (search results show it). */
  description: string;
}

function descriptionTag(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/**
 * Sets the document title and meta description while the page is shown, and puts back what was
 * there when it goes (so the back-office keeps index.html's). It writes into index.html's own
 * `<title>` and `<meta name="description">` rather than rendering new ones (React 19 would hoist
 * those beside index.html's, leaving two of each), so the head always has exactly one of each.
 */
export function usePageMeta({ title, description }: PageMetaOptions): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  useEffect(() => {
    const meta = descriptionTag();
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
