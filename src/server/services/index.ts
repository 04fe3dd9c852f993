/**
 * Wires the feature services that need configuration (AI provider, billing provider...). Each feature
 * adds its entry here and its type to `AppServices` through declaration merging in its own module.
 */
import type { AppServices } from '../context';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/transport';
import { createAiProvider } from '../ai/provider';
import { createBillingProvider } from '../billing/providers';
import { GenerationGate } from './generation-gate';
import { createRenderServices } from '../render';

export interface ServiceCore {
  db: Database;
  env: Env;
  mailer: Mailer;
  now: () => Date;
  logger: Logger;
}

export function createServices(core: ServiceCore): AppServices {
  return {
    ai: createAiProvider(core.env),
    billing: createBillingProvider(core),
    generations: new GenerationGate(core.env.MAX_CONCURRENT_GENERATIONS),
    render: createRenderServices(core),
  };
}
