/**
 * Draws the demo product images into supabase/storage-seed/imagens/produto/<id>/{principal,secundaria}.webp.
 * Each is an SVG drawing of the product (its kind from the category and name, its colour from the
 * first/second grade colour, a print from the name: tropical, listrado, poá, floral…) rendered to an
 * 800x1000 WebP with sharp, so the repository ships no photos it has no rights to and stays small.
 * Run alone with `npx tsx supabase/scripts/generate-images.ts`, or through generate-seed.ts, which
 * also records the file sizes in seed.sql.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { PRODUTOS, type ProdutoSeed } from './catalogue.ts';

const SUPABASE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const IMAGES_DIR = join(SUPABASE_DIR, 'storage-seed', 'imagens', 'produto');

export type Variante = 'principal' | 'secundaria';

const WIDTH = 800;
const HEIGHT = 1000;
const QUALITY = 75;

/** Soft sand/sea/sunset backgrounds: [top, bottom] of a vertical gradient. */
const FUNDOS: [string, string][] = [
  ['#FBF3E6', '#EBD9BE'],
  ['#EAF6F5', '#CBE7E4'],
  ['#FDEEEA', '#F3D2CA'],
  ['#EEF2FB', '#D3DDF2'],
  ['#FAF6E2', '#EEE3B5'],
];

const has = (nome: string, ...words: string[]) => words.some((w) => nome.toLowerCase().includes(w));

/** Text colour that reads on the product colour (white, or dark on light colours). */
function contraste(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 170 ? '#2B2B2B' : '#FFFFFF';
}

/** A print drawn over the product, chosen from its name. */
function estampa(nome: string, detalhe: string): string {
  const base = `patternUnits="userSpaceOnUse"`;
  if (has(nome, 'tropical', 'coqueiros')) {
    return `<pattern id="p" ${base} width="120" height="120"><g fill="${detalhe}" fill-opacity=".45">
      <path d="M20 90 Q40 30 90 20 Q70 70 20 90 Z"/><path d="M70 110 Q90 75 118 70 Q105 100 70 110 Z"/></g></pattern>`;
  }
  if (has(nome, 'listrad', 'náutic', 'ecobag')) {
    return `<pattern id="p" ${base} width="60" height="60"><rect width="60" height="24" fill="${detalhe}" fill-opacity=".55"/></pattern>`;
  }
  if (has(nome, 'poá', 'bolinha')) {
    return `<pattern id="p" ${base} width="56" height="56"><circle cx="14" cy="14" r="9" fill="${detalhe}" fill-opacity=".8"/>
      <circle cx="42" cy="42" r="9" fill="${detalhe}" fill-opacity=".8"/></pattern>`;
  }
  if (has(nome, 'floral', 'bordad')) {
    return `<pattern id="p" ${base} width="110" height="110"><g fill="${detalhe}" fill-opacity=".55">
      ${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="55" cy="38" rx="9" ry="17" transform="rotate(${a} 55 55)"/>`).join('')}
      <circle cx="55" cy="55" r="8" fill="#F9C80E" fill-opacity=".9"/></g></pattern>`;
  }
  if (has(nome, 'animal', 'onça')) {
    return `<pattern id="p" ${base} width="90" height="90"><g fill="#3B2A1A" fill-opacity=".55">
      <path d="M15 20 q10 -10 20 0 q-4 12 -20 0 Z"/><path d="M55 55 q12 -8 22 3 q-8 12 -22 -3 Z"/><circle cx="70" cy="18" r="5"/><circle cx="25" cy="70" r="6"/></g></pattern>`;
  }
  if (has(nome, 'crochê', 'macramê', 'telinha', 'palha', 'rattan')) {
    return `<pattern id="p" ${base} width="28" height="28"><path d="M0 14 L14 0 L28 14 L14 28 Z" fill="none" stroke="${detalhe}" stroke-opacity=".45" stroke-width="3"/></pattern>`;
  }
  if (has(nome, 'mandala', 'boho', 'indiana')) {
    return `<pattern id="p" ${base} width="140" height="140"><g fill="none" stroke="${detalhe}" stroke-opacity=".6" stroke-width="5">
      <circle cx="70" cy="70" r="50"/><circle cx="70" cy="70" r="30"/><circle cx="70" cy="70" r="10"/></g></pattern>`;
  }
  if (has(nome, 'canelad', 'sereia')) {
    return `<pattern id="p" ${base} width="24" height="24"><path d="M0 12 Q6 0 12 12 T24 12" fill="none" stroke="${detalhe}" stroke-opacity=".4" stroke-width="3"/></pattern>`;
  }
  if (has(nome, 'degradê', 'pôr do sol')) {
    return `<linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F9C80E" stop-opacity=".9"/><stop offset="1" stop-color="#FF6F61" stop-opacity="0"/></linearGradient>`;
  }
  if (has(nome, 'bandeira')) {
    return `<pattern id="p" ${base} width="700" height="875"><rect width="700" height="875" fill="#1F9D55"/>
      <path d="M350 230 L560 420 L350 610 L140 420 Z" fill="#F9C80E"/><circle cx="350" cy="420" r="95" fill="#1E3A8A"/></pattern>`;
  }
  return '';
}

/** The product's silhouette; `cor` fills the body, `detalhe` draws straps, handles and bands. */
function silhueta(produto: ProdutoSeed, cor: string, detalhe: string): string {
  const nome = produto.nome;
  switch (produto.categoria) {
    case 1: // biquíni: top (cortininha, faixa or cropped) and bottom
      if (has(nome, 'faixa', 'tomara', 'cropped', 'esportivo')) {
        const alto = has(nome, 'cropped', 'esportivo') ? 150 : 90;
        return `<rect x="180" y="220" width="340" height="${alto}" rx="40" fill="${cor}"/>
          <path d="M200 520 L500 520 Q470 650 350 700 Q230 650 200 520 Z" fill="${cor}"/>
          <path d="M200 520 L150 505 M500 520 L550 505" stroke="${detalhe}" stroke-width="10"/>`;
      }
      return `<path d="M190 260 Q240 200 290 230 L300 360 Q240 380 190 350 Z" fill="${cor}"/>
        <path d="M410 230 Q460 200 510 260 L510 350 Q460 380 400 360 Z" fill="${cor}"/>
        <path d="M290 235 Q350 270 410 235" stroke="${detalhe}" stroke-width="10" fill="none"/>
        <path d="M230 215 L260 120 M470 215 L440 120" stroke="${detalhe}" stroke-width="8"/>
        <path d="M200 520 L500 520 Q470 640 350 700 Q230 640 200 520 Z" fill="${cor}"/>
        <path d="M200 520 L140 500 M500 520 L560 500" stroke="${detalhe}" stroke-width="10"/>`;
    case 2: // bolsas
      if (has(nome, 'rattan', 'clutch')) {
        return `<path d="M260 330 Q350 120 440 330" stroke="${detalhe}" stroke-width="16" fill="none"/>
          <circle cx="350" cy="500" r="210" fill="${cor}"/><circle cx="350" cy="500" r="150" fill="none" stroke="${detalhe}" stroke-opacity=".35" stroke-width="10"/>`;
      }
      if (has(nome, 'mochila')) {
        return `<rect x="200" y="230" width="300" height="480" rx="60" fill="${cor}"/>
          <path d="M200 300 Q350 250 500 300 L500 330 Q350 290 200 330 Z" fill="${detalhe}" fill-opacity=".5"/>
          <rect x="250" y="470" width="200" height="170" rx="24" fill="${detalhe}" fill-opacity=".25"/>
          <path d="M290 230 Q350 150 410 230" stroke="${detalhe}" stroke-width="16" fill="none"/>`;
      }
      if (has(nome, 'necessaire')) {
        return `<rect x="150" y="360" width="400" height="280" rx="50" fill="${cor}" fill-opacity=".55" stroke="${detalhe}" stroke-width="6"/>
          <path d="M170 390 L530 390" stroke="${detalhe}" stroke-width="12" stroke-dasharray="6 6"/>`;
      }
      return `<path d="M270 330 Q270 170 350 170 Q430 170 430 330" stroke="${detalhe}" stroke-width="22" fill="none"/>
        <path d="M160 320 L540 320 L500 730 L200 730 Z" fill="${cor}"/>`;
    case 3: // chapéus
      if (has(nome, 'boné', 'viseira')) {
        // Boné: crown with a button; viseira: only the headband. Both with a brim to the front.
        const copa = has(nome, 'viseira')
          ? `<path d="M180 470 Q360 330 540 450 L540 500 Q360 390 180 520 Z" fill="${cor}"/>`
          : `<path d="M200 480 Q200 270 380 270 Q540 280 540 480 Z" fill="${cor}"/>
          <circle cx="375" cy="275" r="14" fill="${detalhe}"/>
          <path d="M380 280 Q330 360 330 480" stroke="${detalhe}" stroke-opacity=".4" stroke-width="6" fill="none"/>`;
        return `${copa}<path d="M540 470 Q640 470 660 540 Q600 560 470 520 Z" fill="${cor}"/>
          <path d="M540 470 Q640 470 660 540" stroke="${detalhe}" stroke-opacity=".45" stroke-width="8" fill="none"/>`;
      }
      if (has(nome, 'bucket')) {
        return `<path d="M120 560 Q350 470 580 560 L520 470 L180 470 Z" fill="${cor}"/>
          <path d="M200 480 L240 280 Q350 250 460 280 L500 480 Z" fill="${cor}" stroke="${detalhe}" stroke-opacity=".35" stroke-width="6"/>`;
      }
      return `<ellipse cx="350" cy="520" rx="300" ry="110" fill="${cor}"/>
        <path d="M220 510 Q220 280 350 280 Q480 280 480 510 Z" fill="${cor}" stroke="${detalhe}" stroke-opacity=".3" stroke-width="6"/>
        <path d="M222 470 Q350 520 478 470 L480 505 Q350 555 220 505 Z" fill="${detalhe}"/>`;
    case 4: // maiôs
      if (has(nome, 'manga longa')) {
        return `<path d="M250 150 L450 150 L600 420 L540 450 L460 300 Q470 560 520 700 Q350 760 180 700 Q230 560 240 300 L160 450 L100 420 Z" fill="${cor}"/>
          <path d="M300 150 Q350 200 400 150" stroke="${detalhe}" stroke-width="10" fill="none"/>`;
      }
      return `<path d="M250 140 L290 140 Q300 260 350 300 Q400 260 410 140 L450 140 Q470 330 470 420 Q470 560 520 700 Q350 760 180 700 Q230 560 230 420 Q230 330 250 140 Z" fill="${cor}"/>
        <path d="M240 420 Q350 470 460 420" stroke="${detalhe}" stroke-width="12" fill="none"/>`;
    default: // cangas e saídas de praia
      if (has(nome, 'redonda')) {
        return `<circle cx="350" cy="440" r="270" fill="${cor}"/><circle cx="350" cy="440" r="200" fill="none" stroke="${detalhe}" stroke-width="10"/>
          ${Array.from({ length: 16 }, (_, i) => {
            const a = (i / 16) * Math.PI * 2;
            return `<circle cx="${(350 + Math.cos(a) * 285).toFixed(0)}" cy="${(440 + Math.sin(a) * 285).toFixed(0)}" r="14" fill="${detalhe}"/>`;
          }).join('')}`;
      }
      if (has(nome, 'kimono', 'vestido')) {
        return `<path d="M260 150 L440 150 L610 330 L540 390 L470 320 L500 740 L200 740 L230 320 L160 390 L90 330 Z" fill="${cor}"/>
          <path d="M300 150 L350 260 L400 150" stroke="${detalhe}" stroke-width="10" fill="none"/>
          <path d="M225 430 L475 430" stroke="${detalhe}" stroke-width="18"/>`;
      }
      return `<rect x="130" y="150" width="440" height="540" rx="14" fill="${cor}"/>
        ${Array.from({ length: 15 }, (_, i) => `<path d="M${145 + i * 29} 690 L${145 + i * 29} 740" stroke="${cor}" stroke-width="8"/>`).join('')}`;
  }
}

/** The SVG of one image: `secundaria` is a closer view in the second colour (when there is one). */
export function desenho(produto: ProdutoSeed, index: number, variante: Variante): string {
  const principal = produto.cores[0]?.hex ?? '#3FBFAD';
  const cor = variante === 'principal' ? principal : (produto.cores[1]?.hex ?? principal);
  const [topo, base] = FUNDOS[(index + (variante === 'principal' ? 0 : 2)) % FUNDOS.length];
  const detalhe = contraste(cor);
  const print = estampa(produto.nome, detalhe);
  const contorno = cor.toUpperCase() === '#FFFFFF' ? 'stroke="#BFB7AA" stroke-width="4"' : '';
  const zoom = variante === 'secundaria' ? 'transform="translate(-105 -120) scale(1.3)"' : '';
  const corpo = silhueta(produto, cor, detalhe);
  // The print is the same silhouette filled with the pattern, clipped to the body.
  const sobreposicao = print ? `<g fill="url(#p)" stroke="none">${silhueta(produto, 'url(#p)', 'none')}</g>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 700 875">
    <defs>
      <linearGradient id="fundo" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${topo}"/><stop offset="1" stop-color="${base}"/></linearGradient>
      <radialGradient id="sombra"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
      <linearGradient id="brilho" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFF" stop-opacity=".22"/><stop offset=".5" stop-color="#FFF" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient>
      ${print}
    </defs>
    <rect width="700" height="875" fill="url(#fundo)"/>
    <circle cx="${variante === 'principal' ? 560 : 140}" cy="120" r="70" fill="#FFFFFF" fill-opacity=".55"/>
    <path d="M0 800 Q175 760 350 800 T700 800 L700 875 L0 875 Z" fill="#FFFFFF" fill-opacity=".5"/>
    <g ${zoom}>
      <ellipse cx="350" cy="775" rx="250" ry="28" fill="url(#sombra)"/>
      <g ${contorno}>${corpo}</g>
      ${sobreposicao}
      <g fill="url(#brilho)" stroke="none" opacity=".9">${silhueta(produto, 'url(#brilho)', 'none')}</g>
    </g>
  </svg>`;
}

/** Writes every product's two images; returns the byte size of each, keyed `<id>/<variante>`. */
export async function writeImages(): Promise<Map<string, number>> {
  rmSync(IMAGES_DIR, { recursive: true, force: true });
  const sizes = new Map<string, number>();
  for (const [index, produto] of PRODUTOS.entries()) {
    const id = index + 1;
    const dir = join(IMAGES_DIR, String(id));
    mkdirSync(dir, { recursive: true });
    for (const variante of ['principal', 'secundaria'] as const) {
      const bytes = await sharp(Buffer.from(desenho(produto, index, variante))).webp({ quality: QUALITY }).toBuffer();
      writeFileSync(join(dir, `${variante}.webp`), bytes);
      sizes.set(`${id}/${variante}`, bytes.length);
    }
  }
  return sizes;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sizes = await writeImages();
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  console.log(`${sizes.size} imagens em ${IMAGES_DIR} (${(total / 1024).toFixed(0)} KB)`);
}
