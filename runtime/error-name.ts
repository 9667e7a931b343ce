/** The error's class name (StepBudgetExceeded, TypeError, ...), for logs and reports. */
export function errorName(e: unknown): string {
  return e instanceof Error ? (e.constructor.name !== "Error" ? e.constructor.name : e.name) : "Error";
}

/** What went wrong, in words: an Error's message; any other thrown value is named, never printed as '[object Object]'. */
export function errorMessage(e: unknown): string {
  if (e instanceof Error) return e.message;
  if (typeof e === "string" || typeof e === "number" || typeof e === "boolean") return String(e);
  return `something that is not an error was thrown (${e === null ? "null" : typeof e === "object" ? e.constructor?.name ?? "an object" : typeof e})`;
}
