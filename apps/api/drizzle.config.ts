import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

const here = dirname(fileURLToPath(import.meta.url));
// drizzle-kit prefixes `./` to the paths it is given, so they must be relative to the working directory.
const fromCwd = (path: string) => relative(process.cwd(), path) || '.';

/**
 * drizzle-kit configuration. `npx drizzle-kit generate --config apps/api/drizzle.config.ts` writes SQL
 * migrations to apps/api/drizzle; the server applies them itself at start (src/db/client.ts), on PGlite
 * and PostgreSQL alike. `migrate` and `studio` use DATABASE_URL when set, else the embedded database in
 * DATA_DIR (default ./data at the repository root).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: fromCwd(join(here, 'src/db/schema.ts')),
  out: fromCwd(join(here, 'drizzle')),
  ...(process.env.DATABASE_URL
    ? { dbCredentials: { url: process.env.DATABASE_URL } }
    : { driver: 'pglite', dbCredentials: { url: join(process.env.DATA_DIR ?? join(here, '../../data'), 'pg') } }),
});
