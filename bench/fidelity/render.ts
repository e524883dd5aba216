/**
 * The fidelity table, one per part of the corpus (tuning, held out): per relay, answered / asked
 * at the start of each hop and in all; then the questions left unanswered and the wrong answers
 * (forbidden matches), each named; last the two scores side by side. Pure.
 *
 * The held-out part names its misses only when asked (`holdoutDetails`): a question's text and
 * the briefing line a forbidden pattern matched tell whoever changes a rule what the held-out
 * relays hold, and the bench is what they run after every change. Without it the held-out part
 * prints its table and how many questions each relay missed or answered wrongly.
 */
import type { FidelityPart, FidelityResult } from "./types.js";
import { type Answer, percent } from "./score.js";

export interface RenderOptions {
  /** Name the held-out part's unanswered questions and wrong answers (who writes or scores it). */
  holdoutDetails?: boolean;
}

export function renderFidelity(result: FidelityResult, options: RenderOptions = {}): string {
  const out = [
    "Fidelity: each relay's questions, asked of the briefing every hop started with",
    "(hop n: what hop n's agent was told; the last hop: the session after the relay)",
    "",
    ...renderPart("Tuning relays (test/fixtures/relays/)", result.tuning),
    ...(result.holdout === null
      ? []
      : renderPart(
          "Held-out relays (test/fixtures/relays/holdout/: never looked at while changing a rule)",
          result.holdout,
          options.holdoutDetails === true,
        )),
    result.holdout === null
      ? `score: tuning ${totals(result.tuning)} (held-out part not replayed: --tuning)`
      : `score: tuning ${totals(result.tuning)}; holdout ${totals(result.holdout)}`,
  ];
  return `${out.join("\n")}\n`;
}

function totals(part: FidelityPart): string {
  return `${part.score} % (${part.answered}/${part.asked} answered, ${part.wrong} wrong)`;
}

function cell(answers: Answer[]): string {
  return answers.length === 0
    ? "-"
    : `${answers.filter((a) => a.answered).length}/${answers.length} (${percent(answers)} %)`;
}

function renderPart(title: string, part: FidelityPart, details = true): string[] {
  if (part.relays.length === 0) return [`${title}: none recorded`, ""];
  const hops = [...new Set(part.relays.flatMap((r) => r.answers.map((a) => a.hop)))].sort(
    (a, b) => a - b,
  );
  const header = ["relay", ...hops.map((h) => `hop ${h}`), "all"];
  const rows = part.relays.map((relay) => [
    relay.name,
    ...hops.map((h) => cell(relay.answers.filter((a) => a.hop === h))),
    cell(relay.answers),
  ]);
  const all = part.relays.flatMap((r) => r.answers);
  rows.push(["all", ...hops.map((h) => cell(all.filter((a) => a.hop === h))), cell(all)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  const out = [
    `${title}:`,
    ...part.relays.map(
      (r) =>
        `${r.name}: ${r.agents.map((a, i) => `hop ${i + 1} ${a}`).join(" → ")} → hop ${r.agents.length + 1} next`,
    ),
    "",
    line(header),
    line(header.map((_, i) => "-".repeat(widths[i]!))),
    ...rows.map(line),
    "",
  ];
  out.push(...(details ? misses(part) : missCounts(part)));
  for (const r of part.relays) {
    if (r.live.recorded.length === 0) continue;
    out.push(
      `${r.name}, hops the recording kept the live briefing of: live ${cell(r.live.recorded)}, this build ${cell(r.live.replayed)}`,
    );
  }
  out.push(`${title.replace(/ \(.*$/, "")}: ${totals(part)}`, "");
  return out;
}

/** Each unanswered question and each wrong answer, named with its text and the line matched. */
function misses(part: FidelityPart): string[] {
  const out: string[] = [];
  const unanswered = part.relays.flatMap((r) =>
    r.answers
      .filter((a) => !a.answered && a.wrong === null)
      .map((a) => `  ${r.name} hop ${a.hop} ${a.id}: ${questionOf(r, a)}`),
  );
  if (unanswered.length > 0) out.push("Unanswered:", ...unanswered, "");
  const wrong = part.relays.flatMap((r) =>
    r.answers
      .filter((a) => a.wrong !== null)
      .map(
        (a) =>
          `  ${r.name} hop ${a.hop} ${a.id}: forbidden ${a.wrong!.pattern} matched "${a.wrong!.match}"`,
      ),
  );
  if (wrong.length > 0) out.push("WRONG (forbidden match):", ...wrong, "");
  return out;
}

/** How many questions each relay left unanswered or answered wrongly, nothing of what they ask. */
function missCounts(part: FidelityPart): string[] {
  const lines = part.relays.flatMap((r) => {
    const unanswered = r.answers.filter((a) => !a.answered && a.wrong === null).length;
    const wrong = r.answers.filter((a) => a.wrong !== null).length;
    return unanswered + wrong === 0
      ? []
      : [`  ${r.name}: ${unanswered} unanswered, ${wrong} wrong`];
  });
  if (lines.length === 0) return [];
  return [
    "Missed (which questions and what was matched: --holdout-details, for whoever writes or scores the held-out relays):",
    ...lines,
    "",
  ];
}

function questionOf(relay: FidelityPart["relays"][number], answer: Answer): string {
  return relay.questions.find((q) => q.id === answer.id)?.question ?? "";
}
