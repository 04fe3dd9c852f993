/**
 * The review page reads the images of all its items in one query, whatever the number of items, each
 * item's images in their order. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemImages } from '../db/schema';
import { imagesOfItems } from './item-images-read';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { countingQueries } from '@tests/support/count-queries';
import { insertTask, signUpOnboarded } from '@tests/support/onboard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('imagesOfItems', () => {
  it('reads the images of every item in one query, in order per item', async () => {
    const creator = await signUpOnboarded(t);
    const items = await Promise.all(
      ['Carrossel A', 'Carrossel B', 'Sem imagens'].map((title) => insertTask(t, creator.userId, { title })),
    );
    const [a, b, none] = items as [(typeof items)[0], (typeof items)[0], (typeof items)[0]];
    const image = (taskId: string, position: number) => ({
      taskId,
      position,
      hash: `${taskId.slice(0, 8)}-${position}`,
      template: 'capa',
      width: 1080,
      height: 1350,
      title: `Slide ${position}`,
    });
    // Stored out of order: the read puts them in order.
    await t.pautei.deps.db
      .insert(itemImages)
      .values([image(a.id, 3), image(b.id, 2), image(a.id, 1), image(b.id, 1), image(a.id, 2)]);

    let found: Map<string, { position: number }[]> | undefined;
    const sent = await countingQueries(t.pautei.deps.db, async () => {
      found = await imagesOfItems(t.pautei.deps.db, [a.id, b.id, none.id]);
    });
    expect(sent).toHaveLength(1);
    expect(found?.get(a.id)?.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(found?.get(b.id)?.map((i) => i.position)).toEqual([1, 2]);
    expect(found?.get(none.id)).toEqual([]);

    expect(await countingQueries(t.pautei.deps.db, () => imagesOfItems(t.pautei.deps.db, []))).toHaveLength(0);
  });
});
