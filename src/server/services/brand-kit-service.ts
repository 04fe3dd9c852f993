/**
 * Brand kits ("Kit da marca"): the workspace's own ('self') and one per agency client, read and changed
 * through the owner scope like the brand voice. A client outside the scope is simply not found (404).
 * Saving checks what the renderer cannot fix later: the text colour must be readable on the background
 * (WCAG AA, with a suggested colour when it is not) and a logo must be a real PNG, JPEG or WebP (the
 * renderer decodes it and keeps its own PNG copy). Nothing is written when a check fails.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { brandKits } from '../db/schema';
import { HttpError } from '../http-error';
import { findScopedClient, ownerScopeOf, type OwnerScope } from '../scope/owner-scope';
import { workspaceNameOf } from './workspace-name';
import type { ReportBrand } from '@shared/schemas/report';
import { checkContrast, type ContrastCheck } from '@shared/render/contrast';
import {
  DEFAULT_BRAND_KIT,
  FONT_PAIRS,
  LOGO_MAX_BYTES,
  type BrandColors,
  type BrandKitFields,
  type FontPairId,
} from '@shared/render/brand-kit';
import type { brandKitInputSchema } from '@shared/render/brand-kit';
import type { z } from 'zod';
import { RenderRefusal, type KitLogo, type RenderKit } from '../render/types';

export const SELF_SUBJECT = 'self';

export interface BrandKitView extends BrandKitFields {
  subject: string;
  clientId: string | null;
  /** True when nothing was saved yet: the fields are the default kit's. */
  isDefault: boolean;
  logo: { dataUrl: string; width: number; height: number } | null;
  contrast: ContrastCheck;
}

type Row = typeof brandKits.$inferSelect;

async function resolveSubject(db: Database, scope: OwnerScope, subject: string) {
  if (subject === SELF_SUBJECT) return { subject, clientId: null };
  const client = scope.agency ? await findScopedClient(db, scope, subject) : undefined;
  if (!client) throw new HttpError(404, 'BRAND_KIT_NOT_FOUND');
  return { subject: client.id, clientId: client.id };
}

async function storedKit(db: Database, ownerUserId: string, subject: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(brandKits)
    .where(and(eq(brandKits.ownerUserId, ownerUserId), eq(brandKits.subject, subject)));
  return row;
}

function fieldsOf(row: Row | undefined): BrandKitFields {
  if (!row) return DEFAULT_BRAND_KIT;
  // A pair no longer offered falls back to the default rather than failing every render.
  const fontPair = (row.fontPair in FONT_PAIRS ? row.fontPair : DEFAULT_BRAND_KIT.fontPair) as FontPairId;
  return { colors: row.colors, fontPair, handle: row.handle };
}

function logoOf(row: Row | undefined): KitLogo | null {
  if (!row?.logoPng || !row.logoWidth || !row.logoHeight || !row.logoHash) return null;
  return { png: row.logoPng, width: row.logoWidth, height: row.logoHeight, hash: row.logoHash };
}

function viewOf(subject: { subject: string; clientId: string | null }, row: Row | undefined): BrandKitView {
  const fields = fieldsOf(row);
  const logo = logoOf(row);
  return {
    ...subject,
    ...fields,
    isDefault: !row,
    logo: logo
      ? {
          dataUrl: `data:image/png;base64,${Buffer.from(logo.png).toString('base64')}`,
          width: logo.width,
          height: logo.height,
        }
      : null,
    contrast: checkContrast(fields.colors.text, fields.colors.background),
  };
}

export async function getBrandKit(db: Database, scope: OwnerScope, subjectId: string): Promise<BrandKitView> {
  const s = await resolveSubject(db, scope, subjectId);
  return viewOf(s, await storedKit(db, scope.workspaceId, s.subject));
}

/**
 * The kit a render uses: the client's own; else the workspace's (an agency that set one kit for all its
 * clients); else the default. clientId null: the workspace's, else the default.
 */
export async function loadRenderKit(db: Database, scope: OwnerScope, clientId: string | null): Promise<RenderKit> {
  const s = await resolveSubject(db, scope, clientId ?? SELF_SUBJECT);
  let row = await storedKit(db, scope.workspaceId, s.subject);
  if (!row && s.subject !== SELF_SUBJECT) row = await storedKit(db, scope.workspaceId, SELF_SUBJECT);
  return { ...fieldsOf(row), logo: logoOf(row) };
}

/**
 * How the workspace shows itself to its clients (the report, the review page): its own kit's colours and
 * logo and its name, instead of Pautei's. The workspace's kit ('self'), else the default kit.
 */
export async function workspaceBrand(db: Database, workspaceId: string): Promise<ReportBrand> {
  const kit = await loadRenderKit(db, ownerScopeOf(workspaceId, false), null);
  return {
    name: await workspaceNameOf(db, workspaceId),
    background: kit.colors.background,
    text: kit.colors.text,
    accent: kit.colors.accent,
    logo: kit.logo ? `data:image/png;base64,${Buffer.from(kit.logo.png).toString('base64')}` : null,
  };
}

export interface SaveBrandKitInput {
  kit: z.output<typeof brandKitInputSchema>;
  /** Decodes and re-encodes an uploaded logo (the render pool); throws RenderRefusal for a bad file. */
  encodeLogo: (bytes: Uint8Array) => Promise<KitLogo>;
  now: Date;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of an uploaded logo: plain base64 or a data URL; too large or not base64 is refused. */
function decodeLogo(value: string): Uint8Array {
  const payload = value.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
  if (!payload || payload.length % 4 !== 0 || !BASE64.test(payload)) throw new HttpError(422, 'BRAND_KIT_LOGO_INVALID');
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.byteLength > LOGO_MAX_BYTES) throw new HttpError(413, 'BRAND_KIT_LOGO_TOO_LARGE');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function assertReadable(colors: BrandColors): void {
  const check = checkContrast(colors.text, colors.background);
  if (!check.passes) {
    throw new HttpError(422, 'BRAND_KIT_CONTRAST_LOW', {
      params: { ratio: check.ratio.toFixed(1).replace('.', ','), suggestion: check.suggestion ?? '' },
      fields: { 'colors.text': 'BRAND_KIT_CONTRAST_LOW' },
    });
  }
}

export async function saveBrandKit(
  db: Database,
  scope: OwnerScope,
  subjectId: string,
  input: SaveBrandKitInput,
): Promise<BrandKitView> {
  const s = await resolveSubject(db, scope, subjectId);
  const { kit } = input;
  assertReadable(kit.colors);
  // undefined keeps the stored logo, null removes it, a string replaces it.
  let logo: KitLogo | null | undefined;
  if (kit.logo === null) logo = null;
  else if (typeof kit.logo === 'string') {
    try {
      logo = await input.encodeLogo(decodeLogo(kit.logo));
    } catch (error) {
      if (error instanceof RenderRefusal) {
        throw new HttpError(422, error.code === 'BRAND_KIT_LOGO_DIMENSIONS' ? error.code : 'BRAND_KIT_LOGO_INVALID');
      }
      throw error;
    }
  }
  const logoColumns =
    logo === undefined
      ? {}
      : {
          logoPng: logo?.png ?? null,
          logoWidth: logo?.width ?? null,
          logoHeight: logo?.height ?? null,
          logoHash: logo?.hash ?? null,
        };
  const values = { colors: kit.colors, fontPair: kit.fontPair, handle: kit.handle, updatedAt: input.now };
  await db
    .insert(brandKits)
    .values({ ownerUserId: scope.workspaceId, subject: s.subject, clientId: s.clientId, ...values, ...logoColumns })
    .onConflictDoUpdate({ target: [brandKits.ownerUserId, brandKits.subject], set: { ...values, ...logoColumns } });
  return viewOf(s, await storedKit(db, scope.workspaceId, s.subject));
}
