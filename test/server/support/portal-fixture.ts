/**
 * A throw-away portal directory for the static-file tests: an index.html, a hashed asset, a
 * config.json, a favicon and a dot file, plus a secret file just outside the directory that no
 * request may ever reach.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PortalFixture {
  portalDir: string;
  secret: string;
  remove(): Promise<void>;
}

export const fixtureFiles = {
  index: '<!doctype html><title>Portal</title><script src="/portal/assets/main-ABCD1234.js"></script>',
  asset: 'console.log("portal");',
  assetName: 'main-ABCD1234.js',
  config: '{"apiBase":"/api/","title":"Demo"}',
};

export async function createPortalFixture(): Promise<PortalFixture> {
  const root = await mkdtemp(join(tmpdir(), 'portal-static-'));
  const portalDir = join(root, 'portal');
  await mkdir(join(portalDir, 'assets'), { recursive: true });
  await mkdir(join(portalDir, 'media'), { recursive: true });
  await writeFile(join(portalDir, 'index.html'), fixtureFiles.index);
  await writeFile(join(portalDir, 'assets', fixtureFiles.assetName), fixtureFiles.asset);
  await writeFile(join(portalDir, 'config.json'), fixtureFiles.config);
  await writeFile(join(portalDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  await writeFile(join(portalDir, '.env'), 'SECRET=1');
  const secret = 'TOP-SECRET-OUTSIDE-PORTAL';
  await writeFile(join(root, 'secret.txt'), secret);
  return { portalDir, secret, remove: () => rm(root, { recursive: true, force: true }) };
}
