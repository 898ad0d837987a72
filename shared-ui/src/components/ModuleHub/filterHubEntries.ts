import { normalizeText } from '../../format/text';

/**
 * The hub's local search: the cards whose title or description contain every word typed, ignoring
 * case and accents ("funcionarios" finds "Funcionários", "cad cli" finds "Cadastro de clientes").
 * A blank search keeps every card, in order.
 */
export function filterHubEntries<Entry extends { title: string; description: string }>(entries: readonly Entry[], busca: string): Entry[] {
  const words = normalizeText(busca).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = normalizeText(`${entry.title} ${entry.description}`);
    return words.every((word) => text.includes(word));
  });
}
