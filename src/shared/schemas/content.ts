/** Requests of the saved-content API (/api/content). Messages are catalogue codes. */
import { z } from 'zod';
import { CONTENT_KINDS } from '../content-kinds';
import { APPROVAL_STATES } from './approval';
import { plainLine, plainText } from './text';

export const CONTENT_STATUS_FILTERS = ['all', 'completed', 'pending', 'in_progress'] as const;
export type ContentStatusFilter = (typeof CONTENT_STATUS_FILTERS)[number];

export const CONTENT_TYPE_FILTERS = ['all', ...CONTENT_KINDS] as const;
export type ContentTypeFilter = (typeof CONTENT_TYPE_FILTERS)[number];

export const CONTENT_APPROVAL_FILTERS = ['all', ...APPROVAL_STATES] as const;
export type ContentApprovalFilter = (typeof CONTENT_APPROVAL_FILTERS)[number];

export const CONTENT_PAGE_DEFAULT = 20;
export const CONTENT_PAGE_MAX = 100;
export const MAX_CONTENT_LENGTH = 50_000;
export const MAX_TITLE_LENGTH = 200;
export const MAX_PARTS = 50;

/** Query string of GET /api/content (all values arrive as strings). */
export const contentListQuerySchema = z.object({
  type: z.enum(CONTENT_TYPE_FILTERS).default('all'),
  status: z.enum(CONTENT_STATUS_FILTERS).default('all'),
  approval: z.enum(CONTENT_APPROVAL_FILTERS).default('all'),
  clientId: z
    .union([z.guid(), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  /** Only the items this person of the workspace created ("criado por Ana"). */
  createdBy: plainLine()
    .max(200)
    .optional()
    .transform((v) => v || undefined),
  limit: z.coerce.number().int().min(1).max(CONTENT_PAGE_MAX).default(CONTENT_PAGE_DEFAULT),
  cursor: plainLine().max(200).optional(),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

/** PATCH /api/content/:id — inline edit of the title and/or the content. */
export const contentUpdateSchema = z
  .object({
    title: plainLine().trim().min(1, 'TITLE_REQUIRED').max(MAX_TITLE_LENGTH).optional(),
    content: plainText().trim().min(1, 'CONTENT_REQUIRED').max(MAX_CONTENT_LENGTH, 'CONTENT_TOO_LONG').optional(),
  })
  .refine((v) => v.title !== undefined || v.content !== undefined, { message: 'CONTENT_EDIT_EMPTY' });
export type ContentUpdateInput = z.infer<typeof contentUpdateSchema>;

/** PUT /api/content/:id/publi — the item's "É publicidade?" switch. */
export const contentPubliSchema = z.object({ isAd: z.boolean() });

/** PUT /api/content/:id/completed — the task toggle. */
export const contentCompletedSchema = z.object({ completed: z.boolean() });

export const contentPartSchema = z.object({
  id: plainLine().min(1).max(100),
  time: plainLine().max(50).optional(),
  type: plainLine().max(50).optional(),
  content: plainText().trim().min(1, 'PART_CONTENT_REQUIRED').max(4000),
  engagement_tip: plainText().max(1000).optional(),
  completed: z.boolean(),
});

/** PUT /api/content/:id/parts — the whole parts array is saved at once. */
export const contentPartsSchema = z.object({ parts: z.array(contentPartSchema).max(MAX_PARTS) });
export type ContentPartsInput = z.infer<typeof contentPartsSchema>;
