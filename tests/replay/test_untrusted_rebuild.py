"""Replays as untrusted input in the rebuild: hand-edited, truncated or hostile files each cost
one line and are skipped, never a traceback or a wrong rating; a good file beside them counts."""
import json
import sqlite3

import pytest

from game.engine.variants import VARIANTS
from game.replay.format import parse_header
from game.replay.runner import ReplayRun
from game.stats import PLAY_KINDS, has_play
from game.store.derive import from_file
from game.store.rebuild import read_all, rebuild

HEADER = {"format": "speed-replay", "version": 1, "variant": "california", "options": {},
          "seats": [{"name": "Ana", "kind": "human", "device": "keyboard", "profile": "Ana"},
                    {"name": "Bo", "kind": "human", "device": "keyboard", "profile": "Bo"}],
          "seed": 4, "started": "2026-11-28T12:00:00+01:00"}


def finished_lines(header=HEADER) -> list[str]:
    """A california match played to its end by covering pile after pile, both seats."""
    run = ReplayRun(read_header(header))
    lines, t = [json.dumps(header)], 0.0
    while not run.match.game.over:
        t += 50.0
        for seat in (0, 1):
            legal = run.match.game.legal_intents(seat)
            if legal:
                intent = legal[0].at(t)
                run.match.apply(intent)
                lines.append(json.dumps({"t": t, "seat": seat, "intent": "cover",
                                         "pile": intent.pile}))
    return lines


def read_header(data: dict):
    return parse_header(data)


HOSTILE = {
    "truncated.jsonl": lambda good: "\n".join(good[:3])[:-7],
    "nul.jsonl": lambda good: "\0" * 5000,
    "latin1.jsonl": lambda good: None,
    "deep.jsonl": lambda good: good[0] + "\n" + "[" * 5000 + "]" * 5000,
    "bad_seat.jsonl": lambda good: good[0] + "\n" + good[1].replace('"seat": 0', '"seat": 9'),
    "bad_profile.jsonl": lambda good: "\n".join([good[0].replace('"profile": "Ana"',
                                                                 '"profile": "' + "A" * 500 + '"')]
                                                + good[1:]),
    "profile_not_text.jsonl": lambda good: "\n".join(
        [good[0].replace('"profile": "Ana"', '"profile": {"x": 1}')] + good[1:]),
    "forged_note.jsonl": lambda good: "\n".join(good[:5]) + '\n{"intent": "initials", '
                                      '"kind": "win", "seat": 0, "initials": "ZZZ"}',
    "many_seats.jsonl": lambda good: json.dumps({**HEADER, "seats": [{}] * 500}),
    "nan_time.jsonl": lambda good: good[0] + '\n{"t": NaN, "seat": 0, "intent": "cover", '
                                   '"pile": 0}',
}


@pytest.fixture
def folder(tmp_path):
    good = finished_lines()
    (tmp_path / "good.jsonl").write_text("\n".join(good) + "\n")
    for name, make in HOSTILE.items():
        text = make(good)
        if text is None:
            (tmp_path / name).write_bytes(b'{"format": "speed-replay", "\xe9"}\n')
        else:
            (tmp_path / name).write_text(text)
    return tmp_path


def test_each_hostile_file_is_one_line_and_the_good_one_counts(folder, tmp_path):
    done = rebuild(tmp_path / "out.sqlite3", folder)
    reasons = dict(done.skipped)
    assert done.read == 1 + 1            # good.jsonl and profile_not_text.jsonl (a guest then)
    assert set(reasons) == set(HOSTILE) - {"profile_not_text.jsonl"}
    assert all("\n" not in why and "Traceback" not in why and len(why) < 400
               for why in reasons.values())
    assert "not played to its end" in reasons["truncated.jsonl"] or \
        "line" in reasons["truncated.jsonl"]
    assert "cannot be a player's name" in reasons["bad_profile.jsonl"]
    assert "not played to its end" in reasons["forged_note.jsonl"]     # cut short: no score


def test_a_forged_note_cannot_enter_a_score_the_match_did_not_make(tmp_path):
    good = finished_lines()
    forged = good + ['{"intent": "initials", "kind": "call", "seat": 1, "initials": "ZZZ"}',
                     '{"intent": "initials", "kind": "win", "seat": 0, "initials": "ab"}']
    path = tmp_path / "forged.jsonl"
    path.write_text("\n".join(forged) + "\n")
    facts = from_file(path)
    assert facts.finished and len(facts.initials) == 2
    rebuild(tmp_path / "out.sqlite3", tmp_path)
    rows = sqlite3.connect(tmp_path / "out.sqlite3").execute(
        "SELECT kind, initials FROM highscores").fetchall()
    assert rows == []            # California has no "Speed!" call; "ab" is no initials


def test_the_order_played_is_the_started_time_not_the_file_name(tmp_path):
    early = finished_lines({**HEADER, "started": "2026-11-28T12:00:00+01:00"})
    late = finished_lines({**HEADER, "seed": 5, "started": "2026-11-28T11:30:00Z"})
    (tmp_path / "a.jsonl").write_text("\n".join(late) + "\n")
    (tmp_path / "b.jsonl").write_text("\n".join(early) + "\n")
    found, skipped = read_all(sorted(tmp_path.glob("*.jsonl")))
    assert [f.source for f in found] == ["b.jsonl", "a.jsonl"] and not skipped


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_fast_who_can_play_agrees_with_the_legal_intents(variant, tmp_path):
    from game.session import SeatInfo, Session
    seats = [SeatInfo("a", "bot", level="expert"), SeatInfo("b", "bot", level="expert")]
    session = Session(variant, {}, seats, 9, record=False)
    session.new_game(0, countdown_s=0)
    now, checked = 0, 0
    while not session.game.over and now < 600 * 10**9:
        now += 25_000_000
        session.update(now)
        for seat in (0, 1):
            slow = any(i.kind in PLAY_KINDS for i in session.game.legal_intents(seat))
            assert has_play(session.game, seat) == slow
            checked += 1
    assert checked > 100
