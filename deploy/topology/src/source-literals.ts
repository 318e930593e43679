import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A string (or template text) written in a source file, where it is. */
export interface SourceLiteral {
  /** Relative to the folder that was scanned. */
  file: string;
  line: number;
  text: string;
}

/** The .ts/.tsx files under `dir` that ship: tests and test helpers (src/testing) left out. */
export function shippedSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(dir, file).split(path.sep).includes('testing'))
    .sort();
}

const LITERAL_KINDS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
]);

/**
 * The file an import names ('../api/get-menu'), not a text the code uses: a folder called api is
 * no call to an API.
 */
function isModuleSpecifier(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent || !ts.isStringLiteralLike(node)) return false;
  if ((ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) && parent.moduleSpecifier === node)
    return true;
  if (ts.isExternalModuleReference(parent)) return true;
  if (ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent)) return true;
  return (
    ts.isCallExpression(parent) &&
    (parent.expression.kind === ts.SyntaxKind.ImportKeyword ||
      (ts.isIdentifier(parent.expression) && parent.expression.text === 'require')) &&
    parent.arguments[0] === node
  );
}

/**
 * Every string literal and piece of template text in a source, read by TypeScript's parser (so
 * comments, identifiers and import specifiers never count): `/api/ordering/orders/${id}` gives "/api/ordering/orders/".
 */
export function literalsIn(source: string, fileName: string): Omit<SourceLiteral, 'file'>[] {
  const tree = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Omit<SourceLiteral, 'file'>[] = [];
  const visit = (node: ts.Node) => {
    if (isModuleSpecifier(node)) return;
    if (LITERAL_KINDS.has(node.kind)) {
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
      found.push({ line: line + 1, text: (node as ts.LiteralLikeNode).text });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** The literals of every shipped source under `dir`. */
export function literalsUnder(dir: string): SourceLiteral[] {
  return shippedSources(dir).flatMap((file) =>
    literalsIn(readFileSync(file, 'utf8'), file).map((literal) => ({
      file: path.relative(dir, file),
      ...literal,
    })),
  );
}
