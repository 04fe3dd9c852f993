import { it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../support/test-app';
import { onboard } from '../support/onboard';
import { tasks } from '../../src/server/db/schema';
it('bench', async () => {
  const t = await createTestApp();
  const u = await t.signUpVerified(); await onboard(u);
  const kinds = ['daily_script','caption','reel_idea','story','ad_copy','carousel'];
  for (let b = 0; b < 10; b++) {
    await t.pautei.deps.db.insert(tasks).values(Array.from({ length: 1000 }, (_, i) => ({ userId: u.userId, title: 't'+i, content: 'x'.repeat(500), type: kinds[i%6], status: i%3? 'pending':'in_progress', completed: i%4===0, createdAt: new Date(Date.now() - (b*1000+i)*60000) })));
  }
  await t.pautei.deps.db.execute(sql`ANALYZE tasks`);
  // walk deep
  let cursor = ''; let n = 0; const deep: number[] = [];
  do { const s = performance.now(); const r = await u.json('/api/content?limit=100' + (cursor ? '&cursor=' + cursor : '')); deep.push(performance.now() - s); n += r.body.items.length; cursor = r.body.nextCursor ?? ''; } while (cursor);
  console.log('walked', n, 'first', deep[0].toFixed(1), 'last', deep[deep.length-1].toFixed(1), 'max', Math.max(...deep).toFixed(1));
  for (const q of ['', '?type=caption', '?status=in_progress', '?type=story&status=completed']) {
    const t2: number[] = [];
    for (let i = 0; i < 30; i++) { const s = performance.now(); await u.json('/api/content' + q); t2.push(performance.now() - s); }
    t2.sort((a, b) => a - b); console.log(q || 'all', 'median', t2[15].toFixed(1), 'p97', t2[29].toFixed(1));
  }
  const plan = await t.pautei.deps.db.execute(sql`EXPLAIN ANALYZE SELECT * FROM tasks WHERE user_id = ${u.userId} AND (expires_at IS NULL OR expires_at > now()) AND created_at <= now() - interval '100 days' AND (created_at, id) < (now() - interval '100 days', '00000000-0000-0000-0000-000000000000'::uuid) ORDER BY created_at DESC, id DESC LIMIT 21`);
  console.log(JSON.stringify((plan as any).rows ?? plan, null, 1));
  await t.close();
}, 300000);
