/**
 * Merging registries is a set union and the statuses depend only on that set: machines that
 * write, archive and sync in any interleaving, then pull each other in any order, end with the
 * same log bytes and the same statuses, at most one active packet per (branch, topic) and every
 * packet still known. Machines are simulated with the same rules as `storePacket`.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import {
  deriveStatus,
  findActiveEntry,
  type LogEvent,
  type NewLogEvent,
} from "../../src/store/log.js";
import { registryKey } from "../../src/store/paths.js";
import { mergeLogEvents, serializeLog } from "../../src/sync/merge-logs.js";
import { propertyRuns } from "../helpers/property-runs.js";

const ids = Array.from({ length: 12 }, (_, i) => i.toString(16).padStart(16, "a"));
const keys = [
  ["main", "default"],
  ["main", "docs"],
  ["feat/x", "default"],
] as const;

interface Machine {
  origin: string;
  events: LogEvent[];
}

/** What `storePacket` appends, as a pure step (the seq numbers on from the highest seen). */
function write(machine: Machine, id: string, key: number, gen: number): void {
  const [branch, topic] = keys[key]!;
  const active = findActiveEntry(deriveStatus(machine.events), branch, topic);
  if (active?.id === id) return;
  const base = { branch, topic, origin: machine.origin };
  const events: NewLogEvent[] = [];
  if (active !== null) {
    events.push({
      ...base,
      event: "superseded",
      id: active.id,
      head_commit: active.head_commit,
      task_id: null,
      by: id,
    });
  }
  events.push({ ...base, event: "written", id, head_commit: `c${gen}`, task_id: null, gen });
  append(machine, events);
}

function archive(machine: Machine, id: string): void {
  const entry = deriveStatus(machine.events).get(id);
  if (entry === undefined || entry.status === "archived") return;
  append(machine, [
    {
      event: "archived",
      id,
      branch: entry.branch,
      topic: entry.topic,
      head_commit: entry.head_commit,
      task_id: null,
      origin: machine.origin,
    },
  ]);
}

function append(machine: Machine, events: NewLogEvent[]): void {
  let seq = machine.events.reduce((max, e) => Math.max(max, e.seq), 0);
  machine.events.push(...events.map((e) => ({ ...e, seq: ++seq })));
}

function pull(into: Machine, from: Machine): void {
  into.events = mergeLogEvents(into.events, from.events, { localOrigin: into.origin });
}

const op = fc.oneof(
  fc.record({
    kind: fc.constant("write" as const),
    m: fc.nat(2),
    id: fc.nat(11),
    key: fc.nat(2),
    gen: fc.nat(4),
  }),
  fc.record({ kind: fc.constant("archive" as const), m: fc.nat(2), id: fc.nat(11) }),
  fc.record({ kind: fc.constant("pull" as const), m: fc.nat(2), from: fc.nat(2) }),
);

function statuses(events: LogEvent[]): string {
  return JSON.stringify([...deriveStatus(events).values()].sort((a, b) => (a.id < b.id ? -1 : 1)));
}

test("machines that pull each other in any order converge on one log and one set of statuses", () => {
  fc.assert(
    fc.property(fc.array(op, { maxLength: 40 }), fc.nat(5), (ops, permutation) => {
      const machines: Machine[] = ["o-a", "o-b", "o-c"].map((origin) => ({ origin, events: [] }));
      for (const o of ops) {
        const machine = machines[o.m]!;
        if (o.kind === "write") write(machine, ids[o.id]!, o.key, o.gen);
        else if (o.kind === "archive") archive(machine, ids[o.id]!);
        else pull(machine, machines[o.from]!);
      }
      const written = new Set(
        machines.flatMap((m) => m.events.filter((e) => e.event === "written").map((e) => e.id)),
      );
      // Final round: every machine pulls the others, in an order that differs per machine.
      const orders = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
      ];
      const finals = machines.map((machine, i) => {
        const copy: Machine = { origin: machine.origin, events: [...machine.events] };
        for (const j of orders[(permutation + i) % orders.length]!) pull(copy, machines[j]!);
        return copy;
      });
      const logs = finals.map((m) => serializeLog(m.events));
      assert.equal(logs[1], logs[0]);
      assert.equal(logs[2], logs[0]);
      const derived = finals.map((m) => statuses(m.events));
      assert.equal(derived[1], derived[0]);
      assert.equal(derived[2], derived[0]);
      const entries = deriveStatus(finals[0]!.events);
      assert.deepEqual(new Set(entries.keys()), written, "every packet is still known");
      const activeKeys = [...entries.values()]
        .filter((e) => e.status === "active")
        .map((e) => registryKey(e.branch, e.topic));
      assert.equal(new Set(activeKeys).size, activeKeys.length, "at most one active per key");
      // Merging again changes nothing (idempotent).
      assert.equal(
        serializeLog(mergeLogEvents(finals[0]!.events, finals[1]!.events, { localOrigin: "o-a" })),
        logs[0],
      );
    }),
    { numRuns: propertyRuns(300) },
  );
});

test("of two concurrent writes, the higher commit generation wins, then the greater id, whatever the log order", () => {
  const a: Machine = { origin: "o-a", events: [] };
  const b: Machine = { origin: "o-b", events: [] };
  // a's write comes later in the merged order (higher seq): order must not decide.
  write(a, ids[6]!, 1, 1);
  write(a, ids[5]!, 0, 7);
  write(b, ids[1]!, 0, 9);
  pull(a, b);
  const active = findActiveEntry(deriveStatus(a.events), "main", "default");
  assert.equal(active?.id, ids[1], "generation 9 beats 7 even though its id is smaller");
  // Equal generations: the greater id, though the other sorts later (origin o-z > o-d).
  const z: Machine = { origin: "o-z", events: [] };
  const d: Machine = { origin: "o-d", events: [] };
  write(z, ids[2]!, 0, 3);
  write(d, ids[3]!, 0, 3);
  pull(z, d);
  assert.equal(findActiveEntry(deriveStatus(z.events), "main", "default")?.id, ids[3]);
});

test("a write that saw the other's packet supersedes it, whatever the generations", () => {
  const a: Machine = { origin: "o-a", events: [] };
  const b: Machine = { origin: "o-b", events: [] };
  write(a, ids[1]!, 0, 9);
  pull(b, a);
  write(b, ids[2]!, 0, 2);
  pull(a, b);
  const entries = deriveStatus(a.events);
  assert.equal(entries.get(ids[1]!)?.status, "superseded");
  assert.equal(entries.get(ids[2]!)?.status, "active");
});

test("events written before sync existed are stamped with the local origin and keep their statuses", () => {
  const legacy: LogEvent[] = [
    {
      event: "written",
      id: ids[1]!,
      branch: "main",
      topic: "default",
      head_commit: null,
      task_id: null,
      seq: 1,
    },
    {
      event: "written",
      id: ids[2]!,
      branch: "main",
      topic: "default",
      head_commit: null,
      task_id: null,
      seq: 2,
    },
  ];
  // No `superseded` line: the later write of the same log still wins, as before sync.
  assert.equal(findActiveEntry(deriveStatus(legacy), "main", "default")?.id, ids[2]);
  const merged = mergeLogEvents(legacy, [], { localOrigin: "o-local" });
  assert.ok(merged.every((e) => e.origin === "o-local"));
  assert.equal(findActiveEntry(deriveStatus(merged), "main", "default")?.id, ids[2]);
});

test("generations known locally are stamped on written events; a duplicate keeps the highest", () => {
  const event: LogEvent = {
    event: "written",
    id: ids[1]!,
    branch: "main",
    topic: "default",
    head_commit: "c1",
    task_id: null,
    seq: 1,
    origin: "o-a",
  };
  const merged = mergeLogEvents([event], [{ ...event, gen: 4 }], {
    localOrigin: "o-a",
    generations: new Map([["c1", 3]]),
  });
  assert.equal(merged.length, 1);
  assert.equal(merged[0]!.gen, 4);
});
