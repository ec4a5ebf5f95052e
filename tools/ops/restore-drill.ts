// `pnpm ops:restore-drill` (docs/operations.md "Backup and restore"): backs up, wipes and
// restores a database of its own and a local S3-compatible bucket, then checks every row's file.
//
//   pnpm ops:restore-drill                                   (PostgreSQL at postgres://postgres@127.0.0.1:5432)
//   RESTORE_DRILL_POSTGRES=postgres://user@host:port pnpm ops:restore-drill
import { runRestoreDrill } from '../../apps/api/faults/harness/restore-drill.ts';

runRestoreDrill(process.env.RESTORE_DRILL_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432').then(
  () => console.log('restore drill passed'),
  (error: unknown) => {
    console.error('restore drill FAILED:', error);
    process.exitCode = 1;
  },
);
