/** Messages between the render pool (main thread) and its workers. */
import type { MonthlyReport } from '@shared/schemas/report';
import type { DeckInput, Frame, KitLogo, RenderKit } from './types';

export type RenderJob =
  | { op: 'layout'; deck: DeckInput }
  | { op: 'draw'; frame: Frame; kit: RenderKit }
  | { op: 'logo'; bytes: Uint8Array }
  /** A stored JPEG drawn again at a smaller size (a screen-sized copy): JPEG bytes back. */
  | { op: 'scale'; bytes: Uint8Array; width: number; height: number }
  | { op: 'reportPdf'; report: MonthlyReport };

export interface JobResults {
  layout: Frame[];
  draw: Uint8Array;
  logo: KitLogo;
  scale: Uint8Array;
  reportPdf: Uint8Array;
}

export type WorkerRequest = { id: number; job: RenderJob };

export type WorkerReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; refusal?: { code: string; params: Record<string, string | number> }; message: string };
