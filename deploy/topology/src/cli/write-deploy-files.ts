// npm run deploy:files — rewrites every container file, Kubernetes manifest and compose file from
// services/*/service.json and mf-*/remote.json, and removes the ones no longer rendered (a removed
// service's Dockerfile). deploy/topology/test/deploy-files.test.ts fails until this has run.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../declarations';
import { GENERATED_FOLDERS, renderDeployFiles } from '../deploy-files';
import { readTopology } from '../topology';

const files = renderDeployFiles(readTopology());
for (const [file, text] of Object.entries(files)) {
  const target = path.join(REPO_ROOT, file);
  mkdirSync(path.dirname(target), { recursive: true });
  const before = existsSync(target) ? readFileSync(target, 'utf8') : null;
  if (before === text) continue;
  writeFileSync(target, text);
  console.log(`${before === null ? 'created' : 'updated'} ${file}`);
}
for (const folder of GENERATED_FOLDERS) {
  const dir = path.join(REPO_ROOT, folder);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)) {
    const file = `${folder}/${name}`;
    if (file in files || name.endsWith('.env')) continue;
    rmSync(path.join(dir, name), { recursive: true });
    console.log(`removed ${file}`);
  }
}
console.log(`${Object.keys(files).length} deploy files in step with the route files`);
