/** A message template's {names} filled in ("Nuevo mensaje de {name}"); an unknown name stays as written. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
