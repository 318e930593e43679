export interface FormFile {
  /** The form field; default the `defaults` given to multipart(). */
  field?: string;
  name: string;
  /** The part's declared type; default the `defaults` given to multipart(). */
  type?: string;
  content: Buffer;
}

/**
 * A multipart/form-data payload for app.inject, encoded by the platform's FormData as a browser
 * would. `defaults` fills the field and type of files that do not name theirs.
 */
export async function multipart(
  fields: Record<string, string>,
  files: FormFile[] = [],
  defaults: { field: string; type: string } = { field: 'file', type: 'application/octet-stream' },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(
      file.field ?? defaults.field,
      new Blob([new Uint8Array(file.content)], { type: file.type ?? defaults.type }),
      file.name,
    );
  }
  const request = new Request('http://local.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
