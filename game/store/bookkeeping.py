"""Bookkeeping, read from the cabinet's ledger (store/ledger.py): coins and plays per day for
the last 30 days and in total, service credits, matches per variant, play time, uptime,
presses per button, and the buttons not pressed in the last N matches (a dead switch).
`speed stats --bookkeeping [--json]` prints it; the operator menu shows it."""
import time

from game.i18n import _, ngettext

DAYS = 30
DEAD_AFTER = 10          # a button no one pressed in this many matches may be a dead switch


def report(db, now: float | None = None, known: tuple[str, ...] = (),
           dead_after: int = DEAD_AFTER) -> dict:
    """The figures as one JSON-ready dict; `known`: controls ("device control") that exist
    even if never pressed (the buttons of the boards plugged in)."""
    now = time.time() if now is None else now
    since = time.strftime("%Y-%m-%d", time.localtime(now - (DAYS - 1) * 86400))
    rows = db.execute("SELECT day, kind, SUM(amount) AS n, COUNT(*) AS c FROM ledger_events "
                      "WHERE day >= ? GROUP BY day, kind", (since,)).fetchall()
    days: dict[str, dict] = {}
    for row in rows:
        if row["kind"] in ("coin", "play"):
            day = days.setdefault(row["day"], {"day": row["day"], "coins": 0, "plays": 0})
            day["coins" if row["kind"] == "coin" else "plays"] = row["c"]
    totals = {kind: count for kind, count in db.execute(
        "SELECT kind, COUNT(*) FROM ledger_events GROUP BY kind")}
    return {
        "days": [days[d] for d in sorted(days, reverse=True)],
        "coins": totals.get("coin", 0), "plays": totals.get("play", 0),
        "coins_over_cap": totals.get("coin_over_cap", 0),
        "service_credits": totals.get("service_credit", 0),
        "matches": {v: n for v, n in db.execute(
            "SELECT detail, COUNT(*) FROM ledger_events WHERE kind = 'match' GROUP BY detail")},
        "play_s": round(_sum(db, "match") / 1000),
        "uptime_s": _sum(db, "run"),
        "presses": {c: n for c, n in db.execute(
            "SELECT detail, SUM(amount) FROM ledger_events WHERE kind = 'press' "
            "GROUP BY detail ORDER BY detail")},
        "dead": dead_buttons(db, known, dead_after),
        "dead_after": dead_after,
    }


def _sum(db, kind: str) -> int:
    return db.execute("SELECT COALESCE(SUM(amount), 0) FROM ledger_events WHERE kind = ?",
                      (kind,)).fetchone()[0]


def dead_buttons(db, known=(), last: int = DEAD_AFTER) -> list[str]:
    """Controls pressed once (or plugged in now) but in none of the last `last` matches; none
    until that many matches have been played."""
    matches = [r[0] for r in db.execute("SELECT id FROM ledger_events WHERE kind = 'match' "
                                        "ORDER BY id DESC LIMIT ?", (last,))]
    if len(matches) < last:
        return []
    every = {r[0] for r in db.execute("SELECT DISTINCT detail FROM ledger_events "
                                      "WHERE kind = 'press'")} | set(known)
    marks = ",".join("?" * len(matches))
    recent = {r[0] for r in db.execute(
        f"SELECT DISTINCT detail FROM ledger_events WHERE kind = 'press' AND amount > 0 "
        f"AND match IN ({marks})", matches)}
    return sorted(every - recent)


def hours(seconds: int) -> str:
    return _("{hours} h {minutes} min").format(hours=seconds // 3600,
                                               minutes=f"{seconds % 3600 // 60:02d}")


def summary(data: dict) -> list[str]:
    """The totals as text lines (the operator page's head)."""
    played = ", ".join(f"{v} {n}" for v, n in sorted(data["matches"].items()))
    out = [_("Coins {coins}   Plays {plays}   Service credits {service}   Coins over the cap "
             "{over}").format(coins=data["coins"], plays=data["plays"],
                              service=data["service_credits"], over=data["coins_over_cap"]),
           _("Play time {played}   Uptime {uptime}").format(played=hours(data["play_s"]),
                                                             uptime=hours(data["uptime_s"])),
           _("Matches: {matches}").format(matches=played) if played else
           _("Matches: none yet")]
    if data["dead"]:
        out.append(ngettext("Not pressed in the last match: {buttons}",
                            "Not pressed in the last {n} matches: {buttons}",
                            data["dead_after"]).format(n=data["dead_after"],
                                                       buttons=", ".join(data["dead"])))
    return out


def lines(data: dict) -> list[str]:
    """The whole report as text (`speed stats --bookkeeping`)."""
    return summary(data) + [_("Day          coins  plays")] + [
        f"{d['day']}  {d['coins']:>5}  {d['plays']:>5}" for d in data["days"]]
