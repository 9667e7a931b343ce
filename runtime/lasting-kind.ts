/** Which list of lasting effects a lasting effect's code belongs in, with its trigger and end (Linker.lastingKinds; saved games are checked against it). */
export interface LastingKind {
  list: "listeners" | "restrictions" | "permissions" | "shows";
  trigger?: string;
  until: string;
}
