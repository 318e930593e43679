import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Finds queries that select every column without naming them: Kysely's selectAll() and
 * returningAll(), and `select *` / `select t.*` / `returning *` in SQL text. Queries run as named
 * prepared statements on pooled connections, and a replica still running the old code must keep
 * working after a migration adds a column: Postgres refuses to run a cached statement whose
 * result columns changed ("cached plan must not change result type"). Named columns never change.
 */
const RULES: { what: string; pattern: RegExp }[] = [
  { what: 'selectAll()', pattern: /\.selectAll\s*\(/g },
  { what: 'returningAll()', pattern: /\.returningAll\s*\(/g },
  { what: 'select *', pattern: /\bselect\s+(?:distinct\s+)?(?:[A-Za-z_]\w*\.)?\*/gi },
  { what: 'returning *', pattern: /\breturning\s+(?:[A-Za-z_]\w*\.)?\*/gi },
  // A star later in a select list: `select id, t.*` (not count(*)).
  { what: 'select t.*', pattern: /,\s*[A-Za-z_]\w*\.\*/g },
];

/** Comment lines say what they like (`select *` in prose); only code and SQL text count. */
const COMMENT = /^\s*(?:\/\/|\/\*|\*)/;

export interface StarSelection {
  where: string;
  what: string;
  text: string;
}

export function findStarSelections(file: string, text: string): StarSelection[] {
  const found: StarSelection[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (COMMENT.test(line)) continue;
    for (const rule of RULES) {
      for (const match of line.matchAll(rule.pattern))
        found.push({ where: `${file}:${index + 1}`, what: rule.what, text: match[0] });
    }
  }
  return found;
}

/** The .ts files of each package's src folder: services/*\/src and shared/*\/src, no tests. */
export function sourceFiles(root: string, parents: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'test') walk(relative);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(relative);
    }
  };
  for (const parent of parents) {
    for (const pkg of readdirSync(path.join(root, parent), { withFileTypes: true })) {
      if (pkg.isDirectory() && readdirSync(path.join(root, parent, pkg.name)).includes('src'))
        walk(path.join(parent, pkg.name, 'src'));
    }
  }
  return files;
}

export function scanForStarSelections(root: string, parents: string[]): StarSelection[] {
  return sourceFiles(root, parents).flatMap((file) =>
    findStarSelections(file, readFileSync(path.join(root, file), 'utf8')),
  );
}
