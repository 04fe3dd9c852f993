/** The icon imports the build rewrites one per icon (vite-icon-imports.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconModules, splitIconImports } from './vite-icon-imports';

const index = [
  "export { index as icons } from './icons/index.mjs';",
  "export { default as CheckCircle2, default as CheckCircle2Icon, default as CircleCheck, default as LucideCircleCheck } from './icons/circle-check.mjs';",
  "export { default as Clock, default as ClockIcon } from './icons/clock.mjs';",
  "export { default as createLucideIcon } from './createLucideIcon.mjs';",
].join('\n');
const modules = iconModules(index);

describe('icon imports one by one', () => {
  it('knows every name the index gives an icon, aliases included, and nothing else', () => {
    expect(modules.get('CheckCircle2')).toBe('circle-check');
    expect(modules.get('CircleCheck')).toBe('circle-check');
    expect(modules.get('Clock')).toBe('clock');
    expect(modules.has('createLucideIcon')).toBe(false);
    expect(modules.has('icons')).toBe(false);
  });

  it('imports each icon from its own module, under the local name; types and the rest stay with the index', () => {
    const code = [
      "import { useState } from 'react';",
      "import {\n  CheckCircle2,\n  Clock as Hour,\n  type LucideIcon,\n  createLucideIcon,\n} from 'lucide-react';",
      'const x: LucideIcon = CheckCircle2;',
    ].join('\n');
    expect(splitIconImports(code, modules)).toBe(
      [
        "import { useState } from 'react';",
        "import { type LucideIcon, createLucideIcon } from 'lucide-react'; " +
          "import CheckCircle2 from 'lucide-react/icons/circle-check'; import Hour from 'lucide-react/icons/clock';",
        'const x: LucideIcon = CheckCircle2;',
      ].join('\n'),
    );
  });

  it('leaves a module without icon imports as it is', () => {
    for (const code of [
      "import type { LucideIcon } from 'lucide-react';",
      "import { createLucideIcon } from 'lucide-react';",
    ])
      expect(splitIconImports(code, modules)).toBe(code);
  });

  it('reads the installed library: every icon the app imports has a module of its own', () => {
    const installed = iconModules(readFileSync('node_modules/lucide-react/dist/esm/lucide-react.mjs', 'utf8'));
    expect(installed.size).toBeGreaterThan(1000);
    for (const name of ['Gift', 'Sparkles', 'CheckCircle2', 'MessageSquareWarning', 'Download'])
      expect(installed.get(name), name).toMatch(/^[a-z0-9-]+$/);
  });
});
