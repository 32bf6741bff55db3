/** `npm run build`: builds the web app and compiles the server (always, whatever their fingerprints say). */
import { ensureServerBuild } from './lib/server-build.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

await ensureWebBuild({ force: true });
await ensureServerBuild({ force: true });
