/**
 * The landing page's featured video. Marketing changes the video here, and only here.
 * youtube-nocookie: YouTube's privacy-enhanced embed sets no cookies until the visitor plays it.
 */
export const VIDEO_DESTAQUE = {
  youtubeId: 'BHACKCNDMW8',
  titulo: 'Vídeo em destaque: coleção de verão da Loja Praia',
} as const;

export function youtubeEmbedUrl(youtubeId: string): string {
  // rel=0: suggestions at the end come from the same channel, not from anyone's.
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?rel=0`;
}
