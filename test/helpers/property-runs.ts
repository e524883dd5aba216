/**
 * How many runs a property test makes: its own count in `npm test`, a fifth of it (at least 10)
 * in the unit tier (`npm run test:unit` sets HANDOFF_PROPERTY_RUNS=fifth), so the inner loop
 * stays within a minute while CI keeps the full search. The properties are the same; only how
 * many random cases each one tries differs.
 */
export function propertyRuns(full: number): number {
  if (process.env["HANDOFF_PROPERTY_RUNS"] !== "fifth") return full;
  return Math.min(full, Math.max(10, Math.ceil(full / 5)));
}
