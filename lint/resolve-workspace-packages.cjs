'use strict';
// An eslint-module-utils resolver (interface 2) for this repository's own workspace packages.
// eslint-plugin-boundaries resolves imports with eslint-import-resolver-node, whose `resolve`
// library ignores package.json "exports": `@loja/shared-ui/testing` and `@loja/local-supabase/testing`
// would stay unresolved, and `@loja/shared-ui` would resolve inside node_modules (the workspace
// symlink), where the plugin takes it for an external library. Node's own resolver reads "exports",
// and the real path puts the file back in its package folder, so the boundary rules see
// `shared-ui/src/test/index.ts` and know it is a test helper.
const { createRequire } = require('node:module');
const { realpathSync } = require('node:fs');

const WORKSPACE_SCOPE = '@loja/';

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  if (!source.startsWith(WORKSPACE_SCOPE)) return { found: false };
  try {
    return { found: true, path: realpathSync(createRequire(file).resolve(source)) };
  } catch {
    return { found: false };
  }
};
