// biome-ignore-all lint/performance/useDomNodeTextContent: these are playwright locators, whose innerText() is the rendered text the test means to read
/**
 * `handoff view` in a real browser (issue 31 item 5): Debian's chromium driven by
 * playwright-core opens the page `handoff view` wrote for a real multi-session repo, clicks
 * through it, searches it with the keyboard, and checks that nothing left the page (no request
 * but the file itself) and nothing a packet holds ran as script. Screenshots are kept in
 * `test-output/view/` (git-ignored; the path is printed). Run by `npm run test:view` (CI's
 * `.ci/run` installs chromium first), not by the unit suite.
 */
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { pathToFileURL } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";
import { packageRoot } from "../../../src/platform/package-root.js";
import { FOUR_SESSIONS, makeRelayRepo, type RelayRepo } from "../../helpers/relay-repo.js";
import { runCli } from "../../helpers/run-cli.js";
import { git } from "../../helpers/temp-repo.js";

const CHROMIUM = process.env["HANDOFF_CHROMIUM"] ?? "/usr/bin/chromium";
const OUT = join(packageRoot(), "test-output", "view");

let relay: RelayRepo;
let browser: Browser;
let pageUrl: string;

before(async () => {
  relay = await makeRelayRepo(FOUR_SESSIONS);
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

async function open(): Promise<{ page: Page; requests: string[]; dialogs: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const requests: string[] = [];
  const dialogs: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(pageUrl);
  return { page, requests, dialogs };
}

// The test compiles without the DOM's types: what runs in the page is passed as a string or
// reads its element as a plain object.
const isOpen = (element: unknown) => (element as { open: boolean }).open;

const visiblePackets = (page: Page) => page.locator("li:not([hidden]) > details.packet");

test("the page shows every line of work and packet, newest first, and requests nothing", async () => {
  const { page, requests, dialogs } = await open();
  assert.match(await page.title(), /^handoff · handoff-relay-/);
  assert.equal(await page.locator("details.packet").count(), 5);
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
  // At a glance, closed: the objective and next action of each packet.
  const first = page.locator(`#p-${relay.ids[3]} > summary`);
  assert.match(await first.innerText(), /active/);
  assert.match(await first.innerText(), /Next: push the tag/);
  await page.screenshot({ path: join(OUT, "timeline.png"), fullPage: true });
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
  assert.match(body, /CHANGED SINCE THE PACKET BEFORE/i);
  assert.match(body, /Files touched\s+docs\.ts/);
  assert.match(body, /Document the flag in the README/);
  assert.match(body, /80-column/);
  await page.screenshot({ path: join(OUT, "packet-open.png"), fullPage: true });
  await packet.locator("summary").click();
  assert.equal(await packet.evaluate(isOpen), false);
  await page.getByRole("button", { name: "Expand all" }).click();
  assert.equal(await page.locator("details.packet[open]").count(), 5);
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
  assert.ok(shown >= 1 && shown < 5, `${shown} shown`);
  assert.match(
    await page.locator("#count").innerText(),
    new RegExp(`^${shown} of 5 packets match$`),
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
  assert.equal(await visiblePackets(page).count(), 5);
  await page.keyboard.press("/");
  await page.keyboard.type("zzzqqq");
  assert.equal(await visiblePackets(page).count(), 0);
  assert.match(await page.locator("#count").innerText(), /^0 of 5 packets match$/);
  await page.keyboard.press("Escape");
  assert.equal(await visiblePackets(page).count(), 5);
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
