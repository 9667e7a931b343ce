/** The error's class name (StepBudgetExceeded, TypeError, ...), for logs and reports. */
export function errorName(e: unknown): string {
  return e instanceof Error ? (e.constructor.name !== "Error" ? e.constructor.name : e.name) : "Error";
}
