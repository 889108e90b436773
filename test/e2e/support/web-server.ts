/**
 * Real nginx and Apache httpd from the system's packages, run as test instances with the
 * configuration files of deploy/ unchanged except for ports and paths, on loopback, each in a
 * folder of its own with its own main configuration (the part /etc/nginx/nginx.conf and
 * /etc/apache2/apache2.conf play on a server).
 *
 * The templating step, documented in docs/deploy.md ("What the tests change"): in the shipped
 * files, exactly these values are replaced, and each must be found, so the files and the list
 * cannot drift apart:
 *   listen 80 / listen 443, <VirtualHost *:80> / <VirtualHost *:443>   -> test ports on 127.0.0.1
 *   /var/www                                                           -> the test's web root
 *   /etc/ssl/certs/portal.hospital.example.pem, /etc/ssl/private/...  -> a throw-away certificate
 *   127.0.0.1:3000                                                      -> the test API server
 * and, for the API on another origin only, the documented edit of the CSP's connect-src.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const deployDir = join(projectRoot, 'deploy');

/** Set by .ci/run: there a missing nginx or Apache is a failure, never a skipped test. */
export const webServersRequired = process.env.PORTAL_REQUIRE_WEB_SERVERS === '1';

const sbinDirs = ['/usr/sbin', '/usr/local/sbin', '/sbin'];

/** The path of `name` on PATH or in the sbin folders (where Debian puts nginx and apache2). */
export function findBinary(name: string, override?: string): string | null {
  if (override) return existsSync(override) ? override : null;
  const dirs = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), ...sbinDirs];
  return dirs.map((dir) => join(dir, name)).find((path) => existsSync(path)) ?? null;
}

export const nginxBinary = () => findBinary('nginx', process.env.NGINX_PATH);
export const apacheBinary = () => findBinary('apache2', process.env.APACHE_PATH);

/**
 * Why the tests of `server` cannot run here, or null when they can. Throws in CI, where the
 * binary must be there (.ci/run installs it).
 */
export function missingWebServer(server: 'nginx' | 'apache2'): string | null {
  const binary = server === 'nginx' ? nginxBinary() : apacheBinary();
  if (binary) return null;
  const message =
    `${server} was not found (PATH, /usr/sbin), so the tests through ${server} cannot run. ` +
    `Install it with \`apt-get install ${server}\` (Debian), or set ${server === 'nginx' ? 'NGINX_PATH' : 'APACHE_PATH'}.`;
  if (webServersRequired) throw new Error(`${message} PORTAL_REQUIRE_WEB_SERVERS=1 makes this a failure.`);
  return message;
}

/** A loopback port that is free now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves once something accepts connections on the port, or rejects after `ms`. */
async function waitForPort(port: number, ms: number, exited: () => string | null): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const stopped = exited();
    if (stopped) throw new Error(stopped);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing answered on port ${port} within ${ms} ms`);
}

/** Replaces each `[from, to]` in `text`; a `from` the text does not hold is an error. */
export function substitute(text: string, pairs: readonly (readonly [string, string])[], file: string): string {
  let out = text;
  for (const [from, to] of pairs) {
    if (!out.includes(from)) {
      throw new Error(`${file} no longer contains "${from}": update test/e2e/support/web-server.ts and docs/deploy.md`);
    }
    out = out.split(from).join(to);
  }
  return out;
}

export interface Deployment {
  /** The scratch folder: web root, certificate, server prefix; removed by stop(). */
  dir: string;
  /** Where the portal's files are (the web root's portal/ folder), a copy a test may change. */
  portalDir: string;
  /** https://127.0.0.1:PORT, the portal's origin. */
  origin: string;
  /** http://127.0.0.1:PORT, the plain-HTTP server that redirects. */
  httpOrigin: string;
  /** The test certificate, for clients that verify it. */
  ca: string;
  /** The server's error log so far. */
  log(): string;
  stop(): Promise<void>;
}

export interface DeploymentOptions {
  /** The built portal to copy into the web root. */
  portalSource: string;
  /** The port of the reference API server behind /api/. */
  apiPort: number;
  /** For the API on another origin: its origin, added to connect-src; config.json points to it. */
  apiOrigin?: string;
  /** The deploy/ folder to take the configuration from: the repository's, or an unpacked release's. */
  deployDir?: string;
  /**
   * Several API processes (docs/deploy.md, section 11): the site's `location /api/` block becomes
   * `location`, and the upstream file (its server lines on `ports`) and the proxy snippet are installed.
   */
  severalApi?: { location: string; ports: readonly number[] };
}

/** A scratch folder readable by the unprivileged worker processes of a server started as root. */
function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** A self-signed certificate for 127.0.0.1, valid one day. */
function makeCertificate(dir: string): { cert: string; key: string } {
  const cert = join(dir, 'tls', 'portal.pem');
  const key = join(dir, 'tls', 'portal.key');
  mkdirSync(dirname(cert), { recursive: true });
  const made = spawnSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert,
  ], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl could not make a test certificate: ${made.stderr || made.error}`);
  chmodSync(key, 0o644);
  return { cert, key };
}

/** Copies the built portal into the web root and, for an API elsewhere, points config.json at it. */
function preparePortal(dir: string, options: DeploymentOptions): string {
  const portalDir = join(dir, 'www', 'portal');
  cpSync(options.portalSource, portalDir, { recursive: true });
  // The web root also holds what Debian's packages put there: their default page.
  mkdirSync(join(dir, 'www', 'html'));
  writeFileSync(join(dir, 'www', 'html', 'index.html'), debianDefaultPage);
  if (options.apiOrigin) {
    const configFile = join(portalDir, 'config.json');
    const config = JSON.parse(readFileSync(configFile, 'utf8'));
    writeFileSync(configFile, JSON.stringify({ ...config, apiBase: `${options.apiOrigin}/api/` }, null, 2));
  }
  return portalDir;
}

/** The user worker processes run as when the server starts as root (Debian's www-data). */
function workerUser(): string | null {
  if (process.getuid?.() !== 0) return null;
  const passwd = existsSync('/etc/passwd') ? readFileSync('/etc/passwd', 'utf8') : '';
  return /^www-data:/m.test(passwd) ? 'www-data' : 'nobody';
}

function startProcess(binary: string, args: string[], port: number, logFile: string) {
  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let exit: string | null = null;
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  child.on('exit', (code, signal) => {
    exit = `${binary} stopped (${signal ?? code}):\n${output}${existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''}`;
  });
  const ready = waitForPort(port, 10_000, () => exit);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exit !== null || child.exitCode !== null) return resolve();
      // A server that does not stop on SIGTERM within 10 s is killed, so the run never hangs on it.
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { ready, stop, output: () => output };
}

/** The shipped nginx files with the test's ports and paths. */
function renderNginx(dir: string, ports: { http: number; https: number }, tls: { cert: string; key: string }, options: DeploymentOptions) {
  const read = (file: string) => readFileSync(join(options.deployDir ?? deployDir, 'nginx', file), 'utf8');
  const site = substitute(read('portal.conf'), [
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen 443 ', `listen 127.0.0.1:${ports.https} `],
    ['/etc/ssl/certs/portal.hospital.example.pem', tls.cert],
    ['/etc/ssl/private/portal.hospital.example.key', tls.key],
    ['/var/www', join(dir, 'www')],
    ['127.0.0.1:3000', `127.0.0.1:${options.apiPort}`],
  ], 'deploy/nginx/portal.conf');
  const connectSrc = "connect-src 'self'";
  const headers = options.apiOrigin
    ? substitute(read('portal-headers.conf'), [[`${connectSrc};`, `${connectSrc} ${options.apiOrigin};`]], 'deploy/nginx/portal-headers.conf')
    : read('portal-headers.conf');
  if (!options.severalApi) return { site, headers, brotli: read('portal-brotli.conf'), severalApi: null };
  const block = /\n( *)location \/api\/ \{\n[\s\S]*?\n\1\}\n/.exec(site);
  if (!block) throw new Error('deploy/nginx/portal.conf no longer has a location /api/ block');
  const [first, second] = options.severalApi.ports;
  let servers = 0;
  const upstream = read('portal-api-upstream.conf').replace(/^( *server 127\.0\.0\.1:)(3000|3001)\b/gm, (_, start: string, port: string) => {
    servers++;
    return `${start}${port === '3000' ? first : second}`;
  });
  if (servers !== 2) throw new Error('deploy/nginx/portal-api-upstream.conf no longer names 127.0.0.1:3000 and 127.0.0.1:3001');
  return {
    site: site.replace(block[0], `\n${options.severalApi.location}`),
    headers,
    brotli: read('portal-brotli.conf'),
    severalApi: { upstream, proxy: read('portal-api-proxy.conf') },
  };
}

/** nginx's own mime.types and the Brotli module, where the package put them. */
function nginxInstall(binary: string) {
  const version = spawnSync(binary, ['-V'], { encoding: 'utf8' });
  const text = `${version.stdout}${version.stderr}`;
  const confPath = /--conf-path=(\S+)/.exec(text)?.[1] ?? '/etc/nginx/nginx.conf';
  const modulesPath = /--modules-path=(\S+)/.exec(text)?.[1] ?? '/usr/lib/nginx/modules';
  // Debian's two Brotli packages: the filter (brotli on) and the static module (brotli_static on),
  // both needed by portal-brotli.conf.
  const brotli = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'].map((file) => join(modulesPath, file));
  return { mimeTypes: join(dirname(confPath), 'mime.types'), brotliModules: brotli.every((file) => existsSync(file)) ? brotli : null };
}

/** Whether nginx here has the Brotli modules (then the tests expect Brotli answers). */
export function nginxHasBrotli(): boolean {
  const binary = nginxBinary();
  return binary ? nginxInstall(binary).brotliModules !== null : false;
}

/** Starts nginx with deploy/nginx/ in front of the API server on `apiPort`. */
export async function startNginx(options: DeploymentOptions): Promise<Deployment> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx was not found');
  const dir = scratchDir('portal-nginx-');
  const ports = { http: await freePort(), https: await freePort() };
  const tls = makeCertificate(dir);
  const portalDir = preparePortal(dir, options);
  const { site, headers, brotli, severalApi } = renderNginx(dir, ports, tls, options);
  const { mimeTypes, brotliModules } = nginxInstall(binary);
  const prefix = join(dir, 'nginx');
  for (const sub of ['snippets', 'sites-enabled', 'conf.d', 'temp']) mkdirSync(join(prefix, sub), { recursive: true });
  writeFileSync(join(prefix, 'snippets', 'portal-headers.conf'), headers);
  writeFileSync(join(prefix, 'sites-enabled', 'portal'), site);
  if (brotliModules) writeFileSync(join(prefix, 'conf.d', 'portal-brotli.conf'), brotli);
  if (severalApi) {
    writeFileSync(join(prefix, 'conf.d', 'portal-api-upstream.conf'), severalApi.upstream);
    writeFileSync(join(prefix, 'snippets', 'portal-api-proxy.conf'), severalApi.proxy);
  }
  const user = workerUser();
  const errorLog = join(prefix, 'error.log');
  // What Debian's /etc/nginx/nginx.conf holds, with the paths in this folder.
  const main = [
    ...(user ? [`user ${user};`] : []),
    'worker_processes 1;',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${errorLog} warn;`,
    ...(brotliModules ?? []).map((module) => `load_module ${module};`),
    'events { worker_connections 256; }',
    'http {',
    '  sendfile on;',
    '  tcp_nopush on;',
    '  types_hash_max_size 2048;',
    `  include ${mimeTypes};`,
    '  default_type application/octet-stream;',
    `  access_log ${join(prefix, 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(prefix, 'temp', kind)};`),
    '  gzip on;',
    '  include conf.d/*.conf;',
    '  include sites-enabled/*;',
    '}',
    '',
  ].join('\n');
  writeFileSync(join(prefix, 'nginx.conf'), main);
  const args = ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', errorLog];
  const checked = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (checked.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx -t refused the configuration:\n${checked.stderr}`);
  }
  const running = startProcess(binary, [...args, '-g', 'daemon off;'], ports.https, errorLog);
  try {
    await running.ready;
  } catch (error) {
    await running.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return deployment(dir, portalDir, ports, tls, errorLog, running.stop);
}

function deployment(
  dir: string,
  portalDir: string,
  ports: { http: number; https: number },
  tls: { cert: string },
  errorLog: string,
  stopServer: () => Promise<void>,
): Deployment {
  return {
    dir,
    portalDir,
    origin: `https://127.0.0.1:${ports.https}`,
    httpOrigin: `http://127.0.0.1:${ports.http}`,
    ca: readFileSync(tls.cert, 'utf8'),
    log: () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''),
    async stop() {
      await stopServer();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The modules the site needs, as Debian's a2enmod would enable them (those present are loaded). */
const apacheModules = [
  'mpm_event', 'authz_core', 'alias', 'dir', 'mime', 'headers', 'rewrite', 'deflate', 'filter',
  'brotli', 'setenvif', 'proxy', 'proxy_http', 'ssl', 'socache_shmcb', 'unixd', 'log_config', 'http2',
];

/** The content types Debian's mods-available/deflate.conf compresses with gzip, server-wide. */
const debianDeflate = [
  'text/html text/plain text/xml text/css text/javascript',
  'application/x-javascript application/javascript application/ecmascript',
  'application/rss+xml',
  'application/wasm',
  'application/xml',
];

/** Stands for Debian's default page in /var/www/html, which the portal's host must not show. */
export const debianDefaultPage = '<html><body><h1>Apache2 Debian Default Page</h1></body></html>\n';

/** Where Debian's apache2 package keeps its modules. */
function apacheModuleDir(): string {
  return process.env.APACHE_MODULES ?? '/usr/lib/apache2/modules';
}

/** Writes the Apache instance's files; returns the arguments that run it. */
async function prepareApache(options: DeploymentOptions) {
  const binary = apacheBinary();
  if (!binary) throw new Error('apache2 was not found');
  const dir = scratchDir('portal-apache-');
  const ports = { http: await freePort(), https: await freePort() };
  const tls = makeCertificate(dir);
  const portalDir = preparePortal(dir, options);
  const prefix = join(dir, 'apache');
  for (const sub of ['run', 'locks', 'sites']) mkdirSync(join(prefix, sub), { recursive: true });
  const connectSrc = "connect-src 'self'";
  const site = substitute(readFileSync(join(options.deployDir ?? deployDir, 'apache', 'portal.conf'), 'utf8'), [
    ['<VirtualHost *:80>', `<VirtualHost 127.0.0.1:${ports.http}>`],
    ['<VirtualHost *:443>', `<VirtualHost 127.0.0.1:${ports.https}>`],
    ['/etc/ssl/certs/portal.hospital.example.pem', tls.cert],
    ['/etc/ssl/private/portal.hospital.example.key', tls.key],
    ['/var/www', join(dir, 'www')],
    ['127.0.0.1:3000', `127.0.0.1:${options.apiPort}`],
    ...(options.apiOrigin ? [[`${connectSrc};`, `${connectSrc} ${options.apiOrigin};`] as const] : []),
  ], 'deploy/apache/portal.conf');
  writeFileSync(join(prefix, 'sites', 'portal.conf'), site);
  const webRoot = join(dir, 'www');
  const modules = apacheModuleDir();
  const user = workerUser();
  const errorLog = join(prefix, 'error.log');
  // What Debian's /etc/apache2/apache2.conf, ports.conf and mods-enabled/ hold, in this folder.
  const main = [
    `ServerRoot ${prefix}`,
    'ServerName 127.0.0.1',
    `PidFile ${join(prefix, 'run', 'apache2.pid')}`,
    `DefaultRuntimeDir ${join(prefix, 'run')}`,
    `Mutex file:${join(prefix, 'locks')} default`,
    `ErrorLog ${errorLog}`,
    'LogLevel warn',
    ...apacheModules
      .filter((name) => existsSync(join(modules, `mod_${name}.so`)))
      .map((name) => `LoadModule ${name}_module ${join(modules, `mod_${name}.so`)}`),
    ...(user ? [`User ${user}`, `Group ${user === 'www-data' ? 'www-data' : 'nogroup'}`] : []),
    // Debian's conf-enabled/security.conf, read before the sites: the site must override it.
    'ServerTokens OS',
    'ServerSignature On',
    'TraceEnable Off',
    // Debian's mods-enabled/deflate.conf: gzip for every site, which must not win over Brotli.
    ...debianDeflate.map((line) => `AddOutputFilterByType DEFLATE ${line}`),
    `TypesConfig ${existsSync('/etc/mime.types') ? '/etc/mime.types' : join(prefix, 'mime.types')}`,
    `SSLSessionCache shmcb:${join(prefix, 'run', 'ssl_scache')}(512000)`,
    `Listen 127.0.0.1:${ports.http}`,
    `Listen 127.0.0.1:${ports.https}`,
    '<Directory />',
    '  Options FollowSymLinks',
    '  AllowOverride None',
    '  Require all denied',
    '</Directory>',
    // Debian's apache2.conf opens /var/www/ to every site, and its default page is /var/www/html.
    `<Directory ${webRoot}/>`,
    '  Options Indexes FollowSymLinks',
    '  AllowOverride None',
    '  Require all granted',
    '</Directory>',
    `DocumentRoot ${join(webRoot, 'html')}`,
    `Include ${join(prefix, 'sites', 'portal.conf')}`,
    '',
  ].join('\n');
  if (!existsSync('/etc/mime.types')) {
    writeFileSync(join(prefix, 'mime.types'), 'text/html html\ntext/css css\ntext/javascript js\napplication/json json map\nimage/svg+xml svg\ntext/plain txt\nimage/x-icon ico\n');
  }
  writeFileSync(join(prefix, 'apache2.conf'), main);
  return { binary, dir, ports, tls, portalDir, errorLog, args: ['-d', prefix, '-f', join(prefix, 'apache2.conf')] };
}

/** Runs `apache2 -t` on the shipped site; returns its exit status and messages. */
export async function checkApacheConfig(options: DeploymentOptions): Promise<{ ok: boolean; output: string }> {
  const prepared = await prepareApache(options);
  try {
    const checked = spawnSync(prepared.binary, [...prepared.args, '-t'], { encoding: 'utf8' });
    return { ok: checked.status === 0, output: `${checked.stdout}${checked.stderr}` };
  } finally {
    rmSync(prepared.dir, { recursive: true, force: true });
  }
}

/** Starts Apache httpd with deploy/apache/portal.conf in front of the API server on `apiPort`. */
export async function startApache(options: DeploymentOptions): Promise<Deployment> {
  const prepared = await prepareApache(options);
  const running = startProcess(prepared.binary, [...prepared.args, '-DFOREGROUND'], prepared.ports.https, prepared.errorLog);
  try {
    await running.ready;
  } catch (error) {
    await running.stop();
    rmSync(prepared.dir, { recursive: true, force: true });
    throw error;
  }
  return deployment(prepared.dir, prepared.portalDir, prepared.ports, prepared.tls, prepared.errorLog, running.stop);
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, still compressed when the server compressed it. */
  body: Buffer;
}

/** One request with Node's own client, verifying the test certificate; nothing decompressed. */
export function fetchRaw(url: string, options: { ca?: string; method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      { method: options.method ?? 'GET', headers: options.headers ?? {}, ...(options.ca ? { ca: options.ca } : {}), agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
