/** Puts values into a text of messages.json: `{{name}}` becomes values.name (missing ones: empty). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}
