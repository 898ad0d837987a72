/**
 * A chosen file's text. UTF-8 first (the template and the export are UTF-8 with a BOM); a file that is
 * not valid UTF-8 is read as Windows-1252, which is what Excel in Portuguese writes when a person picks
 * "CSV (separado por vírgulas)", so "Biquíni" arrives as typed instead of "Biqu�ni".
 */
export async function lerTextoArquivo(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
