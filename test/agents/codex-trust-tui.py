"""Trust a repo's Codex hooks as a user does: start the real `codex` TUI in a pseudo-terminal,
wait for its "Hooks need review" screen, choose "Trust all and continue", then quit.

Used by trust.agents.ts (Node has no pty of its own). Arguments: codex binary, repo; the
environment is the run's (HOME, CODEX_HOME, PATH). Prints the screen text it saw; exit 0 once
the review screen was answered and Codex saved the trust (`trusted_hash` entries under
`[hooks.state]` in $CODEX_HOME/config.toml), 1 otherwise.
"""
import fcntl, os, pty, re, select, struct, sys, termios, time

codex, repo = sys.argv[1], sys.argv[2]
pid, fd = pty.fork()
if pid == 0:
    os.chdir(repo)
    # --no-daemon: no background app-server is left running after the TUI is killed.
    # A terminal's environment: the run's HOME, CODEX_HOME, PATH and key, nothing that turns
    # the TUI's colours or terminal queries off.
    keep = ("PATH", "HOME", "CODEX_HOME", "STANDIN_API_KEY", "LANG")
    env = {k: os.environ[k] for k in keep if k in os.environ}
    os.execve(codex, [codex, "--no-daemon"], dict(env, TERM="xterm-256color"))
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
# The TUI asks the terminal for its colours, modes and cursor before drawing: answer as one.
ANSWERS = [(b"]10;?", b"\x1b]10;rgb:ffff/ffff/ffff\x1b\\"), (b"]11;?", b"\x1b]11;rgb:0000/0000/0000\x1b\\"),
           (b"$p", b"\x1b[?1007;2$y"), (b"\x1b[6n", b"\x1b[1;1R"), (b"\x1b[c", b"\x1b[?1;2c"),
           (b"\x1b[?u", b"\x1b[?0u")]
seen = b""

def pump(until, seconds):
    global seen
    end = time.time() + seconds
    while time.time() < end:
        if until is not None and seen_text(until):
            return True
        ready, _, _ = select.select([fd], [], [], 0.2)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return False
        seen += chunk
        for query, answer in ANSWERS:
            if query in chunk:
                os.write(fd, answer)
    return until is None or seen_text(until)

def text():
    return re.sub(rb"\x1b\[[0-9;?<>=$]*[a-zA-Z~]|\x1b\][^\x07\x1b]*(\x07|\x1b\\)", b"", seen).decode(
        "utf8", "replace")

def seen_text(words):
    # Without colours the TUI may place words by cursor moves, leaving no spaces between them.
    return words.replace(" ", "") in re.sub(r"\s+", "", text())

ok = pump("Trust all and continue", 60) and seen_text("Hooks need review")
config = os.path.join(os.environ["CODEX_HOME"], "config.toml")

def trusted():
    try:
        with open(config, encoding="utf8") as f:
            return "trusted_hash" in f.read()
    except OSError:
        return False

if ok:
    pump(None, 2)  # the screen is drawn before it takes keys
    os.write(fd, b"\x1b[B")  # down to "2. Trust all and continue"
    pump(None, 1)
    os.write(fd, b"\r")
    end = time.time() + 20
    while time.time() < end and not trusted():
        pump(None, 0.5)
    ok = trusted()
print(text()[-1500:])
if ok:
    print("answered: Hooks need review -> Trust all and continue")
os.kill(pid, 9)
os.waitpid(pid, 0)
sys.exit(0 if ok else 1)
