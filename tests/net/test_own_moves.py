"""A player's own moves shown at once on their machine, and the host's line for each: the
move confirmed without showing it twice, or sent back with why and a race's margin."""
from game.engine.events import CardPlayed, Rejected
from game.engine.intents import Intent
from game.engine.match import Match
from game.net.own_moves import ANSWER_MS, OwnMoves, said
from game.replay.format import Step

OPTIONS = {"misplay_lockout_s": 0.0}


def intent_step(intent) -> Step:
    return Step(2, 0, "intent", intent, intent.t)


def plays(game, seat):
    return [i for i in game.legal_intents(seat) if i.kind == "play"]


def a_race():
    """A deal where both seats can play onto the same pile, and seat 1's card there leaves
    seat 0's card fitting nowhere on it: (match, seat 0's play, seat 1's play)."""
    for seed in range(200):
        match = Match("speed", OPTIONS, 2, seed)
        match.next_game()
        for mine in plays(match.game, 0):
            for theirs in plays(match.game, 1):
                if mine.pile != theirs.pile:
                    continue
                trial = Match("speed", OPTIONS, 2, seed)
                trial.next_game()
                trial.apply(Intent(10.0, 1, "play", theirs.card, theirs.pile))
                events = trial.apply(Intent(22.0, 0, "play", mine.card, mine.pile))
                if any(isinstance(e, Rejected) for e in events):
                    return seed, mine, theirs
    raise AssertionError("no race in 200 deals")


def fresh(seed, **more):
    match = Match("speed", {**OPTIONS, **more}, 2, seed)
    match.next_game()
    return match


def test_an_own_move_shows_at_once_and_the_hosts_line_confirms_it_without_showing_it_again():
    truth = fresh(1)
    mine = plays(truth.game, 0)[0]
    moves = OwnMoves(0)
    shown = moves.move(truth, Intent(20.0, 0, "play", mine.card, mine.pile), now_ms=0.0)
    assert any(isinstance(e, CardPlayed) and e.card == mine.card for e in shown)
    assert mine.card not in moves.shown(truth).game.hands[0]       # moved on this machine
    assert mine.card in truth.game.hands[0]                        # not yet at the host
    line = Intent(31.5, 0, "play", mine.card, mine.pile)           # the host's time for it
    fresh_events, verdict = moves.heard(truth, intent_step(line), truth.apply(line), 40.0)
    assert verdict.ok and verdict.card == mine.card
    assert not any(isinstance(e, CardPlayed) for e in fresh_events)   # not shown twice
    assert moves.shown(truth) is truth and moves.pending == [] and moves.ahead == []
    assert moves.take_back() == []                                 # it stands


def test_a_race_lost_sends_the_card_back_its_press_time_kept_for_the_hosts_race():
    seed, mine, theirs = a_race()
    truth = fresh(seed)
    moves = OwnMoves(0)
    moves.move(truth, Intent(15.0, 0, "play", mine.card, mine.pile), now_ms=0.0)
    first = Intent(10.0, 1, "play", theirs.card, theirs.pile)
    shown_first, verdict = moves.heard(truth, intent_step(first), truth.apply(first), 30.0)
    assert verdict is None and any(isinstance(e, CardPlayed) for e in shown_first)
    assert mine.card in moves.shown(truth).game.hands[0]          # beaten to it: back
    assert moves.take_back() == [(mine.card, mine.pile)] and moves.take_back() == []
    late = Intent(22.0, 0, "play", mine.card, mine.pile)
    events, verdict = moves.heard(truth, intent_step(late), truth.apply(late), 40.0)
    assert not verdict.ok and verdict.refusal is not None
    assert verdict.t == 22.0 and verdict.winner is None    # the host's `race` names them
    assert any(isinstance(e, Rejected) for e in events)
    assert mine.card in moves.shown(truth).game.hands[0]           # back in the hand
    assert moves.take_back() == []                                 # (once)


def test_a_move_the_host_never_answers_goes_back():
    truth = fresh(1)
    mine = plays(truth.game, 0)[0]
    moves = OwnMoves(0)
    moves.move(truth, Intent(20.0, 0, "play", mine.card, mine.pile), now_ms=0.0)
    _events, verdicts = moves.tick(truth, 100.0, now_ms=ANSWER_MS / 2)
    assert verdicts == []
    _events, verdicts = moves.tick(truth, 100.0, now_ms=ANSWER_MS + 1)
    assert [v.ok for v in verdicts] == [False] and verdicts[0].refusal is None
    assert moves.take_back() == [(mine.card, mine.pile)]
    assert moves.shown(truth) is truth and moves.ahead == []


def test_a_timer_due_on_the_guessed_clock_fires_ahead_and_once():
    truth = fresh(1, stall_s=4.0)                 # a table left still: the flip after 4 s
    due = truth.game.next_deadline()
    assert due is not None
    moves = OwnMoves(0)
    early, _ = moves.tick(truth, due - 1, now_ms=0.0)
    assert early == []
    ahead, _ = moves.tick(truth, due + 1, now_ms=0.0)
    assert ahead and moves.shown(truth) is not truth
    again, _ = moves.tick(truth, due + 2, now_ms=0.0)
    assert again == []                                        # fired once
    line = Intent(due + 5, 1, "flip")
    applied = truth.apply(line)                               # the host's timer fired too
    assert {said(e) for e in ahead} <= {said(e) for e in applied}
    events, _ = moves.heard(truth, intent_step(line), applied, due + 6)
    assert not {said(e) for e in ahead} & {said(e) for e in events}   # not shown twice
    assert moves.ahead == []


def test_a_watcher_has_no_moves_and_the_truth_is_shown():
    truth = fresh(2)
    moves = OwnMoves(None)
    line = plays(truth.game, 1)[0]
    events, verdict = moves.heard(truth, intent_step(line), truth.apply(line), 50.0)
    assert verdict is None and any(isinstance(e, CardPlayed) for e in events)
    assert moves.shown(truth) is truth
