import { closeDb, databaseKind } from '@/server/db/client';

// `npm run db:migrate` and the start scripts: opening the database applies pending migrations.
const kind = await databaseKind();
await closeDb();
console.log(`database (${kind}) is up to date`);
