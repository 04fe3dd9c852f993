/** Public, non-secret facts the UI needs before sign-in: is the AI offline, which billing, chat link. */
import { Hono } from 'hono';
import type { AppEnv } from '../context';

export const configRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { env } = c.get('deps');
  return c.json({
    aiOffline: env.aiOffline,
    aiModel: env.AI_MODEL,
    billingProvider: env.billingProvider,
    chatUrl: env.CHAT_URL,
  });
});
