/**
 * The team's internal review (decision 0022): the workspace's setting (the owner, on the Equipe page),
 * the states of its items, submitting an item (who may edit) and answering it (Revisor and Dono).
 */
import { Hono } from 'hono';
import { requireUser } from '../middleware/require-user';
import { requireAccess, requireAgency, requireRole, type GatedEnv } from '../middleware/require-access';
import { validate } from '../middleware/validate';
import { internalReviewAnswerSchema, internalReviewSettingSchema } from '@shared/schemas/internal-review';
import {
  answerInternalReview,
  internalReviewOverview,
  reviewWaitingFor,
  setInternalReview,
  submitForInternalReview,
} from '../services/internal-review-service';

export const internalReviewRoutes = new Hono<GatedEnv>()
  .use(requireUser)
  .use(requireAccess)
  .get('/', async (c) => c.json(await internalReviewOverview(c.get('deps').db, c.get('scope'))))
  .get('/waiting', async (c) => c.json({ waiting: await reviewWaitingFor(c.get('deps').db, c.get('scope')) }))
  .put('/setting', requireAgency, requireRole('members'), validate('json', internalReviewSettingSchema), async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await setInternalReview(db, c.get('scope'), c.req.valid('json').enabled, now()));
  })
  .post('/items/:id/submit', requireRole('edit'), async (c) => {
    const { db, now } = c.get('deps');
    return c.json({ item: await submitForInternalReview(db, c.get('scope'), c.req.param('id'), now()) });
  })
  .post(
    '/items/:id/answer',
    requireRole('reviewInternally'),
    validate('json', internalReviewAnswerSchema),
    async (c) => {
      const { db, now } = c.get('deps');
      const item = await answerInternalReview(db, c.get('scope'), c.req.param('id'), c.req.valid('json'), now());
      return c.json({ item });
    },
  );
