/**
 * What Claude Code's PreCompact hook prints: plain text that Claude Code adds to its own
 * compaction prompt as custom instructions. Built from the packet just written, so the summary
 * that replaces the conversation keeps what matters most for going on: the objective, the user's
 * own directives, the next action, open decisions and pitfalls. Pure; at most
 * `MAX_COMPACTION_CHARS` characters, every value on one line.
 */
import { oneLine as briefingLine } from "../../resume/briefing-line.js";
import type { Packet } from "../../model/packet/types.js";
import { CONCLUSION_KIND, labelOf } from "../../render/labels.js";
import { cutAtWord } from "../../util/cut-text.js";
import { handoffCommand } from "../../util/cli-launcher.js";

/**
 * Claude Code's compaction prompt is long already: stay near a page. The user's directives come
 * whole (issue 28: a directive cut mid-word lost its last clause), so the page is 6,000.
 */
export const MAX_COMPACTION_CHARS = 6_000;

/** The longest single value; longer ones are cut at a word with `…`. */
const MAX_VALUE_CHARS = 1_000;

/**
 * One inert line, as in the resume briefing (the same function: newlines shown as `⏎`, fences,
 * headings and HTML comments neutralised), so a value cannot forge a section of the summary.
 */
export function oneLine(text: string, max = MAX_VALUE_CHARS): string {
  return cutAtWord(briefingLine(text, Number.MAX_SAFE_INTEGER), max);
}

/** The instructions for one packet; every section that has content, highest priority first. */
export function renderCompactionInstructions(packet: Packet): string {
  const head = [
    `Handoff packet ${packet.id} was written just before this compaction. In the summary, keep the following verbatim; tool output that is committed or in the packet can be dropped (\`${handoffCommand(`show ${packet.id}`)}\` has it all).`,
  ];
  const sections: [string, string[]][] = [
    ["Objective", packet.objective === null ? [] : [oneLine(packet.objective)]],
    [
      "The user's directives across sessions, in their words, newest last",
      packet.user_messages.map((m) => `${oneLine(m.text)}${labelOf(m)}`),
    ],
    [
      "Next action",
      [
        oneLine(packet.next_action),
        ...(packet.next_command === null ? [] : [`command: ${oneLine(packet.next_command)}`]),
      ].filter((line) => line !== ""),
    ],
    [
      "Open decisions",
      packet.open_decisions.map((d) => {
        const options = d.options.map((o) => oneLine(`${o.choice}: ${o.implies}`, 120));
        return oneLine(`${d.question}${options.length > 0 ? ` (${options.join(" | ")})` : ""}`);
      }),
    ],
    ["Pitfalls", packet.pitfalls.map((p) => oneLine(p.text))],
    [
      "What the agent concluded (decisions and their reasons, dead ends, facts), newest first",
      [...packet.conclusions]
        .reverse()
        .map((c) => `${CONCLUSION_KIND[c.kind]}: ${oneLine(c.text, 400)}${labelOf(c)}`),
    ],
  ];
  const lines = [...head];
  let size = head[0]!.length;
  const fits = (line: string): boolean => size + 1 + line.length <= MAX_COMPACTION_CHARS - 1; // and the final newline
  for (const [title, values] of sections) {
    if (values.length === 0) continue;
    const heading = `${title}:`;
    if (!fits(heading)) break;
    lines.push(heading);
    size += heading.length + 1;
    for (let i = 0; i < values.length; i++) {
      const line = `- ${values[i]}`;
      const more = `- … ${values.length - i} more in the packet`;
      if (fits(line) && (i === values.length - 1 || fits(`${line}\n${more}`))) {
        lines.push(line);
        size += line.length + 1;
        continue;
      }
      if (fits(more)) {
        lines.push(more);
        size += more.length + 1;
      }
      break;
    }
  }
  return `${lines.join("\n")}\n`;
}
