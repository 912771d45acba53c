"""A table that stands still (RULES.md, option `stall_s`), sentence by sentence, Speed and Spit."""
import json

import pytest

from game.engine import options
from game.engine.cards import parse
from game.engine.events import (CallWindowOpened, CardPlayed, FlipRequestDropped,
                                FlipRequested, Flipped, PenaltyTaken, Rejected, StalemateBegan,
                                TableStalled)
from game.engine.events_rounds import RoundEnded, RoundStarted, StockMoved
from game.engine.intents import FLIP, MOVE, PLAY, SLAP, SPIT, Intent
from game.engine.match import Match
from game.replay.runner import check

STALL = {"stall_s": 4.0, "same_rank": False}
# seat 0 can play QS on KS; seat 1 (2H 4H) cannot play; after QS nobody can
SPEED = {"seats": [{"hand": ["QS", "7C"], "draw": [], "side": ["KS", "3C"]},
                   {"hand": ["2H", "4H"], "draw": [], "side": ["9D", "6C"]}]}
# the same, but QS gives seat 1 a play (JD)
SPEED_GIVES = {"seats": [{"hand": ["QS", "7C"], "draw": [], "side": ["KS", "3C"]},
                         {"hand": ["JD", "4H"], "draw": [], "side": ["9D", "6C"]}]}
# nobody can play at t = 0
STUCK = {"seats": [{"hand": ["5C"], "draw": [], "side": ["KS", "3C"]},
                   {"hand": ["2H"], "draw": [], "side": ["9D", "6C"]}]}
# Spit: tops 7S, 2D; seat 0 can play 8C, seat 1 6D; both keep two spit cards
SPIT_DEAL = {"seats": [{"stock": [["5C"], ["9H"], ["8C", "2C"], [], []],
                        "spit": ["7S", "QC", "JC"]},
                       {"stock": [["KD"], ["6D"], [], [], []], "spit": ["2D", "QD", "JD"]}]}


def game_of(variant, deal, **given):
    match = Match(variant, {**STALL, **given} if variant == "speed" else
                  {"stall_s": 4.0, **given}, 2, 1)
    match.next_game(deal)
    return match


def kinds(events):
    return [type(e) for e in events]


def play(t, seat, card, pile):
    return Intent(t, seat, PLAY, parse(card), pile)


def codes(events):
    return [e.code for e in events if isinstance(e, Rejected)]


# -- Speed ----------------------------------------------------------------------------------
def test_speed_stalls_after_stall_s_without_a_card_and_a_stalemate_begins_then():
    game = game_of("speed", SPEED)
    assert game.game.next_deadline() == 4000.0
    assert game.advance(3999.999) == []
    events = game.advance(4000)
    assert events == [TableStalled(4000.0, 7000.0)] and isinstance(events[0], StalemateBegan)
    assert game.game.stalled and game.game.stalemate_at == 4000.0
    assert game.game.find_play(0) is not None                 # someone still holds a play


def test_speed_before_the_stall_a_seat_that_can_play_may_not_flip():
    game = game_of("speed", SPEED)
    assert codes(game.apply(Intent(3999, 0, FLIP))) == ["must_play"]
    assert kinds(game.apply(Intent(4000, 0, FLIP))) == [TableStalled, FlipRequested]


def test_speed_while_stalled_a_flip_request_is_accepted_kept_and_the_flip_comes_when_all_ask():
    game = game_of("speed", SPEED)
    game.advance(4000)
    assert kinds(game.apply(Intent(4500, 0, FLIP))) == [FlipRequested]     # holds QS: no matter
    assert game.game.requests == [True, False]
    assert game.apply(Intent(4600, 0, FLIP)) == []                         # again: nothing
    events = game.apply(Intent(4700, 1, FLIP))
    assert kinds(events) == [FlipRequested, Flipped]
    assert events[1].piles == [0, 1] and events[1].cards == [parse("3C"), parse("6C")]
    assert not game.game.stalled and game.game.requests == [False, False]
    assert game.game.next_deadline() == 8700.0               # the count starts at the flip


def test_speed_the_stalls_flip_comes_auto_flip_s_after_the_stall_began():
    game = game_of("speed", SPEED, auto_flip_s=1.5)
    game.advance(4000)
    game.apply(Intent(4100, 1, FLIP))
    assert kinds(game.advance(5499)) == []
    events = game.advance(5500)
    assert kinds(events) == [Flipped] and events[0].t == 5500.0
    assert game.game.next_deadline() == 9500.0


def test_speed_no_auto_flip_waits_for_every_request():
    game = game_of("speed", SPEED, auto_flip_s=None)
    assert game.advance(4000) == [TableStalled(4000.0, None)]
    assert game.advance(60000) == [] and game.game.stalled


def test_speed_a_card_ends_the_stall_and_the_count_starts_again():
    game = game_of("speed", SPEED_GIVES)
    game.advance(4000)
    game.apply(Intent(4200, 1, FLIP))                          # seat 1 cannot play yet
    events = game.apply(play(5000, 0, "QS", 0))
    assert kinds(events) == [CardPlayed, FlipRequestDropped]   # JD fits QS: dropped, as usual
    assert not game.game.stalled and game.game.stalemate_at is None
    assert game.game.requests == [False, False]
    assert game.game.next_deadline() == 9000.0
    assert kinds(game.advance(9000)) == [TableStalled]


def test_speed_a_card_that_leaves_no_play_starts_a_stalemate_at_it_keeping_requests():
    game = game_of("speed", SPEED)
    game.advance(4000)
    game.apply(Intent(4200, 1, FLIP))
    events = game.apply(play(5000, 0, "QS", 0))
    assert kinds(events) == [CardPlayed, StalemateBegan]
    assert events[1] == StalemateBegan(5000.0, 8000.0)         # auto flip from the card
    assert game.game.requests == [False, True] and not game.game.stalled
    assert codes(game.apply(Intent(5100, 0, FLIP))) == []      # nobody can play: as usual
    assert game.game.centres[0][-1] == parse("3C")             # both asked: flipped


def test_speed_a_card_restarts_the_count_before_any_stall():
    game = game_of("speed", SPEED_GIVES)
    game.apply(play(2000, 0, "QS", 0))
    assert game.game.next_deadline() == 6000.0
    assert game.advance(5999) == []


def test_speed_a_real_stalemate_is_not_a_stall():
    game = game_of("speed", STUCK, auto_flip_s=None, stall_s=1.0)
    assert game.game.stalemate_at == 0.0
    assert game.advance(50000) == [] and not game.game.stalled


def test_speed_nothing_is_counted_while_the_call_window_is_open_and_the_penalty_restarts_it():
    deal = {"seats": [{"hand": ["QS"], "draw": [], "side": ["KS", "3C"]},
                      {"hand": ["JD", "4H"], "draw": [], "side": ["9D", "6C"]}]}
    game = game_of("speed", deal, stall_s=1.0)
    events = game.apply(play(500, 0, "QS", 0))                 # out: the window until 3500
    assert CallWindowOpened in kinds(events)
    assert game.advance(3499) == []
    events = game.advance(3500)
    assert PenaltyTaken in kinds(events) and TableStalled not in kinds(events)
    assert game.game.next_deadline() == 4500.0                 # counted from the penalty


def test_speed_legal_intents_offer_the_flip_during_a_stall():
    game = game_of("speed", SPEED)
    flip = Intent(0, 0, FLIP)
    assert flip not in game.game.legal_intents(0)
    game.advance(4000)
    assert flip in game.game.legal_intents(0) and Intent(0, 0, PLAY, parse("QS"), 0) in \
        game.game.legal_intents(0)
    game.apply(Intent(4100, 0, FLIP))
    assert flip not in game.game.legal_intents(0)


def test_speed_the_stall_survives_copy_and_shows_in_the_state():
    game = game_of("speed", SPEED)
    game.advance(4000)
    twin = game.game.copy()
    assert twin.stalled and twin.stall_from == 0.0
    assert kinds(twin.apply(Intent(4100, 0, FLIP))) == [FlipRequested]
    state = game.game.to_dict()
    assert state["stalled"] is True and state["stall_from"] == 0.0
    plain = Match("speed", {}, 2, 1)
    plain.next_game(SPEED)
    assert "stall_from" not in plain.game.to_dict()           # old checksums stay as they were
    restored = type(game.game).from_dict(game.game.rules, state)
    assert restored.stalled and restored.stall_from == 0.0


def test_speed_off_by_default():
    game = Match("speed", {"same_rank": False}, 2, 1)
    game.next_game(SPEED)
    assert game.game.next_deadline() is None and game.advance(100000) == []
    assert options.resolve(options.SPEED, {})["stall_s"] is None


# -- Spit ------------------------------------------------------------------------------------
def test_spit_stalls_and_a_spit_request_with_a_play_is_accepted():
    game = game_of("spit", SPIT_DEAL)
    assert game.advance(4000) == [TableStalled(4000.0, 7000.0)]
    assert kinds(game.apply(Intent(4100, 0, SPIT))) == [FlipRequested]
    events = game.apply(Intent(4200, 1, SPIT))
    assert kinds(events) == [FlipRequested, Flipped]
    assert [c for c in events[1].cards] == [parse("QC"), parse("QD")]
    assert not game.game.stalled and game.game.next_deadline() == 8200.0


def test_spit_before_the_stall_a_seat_that_can_play_may_not_spit():
    game = game_of("spit", SPIT_DEAL)
    assert codes(game.apply(Intent(3000, 0, SPIT))) == ["must_play"]


def test_spit_the_auto_spit_comes_auto_flip_s_after_the_stall():
    game = game_of("spit", SPIT_DEAL)
    game.advance(4000)
    events = game.advance(7000)
    assert kinds(events) == [Flipped] and events[0].t == 7000.0


def test_spit_a_move_neither_restarts_the_count_nor_ends_the_stall():
    game = game_of("spit", SPIT_DEAL)
    assert kinds(game.apply(Intent(2000, 0, MOVE, parse("5C"), to=3))) == [StockMoved]
    assert game.game.next_deadline() == 4000.0
    game.advance(4000)
    game.apply(Intent(4100, 1, SPIT))
    assert kinds(game.apply(Intent(4200, 0, MOVE, parse("9H"), to=4))) == [StockMoved]
    assert game.game.stalled and game.game.requests == [False, True]


def test_spit_a_card_on_a_spit_pile_ends_the_stall():
    game = game_of("spit", SPIT_DEAL)
    game.advance(4000)
    game.apply(Intent(4100, 0, SPIT))
    events = game.apply(play(5000, 1, "6D", 0))
    assert kinds(events)[:1] == [CardPlayed] and FlipRequestDropped in kinds(events)
    assert not game.game.stalled and game.game.next_deadline() == 9000.0


def test_spit_when_every_holder_has_asked_the_spit_comes_at_the_stall():
    deal = {"seats": [{"stock": [["5C"], ["9H"], ["KC"], [], []], "spit": ["7S", "QC"]},
                      {"stock": [["KD"], ["6D"], [], [], []], "spit": ["2D"]}]}
    game = game_of("spit", deal)
    assert kinds(game.apply(Intent(100, 0, SPIT))) == [FlipRequested]   # it cannot play
    events = game.advance(4000)
    assert kinds(events) == [TableStalled, Flipped] and events[1].cards == [parse("QC")]


def test_spit_a_stall_without_spit_cards_ends_the_round_at_once():
    deal = {"seats": [{"stock": [["5C"], ["9H"], ["8C"], [], []], "spit": ["7S"]},
                      {"stock": [["KD"], ["6D"], [], [], []], "spit": ["2D"]}]}
    game = game_of("spit", deal, slap_window_s=None)
    assert game.game.next_deadline() == 4000.0 and game.advance(3999) == []
    events = game.advance(4000)
    assert kinds(events) == [TableStalled, RoundEnded]
    assert events[1].reason == "the table stalled and no spit cards are left"
    assert events[1].cleared is None and game.game.phase == "slap"
    assert not game.game.stalled and game.game.stall_due() is None


def test_spit_nothing_is_counted_while_the_round_waits_for_slaps():
    deal = {"seats": [{"stock": [["8C"], [], [], [], []], "spit": ["7S", "QC"]},
                      {"stock": [["KD"], ["6D"], [], [], []], "spit": ["2D", "QD"]}]}
    game = game_of("spit", deal, stall_s=1.0, slap_window_s=None)
    game.apply(play(100, 0, "8C", 0))                          # round over: slap
    assert game.game.phase == "slap"
    assert game.advance(60000) == []
    assert kinds(game.apply(Intent(60001, 0, SLAP, pile=1)))[0] is not TableStalled


@pytest.mark.parametrize("value", [-1, "4", True])
def test_a_bad_stall_gets_one_clear_line(value):
    for spec in (options.SPEED, options.SPIT):
        with pytest.raises(options.OptionError) as caught:
            options.resolve(spec, {"stall_s": value})
        assert str(caught.value) == \
            f"option 'stall_s' must be seconds >= 0 or null, not {value!r}"
    assert "stall_s" not in options.resolve(options.CALIFORNIA, {"stall_s": 4.0})


# -- through a replay, options in its header (REPLAY_FORMAT.md) --------------------------------
def write(path, header, lines):
    path.write_text("\n".join(json.dumps(x) for x in [header, *lines]) + "\n")
    return str(path)


def test_a_replay_header_carries_the_stall_and_the_growth(tmp_path):
    header = {"format": "speed-replay", "version": 1, "variant": "speed",
              "options": {"same_rank": False, "stall_s": 4.0, "misplay_lockout_s": 0.5,
                          "misplay_lockout_max_s": 4.0},
              "seats": [{"name": "A"}, {"name": "B"}], "seed": 1, "deal": SPEED}
    lines = [{"t": 100, "seat": 1, "intent": "play", "card": "2H", "pile": 0},   # misplay
             {"t": 700, "seat": 1, "intent": "play", "card": "2H", "pile": 0},   # 1.0 s
             {"t": 1699, "seat": 1, "intent": "play", "card": "4H", "pile": 1},  # locked
             {"t": 3999, "seat": 0, "intent": "flip"},                           # must play
             {"t": 4000, "seat": 0, "intent": "flip"},                           # stalled
             {"t": 4001, "seat": 1, "intent": "flip"}]                           # the flip
    result = check(write(tmp_path / "stall.jsonl", header, lines))
    assert result["rejected"] == [0, 1, 2, 3] and result["applied"] == 6
    assert result["piles"] == [["3C", "KS"], ["6C", "9D"]]
    plain = check(write(tmp_path / "plain.jsonl", {**header, "options": {"same_rank": False}},
                        lines))
    assert plain["rejected"] == [0, 1, 2, 3, 4] and plain["piles"] == [["KS"], ["9D"]]


def test_stall_due_is_the_stalls_timer_only_while_it_is_counted():
    game = game_of("speed", SPEED)
    assert game.game.stall_due() == 4000.0 == game.game.next_deadline()
    game.advance(4000)
    assert game.game.stall_due() is None and game.game.next_deadline() == 7000.0
    spit = game_of("spit", SPIT_DEAL)
    assert spit.game.stall_due() == 4000.0
    spit.advance(4000)
    assert spit.game.stall_due() is None
    ended = game_of("spit", {"seats": [{"stock": [["8C"], [], [], [], []], "spit": ["7S", "QC"]},
                                       {"stock": [["KD"], [], [], [], []], "spit": ["2D", "QD"]}]})
    ended.apply(play(100, 0, "8C", 0))
    assert ended.game.phase == "slap" and ended.game.stall_due() is None
    california = Match("california", {}, 2, 1)
    california.next_game()
    assert california.game.stall_due() is None
    window = game_of("speed", {"seats": [{"hand": ["QS"], "draw": [], "side": ["KS", "3C"]},
                                         {"hand": ["JD"], "draw": [], "side": ["9D", "6C"]}]})
    window.apply(play(100, 0, "QS", 0))
    assert window.game.window and window.game.stall_due() is None
    over = game_of("speed", {"seats": [{"hand": ["QS"], "draw": [], "side": ["KS", "3C"]},
                                       {"hand": ["JD"], "draw": [], "side": ["9D", "6C"]}]},
                   verbal_win="off")
    over.apply(play(100, 0, "QS", 0))
    assert over.game.over and over.game.stall_due() is None
    spit_over = game_of("spit", SPIT_DEAL)
    spit_over.game.over = True                                 # as a decided round leaves it
    assert spit_over.game.stall_due() is None


def test_spit_legal_intents_offer_the_spit_during_a_stall():
    game = game_of("spit", SPIT_DEAL)
    spit = Intent(0, 0, SPIT)
    assert spit not in game.game.legal_intents(0)
    game.advance(4000)
    assert spit in game.game.legal_intents(0)
    game.apply(Intent(4100, 0, SPIT))
    assert spit not in game.game.legal_intents(0)


def test_spit_a_new_round_restarts_the_count():
    game = Match("spit", {"stall_s": 4.0}, 2, 3)
    game.next_game()
    t, started = 0.0, None
    for step in range(5000):
        t += 50.0
        seat = step % 2
        legal = [i for i in game.game.legal_intents(seat) if i.kind != MOVE]
        events = game.apply(legal[0].at(t) if legal else Intent(t, seat, SPIT))
        started = next((e for e in events if isinstance(e, RoundStarted) and e.round == 2),
                       None)
        if started:
            break
    assert started is not None and started.t == game.game.now
    assert game.game.stall_due() == started.t + 4000.0


def test_spit_the_stall_shows_in_the_state_only_when_it_is_on():
    game = game_of("spit", SPIT_DEAL)
    game.advance(4000)
    state = game.game.to_dict()
    assert state["stalled"] is True and state["stall_from"] == 0.0
    twin = game.game.copy()
    assert twin.stalled and twin.stall_from == 0.0
    plain = Match("spit", {}, 2, 1)
    plain.next_game(SPIT_DEAL)
    assert "stalled" not in plain.game.to_dict() and "stall_from" not in plain.game.to_dict()
