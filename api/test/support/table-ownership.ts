import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** The api's source folder. */
export const sourceRoot = join(import.meta.dirname, '..', '..', 'src');

/** A file's feature: its folder within the job's folder (or the platform's), as `job/feature`. */
export function featureOf(file: string): string {
  return file.split('/').slice(0, 2).join('/');
}

/** Migrations write every table once, as the schema's history: nobody's feature code. */
const notFeatureCode = [`platform${sep}database${sep}migrations${sep}`];

/** The words that name a table after them in the SQL written here (always in capitals). */
const tableAfterKeyword = /\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+`?([a-z][a-z0-9_]*)`?/g;

export interface TableReference {
  /** The file, relative to api/src, with forward slashes. */
  file: string;
  feature: string;
  table: string;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(spec|test)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text of every string and template literal of a source file (a template's parts joined). */
export function literalsOf(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const literals: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      literals.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      literals.push(
        [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ? '),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return literals;
}

/** The known tables that the SQL of a source text names, each once. */
export function tablesNamedIn(
  fileName: string,
  text: string,
  tables: ReadonlySet<string>,
): string[] {
  const named = new Set<string>();
  for (const literal of literalsOf(fileName, text)) {
    for (const match of literal.matchAll(tableAfterKeyword)) {
      const table = match[1] ?? '';
      if (tables.has(table)) named.add(table);
    }
  }
  return [...named];
}

/** Every table each feature declares it owns (`<job>/<feature>/<feature>.tables.ts`), by table. */
export function declaredOwners(): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const path of sourceFiles(sourceRoot).filter((file) => file.endsWith('.tables.ts'))) {
    const feature = featureOf(relative(sourceRoot, path).split(sep).join('/'));
    const declaration = /ownedTables\s*=\s*\[([^\]]*)\]/.exec(readFileSync(path, 'utf8'));
    for (const [, table] of (declaration?.[1] ?? '').matchAll(/'([a-z0-9_]+)'/g)) {
      owners.set(table!, [...(owners.get(table!) ?? []), feature]);
    }
  }
  return owners;
}

/** Every table named by the SQL of the api's feature code, with the file and feature naming it. */
export function tableReferences(tables: ReadonlySet<string>): TableReference[] {
  return sourceFiles(sourceRoot)
    .filter((path) => !notFeatureCode.some((folder) => path.includes(folder)))
    .flatMap((path) => {
      const file = relative(sourceRoot, path).split(sep).join('/');
      const feature = featureOf(file);
      return tablesNamedIn(file, readFileSync(path, 'utf8'), tables).map((table) => ({
        file,
        feature,
        table,
      }));
    });
}

/** The references of a feature to a table another feature owns, as `file: table`. */
export function crossings(
  references: readonly TableReference[],
  ownerOf: ReadonlyMap<string, string>,
): string[] {
  return references
    .filter(({ feature, table }) => ownerOf.get(table) !== feature)
    .map(({ file, table }) => `${file}: ${table}`)
    .sort();
}
