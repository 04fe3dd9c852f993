import { Hono } from 'hono';
import type { AppEnv } from '../context';

export const adminRoutes = new Hono<AppEnv>();
