import { useState, type ImgHTMLAttributes } from 'react';
import { SEM_IMAGEM_URL as semImagem } from '../../../components/imagens';
import { IMAGEM_VAZIA, imageSrc, imageSrcSet } from '../images';

export interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  /** url_imagem as stored (a public storage path or an absolute url); null shows the placeholder. */
  url: string | null | undefined;
  /** Rendered width for browsers without srcset support and for the `src` fallback. */
  width: number;
  sizes: string;
  /**
   * A media query where the photo is not fetched: a <picture> whose source for it is an empty image.
   * An eager photo of the phones' first screen passes lg: the first view's phone copy of the page is
   * in every page's HTML, hidden by CSS from lg up, and a browser fetches an eager <img> even there.
   */
  vaziaEm?: string;
}

/** A product photo at the size it is shown; a missing or broken image shows the placeholder. */
export function ProductImage({ url, width, sizes, alt, vaziaEm, ...rest }: ProductImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const broken = !url || failedUrl === url;
  if (broken) return <img src={semImagem} alt={alt} width={width} height={Math.round(width * 1.25)} {...rest} />;
  const img = (
    <img
      src={imageSrc(url, width)}
      srcSet={imageSrcSet(url)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={Math.round(width * 1.25)}
      onError={() => setFailedUrl(url)}
      {...rest}
    />
  );
  if (!vaziaEm) return img;
  return (
    <picture>
      <source media={vaziaEm} srcSet={IMAGEM_VAZIA} />
      {img}
    </picture>
  );
}
