/**
 * A relay for recall at the point of edit: Codex CLI → Gemini CLI → Claude Code on a price
 * rounder. Session 1 rounds with `toFixed` in src/price.js, the money check fails on it (1.005
 * comes out 1, the float being 1.00499…) and the change is reverted; session 2 works elsewhere
 * (the docs); session 3 tries `toFixed` in src/price.js again. Its Write is preceded by the
 * recall of session 1's failure, with the check's reason, though session 2's packet only carried
 * the failure on (its own feedback holds none of it).
 */
import type { Relay } from "./relay.js";

/** The check session 1 fails, and the line it fails with (the reason the recall must carry). */
export const MONEY_CHECK = "node scripts/check-money.js src/price.js";
export const MONEY_REASON = "roundPrice(1.005) returned 1, expected 1.01";

export const ROUNDING_TASK =
  "Make roundPrice in src/price.js round half up to the cent, the way the tills do, then run the money check on it.";
export const DOCS_TASK =
  "Leave the rounding for now: write docs/tills.md, two lines on how the tills print totals.";
export const RETRY_TASK = "Back to the rounding in src/price.js: make the money check pass.";

const TO_FIXED = "export const roundPrice = (amount) => Number(amount.toFixed(2));\n";
const BY_EXPONENT =
  "// Shifting the decimal point in the string keeps 1.005 at 100.5 cents (1.005 * 100 is 100.49999…).\nexport const roundPrice = (amount) => Math.round(Number(String(amount) + 'e2')) / 100;\n";

const CHECK = `// The money check: each module's roundPrice must round half up to the cent, as the tills do.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

for (const file of process.argv.slice(2)) {
  const { roundPrice } = await import(pathToFileURL(resolve(file)).href);
  for (const [amount, cents] of [[1.005, 1.01], [2.675, 2.68], [0.125, 0.13]]) {
    const got = roundPrice(amount);
    if (got !== cents) {
      console.error(\`check-money: \${file}: roundPrice(\${amount}) returned \${got}, expected \${cents}\`);
      process.exit(1);
    }
  }
  console.log(\`check-money: \${file} ok\`);
}
`;

export const ROUNDING_RELAY: Relay = {
  name: "rounding-retry",
  files: {
    "package.json": `${JSON.stringify({ name: "tills", private: true, type: "module" }, null, 2)}\n`,
    "src/price.js": "export const roundPrice = (amount) => amount;\n",
    "scripts/check-money.js": CHECK,
  },
  hops: [
    {
      agent: "codex",
      prompts: [ROUNDING_TASK],
      turns: [
        {
          prompt: "Make roundPrice in src/price.js round half up",
          steps: [
            {
              say: "Rounding with toFixed(2).",
              write: { path: "src/price.js", content: TO_FIXED },
            },
            { run: MONEY_CHECK },
            {
              say: "toFixed in src/price.js failed the money check: 1.005 is stored as 1.00499…, so it rounds down. Reverting it.",
              run: "git checkout -- src/price.js",
            },
          ],
          final:
            "Rounding with toFixed in src/price.js does not work: 1.005 rounds to 1.00. I reverted it. Next step: round src/price.js another way.",
        },
      ],
    },
    {
      agent: "gemini",
      prompts: [DOCS_TASK],
      turns: [
        {
          prompt: "Leave the rounding for now",
          steps: [
            {
              write: {
                path: "docs/tills.md",
                content:
                  "# Tills\n\nEach till prints its totals in the shop's locale, rounded to the cent.\n",
              },
            },
            { run: "git add docs/tills.md && git commit -q -m 'How the tills print totals'" },
          ],
          final: "docs/tills.md is written and committed. Next step: the rounding in src/price.js.",
        },
      ],
    },
    {
      agent: "claude",
      prompts: [RETRY_TASK],
      turns: [
        {
          prompt: "Back to the rounding in src/price.js",
          steps: [
            {
              say: "Rounding with toFixed(2).",
              write: { path: "src/price.js", content: TO_FIXED },
            },
            {
              say: "handoff recalls that toFixed failed the money check in src/price.js before: shifting the decimal point instead.",
              write: { path: "src/price.js", content: BY_EXPONENT },
            },
            { run: MONEY_CHECK },
          ],
          final:
            "roundPrice shifts the decimal point and the money check passes. Next step: commit src/price.js.",
        },
      ],
    },
  ],
};
