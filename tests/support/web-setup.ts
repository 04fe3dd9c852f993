import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Every web test starts from an empty page and the real fetch (stubApi replaces it per test).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
