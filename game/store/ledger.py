"""The cabinet's ledger: the credits on the machine and every coin, service credit and play,
written to the SQLite file in one transaction as each happens (`synchronous=FULL`: a SIGKILL
or a power cut right after a coin keeps it). Bookkeeping (store/bookkeeping.py) reads the
events back per day.

    ledger_state   one row: the credits and the coins paid toward the next credit
    ledger_events  at (epoch s), day (local YYYY-MM-DD), kind, amount, detail:
                   coin (detail: the control), coin_over_cap, service_credit,
                   play (amount: credits taken), match (detail: variant, amount: ms played),
                   press (detail: "device control", amount: presses in one match, match:
                   the id of its match's row),
                   run (amount: s the game has run, updated while it runs)
"""
import sqlite3
import time

from game.store.db import schema, transaction

schema("ledger", [
    "CREATE TABLE IF NOT EXISTS ledger_state (id INTEGER PRIMARY KEY CHECK (id = 1), "
    "credits INTEGER NOT NULL, coins INTEGER NOT NULL)",
    "CREATE TABLE IF NOT EXISTS ledger_events (id INTEGER PRIMARY KEY, at REAL NOT NULL, "
    "day TEXT NOT NULL, kind TEXT NOT NULL, amount INTEGER NOT NULL DEFAULT 1, "
    "detail TEXT NOT NULL DEFAULT '', run INTEGER NOT NULL DEFAULT 0, "
    "match INTEGER NOT NULL DEFAULT 0)",
    "CREATE INDEX IF NOT EXISTS ledger_events_day ON ledger_events (day, kind)",
])


def day_of(at: float) -> str:
    return time.strftime("%Y-%m-%d", time.localtime(at))


class Ledger:
    """The credits on the machine, kept in `db` (a `store.db.connect` connection)."""

    def __init__(self, db: sqlite3.Connection, clock=time.time):
        self.db, self.clock = db, clock
        db.execute("PRAGMA synchronous=FULL")        # a commit is on the disk when it returns
        self.run_id = int(clock() * 1000)
        self.started = clock()
        self._run_row: int | None = None

    def state(self) -> tuple[int, int]:
        """(credits, coins toward the next credit) as last written; (0, 0) on a new file."""
        row = self.db.execute("SELECT credits, coins FROM ledger_state WHERE id = 1").fetchone()
        return (row["credits"], row["coins"]) if row else (0, 0)

    def record(self, kind: str, credits: int, coins: int, amount: int = 1,
               detail: str = "") -> None:
        """One event and the credits it leaves, in one transaction."""
        at = self.clock()
        with transaction(self.db):
            self._event(kind, amount, detail, at)
            self.db.execute("INSERT INTO ledger_state (id, credits, coins) VALUES (1, ?, ?) "
                            "ON CONFLICT (id) DO UPDATE SET credits = excluded.credits, "
                            "coins = excluded.coins", (credits, coins))

    def note(self, kind: str, amount: int = 1, detail: str = "") -> None:
        """An event that leaves the credits as they are (a match played, presses counted)."""
        with transaction(self.db):
            self._event(kind, amount, detail, self.clock())

    def match(self, variant: str, ms: int, presses: dict[str, int]) -> None:
        """A match played (`ms` long) and how often each control ("device control") was
        pressed in it, in one transaction."""
        at = self.clock()
        with transaction(self.db):
            match = self._event("match", ms, variant, at)
            for control, count in presses.items():
                self._event("press", count, control, at, match)

    def tick(self) -> None:
        """This run's uptime so far, kept in one row (called now and then while running)."""
        at = self.clock()
        seconds = int(at - self.started)
        with transaction(self.db):
            if self._run_row is None:
                self._run_row = self._event("run", seconds, "", at)
            else:
                self.db.execute("UPDATE ledger_events SET amount = ? WHERE id = ?",
                                (seconds, self._run_row))

    def _event(self, kind: str, amount: int, detail: str, at: float, match: int = 0) -> int:
        cursor = self.db.execute(
            "INSERT INTO ledger_events (at, day, kind, amount, detail, run, match) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (at, day_of(at), kind, amount, detail, self.run_id, match))
        return cursor.lastrowid

    def reset(self) -> None:
        """Bookkeeping reset: every event gone (the credits on the machine stay)."""
        with transaction(self.db):
            self.db.execute("DELETE FROM ledger_events")
        self._run_row = None
        self.started = self.clock()
