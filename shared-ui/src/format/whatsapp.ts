import { onlyDigits } from './phone';

/** The number in international form: "55" + digits, unless it already carries 55 (12-13 digits). */
export function whatsappNumber(phone: string | null | undefined): string {
  const digits = onlyDigits(phone);
  if (digits.startsWith('55') && (digits.length === 12 || digits.length === 13)) return digits;
  return `55${digits}`;
}

/** https://wa.me/55<digits>?text=<encoded text>; without text, no query string. */
export function whatsappLink(phone: string | null | undefined, text?: string): string {
  const base = `https://wa.me/${whatsappNumber(phone)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
