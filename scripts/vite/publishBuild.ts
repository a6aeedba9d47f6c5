import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

/** Where the build is written before it is published; inside the served directory, so renames stay on one file system. */
export const STAGING_DIR = '.staging';
/** The files of the last builds, newest first. */
export const BUILDS_FILE = '.builds.json';
/** A page stays usable across this many rebuilds less one: its files are kept until then. */
export const KEPT_BUILDS = 3;

function listFiles(dir: string, root = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (dir === root && (entry.name === STAGING_DIR || entry.name === BUILDS_FILE)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path, root) : [relative(root, path)];
  });
}

/** Pages (and the manifest the server reads their preloads from) go last, so a page never names a file that is not there yet. */
function publishOrder(file: string): number {
  if (file.endsWith('.html') || file.endsWith('manifest.json')) return 2;
  if (/\.html\.(?:br|gz)$/.test(file)) return 1;
  return 0;
}

async function writeAtomically(path: string, contents: string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, contents);
  await rename(temporary, path);
}

/**
 * Moves a finished build from `targetDir/.staging` into `targetDir` one file at a time, each by
 * an atomic rename, the pages last. The files of the previous builds stay (a page loaded before
 * this deploy still lazy-loads its chunks); those of older builds are removed.
 */
export async function publishBuild(targetDir: string): Promise<void> {
  const stagingDir = join(targetDir, STAGING_DIR);
  const files = listFiles(stagingDir).sort((a, b) => publishOrder(a) - publishOrder(b));
  for (const file of files) {
    await mkdir(dirname(join(targetDir, file)), { recursive: true });
    await rename(join(stagingDir, file), join(targetDir, file));
  }
  await rm(stagingDir, { recursive: true, force: true });

  const buildsPath = join(targetDir, BUILDS_FILE);
  // Before the first published build, whatever the directory holds counts as the previous build.
  const earlier: string[][] = existsSync(buildsPath)
    ? (JSON.parse(readFileSync(buildsPath, 'utf8')) as string[][])
    : [listFiles(targetDir).filter((file) => !files.includes(file))].filter((b) => b.length > 0);
  const builds = [files, ...earlier];
  const kept = new Set(builds.slice(0, KEPT_BUILDS).flat());
  await writeAtomically(buildsPath, JSON.stringify(builds.slice(0, KEPT_BUILDS)));
  const dropped = builds.slice(KEPT_BUILDS).flat();
  await Promise.all(
    dropped
      .filter((file) => !kept.has(file))
      .map((file) => rm(join(targetDir, file), { force: true })),
  );
}
