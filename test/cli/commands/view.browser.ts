// biome-ignore-all lint/performance/useDomNodeTextContent: these are playwright locators, whose innerText() is the rendered text the test means to read
/**
 * `handoff view` in a real browser: Debian's chromium driven by playwright-core opens the page
 * `handoff view` wrote for a real multi-session repo, at 1400 px and at 390 px, clicks through
 * it, searches it with the keyboard and through its URL, and checks the story it tells: each
 * card headed by what its packet changed (never the line's objective again), each failure once
 * with its state, counts from the packet's current state. Nothing may leave the page (no request
 * but the file itself) and nothing a packet holds may run as script. Screenshots are kept in
 * `test-output/view/` (git-ignored; the path is printed). Run by `npm run test:view` (CI's
 * `.ci/run` installs chromium first), not by the unit suite.
 */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { pathToFileURL } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";
import { packageRoot } from "../../../src/platform/package-root.js";
import type { Packet } from "../../../src/model/packet/types.js";
import {
  claudeSession,
  FOUR_SESSIONS,
  makeRelayRepo,
  type RelayRepo,
} from "../../helpers/relay-repo.js";
import { runCli } from "../../helpers/run-cli.js";
import { git, removeDir } from "../../helpers/temp-repo.js";

const CHROMIUM = process.env["HANDOFF_CHROMIUM"] ?? "/usr/bin/chromium";
const OUT = join(packageRoot(), "test-output", "view");

let relay: RelayRepo;
let browser: Browser;
let pageUrl: string;

before(async () => {
  relay = await makeRelayRepo(FOUR_SESSIONS);
  await settleStrictModeAndFixLint(relay);
  // A second line of work whose notes try to inject markup and script into the page.
  git(relay.repo, "checkout", "-q", "-b", "fix/hostile");
  writeFileSync(join(relay.repo, "hostile.ts"), "export {};\n");
  git(relay.repo, "add", "-A");
  git(relay.repo, "commit", "-q", "-m", "hostile");
  for (const [kind, text] of [
    ["objective", "<script>window.__pwned = 1</script> make the importer safe"],
    ["pitfall", '</hook_context> "onerror=window.__pwned=2 x="'],
    ["decision", '<img src=x onerror="window.__pwned=3"> keep the old importer'],
  ]) {
    const noted = await runCli(["note", kind!, text!], { cwd: relay.repo });
    assert.equal(noted.code, 0, noted.stderr);
  }
  const written = await runCli(["write", "--next", "review the importer"], { cwd: relay.repo });
  assert.equal(written.code, 0, written.stderr);
  const view = await runCli(["view"], { cwd: relay.repo });
  assert.equal(view.code, 0, view.stderr);
  pageUrl = pathToFileURL(view.stdout.trim()).href;
  mkdirSync(OUT, { recursive: true });
  browser = await chromium.launch({ executablePath: CHROMIUM });
});

after(async () => {
  await browser?.close();
  relay?.cleanup();
  console.log(`screenshots: ${OUT}`);
});

/**
 * A fifth session on main: the user settles the open decision (resolved with the option chosen)
 * and the README lint that failed two packets back passes.
 */
async function settleStrictModeAndFixLint(world: RelayRepo): Promise<void> {
  const shown = await runCli(["show", "--json"], { cwd: world.repo });
  assert.equal(shown.code, 0, shown.stderr);
  const decision = (JSON.parse(shown.stdout) as Packet).open_decisions[0];
  assert.ok(decision !== undefined, "the relay's decision is open");
  const resolved = await runCli(
    ["note", "resolve", decision.id, "--choice", "opt-in", "--why", "old configs keep working"],
    { cwd: world.repo },
  );
  assert.equal(resolved.code, 0, resolved.stderr);
  writeFileSync(join(world.repo, "readme-fix.ts"), "export const wrapped = true;\n");
  git(world.repo, "add", "-A");
  git(world.repo, "commit", "-q", "-m", "session 5");
  const outside = mkdtempSync(join(tmpdir(), "handoff-view-session-"));
  const transcript = join(outside, "session-5.jsonl");
  const session = {
    user: "Wrap the README line at 80 columns and keep strict mode opt-in.",
    command: "npm run lint",
    next: "open the release pull request",
    file: "readme-fix.ts",
  };
  writeFileSync(transcript, `${claudeSession(world.repo, session, "2026-01-15")}\n`);
  try {
    const written = await runCli(
      ["write", "--json", "--transcript", transcript, "--next", session.next],
      { cwd: world.repo },
    );
    assert.equal(written.code, 0, written.stderr);
    world.ids.push((JSON.parse(written.stdout) as { id: string }).id);
  } finally {
    removeDir(outside);
  }
}

const WIDE = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };

async function open(
  viewport: { width: number; height: number } = WIDE,
  hash = "",
): Promise<{ page: Page; requests: string[]; dialogs: string[] }> {
  const page = await browser.newPage({ viewport });
  const requests: string[] = [];
  const dialogs: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${pageUrl}${hash}`);
  return { page, requests, dialogs };
}

// The test compiles without the DOM's types: what runs in the page is passed as a string or
// reads its element as a plain object.
const isOpen = (element: unknown) => (element as { open: boolean }).open;

const visiblePackets = (page: Page) => page.locator("li:not([hidden]) > details.packet");

const TOTAL = 6;

test("the page shows every line of work and packet, newest first, and requests nothing", async () => {
  const { page, requests, dialogs } = await open();
  assert.match(await page.title(), /^handoff · handoff-relay-/);
  assert.equal(await page.locator("details.packet").count(), TOTAL);
  assert.deepEqual(await page.locator("section.line h2").allInnerTexts(), [
    "fix/hostile topic default",
    "main topic default",
  ]);
  const mainIds = await page
    .locator("section.line:nth-of-type(2) details.packet")
    .evaluateAll((nodes) => nodes.map((n) => n.id));
  assert.deepEqual(
    mainIds,
    [...relay.ids].reverse().map((id) => `p-${id}`),
  );
  // At a glance, closed: what the newest packet changed.
  const first = page.locator(`#p-${relay.ids[4]} > summary`);
  assert.match(await first.innerText(), /active/);
  assert.match(await first.innerText(), /Wrap the README line at 80 columns/);
  assert.deepEqual(requests, [pageUrl], "the page requested something besides itself");
  assert.deepEqual(dialogs, []);
  assert.equal(await page.evaluate("window.__pwned"), undefined);
  // The hostile text is shown as text.
  assert.match(await page.locator("body").innerText(), /<script>window\.__pwned = 1<\/script>/);
  assert.equal(await page.locator("main img").count(), 0);
  await page.close();
});

test("click through: a packet opens on click, shows what changed, closes again", async () => {
  const { page } = await open();
  const packet = page.locator(`#p-${relay.ids[2]}`);
  await packet.locator("summary").click();
  assert.equal(await packet.evaluate(isOpen), true);
  const body = await packet.locator(".body").innerText();
  assert.match(body, /WHAT CHANGED SINCE THE PACKET BEFORE/i);
  assert.match(body, /\bdocs\.ts\b/);
  assert.match(body, /Document the flag in the README/);
  assert.match(body, /80-column/);
  await page.screenshot({ path: join(OUT, "packet-open.png"), fullPage: true });
  await packet.locator("summary").click();
  assert.equal(await packet.evaluate(isOpen), false);
  await page.getByRole("button", { name: "Expand all" }).click();
  assert.equal(await page.locator("details.packet[open]").count(), TOTAL);
  await page.getByRole("button", { name: "Collapse all" }).click();
  assert.equal(await page.locator("details.packet[open]").count(), 0);
  await page.close();
});

test("keyboard: / focuses the search, typing filters, Enter opens the first match, Escape clears", async () => {
  const { page } = await open();
  await page.keyboard.press("/");
  assert.equal(await page.evaluate("document.activeElement?.id"), "q");
  await page.keyboard.type("trailing newline");
  const shown = await visiblePackets(page).count();
  assert.ok(shown >= 1 && shown < TOTAL, `${shown} shown`);
  assert.match(
    await page.locator("#count").innerText(),
    new RegExp(`^${shown} of ${TOTAL} packets match$`),
  );
  for (const text of await visiblePackets(page).allTextContents()) {
    assert.match(text.toLowerCase(), /trailing/);
  }
  assert.equal(await page.locator("section.line:not([hidden])").count(), 1);
  await page.screenshot({ path: join(OUT, "search.png"), fullPage: true });
  await page.keyboard.press("Enter");
  const focused = await page.evaluate(
    "({ tag: document.activeElement?.tagName, open: document.activeElement?.parentElement?.open })",
  );
  assert.deepEqual(focused, { tag: "SUMMARY", open: true });
  // A superseded packet's words are searched too, and a word found nowhere hides everything.
  await page.keyboard.press("/");
  await page.keyboard.press("Escape");
  assert.equal(await visiblePackets(page).count(), TOTAL);
  await page.keyboard.press("/");
  await page.keyboard.type("zzzqqq");
  assert.equal(await visiblePackets(page).count(), 0);
  assert.match(
    await page.locator("#count").innerText(),
    new RegExp(`^0 of ${TOTAL} packets match$`),
  );
  await page.keyboard.press("Escape");
  assert.equal(await visiblePackets(page).count(), TOTAL);
  await page.close();
});

test("keyboard: Tab reaches each packet in order, Enter opens it", async () => {
  const { page } = await open();
  await page.locator("#q").focus();
  const summaries: string[] = [];
  for (let k = 0; k < 20 && summaries.length < 2; k++) {
    await page.keyboard.press("Tab");
    const id = (await page.evaluate(
      'document.activeElement?.tagName === "SUMMARY" ? document.activeElement.parentElement.id : null',
    )) as string | null;
    if (id) summaries.push(id);
  }
  const order = await page.locator("details.packet").evaluateAll((n) => n.map((d) => d.id));
  assert.deepEqual(summaries, order.slice(0, 2));
  await page.keyboard.press("Enter");
  assert.equal(await page.locator(`#${summaries[1]}`).evaluate(isOpen), true);
  await page.close();
});

/** Each line's objective, and the closed summary of every card of that line. */
async function linesAndSummaries(
  page: Page,
): Promise<{ objective: string; summaries: string[] }[]> {
  const lines = page.locator("section.line");
  const out: { objective: string; summaries: string[] }[] = [];
  for (let i = 0; i < (await lines.count()); i++) {
    const line = lines.nth(i);
    const objective = (await line.locator(".line-objective").innerText()).replace(
      /^Objective:\s*/,
      "",
    );
    out.push({
      objective,
      summaries: await line.locator("details.packet > summary").allInnerTexts(),
    });
  }
  return out;
}

for (const [name, viewport] of [
  ["1400", WIDE],
  ["390", PHONE],
] as const) {
  test(`${name} px: the objective stands once per line, each card is headed by what its packet changed`, async () => {
    const { page } = await open(viewport);
    const lines = await linesAndSummaries(page);
    assert.equal(lines.length, 2);
    assert.equal(await page.locator(".line-objective").count(), 2);
    for (const { objective, summaries } of lines) {
      assert.ok(objective.length > 10, objective);
      // The objective at most once among the cards: where the user said it, as their words.
      const repeating = summaries.filter((summary) => summary.includes(objective));
      assert.ok(repeating.length <= 1, `cards repeat the objective: ${repeating.join(" | ")}`);
      for (const summary of repeating) assert.ok(summary.includes(`“${objective}”`), summary);
      for (const summary of summaries) {
        const headline = summary.split("\n").slice(1).join(" ").trim();
        assert.ok(headline.length > 0 && headline !== objective, summary);
      }
    }
    // What each packet of main changed, as its closed card says it (newest first).
    const main = lines[1]?.summaries ?? [];
    assert.match(
      main[0] ?? "",
      /Wrap the README line[\s\S]*decided: strict mode is opt-in, not the default → chose opt-in/,
    );
    assert.match(main[0] ?? "", /fixed: npm run lint/);
    assert.match(main[1] ?? "", /Ship it: bump the version/);
    assert.match(main[2] ?? "", /Document the flag[\s\S]*failing: npm run lint/);
    assert.match(main[3] ?? "", /add a --strict flag[\s\S]*fixed: npm test/);
    assert.match(main[4] ?? "", /Always keep the parser streaming[\s\S]*failing: npm test/);
    // Full width on a wide screen; nothing wider than a phone's screen on a phone.
    const card = await page.locator("details.packet").first().boundingBox();
    const width = (await page.evaluate("document.documentElement.scrollWidth")) as number;
    assert.ok(width <= viewport.width, `the page is ${width} px wide in ${viewport.width}`);
    if (viewport === WIDE) assert.ok((card?.width ?? 0) > 1250, `a card is ${card?.width} px wide`);
    await page.screenshot({ path: join(OUT, `timeline-${name}.png`), fullPage: true });
    await page.close();
  });
}

/** A card's failure rows: command, state and reason as the page shows them. */
async function failureRowsOf(page: Page, id: string | undefined) {
  return page.locator(`#p-${id} li.failure`).evaluateAll((rows) =>
    rows.map((row) => ({
      command: row.querySelector("code")?.textContent ?? "",
      state: row.querySelector(".state")?.textContent ?? "",
      isNew: row.querySelector(".new") !== null,
      reason: row.querySelector(".reason")?.textContent ?? null,
    })),
  );
}

test("failures: once each, with their state; counts from the packet's current state", async () => {
  const { page } = await open(PHONE);
  const [p1, p2, p3, p4, p5] = relay.ids;
  assert.deepEqual(await failureRowsOf(page, p1), [
    {
      command: "npm test",
      state: "failing",
      isNew: true,
      reason: "parse.test.ts: expected 3 tokens, got 2",
    },
  ]);
  assert.deepEqual(
    (await failureRowsOf(page, p2)).map((r) => [r.command, r.state, r.isNew]),
    [["npm test", "fixed", false]],
  );
  assert.deepEqual(await failureRowsOf(page, p3), [
    { command: "npm run lint", state: "failing", isNew: true, reason: "README.md: line too long" },
  ]);
  // Carried, still failing: not new again, and its reason comes from the packet before.
  assert.deepEqual(await failureRowsOf(page, p4), [
    { command: "npm run lint", state: "failing", isNew: false, reason: "README.md: line too long" },
  ]);
  assert.deepEqual(
    (await failureRowsOf(page, p5)).map((r) => [r.command, r.state, r.isNew]),
    [["npm run lint", "fixed", false]],
  );
  const badges = async (id: string | undefined) =>
    page.locator(`#p-${id} > summary .count`).allInnerTexts();
  assert.deepEqual(await badges(p1), ["1 failing"]);
  assert.deepEqual(await badges(p2), ["1 fixed"]);
  assert.deepEqual(await badges(p4), ["1 failing"]);
  assert.deepEqual(await badges(p5), ["1 fixed"]);
  // No failure is both new and fixed anywhere on the page.
  assert.equal(await page.locator("li.failure.fixed .new").count(), 0);
  await page.close();
});

/**
 * The page's hash once it reads `expected`, or as it stands after five seconds: the page writes
 * it from its input handler, which a loaded machine may run after the last keystroke returns.
 */
async function hashOf(page: Page, expected: string): Promise<string> {
  const written = `location.hash === ${JSON.stringify(expected)}`;
  await page.waitForFunction(written, undefined, { timeout: 5000 }).catch(() => {});
  return (await page.evaluate("location.hash")) as string;
}

test("search: matches are marked, the query lives in the URL, a link restores it with its filters", async () => {
  const { page } = await open(WIDE);
  await page.keyboard.press("/");
  await page.keyboard.type("tokenizer");
  assert.equal(await hashOf(page, "#q=tokenizer"), "#q=tokenizer");
  const marks = await page.locator("main mark").allTextContents();
  assert.ok(marks.length > 0);
  assert.ok(
    marks.every((m) => m.toLowerCase() === "tokenizer"),
    marks.join(),
  );
  await page.selectOption("#f-state", "failing");
  assert.equal(await hashOf(page, "#q=tokenizer&state=failing"), "#q=tokenizer&state=failing");
  // Past five matches no card opens by itself; one opened later gets its matches marked then.
  await page.selectOption("#f-state", "");
  await page.locator("#q").fill("the");
  assert.equal(await visiblePackets(page).count(), TOTAL);
  const card = page.locator(`#p-${relay.ids[0]}`);
  assert.equal(await card.evaluate(isOpen), false);
  await card.locator("summary").click();
  // A locator's wait, not waitForFunction: a string predicate is eval'd in the page,
  // which the page's CSP (no 'unsafe-eval') refuses.
  await card.locator(".body mark").first().waitFor();
  await page.close();

  // The link opens the same search: the box, the lists, the cards shown and their marks.
  const linked = await open(PHONE, "#q=lint&branch=main&state=failing");
  const view = linked.page;
  assert.equal(await view.inputValue("#q"), "lint");
  assert.equal(await view.inputValue("#f-state"), "failing");
  assert.equal(await view.inputValue("#f-branch"), "main");
  const shown = await visiblePackets(view).evaluateAll((nodes) => nodes.map((n) => n.id));
  assert.deepEqual(
    shown,
    [relay.ids[3], relay.ids[2]].map((id) => `p-${id}`),
  );
  assert.match(
    await view.locator("#count").innerText(),
    new RegExp(`^2 of ${TOTAL} packets match$`),
  );
  assert.ok((await view.locator("main mark").count()) >= 2);
  await view.screenshot({ path: join(OUT, "search-390.png"), fullPage: true });
  // A kind of change narrows too: the packets that fixed a failure.
  await view.selectOption("#f-state", "");
  await view.selectOption("#f-kind", "fixed");
  const fixed = await visiblePackets(view).evaluateAll((nodes) => nodes.map((n) => n.id));
  assert.deepEqual(
    fixed,
    [relay.ids[4]].map((id) => `p-${id}`),
  );
  assert.equal(new URL(view.url()).hash, "#q=lint&branch=main&kind=fixed");
  // Escape clears the query; the list stays in the link.
  await view.locator("#q").press("Escape");
  assert.equal(new URL(view.url()).hash, "#branch=main&kind=fixed");
  assert.equal(await view.locator("main mark").count(), 0);
  await view.close();
});
