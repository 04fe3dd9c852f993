/**
 * The report's PDF: drawn by a render worker (off the request thread) and kept in `report_documents` by
 * the hash of everything it shows (the report's figures and texts, the brand, the layout's version), so
 * the same report is drawn once and every instance serves the same bytes. A changed figure is a new hash.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { reportDocuments } from '@server/db/schema';
import type { RenderPool } from '@server/render/pool';
import { REPORT_PDF_VERSION } from '@server/render/report-pdf';
import type { MonthlyReport } from '@shared/schemas/report';

/** A PDF above this would not travel well over a phone's data plan; the layout keeps far below it. */
export const REPORT_PDF_MAX_BYTES = 500 * 1024;

export interface ReportPdf {
  hash: string;
  bytes: Uint8Array;
  fileName: string;
}

export function reportHash(report: MonthlyReport): string {
  return createHash('sha256').update(`v${REPORT_PDF_VERSION}\n`).update(JSON.stringify(report)).digest('hex');
}

/** "relatorio-padaria-pao-quente-2026-11.pdf": ASCII only, so every phone saves it under this name. */
export function reportFileName(report: MonthlyReport): string {
  const who = (report.client?.name ?? report.brand.name)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `relatorio-${who || 'mensal'}-${report.month}.pdf`;
}

export async function reportPdf(deps: { db: Database; pool: RenderPool }, report: MonthlyReport): Promise<ReportPdf> {
  const hash = reportHash(report);
  const fileName = reportFileName(report);
  const [stored] = await deps.db.select().from(reportDocuments).where(eq(reportDocuments.hash, hash));
  if (stored) return { hash, bytes: stored.bytes, fileName };
  const bytes = await deps.pool.run({ op: 'reportPdf', report });
  if (bytes.byteLength > REPORT_PDF_MAX_BYTES) {
    // Never expected (a report is text and one small logo); refused loudly rather than sent to a phone.
    throw new Error(`report PDF of ${bytes.byteLength} bytes is over ${REPORT_PDF_MAX_BYTES}`);
  }
  await deps.db.insert(reportDocuments).values({ hash, bytes }).onConflictDoNothing();
  return { hash, bytes, fileName };
}
