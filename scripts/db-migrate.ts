import { closeDb, databaseKind } from '@/server/db/client';
import { DatabaseInUseError } from '@/server/db/owner';

// `npm run db:migrate` and the start scripts: opening the database applies pending migrations. On the embedded
// database only the process that owns the folder may do that: with the app running, this refuses (the app
// applied them when it started).
try {
  const kind = await databaseKind();
  console.log(`database (${kind}) is up to date`);
} catch (error) {
  if (!(error instanceof DatabaseInUseError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await closeDb();
}
