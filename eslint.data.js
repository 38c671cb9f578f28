// One door per room to its tables: only a room's *.repository.ts (and the database room, migrations and specs) may
// hold the DataSource, a TypeORM Repository or EntityManager, or run a raw `.query(`. Services, workers and schedulers
// receive repositories, and hold a caller's transaction only as common/transaction.ts's opaque `Tx`.
// api/src/data-access.spec.ts proves the rule fires; ARCHITECTURE.md says the same in words.

const MESSAGE = 'SQL and TypeORM live in the room’s *.repository.ts: inject that repository instead (eslint.data.js).';

/** Flat config entries for api/src, outside repositories, the database room, migrations and specs. */
export function dataAccessBoundaries() {
  return [
    {
      // Query results are typed rows: in a repository an `any` from the driver may not leak out unnamed.
      files: ['api/src/**/*.repository.ts'],
      rules: {
        '@typescript-eslint/no-unsafe-member-access': 'error',
        '@typescript-eslint/no-unsafe-assignment': 'error',
        '@typescript-eslint/no-unsafe-argument': 'error',
        '@typescript-eslint/no-unsafe-call': 'error',
        '@typescript-eslint/no-unsafe-return': 'error',
      },
    },
    {
      files: ['api/src/**/*.ts'],
      ignores: [
        'api/src/**/*.repository.ts',
        'api/src/database/**',
        'api/src/**/migrations/**',
        'api/src/**/*.spec.ts',
        'api/src/**/*.db-spec.ts',
        // The transaction handle itself: it names the EntityManager a Tx stands for.
        'api/src/common/transaction.ts',
      ],
      rules: {
        // The core rule, so it adds to the rooms' @typescript-eslint/no-restricted-imports instead of replacing it.
        // Type-only imports are refused too: a service that names an EntityManager is one step from using it.
        'no-restricted-imports': [
          'error',
          {
            paths: [
              { name: 'typeorm', importNames: ['DataSource', 'Repository', 'EntityManager'], message: MESSAGE },
              { name: '@nestjs/typeorm', importNames: ['InjectRepository', 'InjectDataSource'], message: MESSAGE },
            ],
            // A Tx may be held and passed on; opening one or looking inside is a repository's.
            patterns: [
              {
                group: ['**/common/transaction.js'],
                importNames: ['txOf', 'managerOf', 'sqlExecutorOf'],
                message: MESSAGE,
              },
            ],
          },
        ],
        'no-restricted-syntax': [
          'error',
          {
            selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='query']",
            message: MESSAGE,
          },
        ],
      },
    },
  ];
}
