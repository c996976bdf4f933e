// Builds the web app when web/dist is missing or older than its sources, so `npm start` always serves the current app.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

export async function ensureWebBuild(webDir: string, log: (message: string) => void): Promise<string> {
  const dist = join(webDir, 'dist');
  const builtIndex = join(dist, 'index.html');
  const sources = ['src', 'index.html', 'vite.config.ts', 'build-plugins', 'public']
    .map((name) => join(webDir, name))
    .filter(existsSync);
  const newestSource = Math.max(...sources.map(newestChange));
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= newestSource) return dist;
  log('building the web app');
  const { build } = await import('vite');
  // Vite keeps a NODE_ENV it finds (a test run sets 'test'), which would bundle React's development
  // build: the app served must always be the production one.
  const inherited = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webDir,
      configFile: join(webDir, 'vite.config.ts'),
      logLevel: 'warn',
      mode: 'production',
    });
  } finally {
    if (inherited === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = inherited;
  }
  return dist;
}
