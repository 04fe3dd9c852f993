/** Versions of a saved item (/api/content/:id/versions). Messages are catalogue codes. */
import { z } from 'zod';
import { plainLine } from './text';

export const VERSION_ORIGINS = ['generated', 'edited', 'regenerated', 'restored'] as const;
export type VersionOrigin = (typeof VERSION_ORIGINS)[number];

const versionNumber = z.coerce.number().int().min(1).max(1_000_000);

/** Query string of GET /api/content/:id/versions/compare. */
export const versionCompareQuerySchema = z.object({ from: versionNumber, to: versionNumber });

/** Route parameter of POST /api/content/:id/versions/:version/restore. */
export const versionParamSchema = z.object({ id: plainLine().max(100), version: versionNumber });
