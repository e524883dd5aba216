import type { Writable } from "node:stream";
import type { ProgressReporter } from "../collect/feedback/feedback.js";

/** At most one redraw this often: a progress line must not cost what it measures. */
const REDRAW_MS = 200;

/**
 * A one-line progress display for long scans, on stderr and only on a terminal (SPEC §10): a
 * pipe or a log file never receives it. `done()` erases the line.
 */
export function createProgress(stream: Writable): { report: ProgressReporter; done(): void } {
  if ((stream as { isTTY?: boolean }).isTTY !== true) return { report: () => {}, done() {} };
  let last = 0;
  let shown = false;
  return {
    report(file, bytesRead, totalBytes) {
      const now = Date.now();
      if (now - last < REDRAW_MS) return;
      last = now;
      shown = true;
      const percent = totalBytes > 0 ? Math.floor((bytesRead / totalBytes) * 100) : 0;
      stream.write(`\r\u001b[Kreading ${file}: ${percent}% of ${formatBytes(totalBytes)}`);
    },
    done() {
      if (shown) stream.write("\r\u001b[K");
    },
  };
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  return `${Math.round(bytes / 1024 ** 2)} MB`;
}
