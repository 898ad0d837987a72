import type { jsPDF } from 'jspdf';
import { colors } from '../theme/tokens';
import { alinhamento, celulaTexto, formatDataCsv } from './formato';
import { ceder, faixa, mapearEmLotes } from './progresso';
import type { OpcoesExportacao, Relatorio } from './tipos';

/** A chart for the PDF: a canvas, an SVG (drawn onto a canvas first) or a PNG/JPEG data URL already made. */
export type GraficoPdf = HTMLCanvasElement | SVGSVGElement | string;

export interface OpcoesPdf extends OpcoesExportacao {
  /** Printed on the first page, between the header and the table, at the page's width. */
  grafico?: GraficoPdf | null;
}

/** "01/11/2026 a 30/11/2026", or one day alone. */
export function descreverPeriodo({ de, ate }: Relatorio['periodo']): string {
  return de === ate ? formatDataCsv(de) : `${formatDataCsv(de)} a ${formatDataCsv(ate)}`;
}

/** "Página 1 de 3". */
export const textoPagina = (pagina: number, total: number) => `Página ${pagina} de ${total}`;

// A4 portrait in millimetres.
const MARGEM = 14;
const ALTURA_CABECALHO = 24;
const ALTURA_RODAPE = 12;

/** "#0e7490" -> [14, 116, 144]: jsPDF and autoTable take colours as RGB. */
function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

interface TabelaFeita {
  finalY: number;
  head: { height: number }[];
}

/** autoTable leaves the table it drew on the document; its typings do not declare the property. */
const ultimaTabela = (doc: jsPDF) => (doc as unknown as { lastAutoTable?: TabelaFeita }).lastAutoTable;

/** An SVG chart as a PNG data URL, drawn on a canvas at twice its size so it prints sharp. */
async function svgParaPng(svg: SVGSVGElement): Promise<string> {
  const { width, height } = svg.getBoundingClientRect();
  const texto = new XMLSerializer().serializeToString(svg);
  const url = URL.createObjectURL(new Blob([texto], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const imagem = new Image();
    await new Promise<void>((resolve, reject) => {
      imagem.onload = () => resolve();
      imagem.onerror = () => reject(new Error('Não foi possível desenhar o gráfico'));
      imagem.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * 2));
    canvas.height = Math.max(1, Math.round(height * 2));
    const contexto = canvas.getContext('2d');
    if (!contexto) throw new Error('Não foi possível desenhar o gráfico');
    contexto.fillStyle = colors.surface; // the paper the chart sits on
    contexto.fillRect(0, 0, canvas.width, canvas.height);
    contexto.drawImage(imagem, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/png');
  } finally {
    URL.revokeObjectURL(url);
  }
}

async function imagemDoGrafico(grafico: GraficoPdf): Promise<string> {
  if (typeof grafico === 'string') return grafico;
  if (grafico instanceof HTMLCanvasElement) return grafico.toDataURL('image/png');
  return svgParaPng(grafico);
}

/**
 * A report as an A4 PDF: on every page the shop's name, the report's title and period at the top and
 * "Página 1 de N" at the bottom; the chart (if any) on the first page; the table with its header
 * repeated on each page and the totals row last. jsPDF and autoTable are loaded here, on the first
 * export, so no page downloads them before someone exports. The table is drawn in batches with the
 * browser's turn between them: each batch continues where the last one ended, its header row kept
 * invisible in the space the previous batch already used, so the result reads as one table.
 */
export async function exportarPdf(relatorio: Relatorio, opcoes: OpcoesPdf = {}): Promise<Blob> {
  const doc = await gerarPdf(relatorio, opcoes);
  return doc.output('blob');
}

/** The jsPDF document `exportarPdf` saves (tests read its text). */
export async function gerarPdf(relatorio: Relatorio, opcoes: OpcoesPdf = {}): Promise<jsPDF> {
  const passo = opcoes.ceder ?? ceder;
  const lotes = { tamanho: opcoes.tamanhoDoLote ?? 500, sinal: opcoes.sinal, ceder: passo };
  opcoes.aoProgredir?.(0);
  const [{ jsPDF: JsPdf }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const { colunas } = relatorio;

  // Cell texts first (a quarter of the work), in batches.
  const corpo = await mapearEmLotes(
    relatorio.linhas,
    (linha) => colunas.map((c) => celulaTexto(linha[c.chave], c.tipo)),
    lotes,
    faixa(opcoes.aoProgredir, 0, 0.25),
  );

  const doc = new JsPdf({ unit: 'mm', format: 'a4', orientation: 'portrait' });
  const largura = doc.internal.pageSize.getWidth();
  const altura = doc.internal.pageSize.getHeight();
  let inicioTabela = MARGEM + ALTURA_CABECALHO;

  if (opcoes.grafico) {
    const imagem = await imagemDoGrafico(opcoes.grafico);
    const propriedades = doc.getImageProperties(imagem);
    const larguraImagem = largura - 2 * MARGEM;
    const alturaImagem = Math.min(larguraImagem * (propriedades.height / propriedades.width), altura / 3);
    doc.addImage(imagem, propriedades.fileType, MARGEM, inicioTabela, larguraImagem, alturaImagem);
    inicioTabela += alturaImagem + 6;
  }

  const destaque = rgb(colors.primary);
  const estilos = {
    theme: 'striped' as const,
    margin: { top: MARGEM + ALTURA_CABECALHO, bottom: MARGEM + ALTURA_RODAPE, left: MARGEM, right: MARGEM },
    styles: { font: 'helvetica', fontSize: 8, cellPadding: 1.5, overflow: 'ellipsize' as const },
    // The screen's table colours (theme tokens): the header as a primary button, the totals row as the table's foot.
    headStyles: { fillColor: destaque, textColor: rgb(colors.white), fontStyle: 'bold' as const },
    footStyles: { fillColor: rgb(colors.surfaceMuted), textColor: rgb(colors.text), fontStyle: 'bold' as const },
    columnStyles: Object.fromEntries(colunas.map((c, i) => [i, { halign: alinhamento(c.tipo) }])),
    head: [colunas.map((c) => c.titulo)],
    showHead: 'everyPage' as const,
  };

  const desenhar = faixa(opcoes.aoProgredir, 0.25, 0.95);
  const total = corpo.length;
  const totais = relatorio.totais ? [colunas.map((c) => celulaTexto(relatorio.totais?.[c.chave], c.tipo))] : undefined;
  for (let inicio = 0; inicio === 0 || inicio < total; inicio += lotes.tamanho) {
    lotes.sinal?.throwIfAborted();
    const lote = corpo.slice(inicio, inicio + lotes.tamanho);
    const ultimo = inicio + lotes.tamanho >= total;
    const anterior = ultimaTabela(doc);
    const continua = inicio > 0 && anterior !== undefined;
    autoTable(doc, {
      ...estilos,
      body: lote,
      foot: ultimo ? totais : undefined,
      showFoot: 'lastPage',
      // A continuing batch starts one header row above where the last one ended, and does not draw that
      // header on its first page: its rows follow the previous batch's; on later pages the header shows.
      startY: continua ? anterior.finalY - (anterior.head[0]?.height ?? 0) : inicioTabela,
      willDrawCell: continua ? (dados) => !(dados.section === 'head' && dados.pageNumber === 1) : undefined,
    });
    desenhar(Math.min(inicio + lotes.tamanho, total), total);
    await passo();
  }

  // Header and footer on every page, now that the page count is known.
  const paginas = doc.getNumberOfPages();
  const periodo = descreverPeriodo(relatorio.periodo);
  for (let pagina = 1; pagina <= paginas; pagina++) {
    doc.setPage(pagina);
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(14);
    doc.setTextColor(...destaque);
    doc.text(relatorio.nomeLoja, MARGEM, MARGEM + 4);
    doc.setFontSize(11);
    doc.setTextColor(15, 23, 42);
    doc.text(relatorio.titulo, MARGEM, MARGEM + 11);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    doc.setTextColor(71, 85, 105);
    doc.text(`Período: ${periodo}`, MARGEM, MARGEM + 17);
    doc.setDrawColor(...destaque);
    doc.line(MARGEM, MARGEM + 20, largura - MARGEM, MARGEM + 20);
    doc.setFontSize(8);
    doc.text(textoPagina(pagina, paginas), largura - MARGEM, altura - MARGEM, { align: 'right' });
  }
  opcoes.aoProgredir?.(1);
  return doc;
}
