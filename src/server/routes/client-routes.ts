import { Hono } from 'hono';
import type { AppEnv } from '../context';

export const clientRoutes = new Hono<AppEnv>();
