// Regenerates the static category artwork in src/seed/assets/categories from the catalogue.
// Run: pnpm --filter @cerca/db exec tsx src/cli/write-assets.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORIES } from '../catalogue/index';
import { artSvg, initials } from '../seed/art';
import { STATIC_ASSETS_DIR } from '../seed/assets';

const dir = join(STATIC_ASSETS_DIR, 'categories');
mkdirSync(dir, { recursive: true });
CATEGORIES.forEach((c, i) => {
  const title = initials(c.name);
  writeFileSync(
    join(dir, `${c.id}.svg`),
    `${artSvg({ width: 400, height: 400, color: c.color, title, caption: c.name, variant: i })}\n`,
  );
  writeFileSync(
    join(dir, `${c.id}-banner.svg`),
    `${artSvg({ width: 1200, height: 400, color: c.color, title: c.name, variant: i + 3 })}\n`,
  );
});
console.info(`wrote ${CATEGORIES.length * 2} files to ${dir}`);
