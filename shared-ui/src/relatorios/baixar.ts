/** Offers a file (a Blob) as a download. */
export function baixarArquivo(nome: string, conteudo: Blob | string): void {
  const blob = typeof conteudo === 'string' ? new Blob([conteudo], { type: 'text/csv;charset=utf-8' }) : conteudo;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the browser has started reading the blob.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'vendas-por-dia-2026-11-01-a-2026-11-30': the report and its period, so exports of different periods do not overwrite. */
export function nomeArquivoRelatorio(nome: string, periodo: { de: string; ate: string }): string {
  const base = nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return periodo.de === periodo.ate ? `${base}-${periodo.de}` : `${base}-${periodo.de}-a-${periodo.ate}`;
}
