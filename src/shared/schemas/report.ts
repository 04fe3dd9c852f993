/** The monthly report's requests and what the API answers (`/api/reports`, `/api/report-links/:token`). */
import { z } from 'zod';
import type { ContentKind } from '../content-kinds';
import { REPORT_MONTH_PATTERN } from '../report/figures';
import { plainText } from './text';

/** 'YYYY-MM'; a well-formed month outside 2000–2100 is refused by the service with its own message. */
export const reportMonthSchema = plainText().regex(REPORT_MONTH_PATTERN, 'REPORT_MONTH_INVALID');

/** Which report: a month, and an agency's client (absent for a creator's own report). */
export const reportQuerySchema = z.object({
  month: reportMonthSchema,
  clientId: plainText().max(100).optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** The longest a report link stays open, and its default. */
export const REPORT_LINK_MAX_DAYS = 90;
export const REPORT_LINK_DEFAULT_DAYS = 30;

export const createReportLinkSchema = z
  .object({
    month: reportMonthSchema,
    clientId: plainText().max(100).optional(),
    expiresInDays: z
      .number({ message: 'REPORT_LINK_DAYS_INVALID' })
      .int('REPORT_LINK_DAYS_INVALID')
      .min(1, 'REPORT_LINK_DAYS_INVALID')
      .max(REPORT_LINK_MAX_DAYS, 'REPORT_LINK_DAYS_INVALID')
      .default(REPORT_LINK_DEFAULT_DAYS),
  })
  .strict();
export type CreateReportLinkInput = z.infer<typeof createReportLinkSchema>;

/** Reach and engagement are counts a person types from the network's insights: whole, 0 to a billion. */
export const METRIC_MAX = 1_000_000_000;
const metric = z
  .number({ message: 'REPORT_METRIC_INVALID' })
  .int('REPORT_METRIC_INVALID')
  .min(0, 'REPORT_METRIC_INVALID')
  .max(METRIC_MAX, 'REPORT_METRIC_INVALID')
  .nullable();

export const itemMetricsSchema = z.object({ reach: metric, engagement: metric }).strict();
export type ItemMetricsInput = z.infer<typeof itemMetricsSchema>;

/** A token of a report link: 43 base64url characters (256 bits). */
export const REPORT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface ReportBrand {
  /** The agency's name (or the creator's), shown instead of Pautei's. */
  name: string;
  background: string;
  text: string;
  accent: string | null;
  /** The kit's logo as a PNG data URL, or null. */
  logo: string | null;
}

export interface ReportItemRef {
  id: string;
  title: string;
  kind: ContentKind;
  kindLabel: string;
}

export interface MonthlyReport {
  /** 'YYYY-MM' */
  month: string;
  /** "novembro de 2026" */
  monthLabel: string;
  client: { id: string; name: string } | null;
  brand: ReportBrand;
  /** True when nothing happened in the month: the report says so instead of showing zeros. */
  empty: boolean;
  opening: string;
  produced: {
    total: number;
    /** `label` names one item ('Legenda'), `pluralLabel` several ('Legendas'). */
    byKind: Array<{ kind: ContentKind; label: string; pluralLabel: string; count: number }>;
  };
  approval: {
    approved: number;
    firstRound: number;
    afterAdjustments: number;
    /** Median milliseconds from sending to approval; null when no approval had a known send time. */
    medianMs: number | null;
    medianLabel: string | null;
  };
  publication: {
    /** Items whose planned time fell in the month. */
    planned: number;
    /** Items published in the month. */
    published: number;
    onTime: number;
    late: number;
    /** Published without a planned time. */
    unplanned: number;
    /** Planned in the month and marked as not published. */
    notPublished: number;
    /** The month's published items, with the reach and engagement typed for each (null: not typed). */
    items: Array<ReportItemRef & { reach: number | null; engagement: number | null }>;
  };
  dates: {
    covered: Array<{ name: string; date: string }>;
    missed: Array<{ name: string; date: string }>;
  };
  publi: { items: Array<ReportItemRef & { labelled: boolean }>; labelled: number; unlabelled: number };
  /** Typed per published item; null when none of the month's published items has a figure. */
  metrics: {
    items: Array<ReportItemRef & { reach: number | null; engagement: number | null }>;
    reach: number;
    engagement: number;
  } | null;
  nextMonth: {
    month: string;
    monthLabel: string;
    scheduled: Array<ReportItemRef & { day: string }>;
    dates: Array<{ name: string; date: string }>;
  };
}
