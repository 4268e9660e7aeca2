import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { languages } from '@caawg11/conference';
import { messagesNamespace } from './i18n';

// Vitest runs in the public site's folder.
const sourceRoot = resolve('src');
const catalogueRoots = [join(sourceRoot, 'locales'), resolve('../libs/conference/locales')].filter(
  (root) => existsSync(root),
);

type Catalogue = { [key: string]: unknown };

/** Every catalogue as `{ root: { namespace: { language: catalogue } } }`. */
function readCatalogues() {
  return catalogueRoots.map((root) => {
    const namespaces = new Map<string, Map<string, Catalogue>>();
    for (const language of languages) {
      const folder = join(root, language);
      if (!existsSync(folder)) continue;
      for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
        const namespace = file.replace(/\.json$/, '');
        const byLanguage = namespaces.get(namespace) ?? new Map<string, Catalogue>();
        byLanguage.set(language, JSON.parse(readFileSync(join(folder, file), 'utf8')) as Catalogue);
        namespaces.set(namespace, byLanguage);
      }
    }
    return { root: relative(sourceRoot, root), namespaces };
  });
}

/** A catalogue's keys as dot paths to its texts (array items numbered), with each text. */
function flatten(value: unknown, prefix = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      flatten(inner, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [[prefix, value]];
}

/** The site's code, without its tests. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.spec\.tsx?$/.test(name) && name !== 'test-setup.ts'
      ? [path]
      : [];
  });
}

/** Every string literal of the site's code (a template's text up to its first `${`); 'ns:key' also counts as 'key'. */
function stringLiterals(): Set<string> {
  const literals = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node)) {
      literals.add(node.text);
      const namespaced = /^[\w-]+:(.+)$/.exec(node.text);
      if (namespaced?.[1]) literals.add(namespaced[1]);
    }
    ts.forEachChild(node, visit);
  };
  for (const file of sourceFiles(sourceRoot)) {
    visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  }
  return literals;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Whether code names this key, one of its dot-prefixes, or the key its plural form belongs to. */
function isUsed(key: string, literals: Set<string>): boolean {
  const names = [key, key.replace(pluralSuffix, '')];
  return names.some((name) => {
    const parts = name.split('.');
    return parts.some((_, index) => literals.has(parts.slice(0, index + 1).join('.')));
  });
}

const catalogues = readCatalogues();

/** Each catalogue file's findings, so a failure names the files at fault. */
function perFile(
  find: (namespace: string, byLanguage: Map<string, Catalogue>) => [string, unknown][],
) {
  return Object.fromEntries(
    catalogues.flatMap(({ root, namespaces }) =>
      [...namespaces].flatMap(([namespace, byLanguage]) =>
        find(namespace, byLanguage).map(([file, finding]) => [`${root}/${file}`, finding]),
      ),
    ),
  );
}

describe('catalogues', () => {
  it('exist for every language of every namespace', () => {
    const found = perFile((namespace, byLanguage) => [[namespace, [...byLanguage.keys()].sort()]]);
    for (const languagesFound of Object.values(found)) {
      expect(languagesFound).toEqual([...languages].sort());
    }
  });

  it('hold the same keys in every language, none of them empty', () => {
    const keysOf = (catalogue: Catalogue | undefined) =>
      flatten(catalogue)
        .map(([key]) => key)
        .sort();
    const found = perFile((namespace, byLanguage) =>
      [...byLanguage].map(([language, catalogue]) => [
        `${language}/${namespace}.json`,
        {
          keys: keysOf(catalogue),
          empty: flatten(catalogue)
            .filter(([key, text]) => key !== '' && (typeof text !== 'string' || text.trim() === ''))
            .map(([key]) => key),
        },
      ]),
    );
    const expected = perFile((namespace, byLanguage) =>
      [...byLanguage].map(([language]) => [
        `${language}/${namespace}.json`,
        { keys: keysOf(byLanguage.get('en')), empty: [] },
      ]),
    );
    expect(found).toEqual(expected);
  });

  // The visitors' messages are looked up by their English text, not by key; libs/conference's
  // message catalogue spec proves that each of their keys is one of the rules' messages.
  it('hold no key that no code uses', () => {
    const literals = stringLiterals();
    const unused = perFile((namespace, byLanguage) => [
      [
        `en/${namespace}.json`,
        namespace === messagesNamespace
          ? []
          : flatten(byLanguage.get('en'))
              .map(([key]) => key)
              .filter((key) => key !== '' && !isUsed(key, literals)),
      ],
    ]);
    expect(unused).toEqual(Object.fromEntries(Object.keys(unused).map((file) => [file, []])));
  });
});
