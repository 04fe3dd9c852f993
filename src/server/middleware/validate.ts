/** Request validation with the shared zod schemas, answering in the API error shape. */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { errorBody, fieldsFromZod, firstCode } from './errors';

/**
 * Which schema each validator checks, by its middleware: the fuzz test over every route reads it from
 * `app.routes` to build requests shaped like the real ones, so garbage reaches past the first check.
 */
export const validatorSchemas = new WeakMap<object, { target: keyof ValidationTargets; schema: ZodType }>();

export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  const middleware = zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const fields = fieldsFromZod(result.error as never);
      return c.json(errorBody(firstCode(fields), { fields }), 400);
    }
  });
  validatorSchemas.set(middleware, { target, schema });
  return middleware;
}
