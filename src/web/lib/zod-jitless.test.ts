import { expect, it } from 'vitest';

it('turns off zod’s compiled validators through the settings object zod reads', async () => {
  await import('./zod-jitless');
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
});
