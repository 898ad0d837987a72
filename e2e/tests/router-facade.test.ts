// The shell shares `react-router-dom` as a facade with only the names the project uses
// (tooling/reactRouterFacade.ts). A remote asking the shared module for a name the facade lacks gets
// `undefined` at run time, with no build error: so every value the application code imports from
// `react-router-dom` must be one of the facade's exports. Test files, test helpers and stories render
// with the real package (no federation there) and are not counted, nor is the catalogue's first-view
// render (mfe-catalog/src/primeiraVista: its own server build bundles the real package).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as facade from '../../tooling/reactRouterFacade.ts';
import { REPO_ROOT } from '../src/apps.ts';

const APP_ROOTS = ['shell/src', 'mfe-catalog/src', 'mfe-cadastros/src', 'mfe-estoque/src', 'mfe-placeholders/src', 'mfe-vendas/src', 'shared-ui/src', 'tooling'];
const NOT_APP_CODE = /\.test\.tsx?$|\.stories\.tsx$|\/(test|testing)\/|mfe-catalog\/src\/primeiraVista\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !NOT_APP_CODE.test(path) ? [path] : [];
  });
}

interface RouterImport {
  file: string;
  /** The value names imported (type-only ones left out); undefined for `import * as` or a default import. */
  names: string[] | undefined;
}

/** Every import or re-export from `react-router-dom` in a file's code, as TypeScript parses it. */
function routerImports(file: string, code: string, from = 'react-router-dom'): RouterImport[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: RouterImport[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text === from) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name || (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings))) {
        found.push({ file, names: undefined });
        continue;
      }
      const elements = clause.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : [];
      found.push({ file, names: elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text) });
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text === from) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) {
        found.push({ file, names: undefined });
        continue;
      }
      found.push({ file, names: clause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text) });
    }
  }
  return found;
}

const appImports = () =>
  APP_ROOTS.flatMap((root) => sourceFiles(join(REPO_ROOT, root))).flatMap((file) =>
    routerImports(relative(REPO_ROOT, file), readFileSync(file, 'utf8')),
  );

describe('react-router-dom facade', () => {
  it('exports every value the application code imports from react-router-dom', () => {
    const imports = appImports();
    // The scan sees the code: the shell's router and the remotes' <Routes> at least.
    expect(imports.length).toBeGreaterThan(20);
    const whole = imports.filter((i) => i.names === undefined).map((i) => i.file);
    expect(whole, 'import * / default de react-router-dom: importe os nomes').toEqual([]);
    const missing = imports.flatMap((i) => (i.names ?? []).filter((name) => !(name in facade)).map((name) => `${name} (${i.file})`));
    expect(missing, 'acrescente-os a tooling/reactRouterFacade.ts').toEqual([]);
  });

  it('exports nothing the application code does not import (each name is shipped on every page)', () => {
    const used = new Set(appImports().flatMap((i) => i.names ?? []));
    expect(Object.keys(facade).filter((name) => !used.has(name))).toEqual([]);
  });

  it('reads value imports, leaves type-only ones out and reports whole-module imports', () => {
    const code = [
      "import { Link, type RouteObject, useNavigate as go } from 'react-router-dom';",
      "import type { Location } from 'react-router-dom';",
      "import * as Router from 'react-router-dom';",
      "export { Outlet } from 'react-router-dom';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(routerImports('x.tsx', code)).toEqual([
      { file: 'x.tsx', names: ['Link', 'useNavigate'] },
      { file: 'x.tsx', names: undefined },
      { file: 'x.tsx', names: ['Outlet'] },
    ]);
  });

  it('each export is a real React Router value', () => {
    for (const [name, value] of Object.entries(facade)) expect(value, name).toBeDefined();
  });
});
