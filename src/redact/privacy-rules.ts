import { type Detection, Priority, type Rule } from "./types.js";

/**
 * Personal and infrastructure data that is not a credential but should not leave the machine:
 * e-mail addresses, private IPs, internal host names and the user name inside home paths.
 */

// `git@github.com:org/repo` and `ssh deploy@prod.example.com` are SSH logins, not mailboxes.
// A `-` may follow the address: a branch name glues words on (`fix/jane@example.com-login`).
const EMAIL =
  /(?<![A-Za-z0-9._%+-])([A-Za-z0-9._%+-]{1,64})@([A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24})(?![A-Za-z0-9])/g;

// `deploy@host:grp/repo.git`, `user@host:/srv`, `user@host:~/x`, `user@host:2222`: scp syntax, a
// path or port after `:` (not `a@x.com:b@y.com`, a list of addresses)
const SCP_TAIL = /^:(?:[/~\d]|[\w.-]+(?:\/|\.git\b))/;
// `ssh -i key deploy@prod.example.com`: an argument of an ssh-family command earlier in the same
// shell command (the text after the last `;`, `|`, `&` or newline)
const SSH_COMMAND = /(?:^|[\s(`'"/])(?:auto)?(?:ssh|scp|sftp|rsync|mosh|ssh-copy-id|sshfs)\s/;

/** True when the address at `start`..`end` is an SSH login (`user@host`), not a mailbox. */
function isSshTarget(text: string, start: number, end: number): boolean {
  const window = text.slice(Math.max(0, start - 300), start);
  // Inside a URL (`smtps://me@mail.com:PASS@host`) the `@` after `:` is no scp path: the match
  // may be a password, so it stays masked.
  if (/:\/\/\S*$/.test(window)) return false;
  if (SCP_TAIL.test(text.slice(end, end + 200))) return true;
  const cut = Math.max(
    window.lastIndexOf(";"),
    window.lastIndexOf("|"),
    window.lastIndexOf("&"),
    window.lastIndexOf("\n"),
  );
  return SSH_COMMAND.test(window.slice(cut + 1));
}

function detectEmails(text: string, out: Detection[]): void {
  if (!text.includes("@")) return;
  EMAIL.lastIndex = 0;
  for (let m = EMAIL.exec(text); m !== null; m = EMAIL.exec(text)) {
    if (m[1] === "git") continue;
    // `https://user:pass@host`: userinfo, handled (and kept apart from the host) by the URL rule
    if (/:\/\/[^\s/@]*$/.test(text.slice(Math.max(0, m.index - 300), m.index))) continue;
    if (isSshTarget(text, m.index, m.index + m[0].length)) continue;
    out.push({
      kind: "email",
      start: m.index,
      end: m.index + m[0].length,
      priority: Priority.privacy,
    });
  }
}

const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
// RFC 1918, link-local and CGNAT IPv4; `(?<![\d.])` keeps version numbers like 1.10.0.1.2 out
const PRIVATE_IPV4 = new RegExp(
  `(?<![\\d.])(?:10\\.${OCTET}|172\\.(?:1[6-9]|2\\d|3[01])|192\\.168|169\\.254|100\\.(?:6[4-9]|[7-9]\\d|1[01]\\d|12[0-7]))\\.${OCTET}\\.${OCTET}(?![\\d]|\\.\\d)`,
  "g",
);
// unique-local fc00::/7 and link-local fe80::/10 IPv6
const PRIVATE_IPV6 =
  /(?<![0-9A-Fa-f:])(?:f[cd][0-9a-f]{2}|fe[89ab][0-9a-f]):(?::?[0-9a-f]{1,4}){1,7}(?:%[A-Za-z0-9]+)?(?![0-9A-Fa-f:])/gi;

/**
 * Every match of the global `re` in `text` as a privacy detection of `kind`. Whole matches by
 * `m.index`: these regexes need no `d` flag (structure-rules' `scan` reads capture groups).
 */
function pushMatches(re: RegExp, text: string, kind: string, out: Detection[]): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    out.push({ kind, start: m.index, end: m.index + m[0].length, priority: Priority.privacy });
  }
}

function detectPrivateIps(text: string, out: Detection[]): void {
  pushMatches(PRIVATE_IPV4, text, "private-ip", out);
  pushMatches(PRIVATE_IPV6, text, "private-ip", out);
}

// names under suffixes that never resolve on the public internet
const INTERNAL_HOST =
  /(?<![A-Za-z0-9.-])(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:internal|intranet|corp|local|localdomain|lan|home\.arpa|priv|private)(?![A-Za-z0-9-])(?!\.[A-Za-z])/gi;

function detectInternalHosts(text: string, out: Detection[]): void {
  pushMatches(INTERNAL_HOST, text, "internal-host", out);
}

// `/home/<user>`, `/Users/<user>`, `C:\Users\<user>` → `~`; not `/home/` inside a longer path,
// but yes glued to a short option (`gcc -I/home/u/include`, `-L/home/u/lib`, `-isystem/home/…`)
// `/Users/<user>` and `¥Users¥<user>` (a backslash shown as yen) count anywhere, even mid-path
const HOME_PATH =
  /(?:(?:(?<![A-Za-z0-9_.~-])|(?<=(?:^|[\s"'=,(])-[A-Za-z]{1,12}))\/home\/|\/Users\/|[A-Za-z]:\\Users\\|[A-Za-z]:\/Users\/|¥Users¥|\\Users\\)([\p{L}\p{N}._-]{1,64})(?=[/\\¥"'\s:;,)\]}]|$)/gu;

function detectHomePaths(text: string, out: Detection[]): void {
  HOME_PATH.lastIndex = 0;
  for (let m = HOME_PATH.exec(text); m !== null; m = HOME_PATH.exec(text)) {
    const user = m[1] ?? "";
    if (user === "Shared" || user === "") continue;
    out.push({
      kind: "home-path",
      start: m.index,
      end: m.index + m[0].length,
      priority: Priority.privacy,
    });
  }
}

/** Private IPv4 and IPv6 addresses. */
export const detectPrivateAddresses: Rule = (text, out) => {
  if (/\d\.\d|[fF][cdeCDE][0-9a-fA-F]{2}:/.test(text)) detectPrivateIps(text, out);
};

/** Host names under internal suffixes. */
export const detectInternalHostNames: Rule = (text, out) => {
  if (/\.(?:internal|intranet|corp|local|lan|arpa|priv)/i.test(text))
    detectInternalHosts(text, out);
};

/** The user name inside home paths. */
export const detectHomeDirectories: Rule = (text, out) => {
  if (/\/home\/|Users[/\\¥]/.test(text)) detectHomePaths(text, out);
};

export { detectEmails };

/** The privacy rules. */
export const privacyRules: Rule[] = [
  detectEmails,
  detectPrivateAddresses,
  detectInternalHostNames,
  detectHomeDirectories,
];
