import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type RemoteDeclaration, remoteDeclarationSchema } from '@cerca/contracts';
import { UsageError } from './errors';

/** A remote.json that does not declare a valid remote; `reasons` says what is wrong, field by field. */
export class DeclarationError extends Error {
  constructor(
    readonly file: string,
    readonly reasons: string[],
  ) {
    super(`${file} is not a valid remote declaration (${reasons.join('; ')}).`);
  }
}

/** A remote package's remote.json (its name, exposed modules and routes), validated. */
export async function readRemoteDeclaration(dir: string): Promise<RemoteDeclaration> {
  const file = path.join(dir, 'remote.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new UsageError(`${dir} is not a remote: it has no remote.json.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new DeclarationError(file, [(error as Error).message]);
  }
  const parsed = remoteDeclarationSchema.safeParse(json);
  if (!parsed.success) {
    throw new DeclarationError(
      file,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'the file'}: ${issue.message}`),
    );
  }
  return parsed.data;
}
