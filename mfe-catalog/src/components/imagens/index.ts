import semImagemUrl from './sem-imagem.svg';

/** The one placeholder of the storefront, for a product without an image or whose image fails to load. */
export const SEM_IMAGEM_URL: string = semImagemUrl;
