/**
 * A promotion's dates in the shop's time (America/Sao_Paulo, as the database reads what the form sends):
 * the form's `datetime-local` text, the list's dd/MM/yyyy HH:mm, and the situação of the moment.
 */
export const FUSO_LOJA = 'America/Sao_Paulo';

const partes = new Intl.DateTimeFormat('en-CA', {
  timeZone: FUSO_LOJA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function campos(data: Date): Record<string, string> {
  return Object.fromEntries(partes.formatToParts(data).map((p) => [p.type, p.value]));
}

/** "2026-12-01T08:00": an instant as the shop's clock shows it (the value a datetime-local field takes). */
export function horaDaLoja(valor: string | Date): string {
  const c = campos(typeof valor === 'string' ? new Date(valor) : valor);
  return `${c.year}-${c.month}-${c.day}T${c.hour}:${c.minute}`;
}

/** "01/12/2026 08:00" in the shop's time. */
export function formatarHoraLoja(valor: string): string {
  const c = campos(new Date(valor));
  return `${c.day}/${c.month}/${c.year} ${c.hour}:${c.minute}`;
}

export type Situacao = 'agendada' | 'andamento' | 'encerrada';

/** Running from inicio (included) to fim (excluded), as the database decides. */
export function situacaoPromocao(inicio: string, fim: string, agora: Date = new Date()): Situacao {
  const t = agora.getTime();
  if (new Date(fim).getTime() <= t) return 'encerrada';
  return new Date(inicio).getTime() <= t ? 'andamento' : 'agendada';
}
