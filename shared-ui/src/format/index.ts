export { formatBRL } from './currency';
export { formatDate, formatDateTime, toDate, toISODate } from './date';
export type { DateInput } from './date';
export { maskPhone, onlyDigits, PHONE_MAX_DIGITS, PHONE_MAX_LENGTH } from './phone';
export { whatsappLink, whatsappNumber } from './whatsapp';
export { displaySize } from './size';
export { normalizeText, includesText } from './text';
export { digitsOnly, formatCpf, formatCnpj, formatTelefone, formatCep } from './documents';
export { formatMoneyInput, parseMoney } from './money';
