/**
 * OpenCode's SQLite store (`opencode.db`: tables `session`, `message`, `part`, the last two with a
 * JSON `data` column that leaves out the row's own ids). Opened read-only, so a running OpenCode
 * keeps its WAL and locks; rows are streamed with `iterate()`. The driver is Node's own
 * `node:sqlite` where it exists, else the optional dependency `better-sqlite3`, loaded only
 * here: when neither loads, the user gets a clear InputError.
 */
import { basename } from "node:path";
import { InputError } from "../../../../errors.js";
import { parseJsonObject, Span, str, type TranscriptEvent } from "../../events.js";
import { OpenCodeParser } from "./parser.js";
import { chooseSession, type SessionChoice, type SessionInfo } from "./sessions.js";

/** The slice of better-sqlite3's API used here (the package ships no types we depend on). */
interface Statement {
  get(...params: unknown[]): unknown;
  iterate(...params: unknown[]): IterableIterator<unknown>;
}
interface Database {
  prepare(sql: string): Statement;
  close(): void;
}
type DatabaseConstructor = new (
  path: string,
  options?: { readonly: boolean; fileMustExist: boolean },
) => Database;

/** Node's own SQLite (22.13+): no native addon to build, so it works on every Node users run. */
async function loadBuiltin(): Promise<DatabaseConstructor | null> {
  // Node 22 calls node:sqlite experimental and says so on stderr, where a hook has no reader.
  const emit = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === "string" ? warning : warning.message;
    if (/SQLite/i.test(text)) return;
    (emit as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    const name = "node:sqlite";
    const mod = (await import(name)) as {
      DatabaseSync?: new (path: string, options: { readOnly: boolean }) => Database;
      StatementSync?: { prototype: { iterate?: unknown } };
    };
    const found = mod.DatabaseSync;
    // Before 22.13 (and 23.4) a statement had no iterate(): those take the addon's path.
    if (found === undefined || typeof mod.StatementSync?.prototype.iterate !== "function") {
      return null;
    }
    const Builtin = found;
    return class {
      readonly #db: Database;
      constructor(path: string) {
        this.#db = new Builtin(path, { readOnly: true });
      }
      prepare(sql: string): Statement {
        return this.#db.prepare(sql);
      }
      close(): void {
        this.#db.close();
      }
    };
  } catch {
    return null;
  } finally {
    process.emitWarning = emit;
  }
}

/**
 * The SQLite driver: Node's built-in `node:sqlite` where Node has it, else the optional native
 * `better-sqlite3` (Node 20), built for the Node that installed it.
 */
async function loadDriver(): Promise<DatabaseConstructor> {
  const builtin = await loadBuiltin();
  if (builtin !== null) return builtin;
  // A variable specifier keeps the optional module out of the type graph and out of startup.
  const name = "better-sqlite3";
  try {
    const mod = (await import(name)) as { default?: unknown };
    if (typeof mod.default === "function") {
      const Driver = mod.default as DatabaseConstructor;
      // Its native part loads at the first open: an install that skipped its build fails here,
      // and is then told so below rather than with a list of binding paths.
      new Driver(":memory:").close();
      return Driver;
    }
  } catch {
    // Reported below.
  }
  throw new InputError(
    "reading opencode.db needs Node 22.13 or later (node:sqlite), or on older Node the optional " +
      "dependency better-sqlite3, which is not built for this Node (an install with " +
      "--ignore-scripts skips its build): reinstall handoff without --ignore-scripts, or point " +
      "--transcript at OpenCode's storage/ folder",
  );
}

interface SessionRow {
  id: string;
  directory: unknown;
  time_created: unknown;
  time_updated: unknown;
  title?: unknown;
  parent_id?: unknown;
}

const SESSIONS = "SELECT id, directory, time_created, time_updated, title, parent_id FROM session";
/** Older schemas had no parent_id or title: the sessions are then read without them. */
const SESSIONS_PLAIN = "SELECT id, directory, time_created, time_updated FROM session";

/** Events of one session (chosen as `choice` says) of an OpenCode SQLite database. */
export async function* readOpenCodeSqlite(
  path: string,
  label: string,
  choice: SessionChoice = {},
): AsyncGenerator<TranscriptEvent> {
  const Driver = await loadDriver();
  let db: Database;
  try {
    db = new Driver(path, { readonly: true, fileMustExist: true });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new InputError(`${basename(path)}: cannot open the OpenCode database (${detail})`, {
      file: label,
    });
  }
  try {
    let rows: SessionRow[];
    try {
      rows = sessionRows(db);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      throw new InputError(`${basename(path)}: not an OpenCode database (${detail})`, {
        file: label,
      });
    }
    const infos: SessionInfo[] = rows.map((row) => ({
      id: row.id,
      updated: typeof row.time_updated === "number" ? row.time_updated : 0,
      title: str(row.title),
      parent: str(row.parent_id),
      directory: str(row.directory),
    }));
    const chosen = await chooseSession(infos, choice, label);
    const session = rows.find((row) => row.id === chosen);
    if (session === undefined) return;
    const directory = str(session.directory);
    if (directory !== undefined) yield { kind: "cwd", path: directory };
    const span = new Span();
    span.see(session.time_created);
    span.see(session.time_updated);
    const roles = new Map<string, string | undefined>();
    const messages = db
      .prepare("SELECT id, data FROM message WHERE session_id = ?")
      .iterate(session.id);
    for (const row of messages as Iterable<{ id: string; data: unknown }>) {
      const data = typeof row.data === "string" ? parseJsonObject(row.data) : "not text";
      roles.set(row.id, typeof data === "string" ? undefined : str(data["role"]));
    }
    const parser = new OpenCodeParser();
    const parts = db
      .prepare(
        `SELECT part.id AS id, part.message_id AS message_id, part.data AS data
         FROM part LEFT JOIN message ON message.id = part.message_id
         WHERE part.session_id = ?
         ORDER BY message.time_created, part.message_id, part.id`,
      )
      .iterate(session.id);
    let rowNo = 0;
    for (const row of parts as Iterable<{ id: string; message_id: string; data: unknown }>) {
      rowNo++;
      const origin = { file: `${label}:part`, line: rowNo };
      const data = typeof row.data === "string" ? parseJsonObject(row.data) : "not text";
      if (typeof data === "string") {
        yield { kind: "skipped", ...origin, reason: `part ${row.id}: ${data}` };
        continue;
      }
      const part = { ...data, id: row.id, messageID: row.message_id, sessionID: session.id };
      yield* parser.handlePart(part, roles.get(row.message_id), origin);
    }
    yield* span.events();
  } finally {
    db.close();
  }
}

function sessionRows(db: Database): SessionRow[] {
  let statement: Statement;
  try {
    statement = db.prepare(SESSIONS);
  } catch {
    statement = db.prepare(SESSIONS_PLAIN);
  }
  return [...(statement.iterate() as Iterable<SessionRow>)];
}
