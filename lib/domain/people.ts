/** A person's name as every screen, statement and audit row shows it: "First Last". */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
