import { configFromEnv } from '../config.ts';
import { type Database, openDatabase } from './client.ts';
import { DataDirLockedError } from './data-dir-lock.ts';
import { accountsSummary, resetDatabase, seed } from './seed.ts';

const reset = process.argv.includes('--reset');
let database: Database;
try {
  database = await openDatabase(configFromEnv().database);
} catch (error) {
  // A running server holds this DATA_DIR: seeding under it would be lost (issue 25).
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
try {
  if (reset) await resetDatabase(database.db);
  await seed(database.db, process.env);
  console.log(
    reset
      ? 'Base de datos reiniciada con los datos de demostración.'
      : 'Datos de demostración listos.',
  );
  console.log(accountsSummary(process.env));
} finally {
  await database.close();
}
