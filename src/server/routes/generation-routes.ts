import { Hono } from 'hono';
import type { AppEnv } from '../context';

export const generationRoutes = new Hono<AppEnv>();
