// The walls between the web app's features (docs/web.md#feature-boundaries), measured: every import from one
// feature into another (and how many reach past its public entries), the cycles between features, and what the
// shared folders (components/, lib/, hooks/) import from features/.
// A feature's public entries are its `index.ts` and `public-*.ts`, and for the app's lazy route table its `routes/*` pages.
// It reads the sources with the TypeScript compiler (static, type-only and dynamic imports, `export … from`), resolving
// `@/…` and relative specifiers to files under src/.
// Usage: node apps/web/scripts/feature-imports.mjs [--json] [--list]   (--list prints every import into internals)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SRC = resolve(new URL('../src', import.meta.url).pathname);
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const SHARED = ['components', 'lib', 'hooks'];

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

// Every module specifier of a file, with how it is imported: 'static', 'type' (erased by the compiler) or 'dynamic'.
function importsOf(path) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node)
        ? Boolean(node.importClause?.isTypeOnly) ||
          Boolean(
            node.importClause &&
            !node.importClause.name &&
            node.importClause.namedBindings &&
            ts.isNamedImports(node.importClause.namedBindings) &&
            node.importClause.namedBindings.elements.length > 0 &&
            node.importClause.namedBindings.elements.every((element) => element.isTypeOnly),
          )
        : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, kind: typeOnly ? 'type' : 'static' });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, kind: 'dynamic' });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, kind: 'type' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolveSpecifier(from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return undefined;
}

// 'features/<name>' for a file of a feature, else the top folder under src/ ('app', 'components', …).
function areaOf(path) {
  const parts = relative(SRC, path).split('/');
  return parts[0] === 'features' ? `features/${parts[1]}` : parts.length > 1 ? parts[0] : '.';
}

// A feature's public entries (docs/web.md#feature-boundaries): its index.ts, and its narrower `public-<what>.ts` files
// beside it. Its route pages (routes/*) are public to the app only, which loads them lazily (app/lazy-pages.ts).
export function isPublicEntry(path, importer) {
  const parts = relative(SRC, path).split('/');
  if (parts[0] !== 'features') return true;
  const inside = parts.slice(2).join('/');
  if (/^(index|public-[a-z-]+)\.tsx?$/.test(inside)) return true;
  return /^routes\/[^/]+\.tsx$/.test(inside) && areaOf(importer) === 'app';
}

const isTest = (path) => /\.spec\.tsx?$/.test(path) || relative(SRC, path).startsWith('test/');

// Strongly connected components of the feature graph with more than one feature (Tarjan).
function cyclesOf(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const components = [];
  const connect = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!state.has(next)) {
        connect(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!state.has(node)) connect(node);
  return components;
}

// The simple cycles (no feature twice) inside one tangle, each starting from its smallest feature; the graph is small.
function simpleCycles(graph, members) {
  const order = [...members].sort();
  const found = [];
  order.forEach((start, rank) => {
    const allowed = new Set(order.slice(rank));
    const walk = (node, path) => {
      for (const next of graph.get(node) ?? []) {
        if (next === start) found.push([...path, start]);
        else if (allowed.has(next) && !path.includes(next)) walk(next, [...path, next]);
      }
    };
    walk(start, [start]);
  });
  return found;
}

// The feature graph's cycles. `includeTests` adds the spec files' imports (a spec may render another feature).
export function analyse({ includeTests = false } = {}) {
  const features = readdirSync(join(SRC, 'features')).filter((name) => statSync(join(SRC, 'features', name)).isDirectory());
  const crossFeature = [];
  const sharedToFeatures = [];
  const appToFeatures = [];
  const graph = new Map(features.map((name) => [`features/${name}`, new Set()]));
  for (const file of sourceFiles(SRC)) {
    if (!includeTests && isTest(file)) continue;
    const from = areaOf(file);
    for (const { specifier, kind } of importsOf(file)) {
      const target = resolveSpecifier(file, specifier);
      if (!target) continue;
      const to = areaOf(target);
      if (!to.startsWith('features/') || to === from) continue;
      const edge = { from: relative(SRC, file), specifier, kind, to, internal: !isPublicEntry(target, file) };
      if (from.startsWith('features/')) {
        crossFeature.push(edge);
        // Type-only imports are erased: they order nothing at run time, so they make no cycle.
        if (kind !== 'type') graph.get(from).add(to);
      } else if (SHARED.includes(from)) sharedToFeatures.push(edge);
      else appToFeatures.push(edge);
    }
  }
  // A tangle: features that all reach one another through imports; each simple cycle in it is a loop of features.
  const cycles = cyclesOf(graph).map((members) => ({ features: members, loops: simpleCycles(graph, members) }));
  return { features, crossFeature, sharedToFeatures, appToFeatures, cycles };
}

function main() {
  const args = new Set(process.argv.slice(2));
  const result = analyse({ includeTests: args.has('--tests') });
  if (args.has('--json')) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  const { features, crossFeature, sharedToFeatures, appToFeatures, cycles } = result;
  const withIndex = features.filter((name) => existsSync(join(SRC, 'features', name, 'index.ts')));
  const internal = crossFeature.filter((edge) => edge.internal);
  const count = (edges, kind) => edges.filter((edge) => edge.kind === kind).length;
  console.log(`features: ${features.length}, with an index.ts: ${withIndex.length}`);
  console.log(
    `imports between features: ${crossFeature.length} (${count(crossFeature, 'static')} static, ${count(crossFeature, 'type')} type-only, ` +
      `${count(crossFeature, 'dynamic')} dynamic); into another feature's internals: ${internal.length}`,
  );
  const loops = cycles.flatMap((cycle) => cycle.loops);
  console.log(
    `feature pairs: ${new Set(crossFeature.map((edge) => `${areaOf(join(SRC, edge.from))}>${edge.to}`)).size}; ` +
      `cycles between features: ${loops.length} (in ${cycles.length} tangle${cycles.length === 1 ? '' : 's'} of features that reach one another)`,
  );
  for (const cycle of cycles) {
    console.log(`  tangle: ${cycle.features.map((name) => name.slice(9)).join(', ')}`);
    for (const loop of cycle.loops) console.log(`    ${loop.map((name) => name.slice(9)).join(' → ')}`);
  }
  const sharedFeatures = new Set(sharedToFeatures.map((edge) => edge.to));
  console.log(`components/, lib/, hooks/ → features/: ${sharedToFeatures.length} imports of ${sharedFeatures.size} features`);
  for (const edge of sharedToFeatures) console.log(`  ${edge.from} → ${edge.specifier}${edge.kind === 'static' ? '' : ` (${edge.kind})`}`);
  const appInternal = appToFeatures.filter((edge) => edge.internal);
  console.log(`app/, test/ and the rest → features/: ${appToFeatures.length} imports, ${appInternal.length} into internals`);
  if (args.has('--list')) {
    for (const edge of [...internal, ...appInternal]) console.log(`  ${edge.from} → ${edge.specifier}${edge.kind === 'static' ? '' : ` (${edge.kind})`}`);
  }
}

if (import.meta.url === new URL(process.argv[1], 'file:').href) main();
