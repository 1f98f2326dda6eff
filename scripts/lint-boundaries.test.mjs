import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js (issue 22) catch a deliberate violation each: the code is
 * linted as if it sat at the fixture path, against the real files it imports.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
// The repository's config, with one option changed: no-cycle's shortcut (strongly connected
// components) is computed from the files on disk, and a fixture's text is not on disk.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [
    {
      files: ['apps/**/*.{ts,tsx}'],
      rules: { 'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }] },
    },
  ],
});

async function rulesBroken(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint boundaries (eslint.config.js)', { timeout: 300_000 }, () => {
  it('import/no-cycle: a module file importing what imports it', async () => {
    // orders.service.ts imports orders-records.ts; here orders-records imports it back.
    const broken = await rulesBroken(
      'apps/server/src/modules/orders/orders-records.ts',
      "import { createOrdersService } from './orders.service';\nexport const s = createOrdersService;\n",
    );
    expect(broken.some((m) => m.startsWith('import/no-cycle'))).toBe(true);
  });

  it('a web feature never imports app/', async () => {
    const broken = await rulesBroken(
      'apps/web/src/features/orders/boundary-fixture.tsx',
      "import { router } from '../../app/router';\nexport const r = router;\n",
    );
    expect(broken).toContainEqual(
      expect.stringMatching(/^import\/no-restricted-paths: .*A web feature does not import app\//),
    );
  });

  it('web code never imports server code', async () => {
    const broken = await rulesBroken(
      'apps/web/src/lib/boundary-fixture.ts',
      "import { buildApp } from '../../../server/src/app';\nexport const b = buildApp;\n",
    );
    expect(broken).toContainEqual(
      expect.stringMatching(/^import\/no-restricted-paths: .*Web code never imports server code/),
    );
  });

  it('a server module never imports app.ts or seed/', async () => {
    for (const target of ['../../app', '../../seed/demo-accounts']) {
      const broken = await rulesBroken(
        'apps/server/src/modules/orders/boundary-fixture.ts',
        `import * as composed from '${target}';\nexport const c = composed;\n`,
      );
      expect(broken, target).toContainEqual(
        expect.stringMatching(
          /^import\/no-restricted-paths: .*A server module does not import app\.ts or seed\//,
        ),
      );
    }
  });

  it('the same files without the violation are clean', async () => {
    expect(
      await rulesBroken(
        'apps/server/src/modules/orders/boundary-fixture.ts',
        "import { orderIdOf } from './orders-records';\nexport const o = orderIdOf;\n",
      ),
    ).toEqual([]);
  });
});
