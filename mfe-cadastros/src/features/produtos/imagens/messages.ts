/**
 * The tab's own texts (not toasts: those are IMAGEM_MESSAGES in ../messages.ts). The tips follow spec
 * 001 §5: "tips recommend JPG, PNG, WebP, at least 800x600".
 */
import { ROTULO_DO_TIPO, type TipoImagem } from './slots';

export const TEXTOS = {
  titulo: 'Imagens do produto',
  dicasTitulo: 'Dicas para boas fotos',
  dicas: [
    'Prefira imagens JPG, PNG ou WebP.',
    'Use fotos com pelo menos 800x600 pixels.',
    'Cada arquivo pode ter no máximo 5MB; fotos grandes são reduzidas antes do envio.',
    'A imagem principal aparece na lista de produtos e na loja. Arraste uma imagem sobre outra para trocá-las.',
  ],
  carregando: 'Carregando imagens...',
  falhaAoCarregar: 'Não foi possível carregar as imagens',
  tentarNovamente: 'Tentar novamente',
  escolher: 'Escolher imagem',
  substituir: 'Substituir',
  tornarPrincipal: 'Tornar principal',
  soltarAqui: 'Arraste uma imagem para cá',
  semImagem: 'Sem imagem',
  indisponivel: 'Imagem indisponível',
  comprimindo: 'Preparando a imagem...',
  enviando: 'Enviando...',
  removerTitulo: 'Tem certeza?',
  removerDescricao: (tipo: TipoImagem) => `A imagem ${ROTULO_DO_TIPO[tipo].toLowerCase()} será removida permanentemente.`,
  remover: 'Remover',
  rotuloRemover: (tipo: TipoImagem) => `Remover imagem ${ROTULO_DO_TIPO[tipo]}`,
  rotuloArquivo: (tipo: TipoImagem) => `Arquivo da imagem ${ROTULO_DO_TIPO[tipo]}`,
  rotuloProgresso: (tipo: TipoImagem) => `Envio da imagem ${ROTULO_DO_TIPO[tipo]}`,
  rotuloEscolher: (tipo: TipoImagem, substituir: boolean) => `${substituir ? 'Substituir' : 'Escolher'} imagem ${ROTULO_DO_TIPO[tipo]}`,
  rotuloTornarPrincipal: (tipo: TipoImagem) => `Tornar a imagem ${ROTULO_DO_TIPO[tipo]} principal`,
  altImagem: (tipo: TipoImagem) => `Imagem ${ROTULO_DO_TIPO[tipo]} do produto`,
  arrastavel: 'Arraste para trocar de posição',
} as const;
