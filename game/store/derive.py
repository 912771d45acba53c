"""From a replay (its header and its lines) to what the database keeps of a match: the one path
both the live game's save and `speed stats --rebuild` take, so they always agree.

`from_lines(lines)` takes the replay as plain dicts (the live game's copy in memory);
`from_file(path)` reads a file, trusting nothing. Both give `MatchFacts` or raise ReplayError.
"""
import os
from dataclasses import dataclass, field
from datetime import datetime

from game.records import Candidate, Records
from game.replay.format import ReplayError, parse_header, parse_step, quote, read_replay
from game.replay.runner import ReplayRun
from game.stats import Stats
from game.store.profiles import name_fault


@dataclass
class MatchFacts:
    header: object                 # game.replay.format.Header
    started: float                 # epoch seconds: the header's `started`, else the file's time
    finished: bool                 # played to its end (the live game saves only those)
    match: dict                    # history.record's plain data: the match and its players
    candidates: list[Candidate]    # high-score candidates of the people at the table
    initials: list[dict] = field(default_factory=list)     # the high scores entered, in order
    source: str = ""               # the replay file's name

    @property
    def finished_at(self) -> float:
        """When the match ended: its start plus its played time."""
        return self.started + self.match["duration_ms"] / 1000.0


def from_lines(lines: list[dict], source: str = "", file_time: float | None = None) -> MatchFacts:
    """The facts of a replay held as dicts (header first)."""
    if not lines:
        raise ReplayError(1, "the file is empty: a header line is needed")
    header = parse_header(lines[0])
    steps = (parse_step(n, data, header) for n, data in enumerate(lines[1:], start=2))
    return _derive(header, steps, source, file_time)


def from_file(path) -> MatchFacts:
    """The facts of a replay file (ReplayError for a damaged or foreign one)."""
    try:
        file_time = os.stat(path).st_mtime
    except OSError as error:
        raise ReplayError(0, f"cannot open the file: {error.strerror}") from None
    header, steps = read_replay(str(path), tolerate_torn_tail=True)
    return _derive(header, steps, os.path.basename(str(path)), file_time)


def _derive(header, steps, source: str, file_time: float | None) -> MatchFacts:
    seats = header.seats
    stats, records = Stats(len(seats)), Records(i for i, s in enumerate(seats)
                                                if s.get("kind") != "bot")
    run = ReplayRun(header)
    stats.on_events(run.last_events, run.match.game)
    records.on_events(run.last_events)
    initials = []
    for step in steps:
        if step.kind == "game":
            stats.new_game()
        events = run.step(step)
        if step.kind == "note":
            initials.append(step.data)
        if events:
            stats.on_events(events, run.match.game)
            records.on_events(events)
    match = run.match
    finished = match.over or (match.game.over and match.game.winner is None and
                              match.games_to_win <= 1)
    return MatchFacts(header, _started(header.raw.get("started"), file_time), finished,
                      summary(header, stats, match), records.best(), initials, source)


def _started(text, file_time: float | None) -> float:
    """Epoch seconds of the header's `started` (ISO 8601); else the file's time, else now."""
    if isinstance(text, str):
        try:
            moment = datetime.fromisoformat(text)
            if moment.tzinfo is not None:
                return moment.timestamp()
        except ValueError:
            pass
    return file_time if file_time is not None else datetime.now().timestamp()


def _seat(info: dict, key: str, default=None):
    value = info.get(key, default)
    return value if isinstance(value, str) else default


def summary(header, stats: Stats, match) -> dict:
    """A played match as plain data: the match and each player's figures."""
    wins = list(match.wins)
    best = max(wins)
    players = []
    for seat, info in enumerate(header.seats):
        kind = "bot" if info.get("kind") == "bot" else "human"
        result = "won" if wins[seat] == best and wins.count(best) == 1 else \
            "drawn" if wins[seat] == best else "lost"
        profile = _seat(info, "profile") if kind == "human" else None
        if profile and name_fault(profile):
            raise ReplayError(1, f"seat {seat + 1}: the profile {quote(profile)} cannot be a "
                              f"player's name ({name_fault(profile)})")
        players.append({
            "seat": seat, "name": _seat(info, "name", f"Player {seat + 1}"), "kind": kind,
            "level": _seat(info, "level", "medium") if kind == "bot" else None,
            "profile": profile.strip() or None if profile else None,
            "games_won": wins[seat], "result": result,
            "played": stats.played[seat], "misses": stats.rejected[seat],
            "races_won": stats.races_won[seat], "races_lost": stats.races_lost(seat),
            "pace_ms": stats.mean_gap_ms(seat), "reaction_ms": stats.median_reaction_ms(seat),
            "fastest_call_ms": stats.fastest_call_ms(seat)})
    winner = next((p["seat"] for p in players if p["result"] == "won"), None)
    return {"variant": header.variant, "options": dict(header.options), "seed": header.seed,
            "games": match.index + 1, "winner": winner, "duration_ms": stats.duration_ms,
            "players": players}
