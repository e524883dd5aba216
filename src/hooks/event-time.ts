/**
 * When the hook event this process answers fired: the process's start (the host starts one
 * hook process per event), in whole ms since the epoch. A detached writer is handed that of the
 * hook that started it (`HookInput.event_at`).
 */
export function hookEventTime(): number {
  return Math.floor(performance.timeOrigin);
}
