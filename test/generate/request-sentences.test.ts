/**
 * A title line opens a message as a heading does: a few words split by an arrow, a dash or a
 * colon, with more lines after it; a request or a question is never one. (Headings of their own
 * and the English request leads are tested in task-sentences.test.ts and task-statement.test.ts.)
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { isTitleLine } from "../../src/generate/request-sentences.js";

test("a title line is a few words split by a title mark, in any language", () => {
  const yes = [
    "Shelf labels — cut names",
    "Invoices: numbering",
    "Rechnungen → Nummern pro Jahr",
    "Turnos de cocina – calendario",
    "Spice jars -> shelf labels",
    "## Kitchen rota for the summer season",
    "标签 → 截短名字",
  ];
  for (const line of yes) assert.ok(isTitleLine(line), line);
  const no = [
    "Fix src/export.js: it throws on empty rows", // an English request
    "Why does the printer stop — is it the font?", // a question
    "Shelf labels", // no title mark: a heading of its own is isHeading's
    "The shop on Calle Mayor sells spices in small jars — and Inés prints the labels every Monday", // a sentence
  ];
  for (const line of no) assert.ok(!isTitleLine(line), line);
});
