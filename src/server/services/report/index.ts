/**
 * The monthly report ("Relatório do mês"):
 * - build.ts: the figures of a client's (or a creator's) São Paulo month, read through the owner scope;
 * - opening.ts: the opening paragraph, written from those figures by rule (the offline writer);
 * - model-opening.ts, opening-guard.ts: the paragraph written by the AI model, shown only when every
 *   number it states is one of the report's;
 * - links.ts: the no-login report links (bearer secrets like review links) and the public page's data;
 * - pdf.ts: the PDF, drawn in a render worker and kept by the hash of what it shows.
 */
export { buildMonthlyReport, checkReportMonth, getMonthlyReport, resolveReportSubject, setItemMetrics } from './build';
export { createReportLink, getPublicReport, listReportLinks, revokeReportLink, type ReportLinkView } from './links';
export { reportPdf, reportFileName, REPORT_PDF_MAX_BYTES } from './pdf';
export { OPENING_USAGE_ACTION, type OpeningModel } from './model-opening';
