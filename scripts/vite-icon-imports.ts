/**
 * Vite plugin: the app's icon imports (`import { Clock, Send } from 'lucide-react'`) are rewritten to one
 * import per icon module (`import Clock from 'lucide-react/icons/clock'`, a path the package exports).
 * Through the library's index, every icon is imported by one module that every page imports, so the
 * import graph that the build's chunk groups read (vite.config.ts, vite-chunk-groups.ts) said every icon
 * was used by every page. Imported one by one, each icon goes with the pages that use it. Type imports and
 * anything that is not an icon stay with the index.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const PACKAGE = 'lucide-react';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;

/** Each name the library's index exports for an icon (and its aliases), with the icon's module name. */
export function iconModules(indexSource: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, names = '', file = ''] of indexSource.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([a-z0-9-]+)\.mjs'/g,
  ))
    for (const name of names.split(',')) {
      const alias = /default\s+as\s+(\w+)/.exec(name.trim())?.[1];
      if (alias) modules.set(alias, file);
    }
  return modules;
}

/** `code` with its icon imports made one per icon; the same text when it has none. */
export function splitIconImports(code: string, modules: ReadonlyMap<string, string>): string {
  return code.replace(IMPORT, (whole, list: string) => {
    const kept: string[] = [];
    const single: string[] = [];
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const [, typeOnly, imported = '', local] = /^(type\s+)?(\w+)(?:\s+as\s+(\w+))?$/.exec(specifier) ?? [];
      const file = modules.get(imported);
      if (typeOnly || !file) kept.push(specifier);
      else single.push(`import ${local ?? imported} from '${PACKAGE}/icons/${file}';`);
    }
    if (single.length === 0) return whole;
    return [...(kept.length ? [`import { ${kept.join(', ')} } from '${PACKAGE}';`] : []), ...single].join(' ');
  });
}

export function iconImports(): Plugin {
  let modules: Map<string, string> | undefined;
  return {
    name: 'pautei-icon-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes(PACKAGE)) return null;
      if (!modules) {
        const require = createRequire(import.meta.url);
        const pkg = path.dirname(require.resolve(`${PACKAGE}/package.json`));
        modules = iconModules(readFileSync(path.join(pkg, 'dist', 'esm', `${PACKAGE}.mjs`), 'utf8'));
      }
      const out = splitIconImports(code, modules);
      return out === code ? null : { code: out, map: null };
    },
  };
}
