import { configFromEnv } from '../config.ts';
import { openDatabase } from './client.ts';
import { accountsSummary, resetDatabase, seed } from './seed.ts';

const reset = process.argv.includes('--reset');
const database = await openDatabase(configFromEnv().database);
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
