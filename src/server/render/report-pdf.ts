/**
 * The monthly report as a PDF (pdfkit): A4 portrait, body text at 11.5 pt, the agency's logo, name and
 * colours from its brand kit, and the client's name and month. Drawn in a render worker (never on the
 * request thread). Each figure is written as one line of text ("Aprovados: 3"), so the PDF reads on a
 * phone and its text can be checked against the figures. The font is the bundled DejaVu Sans; nothing
 * names Pautei: the producer and author are the agency.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { formatInteger } from '@shared/format';
import type { MonthlyReport } from '@shared/schemas/report';
import { fontsDir } from './fonts';

/** Raised when the layout changes, so stored PDFs drawn with the old one are drawn again. */
export const REPORT_PDF_VERSION = 1;

export const BODY_PT = 11.5;
const HEADING_PT = 15;
const TITLE_PT = 22;
const MARGIN = 48;
const INK = '#1F2937';
const MUTED = '#4B5563';

const fmtDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/**
 * DejaVu Sans (Bitstream Vera licence, beside the files): a TrueType file, because pdfkit's subsetter
 * cannot copy composite glyphs (every accented letter) out of the WOFF2 files the slides use.
 */
const fontFile = (weight: 400 | 700) => path.join(fontsDir(), 'dejavu-sans', `${weight}.ttf`);
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function pdfFonts() {
  fonts ??= { regular: readFileSync(fontFile(400)), bold: readFileSync(fontFile(700)) };
  return fonts;
}

function logoBytes(dataUrl: string | null): Buffer | null {
  const m = dataUrl ? /^data:image\/png;base64,(.+)$/.exec(dataUrl) : null;
  return m ? Buffer.from(m[1]!, 'base64') : null;
}

/** The lines of the report, section by section: what the PDF writes (and what the tests read back). */
export function reportSections(report: MonthlyReport): Array<{ title: string; lines: string[] }> {
  const sections: Array<{ title: string; lines: string[] }> = [];
  if (!report.empty) {
    sections.push({
      title: 'Produção',
      lines: [
        `Conteúdos produzidos: ${report.produced.total}`,
        ...report.produced.byKind.map((k) => `${k.count === 1 ? k.label : k.pluralLabel}: ${k.count}`),
      ],
    });
    const a = report.approval;
    sections.push({
      title: 'Aprovação',
      lines: [
        `Aprovados: ${a.approved}`,
        `Na primeira rodada: ${a.firstRound}`,
        `Depois de ajustes: ${a.afterAdjustments}`,
        `Tempo mediano até a aprovação: ${a.medianLabel ?? 'sem dados'}`,
      ],
    });
    const p = report.publication;
    sections.push({
      title: 'Publicação',
      lines: [
        `Planejados: ${p.planned}`,
        `Publicados: ${p.published}`,
        `No horário: ${p.onTime}`,
        `Com atraso: ${p.late}`,
        `Sem horário planejado: ${p.unplanned}`,
        `Não publicados: ${p.notPublished}`,
      ],
    });
    sections.push({
      title: 'Datas comemorativas',
      lines: [
        `Datas cobertas: ${report.dates.covered.length} de ${report.dates.covered.length + report.dates.missed.length}`,
        ...report.dates.covered.map((d) => `${fmtDay(d.date)} — ${d.name}`),
      ],
    });
    if (report.publi.items.length) {
      sections.push({
        title: 'Publicidade',
        lines: [
          `Itens de publi: ${report.publi.items.length} (${report.publi.labelled} com a identificação)`,
          ...report.publi.items.map(
            (i) =>
              `${i.title} (${i.kindLabel}) — ${i.labelled ? 'identificado como Publicidade' : 'sem identificação'}`,
          ),
        ],
      });
    }
    if (report.metrics) {
      sections.push({
        title: 'Alcance e engajamento',
        lines: [
          `Alcance: ${formatInteger(report.metrics.reach)}`,
          `Engajamento: ${formatInteger(report.metrics.engagement)}`,
          ...report.metrics.items.map(
            (i) =>
              `${i.title}: alcance ${i.reach === null ? '—' : formatInteger(i.reach)}, engajamento ${i.engagement === null ? '—' : formatInteger(i.engagement)}`,
          ),
        ],
      });
    }
  }
  const next = report.nextMonth;
  sections.push({
    title: `Plano de ${next.monthLabel}`,
    lines: [
      `Conteúdos agendados: ${next.scheduled.length}`,
      ...next.scheduled.map((s) => `${fmtDay(s.day)} — ${s.title} (${s.kindLabel})`),
      ...(next.dates.length
        ? [`Datas que vêm aí: ${next.dates.map((d) => `${fmtDay(d.date)} ${d.name}`).join('; ')}`]
        : []),
    ],
  });
  return sections;
}

export function drawReportPdf(report: MonthlyReport): Promise<Uint8Array> {
  const { regular, bold } = pdfFonts();
  const title = report.client ? `${report.client.name} — ${report.monthLabel}` : `Relatório de ${report.monthLabel}`;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: MARGIN,
    // The default font would be read from pdfkit's own files; the bundled one is used throughout. pdfkit
    // takes the default by name or file path (it reads the file once per document, and reuses it when a
    // long text goes on to a new page).
    font: fontFile(400),
    info: { Title: title, Author: report.brand.name, Creator: report.brand.name, Producer: report.brand.name },
    lang: 'pt-BR',
  });
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  // The header band in the agency's colours (the kit's text colour is checked against its background).
  const bandHeight = 110;
  doc.rect(0, 0, doc.page.width, bandHeight).fill(report.brand.background);
  if (report.brand.accent) doc.rect(0, bandHeight, doc.page.width, 4).fill(report.brand.accent);
  let textX = MARGIN;
  const logo = logoBytes(report.brand.logo);
  if (logo) {
    try {
      doc.image(logo, MARGIN, 24, { fit: [64, 64] });
      textX = MARGIN + 80;
    } catch {
      // A logo that cannot be drawn leaves the name alone in the band rather than failing the report.
    }
  }
  doc
    .fillColor(report.brand.text)
    .font('bold')
    .fontSize(13)
    .text(report.brand.name, textX, 28, { width: width - (textX - MARGIN) });
  doc
    .font('bold')
    .fontSize(TITLE_PT)
    .text(`Relatório de ${report.monthLabel}`, textX, 48, { width: width - (textX - MARGIN) });
  if (report.client) {
    doc
      .font('body')
      .fontSize(BODY_PT + 1)
      .text(`Cliente: ${report.client.name}`, textX, 78, { width: width - (textX - MARGIN) });
  }

  doc.x = MARGIN;
  doc.y = bandHeight + 28;
  doc.fillColor(INK).font('body').fontSize(BODY_PT).text(report.opening, { width, lineGap: 3 });

  for (const section of reportSections(report)) {
    doc.moveDown(1);
    if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
    const top = doc.y;
    doc.rect(MARGIN, top + 2, 4, HEADING_PT).fill(report.brand.accent ?? report.brand.text);
    doc
      .fillColor(INK)
      .font('bold')
      .fontSize(HEADING_PT)
      .text(section.title, MARGIN + 12, top, { width: width - 12 });
    doc.moveDown(0.3);
    doc.font('body').fontSize(BODY_PT);
    for (const [i, line] of section.lines.entries()) {
      doc.fillColor(i === 0 ? INK : MUTED).text(line, MARGIN + 12, doc.y, { width: width - 12, lineGap: 2 });
    }
  }
  doc.moveDown(2);
  doc
    .fillColor(MUTED)
    .font('body')
    .fontSize(BODY_PT)
    .text(`Relatório preparado por ${report.brand.name}.`, MARGIN, doc.y, {
      width,
    });
  doc.end();
  return done;
}
