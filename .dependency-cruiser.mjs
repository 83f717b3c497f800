/**
 * The boundaries of `src/` (docs/architecture.md, "Boundaries"), checked by `npm run lint`:
 * - `platform/` is what every feature stands on, so it imports no feature module;
 * - `legal/` is pure layout and CLT arithmetic, so it imports nothing of ours but itself;
 * - feature modules never import each other in a circle (file by file, and folder by folder).
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'platform-imports-no-module',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'legal-imports-only-legal',
      severity: 'error',
      from: { path: '^src/legal/' },
      to: { path: '^src/', pathNot: '^src/legal/' },
    },
    {
      name: 'no-circular-files',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-circular-modules',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/modules/[^/]+/?$' },
      to: { path: '^src/modules/[^/]+/?$', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
