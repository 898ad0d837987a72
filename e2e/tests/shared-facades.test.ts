// The shell shares the Redux packages as facades with only the names the project uses
// (tooling/facades, SHARE_FACADES in tooling/federation.ts; react-router-dom has its own test,
// router-facade.test.ts). A remote asking a shared module for a name its facade lacks gets `undefined`
// at run time, with no build error: so every value the application code imports from a faced package
// must be one of the facade's exports, and every export must be imported somewhere (each is shipped
// on every page). Test files, test helpers, stories and the catalogue's first-view render (its own
// server build bundles the real packages) are not counted.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REAL_PACKAGE_PREFIX, SHARE_FACADES } from '../../tooling/federation.ts';
import { REPO_ROOT } from '../src/apps.ts';

const APP_ROOTS = ['shell/src', 'mfe-catalog/src', 'mfe-cadastros/src', 'mfe-estoque/src', 'mfe-placeholders/src', 'mfe-vendas/src', 'shared-ui/src', 'tooling'];
const NOT_APP_CODE = /\.test\.tsx?$|\.stories\.tsx$|\/(test|testing)\/|mfe-catalog\/src\/primeiraVista\/|tooling\/facades\//;

/** What RTK's own modules import from a faced package (the plugin may route them through the share). */
const LIBRARY_NEEDS: Partial<Record<keyof typeof SHARE_FACADES, string[]>> = {
  'react-redux': ['ReactReduxContext', 'batch', 'shallowEqual'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !NOT_APP_CODE.test(path) ? [path] : [];
  });
}

interface PackageImport {
  file: string;
  from: string;
  /** The value names imported (type-only ones left out); undefined for `import * as`, a default import or `export *`. */
  names: string[] | undefined;
}

/** Every value import or re-export of one of `packages` in a file's code, as TypeScript parses it. */
function packageImports(file: string, code: string, packages: readonly string[]): PackageImport[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: PackageImport[] = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined;
    if (!specifier || !packages.includes(specifier)) continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name || (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings))) {
        found.push({ file, from: specifier, names: undefined });
        continue;
      }
      const elements = clause.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : [];
      const names = elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
      if (names.length > 0) found.push({ file, from: specifier, names });
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) found.push({ file, from: specifier, names: undefined });
      else found.push({ file, from: specifier, names: clause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text) });
    }
  }
  return found;
}

const FACED = Object.keys(SHARE_FACADES) as (keyof typeof SHARE_FACADES)[];

const appImports = () =>
  APP_ROOTS.flatMap((root) => sourceFiles(join(REPO_ROOT, root))).flatMap((file) =>
    packageImports(relative(REPO_ROOT, file), readFileSync(file, 'utf8'), FACED),
  );

/** A facade's exports and where it reads them, from its source. */
function facadeOf(pkg: keyof typeof SHARE_FACADES): { exports: string[]; reads: string[] } {
  const code = readFileSync(SHARE_FACADES[pkg], 'utf8');
  const reads = [...code.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
  const exports = packageImports(SHARE_FACADES[pkg], code, reads).flatMap((i) => i.names ?? ['*']);
  return { exports, reads };
}

describe('the shell’s facades of the shared Redux packages', () => {
  it('export every value the application code imports from the package', () => {
    const imports = appImports();
    // The scan sees the code: the store, the api, the slices, the Provider.
    expect(imports.length).toBeGreaterThanOrEqual(6);
    const whole = imports.filter((i) => i.names === undefined).map((i) => `${i.from} (${i.file})`);
    expect(whole, 'import * / default / export * de um pacote com fachada: importe os nomes').toEqual([]);
    const missing = imports.flatMap((i) => (i.names ?? []).filter((name) => !facadeOf(i.from as keyof typeof SHARE_FACADES).exports.includes(name)).map((name) => `${i.from}: ${name} (${i.file})`));
    expect(missing, 'acrescente-os à fachada em tooling/facades').toEqual([]);
  });

  it('export nothing the code does not import (each name is shipped on every page)', () => {
    const imports = appImports();
    for (const pkg of FACED) {
      const used = new Set([...imports.filter((i) => i.from === pkg).flatMap((i) => i.names ?? []), ...(LIBRARY_NEEDS[pkg] ?? [])]);
      expect(facadeOf(pkg).exports.filter((name) => !used.has(name)), pkg).toEqual([]);
    }
  });

  it('read the real package, past the federation plugin, and only it', () => {
    for (const pkg of FACED) expect(facadeOf(pkg).reads, pkg).toEqual([`${REAL_PACKAGE_PREFIX}${pkg}`]);
  });

  it('name only values the real packages export', async () => {
    for (const pkg of FACED) {
      const real = (await import(pkg)) as Record<string, unknown>;
      for (const name of facadeOf(pkg).exports) expect(real[name], `${pkg}: ${name}`).toBeDefined();
    }
  });

  it('reads value imports, leaves type-only ones out and reports whole-module imports', () => {
    const code = [
      "import { createSlice, type PayloadAction, configureStore as make } from '@reduxjs/toolkit';",
      "import type { WithSlice } from '@reduxjs/toolkit';",
      "import * as RTK from '@reduxjs/toolkit/query';",
      "export { Provider } from 'react-redux';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(packageImports('x.tsx', code, FACED)).toEqual([
      { file: 'x.tsx', from: '@reduxjs/toolkit', names: ['createSlice', 'configureStore'] },
      { file: 'x.tsx', from: '@reduxjs/toolkit/query', names: undefined },
      { file: 'x.tsx', from: 'react-redux', names: ['Provider'] },
    ]);
  });
});
