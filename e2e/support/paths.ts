import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const artifactsDir = path.join(repoRoot, 'artifacts');
export const screenshotsDir = path.join(artifactsDir, 'screenshots');
