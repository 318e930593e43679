/** How a person is named in the list, the header and the info panel. */
export function displayName(person: { full_name: string | null; username: string }): string {
  return person.full_name?.trim() || person.username;
}
