/**
 * When the hook event this process answers fired: the process's start (the host starts one
 * hook process per event), in whole ms since the epoch. A detached writer is handed that of the
 * hook that started it (`HookInput.event_at`).
 */
export function hookEventTime(): number {
  // Not `performance.timeOrigin`: its first use loads the performance timing modules (over a
  // millisecond inside the turn's wait); the process's uptime says the same to the millisecond.
  // Read once: every caller in the process gets the same time.
  started ??= Math.floor(Date.now() - process.uptime() * 1000);
  return started;
}

let started: number | undefined;
