/** Request validation with the shared zod schemas, answering in the API error shape. */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { errorBody, fieldsFromZod, firstCode } from './errors';

export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const fields = fieldsFromZod(result.error as never);
      return c.json(errorBody(firstCode(fields), { fields }), 400);
    }
  });
}
