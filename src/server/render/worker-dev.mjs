// Starts the render worker from its TypeScript source (tests, `npm run dev:server`, the benchmark): the
// worker thread registers tsx itself, since loader flags do not reach threads started from inside
// vitest. The production build bundles the worker into render-worker.js instead and never loads this.
import { register } from 'tsx/esm/api';

register({ tsconfig: new URL('../../../tsconfig.json', import.meta.url).pathname });
await import('./worker.ts');
