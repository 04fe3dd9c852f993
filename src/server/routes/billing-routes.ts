/**
 * /api/billing: plans (public), the workspace's subscription, checkout, portal, the Stripe webhook and the
 * demo provider's confirm / portal actions. Never behind the subscription gate: a user without access must
 * be able to pay. Whose subscription comes from the session and the active workspace (a Dono's role there,
 * `billingWorkspace`); ids in a body are ignored.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../context';
import { HttpError } from '../http-error';
import { requireUser } from '../middleware/require-user';
import { billingWorkspace, type BillingEnv } from '../billing/billing-workspace';
import { validate } from '../middleware/validate';
import {
  cancelDemoPlan,
  changeDemoPlan,
  confirmDemoCheckout,
  getPixPayment,
  getPlansView,
  getSubscriptionView,
  handleWebhook,
  openPortal,
  simulateDemoPix,
  startCheckout,
  startPixCheckout,
  type PaymentNotifier,
} from '../billing/billing-service';
import { DemoBillingProvider } from '../billing/providers/demo-provider';
import type { BillingProvider } from '../billing/providers/provider';
import {
  checkoutSchema,
  demoChangePlanSchema,
  demoConfirmSchema,
  demoPixActionSchema,
  paymentIdSchema,
  pixCheckoutSchema,
} from '@shared/schemas/billing';

function demoProvider(billing: BillingProvider): DemoBillingProvider {
  if (!(billing instanceof DemoBillingProvider)) throw new HttpError(404, 'DEMO_BILLING_DISABLED');
  return billing;
}

const notifier = (deps: AppDeps): PaymentNotifier => ({
  mailer: deps.mailer,
  logger: deps.logger,
  appUrl: deps.env.APP_URL,
});

export const billingRoutes = new Hono<BillingEnv>()
  .get('/plans', async (c) => {
    return c.json(await getPlansView(c.get('deps').db));
  })
  .post('/webhook', async (c) => {
    // The signature covers the exact bytes Stripe sent: read the raw body, never re-serialised JSON.
    const rawBody = await c.req.text();
    const { db, services, now } = c.get('deps');
    const signature = c.req.header('stripe-signature');
    const result = await handleWebhook(db, services.billing, notifier(c.get('deps')), rawBody, signature, now());
    return c.json({ received: true, ...result });
  })
  // Everything below is the active workspace's subscription, managed by its Dono.
  .use(billingWorkspace)
  .get('/subscription', requireUser, async (c) => {
    const { db, services, now } = c.get('deps');
    return c.json(await getSubscriptionView(db, services.billing, c.get('billingAccount').id, now()));
  })
  .post('/checkout', requireUser, validate('json', checkoutSchema), async (c) => {
    const { db, services, now } = c.get('deps');
    const { plan } = c.req.valid('json');
    return c.json(await startCheckout(db, services.billing, c.get('billingAccount'), plan, now()));
  })
  .post('/pix/checkout', requireUser, validate('json', pixCheckoutSchema), async (c) => {
    const { db, services, now } = c.get('deps');
    const account = c.get('billingAccount');
    return c.json(await startPixCheckout(db, services.billing, account, c.req.valid('json'), now()));
  })
  .get('/pix/payments/:id', requireUser, validate('param', paymentIdSchema), async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await getPixPayment(db, c.get('billingAccount').id, c.req.valid('param').id, now()));
  })
  .post(
    '/demo/pix/:id',
    requireUser,
    validate('param', paymentIdSchema),
    validate('json', demoPixActionSchema),
    async (c) => {
      const demo = demoProvider(c.get('deps').services.billing);
      const { db, now } = c.get('deps');
      const { id } = c.req.valid('param');
      const { action } = c.req.valid('json');
      await simulateDemoPix(db, demo, notifier(c.get('deps')), c.get('billingAccount').id, id, action, now());
      return c.json(await getPixPayment(db, c.get('billingAccount').id, id, now()));
    },
  )
  .post('/portal', requireUser, async (c) => {
    const { db, services } = c.get('deps');
    return c.json(await openPortal(db, services.billing, c.get('billingAccount').id));
  })
  .get('/demo/session', requireUser, async (c) => {
    const demo = demoProvider(c.get('deps').services.billing);
    const session = demo.readSession(c.req.query('session') ?? '', c.get('billingAccount').id);
    const { plans } = await getPlansView(c.get('deps').db);
    return c.json({
      plan: plans.find((p) => p.key === session.plan)!,
      expiresAt: new Date(session.expiresAt).toISOString(),
    });
  })
  .post('/demo/confirm', requireUser, validate('json', demoConfirmSchema), async (c) => {
    const demo = demoProvider(c.get('deps').services.billing);
    const { db, now, logger } = c.get('deps');
    const account = c.get('billingAccount').id;
    const { plan } = await confirmDemoCheckout(db, demo, account, c.req.valid('json').session, now(), logger);
    return c.json({ ok: true, plan, redirect: '/payment-success' });
  })
  .post('/demo/cancel-plan', requireUser, async (c) => {
    const demo = demoProvider(c.get('deps').services.billing);
    await cancelDemoPlan(c.get('deps').db, demo, c.get('billingAccount').id, c.get('deps').now());
    return c.json({ ok: true });
  })
  .post('/demo/change-plan', requireUser, validate('json', demoChangePlanSchema), async (c) => {
    const demo = demoProvider(c.get('deps').services.billing);
    const { plan } = c.req.valid('json');
    await changeDemoPlan(c.get('deps').db, demo, c.get('billingAccount').id, plan, c.get('deps').now());
    return c.json({ ok: true, plan });
  });
