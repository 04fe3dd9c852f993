/**
 * "Avisar no celular na hora de postar": the server's public VAPID key (the browser subscribes with it)
 * and this browser's subscription, saved or removed for the signed-in person only.
 */
import { Hono } from 'hono';
import type { AppEnv, SessionUser } from '../context';
import { HttpError } from '../http-error';
import { requireUser } from '../middleware/require-user';
import { validate } from '../middleware/validate';
import { pushSubscriptionBodySchema, pushUnsubscribeBodySchema } from '@shared/schemas/push';
import { removePushSubscription, savePushSubscription } from '../services/push-service';

type UserEnv = AppEnv & { Variables: { user: SessionUser } };

export const pushRoutes = new Hono<UserEnv>()
  .use(requireUser)
  // null: this server sends no push (no VAPID keys), and the switch is not offered.
  .get('/key', (c) => c.json({ publicKey: c.get('deps').env.vapid?.publicKey ?? null }))
  .put('/subscription', validate('json', pushSubscriptionBodySchema), async (c) => {
    const { db, env, now } = c.get('deps');
    if (!env.vapid) throw new HttpError(409, 'PUSH_UNAVAILABLE');
    return c.json(await savePushSubscription(db, c.get('user').id, c.req.valid('json'), now()));
  })
  .delete('/subscription', validate('json', pushUnsubscribeBodySchema), async (c) =>
    c.json(await removePushSubscription(c.get('deps').db, c.get('user').id, c.req.valid('json').endpoint)),
  );
