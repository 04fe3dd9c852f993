/**
 * The import graph of the sources as TypeScript sees it, type-only imports included, and the circles in it.
 *
 * Lint's `import-x/no-cycle` skips `import type`: a circle made only of types passes it, yet it still ties
 * the modules together (none can be read, moved or tested without the others) and turns into a real
 * run-time circle the day one of those imports starts to bring a value. This walks every import and
 * re-export with the compiler's own parser and module resolution (the tsconfig's path aliases included).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (entry.isFile() && isSource(entry.name)) out.push(full);
  }
  return out;
}

/** Every module specifier a file imports or re-exports from (`import type` and `export ... from` too). */
function specifiersOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push(literal.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Files under `roots` (absolute) → the files under `roots` they import, resolved as tsc resolves them. */
export function importGraph(projectRoot: string, roots: string[]): Map<string, string[]> {
  const configPath = path.join(projectRoot, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, projectRoot);
  const files = roots.flatMap((root) => sourceFiles(root));
  const inside = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of specifiersOf(file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved && inside.has(path.resolve(resolved))) targets.add(path.resolve(resolved));
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The circles: each group of files that reach one another (Tarjan's strongly connected components). */
export function importCircles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const strongConnect = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        strongConnect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) strongConnect(file);
  return circles;
}
