/**
 * Which chunk a module goes into, for the groups of vite.config.ts that follow the import graph: whether
 * a module is imported, directly or through others, by one of a set of modules. Only static imports count:
 * an `import()` starts a chunk of its own.
 */

/** What the bundler tells of a module (rolldown's ChunkingContext): who imports it statically. */
export interface ImportGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/**
 * A test of whether a module is `roots` or is statically imported by one of them, directly or through
 * others. Answers are kept: the bundler asks for every module, and their importers overlap.
 */
export function importedBy(roots: RegExp): (id: string, graph: ImportGraph) => boolean {
  const known = new Map<string, boolean>();
  return (id, graph) => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const seen = new Set<string>();
    const queue = [id];
    let found = false;
    while (queue.length > 0 && !found) {
      const module = queue.pop()!;
      if (seen.has(module)) continue;
      seen.add(module);
      const answer = roots.test(module) || known.get(module);
      if (answer === true) found = true;
      else if (answer !== false) queue.push(...(graph.getModuleInfo(module)?.importers ?? []));
    }
    known.set(id, found);
    return found;
  };
}
