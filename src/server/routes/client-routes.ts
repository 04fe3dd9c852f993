/** Agency clients: agency accounts only; every call is limited to the agency's own clients. */
import { Hono } from 'hono';
import { requireUser } from '../middleware/require-user';
import { requireAccess, requireAgency, requireRole, type GatedEnv } from '../middleware/require-access';
import { validate } from '../middleware/validate';
import { clientExportQuerySchema, clientFormSchema, toClientInput } from '@shared/schemas/clients';
import {
  createClient,
  deleteClient,
  exportClientContent,
  getClient,
  listClientContent,
  listClients,
  updateClient,
} from '../services/client-service';
import { brandKitInputSchema } from '@shared/render/brand-kit';
import { getBrandKit, saveBrandKit } from '../services/brand-kit-service';

export const clientRoutes = new Hono<GatedEnv>()
  .use(requireUser)
  .use(requireAccess)
  .use(requireAgency)
  .get('/', async (c) => {
    return c.json(await listClients(c.get('deps').db, c.get('scope')));
  })
  .post('/', requireRole('manageClients'), validate('json', clientFormSchema), async (c) => {
    const created = await createClient(c.get('deps').db, c.get('scope'), toClientInput(c.req.valid('json')));
    return c.json(created, 201);
  })
  .get('/:id', async (c) => {
    return c.json({ client: await getClient(c.get('deps').db, c.get('scope'), c.req.param('id')) });
  })
  .patch('/:id', requireRole('manageClients'), validate('json', clientFormSchema), async (c) => {
    const client = await updateClient(
      c.get('deps').db,
      c.get('scope'),
      c.req.param('id'),
      toClientInput(c.req.valid('json')),
    );
    return c.json({ client });
  })
  .delete('/:id', requireRole('manageClients'), async (c) => {
    return c.json(await deleteClient(c.get('deps').db, c.get('scope'), c.req.param('id')));
  })
  .get('/:id/content', async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await listClientContent(db, c.get('scope'), c.req.param('id'), now()));
  })
  .get('/:id/export', validate('query', clientExportQuerySchema), async (c) => {
    const { db, now } = c.get('deps');
    const { date, format } = c.req.valid('query');
    return c.json(await exportClientContent(db, c.get('scope'), c.req.param('id'), { date, format, now: now() }));
  })
  // The client's brand kit ("Kit da marca"): read by whoever sees the client, changed by the roles that
  // may change clients.
  .get('/:id/brand-kit', async (c) =>
    c.json({ kit: await getBrandKit(c.get('deps').db, c.get('scope'), c.req.param('id')) }),
  )
  .put('/:id/brand-kit', requireRole('manageClients'), validate('json', brandKitInputSchema), async (c) => {
    const { db, now, services } = c.get('deps');
    const kit = await saveBrandKit(db, c.get('scope'), c.req.param('id'), {
      kit: c.req.valid('json'),
      encodeLogo: (bytes) => services.render.pool.run({ op: 'logo', bytes }),
      now: now(),
    });
    return c.json({ kit });
  });
