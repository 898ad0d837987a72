/** Size label for display: "unico" (any case, with or without accent) is shown as "UNC". */
export function displaySize(size: string | null | undefined): string {
  const value = (size ?? '').trim();
  const plain = value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return plain === 'unico' ? 'UNC' : value;
}
