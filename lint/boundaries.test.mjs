// Proves that eslint.config.js enforces DESIGN.md's import boundaries: lints in-memory files placed
// in the folders the rules are about (`filePath` decides which element a file belongs to; the files
// need not exist, the imported ones do) and checks which imports are reported.
// Run by `npm run lint:selftest`, part of `npm run lint`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

/** The boundary messages ESLint reports for `code` saved as `file` (a path from the repository root). */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('import boundaries (DESIGN.md "Shape" and "Back-office house rules")', () => {
  it('reports a feature importing another feature of the same remote', async () => {
    const errors = await boundaryErrors(
      'mfe-cadastros/src/features/fornecedores/Exemplo.ts',
      "export { ClientesListPage } from '../clientes';\n",
    );
    assert.equal(errors.length, 1);
    assert.match(errors[0], /Sem imports entre features \(features\/fornecedores -> features\/clientes\)/);
    assert.match(errors[0], /src\/hooks\/ ou src\/components\//);
  });

  it("reports a remote importing another remote's code", async () => {
    const errors = await boundaryErrors(
      'mfe-estoque/src/routes.tsx',
      "export { ClientesListPage } from '../../mfe-cadastros/src/features/clientes';\n",
    );
    assert.equal(errors.length, 1);
    assert.match(errors[0], /Um remoto não importa outro \(mfe-cadastros\)/);
    // the same through the workspace package's name
    const byName = await boundaryErrors('mfe-estoque/src/routes.tsx', "export { default } from '@loja/mfe-catalog/src/routes';\n");
    assert.equal(byName.length, 1);
    assert.match(byName[0], /Um remoto não importa outro \(mfe-catalog\)/);
  });

  it('reports shared-ui importing a remote', async () => {
    const errors = await boundaryErrors(
      'shared-ui/src/components/Exemplo.tsx',
      "export { default as navigation } from '../../../mfe-cadastros/src/navigation';\n",
    );
    assert.equal(errors.length, 1);
    assert.match(errors[0], /shared-ui é a base de todos: não importa um remoto nem o shell/);
  });

  it("reports the shell importing a remote's source", async () => {
    const errors = await boundaryErrors(
      'shell/src/app/Exemplo.tsx',
      "export { default } from '../../../mfe-cadastros/src/routes';\n",
    );
    assert.equal(errors.length, 1);
    assert.match(errors[0], /O shell não importa o código de um remoto/);
  });

  it("reports an import of a feature's internal file instead of its index.ts", async () => {
    const errors = await boundaryErrors(
      'mfe-cadastros/src/routes.tsx',
      "export { default } from './features/clientes/ClientesListPage';\n",
    );
    assert.equal(errors.length, 1);
    assert.match(errors[0], /Importe a feature pelo seu index\.ts .* ClientesListPage\.tsx/);
  });

  it('reports application code importing a test helper, and lets a test import it', async () => {
    const code = "export { renderWithProviders } from '@loja/shared-ui/testing';\n";
    const [error] = await boundaryErrors('mfe-cadastros/src/features/clientes/Exemplo.tsx', code);
    assert.match(error, /Só testes importam ajudantes de teste/);
    assert.deepEqual(await boundaryErrors('mfe-cadastros/src/features/clientes/Exemplo.test.tsx', code), []);
    // a test is still held to the other rules: another remote's helpers are not its own
    const [crossRemote] = await boundaryErrors(
      'mfe-estoque/src/Exemplo.test.tsx',
      "import '../../mfe-cadastros/src/test/setup';\n",
    );
    assert.match(crossRemote, /Um remoto não importa outro \(mfe-cadastros\)/);
  });

  it('allows the imports the house rules ask for', async () => {
    // A feature using its remote's shared components, shared-ui and its own files.
    assert.deepEqual(
      await boundaryErrors(
        'mfe-cadastros/src/features/clientes/Exemplo.tsx',
        [
          "export { EnderecoFields } from '../../components';",
          "export { Button } from '@loja/shared-ui';",
          "export { CLIENTE_MESSAGES } from './messages';",
        ].join('\n'),
      ),
      [],
    );
    // The remote's routes composing features through their index.
    assert.deepEqual(
      await boundaryErrors('mfe-cadastros/src/routes.tsx', "export * from './features/clientes';\n"),
      [],
    );
  });
});
