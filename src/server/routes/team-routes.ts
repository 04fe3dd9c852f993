/**
 * The team of an agency: members, roles and invitations (the owner only), and the invitation link's own
 * two calls (what it is, before signing in; accepting it, signed in with the invited e-mail).
 */
import { Hono } from 'hono';
import type { AppEnv, SessionUser } from '../context';
import { HttpError } from '../http-error';
import { requireUser } from '../middleware/require-user';
import { requireAccess, requireAgency, requireRole, type GatedEnv } from '../middleware/require-access';
import { validate } from '../middleware/validate';
import { isUuid } from '@shared/ids';
import { invitationSchema, memberUpdateSchema, workspaceNameSchema } from '@shared/schemas/team';
import { setWorkspaceName } from '../services/workspace-name';
import {
  acceptInvitation,
  getTeam,
  invitationInfo,
  inviteMember,
  removeMember,
  revokeInvitation,
  updateMember,
} from '../services/team-service';

/** Account ids are letters, digits, '-' and '_' (better-auth's): anything else names nobody. */
const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,200}$/;

function idParam(value: string, code: 'INVITATION_NOT_FOUND' | 'MEMBER_NOT_FOUND'): string {
  // A path id that cannot be a row (a NUL byte above all, which PostgreSQL refuses) is a 404, never a query.
  if (!ACCOUNT_ID.test(value) || (code === 'INVITATION_NOT_FOUND' && !isUuid(value))) {
    throw new HttpError(404, code);
  }
  return value;
}

/** Managing the team: the workspace's owner, on an agency plan. */
export const teamRoutes = new Hono<GatedEnv>()
  .use(requireUser)
  .use(requireAccess)
  .use(requireAgency)
  .use(requireRole('members'))
  .get('/', async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await getTeam(db, c.get('scope'), c.get('profile'), now()));
  })
  .put('/name', validate('json', workspaceNameSchema), async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await setWorkspaceName(db, c.get('scope'), c.req.valid('json'), now()));
  })
  .post('/invitations', validate('json', invitationSchema), async (c) => {
    const { db, mailer, env, now } = c.get('deps');
    const invitation = await inviteMember(
      { db, mailer, appUrl: env.APP_URL },
      c.get('scope'),
      c.get('profile'),
      { id: c.get('user').id, name: c.get('user').name },
      c.req.valid('json'),
      now(),
    );
    return c.json({ invitation }, 201);
  })
  .delete('/invitations/:id', async (c) => {
    const { db, now } = c.get('deps');
    await revokeInvitation(db, c.get('scope'), idParam(c.req.param('id'), 'INVITATION_NOT_FOUND'), now());
    return c.json({ ok: true });
  })
  .patch('/members/:userId', validate('json', memberUpdateSchema), async (c) => {
    const { db, now } = c.get('deps');
    const userId = idParam(c.req.param('userId'), 'MEMBER_NOT_FOUND');
    await updateMember(db, c.get('scope'), userId, c.req.valid('json'), now());
    return c.json({ ok: true });
  })
  .delete('/members/:userId', async (c) => {
    await removeMember(c.get('deps').db, c.get('scope'), idParam(c.req.param('userId'), 'MEMBER_NOT_FOUND'));
    return c.json({ ok: true });
  });

/** The invitation link: readable by anyone holding it; accepted by the invited account, signed in. */
export const invitationRoutes = new Hono<AppEnv>()
  .get('/:token', async (c) => {
    const { db, now } = c.get('deps');
    return c.json({ invitation: await invitationInfo(db, c.req.param('token'), now()) });
  })
  .post('/:token/accept', requireUser, async (c) => {
    const { db, now } = c.get('deps');
    const account = c.get('user') as SessionUser;
    return c.json(await acceptInvitation(db, account, c.req.param('token'), now()));
  });
