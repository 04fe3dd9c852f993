import { Hono } from 'hono';
import type { AppEnv } from '../context';

export const insightsRoutes = new Hono<AppEnv>();
