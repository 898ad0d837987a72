/**
 * 10,000 clientes for the back-office list bench, seeded into the bench's own temporary database:
 * Portuguese names with accents (Silva common enough that "silva" matches many rows), valid and
 * unique CPFs ('000.000.000-00', check digits computed here and verified again by the database's
 * CHECK constraint), telefones '(48) 99999-0000', about 15% inactive, registered one after the
 * other over three years (created_at rises with id, as in a real register, so the list's default
 * newest-first order has real dates to sort). Deterministic: the same rows on every run, so runs
 * can be compared.
 */
import pg from 'pg';

const PRIMEIROS = [
  'Ana', 'Antônio', 'Ângela', 'Beatriz', 'Benedito', 'Caio', 'Cecília', 'Conceição', 'Débora', 'Eduardo',
  'Élida', 'Fábio', 'Flávia', 'Gustavo', 'Heloísa', 'Inês', 'Íris', 'João', 'José', 'Júlia',
  'Letícia', 'Lúcia', 'Luís', 'Márcia', 'Marcos', 'Maria', 'Mônica', 'Natália', 'Otávio', 'Patrícia',
  'Rafael', 'Raimundo', 'Sérgio', 'Silvana', 'Simone', 'Tânia', 'Thiago', 'Valéria', 'Vinícius', 'Vitória',
];
const MEIOS = ['Aparecida', 'Cristina', 'Henrique', 'Luíza', 'Paulo', 'Eduarda', 'Augusto', 'Helena', 'Vítor', 'de Jesus'];
// Silva three times in thirty: with one or two surnames, about one name in seven carries it.
const SOBRENOMES = [
  'Silva', 'Silva', 'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira',
  'Lima', 'Gomes', 'Ribeiro', 'Carvalho', 'Araújo', 'Gonçalves', 'Magalhães', 'Simões', 'Conceição', 'Assunção',
  'Brandão', 'Damásio', 'Gusmão', 'Fonseca', 'Guimarães', 'Antunes', 'Sá', 'Nóbrega', 'Falcão', 'Silveira',
];
const CIDADES = [
  ['Florianópolis', 'SC'], ['Florianópolis', 'SC'], ['São José', 'SC'], ['Palhoça', 'SC'], ['Garopaba', 'SC'],
  ['Joinville', 'SC'], ['Blumenau', 'SC'], ['Porto Alegre', 'RS'], ['Curitiba', 'PR'], ['São Paulo', 'SP'],
] as const;
const DDDS = ['48', '48', '48', '48', '47', '49', '11', '21', '51', '41'];
const DOMINIOS = ['email.com', 'gmail.com', 'hotmail.com', 'uol.com.br', 'terra.com.br'];

/** Mulberry32: a small seeded generator, so every run seeds the same people. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Receita Federal's módulo 11 check digit over `digits` (weights from digits.length + 1 down to 2). */
function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** The 11 digits of the CPF whose first nine are `base` (0 to 999,999,999). */
export function cpfDigits(base: number): string {
  const nine = String(base).padStart(9, '0');
  const ten = nine + checkDigit(nine);
  return ten + checkDigit(ten);
}

export const formatCpf = (digits: string) => `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;

/** The generated clientes were registered from this day on, spread over THREE_YEARS_MS. */
const FIRST_REGISTERED = Date.UTC(2023, 0, 2, 12);
const THREE_YEARS_MS = 3 * 365 * 24 * 3600 * 1000;

const semAcento = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '');

export interface ClientesSeed {
  clientes: number;
  ativos: number;
  /** Rows whose name carries "Silva" (accent-free search "silva" finds at least these). */
  silva: number;
  /** One seeded CPF, digits only, for the exact-CPF search. */
  umCpf: string;
  seconds: number;
}

export async function seedClientes(databaseUrl: string, count: number): Promise<ClientesSeed> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The demo seed's clientes keep their CPFs; the generated ones step around them.
    const { rows: existing } = await client.query<{ digits: string }>(`select regexp_replace(cpf, '[^0-9]', '', 'g') digits from public.clientes`);
    const taken = new Set(existing.map((r) => r.digits));
    const random = generator(20261123);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    const columns = { nome: [] as string[], cpf: [] as string[], telefone: [] as string[], email: [] as string[], cidade: [] as string[], estado: [] as string[], nascimento: [] as string[], ativo: [] as boolean[], criado: [] as string[] };
    const step = THREE_YEARS_MS / count;
    // base = 100,000,007 + n × 102,947 (mod 10⁹): the step is coprime with 10⁹, so no base repeats.
    for (let n = 0; columns.cpf.length < count; n++) {
      const digits = cpfDigits((100_000_007 + n * 102_947) % 1_000_000_000);
      if (/^(\d)\1{10}$/.test(digits) || taken.has(digits)) continue;
      taken.add(digits);
      const primeiro = pick(PRIMEIROS);
      const sobrenomes = [random() < 0.5 ? pick(MEIOS) : '', random() < 0.5 ? pick(SOBRENOMES) : '', pick(SOBRENOMES)].filter(Boolean);
      const ultimo = sobrenomes[sobrenomes.length - 1];
      const [cidade, estado] = pick(CIDADES);
      const i = columns.cpf.length;
      columns.nome.push([primeiro, ...sobrenomes].join(' '));
      columns.cpf.push(formatCpf(digits));
      columns.telefone.push(`(${pick(DDDS)}) 9${String(Math.floor(random() * 10_000)).padStart(4, '0')}-${String(Math.floor(random() * 10_000)).padStart(4, '0')}`);
      columns.email.push(`${semAcento(`${primeiro}.${ultimo}`).toLowerCase().replace(/[^a-z.]/g, '')}${i}@${pick(DOMINIOS)}`);
      columns.cidade.push(cidade);
      columns.estado.push(estado);
      columns.nascimento.push(new Date(Date.UTC(1950 + Math.floor(random() * 55), Math.floor(random() * 12), 1 + Math.floor(random() * 28))).toISOString().slice(0, 10));
      columns.ativo.push(random() >= 0.15);
      // Within its own slot, so created_at keeps rising with id.
      columns.criado.push(new Date(FIRST_REGISTERED + (i + random() * 0.9) * step).toISOString());
    }
    await client.query(
      `insert into public.clientes (nome, cpf, telefone, email, cidade, estado, data_nascimento, ativo, created_at)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::date[], $8::boolean[], $9::timestamptz[])`,
      [columns.nome, columns.cpf, columns.telefone, columns.email, columns.cidade, columns.estado, columns.nascimento, columns.ativo, columns.criado],
    );
    // A long-lived table has been vacuumed: statistics and the visibility map (index-only counts).
    await client.query('vacuum analyze public.clientes');
    const { rows } = await client.query<{ clientes: number; ativos: number; silva: number; invalidos: number }>(
      `select count(*)::int clientes, count(*) filter (where ativo)::int ativos, count(*) filter (where nome ilike '%silva%')::int silva,
              count(*) filter (where not public.cpf_valido(cpf))::int invalidos
         from public.clientes`,
    );
    // The CHECK constraint already refuses a wrong digit on insert; this also covers the demo rows.
    if (rows[0].invalidos > 0) throw new Error(`${rows[0].invalidos} clientes com CPF inválido depois da carga`);
    const { invalidos: _, ...summary } = rows[0];
    return { ...summary, umCpf: columns.cpf[Math.floor(count / 2)].replace(/\D/g, ''), seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}
