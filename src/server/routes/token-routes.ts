import { Hono } from 'hono';
import type { AppEnv } from '../context';

export const tokenRoutes = new Hono<AppEnv>();
