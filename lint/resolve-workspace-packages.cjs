'use strict';
// An eslint-module-utils resolver (interface 2) for this repository's own workspace packages.
// eslint-plugin-boundaries resolves imports with eslint-import-resolver-node, whose `resolve`
// library ignores package.json "exports": `@loja/shared-ui/testing` and `@loja/local-supabase/testing`
// would stay unresolved, and `@loja/shared-ui` would resolve inside node_modules (the workspace
// symlink), where the plugin takes it for an external library. Node's own resolver reads "exports",
// and the real path puts the file back in its package folder, so the boundary rules see
// `shared-ui/src/test/index.ts` and know it is a test helper. A deep import into a package without
// "exports" (`@loja/mfe-catalog/src/routes`) is looked up in the package's real folder, with the
// TypeScript extensions.
const { createRequire } = require('node:module');
const { realpathSync } = require('node:fs');
const { dirname, join } = require('node:path');
// the node resolver eslint-plugin-boundaries itself depends on
const nodeResolver = createRequire(require.resolve('eslint-plugin-boundaries'))('eslint-import-resolver-node');

const WORKSPACE_SCOPE = '@loja/';

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file, config) {
  if (!source.startsWith(WORKSPACE_SCOPE)) return { found: false };
  const require = createRequire(file);
  try {
    return { found: true, path: realpathSync(require.resolve(source)) };
  } catch {
    // not an export of the package, or a file Node cannot find without its extension
  }
  const [, name, ...subpath] = source.split('/');
  try {
    const packageDir = realpathSync(dirname(require.resolve(`${WORKSPACE_SCOPE}${name}/package.json`)));
    return nodeResolver.resolve(`./${subpath.join('/')}`, join(packageDir, 'package.json'), config);
  } catch {
    return { found: false };
  }
};
