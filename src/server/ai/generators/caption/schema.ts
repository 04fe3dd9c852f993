import { z } from 'zod';

/** Plain-text reply: any non-blank text. */
export const captionOutputSchema = z.string().trim().min(1);
export const outputSchema = captionOutputSchema;
