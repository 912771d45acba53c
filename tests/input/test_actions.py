"""The control schemes: what each action means per variant; every intent is reachable."""
import copy
import random
import subprocess
import sys

import pytest

from game.engine import cards
from game.engine.events import CardPlayed, Rejected
from game.engine.intents import CALL, COVER, FLIP, MOVE, PLAY, SLAP, SPIT, Intent
from game.input.actions import (CURSOR_ACTIONS, DIRECT_ACTIONS, SHARED_ACTIONS, SeatControl,
                                stable_slots)
from tests.input.conftest import speed_game

C = cards.parse
ACTIONS_OF = {"direct": DIRECT_ACTIONS + SHARED_ACTIONS, "cursor": CURSOR_ACTIONS + SHARED_ACTIONS}


def adjacent(a, b):
    return (cards.RANK[a] - cards.RANK[b]) % 13 in (1, 12)


class FakeSpit:
    """Just enough of a Spit game: stocks (top last), two spit piles, a slap phase."""
    variant, seats, over = "spit", 2, False

    def __init__(self, stocks, spit_tops, slapping=False):
        self.stocks = [[[C(c) for c in pile] for pile in seat] for seat in stocks]
        self.spits = [[C(c)] for c in spit_tops]
        self.slapping = slapping

    def piles(self):
        return [pile[::-1] for pile in self.spits]

    def legal_intents(self, seat):
        if self.slapping:
            return [Intent(0, seat, SLAP, pile=p) for p in (0, 1)]
        tops = [pile[-1] for pile in self.stocks[seat] if pile]
        plays = [Intent(0, seat, PLAY, c, i) for c in tops for i, pile in enumerate(self.spits)
                 if adjacent(c, pile[-1])]
        gaps = [k for k, pile in enumerate(self.stocks[seat]) if not pile]
        moves = [Intent(0, seat, MOVE, c, to=g) for c in tops for g in gaps]
        return plays + moves + ([] if plays else [Intent(0, seat, SPIT)])


class FakeCalifornia:
    """Two rows of four face-up piles; a pile is open when another top has its rank."""
    variant, seats, over = "california", 2, False

    def __init__(self, tops):
        self.tops = [C(c) for c in tops]

    def piles(self):
        return [[top] for top in self.tops]

    def legal_intents(self, seat):
        ranks = [cards.RANK[t] for t in self.tops]
        return [Intent(0, seat, COVER, pile=p) for p, r in enumerate(ranks) if ranks.count(r) > 1]


def press(control, game, *actions):
    """The intents a sequence of presses sends (None entries dropped)."""
    out = [control.act(a, game, 1000, "test") for a in actions]
    return [i for i in out if i is not None]


def key(intent):
    return intent.kind, intent.card, intent.pile, intent.to


def reachable(control, game, depth):
    """Every intent some sequence of at most `depth` presses sends, from this control state."""
    found = set()

    def walk(ctrl, left):
        for action in ACTIONS_OF[ctrl.scheme]:
            branch = copy.deepcopy(ctrl)
            intent = branch.act(action, game, 0)
            if intent is not None:
                found.add(key(intent))
            if left > 1:
                walk(branch, left - 1)
    walk(control, depth)
    return found


# -- Speed, direct -----------------------------------------------------------------------------
@pytest.fixture
def speed():
    # Seat 0: 5H fits pile 0 (6S) only, 9C pile 1 (8D) only, 7C both, KD and 2S neither.
    return speed_game([["5H", "9C", "KD", "2S", "7C"], ["3D", "4C", "JH", "QH", "TC"]],
                      ["6S", "8D"], draws=[["AS"], ["AH"]])


def test_direct_slot_plays_the_card_onto_the_pile_it_fits(speed):
    ctl = SeatControl(0)
    assert [c and cards.name(c) for c in ctl.slots(speed)] == ["5H", "9C", "KD", "2S", "7C"]
    (first,) = press(ctl, speed, "slot1")
    assert (first.kind, cards.name(first.card), first.pile, first.t) == (PLAY, "5H", 0, 1000)
    assert press(ctl, speed, "slot2")[0].pile == 1          # 9C only fits pile 1, aim is 0


def test_aim_decides_when_the_card_fits_both_and_it_sticks(speed):
    ctl = SeatControl(0)
    assert press(ctl, speed, "slot5")[0].pile == 0          # seat 0 aims left at first
    assert press(ctl, speed, "aim_right", "slot5")[0].pile == 1
    assert press(ctl, speed, "slot5")[0].pile == 1          # the aim stays
    assert SeatControl(1).aimed(speed) == 1                 # seat 1 starts aiming right


def test_card_that_fits_nowhere_is_still_sent_and_the_engine_rejects_it(speed):
    (intent,) = press(SeatControl(0), speed, "slot3")
    assert (cards.name(intent.card), intent.pile) == ("KD", 0)
    events = speed.copy().apply(intent.at(10.0))
    assert isinstance(events[-1], Rejected) and "does not fit" in events[-1].reason


def test_slots_follow_the_engine_hand_order_by_default(speed):
    ctl = SeatControl(0)
    speed.apply(press(ctl, speed, "slot2")[0].at(5.0))      # 9C onto pile 1, AS takes its slot
    assert ctl.slots(speed) == speed.hands[0]
    assert cards.name(press(ctl, speed, "slot2")[0].card) == "AS"
    speed.hands[0][3:] = []
    assert ctl.slots(speed)[3:] == [None, None] and press(ctl, speed, "slot4") == []


def test_stable_hand_cards_keep_their_slots_when_one_is_played(speed):
    ctl = SeatControl(0, stable_hand=True)
    before = ctl.slots(speed)
    speed.apply(press(ctl, speed, "slot2")[0].at(5.0))      # 9C onto pile 1, AS refills
    after = ctl.slots(speed)
    assert after[0] == before[0] and after[2:] == before[2:]
    assert cards.name(after[1]) == "AS"
    assert cards.name(press(ctl, speed, "slot2")[0].card) == "AS"


def test_flip_and_slap_in_speed(speed):
    assert [i.kind for i in press(SeatControl(0), speed, "flip", "slap")] == [FLIP, CALL]


def test_no_game_or_finished_game_sends_nothing(speed):
    ctl = SeatControl(0)
    assert ctl.act("slot1", None, 0) is None
    speed.over = True
    assert ctl.act("slot1", speed, 0) is None


def test_stable_slots_fill_gaps_in_hand_order():
    assert stable_slots([1, 2, 3, 4, 5], [1, 3, 5, 9, 8]) == [1, 9, 3, 8, 5]
    assert stable_slots([], [7, 8]) == [7, 8, None, None, None]


# -- cursor ------------------------------------------------------------------------------------
def test_cursor_moves_wrap_and_jump_two(speed):
    ctl = SeatControl(0, "cursor")
    press(ctl, speed, "left")
    assert ctl.cursor == 4
    press(ctl, speed, "down")
    assert ctl.cursor == 1
    press(ctl, speed, "up", "up")
    assert ctl.cursor == 2


def test_cursor_play_buttons_aim_the_highlighted_card(speed):
    ctl = SeatControl(0, "cursor")
    press(ctl, speed, "left")                                 # highlight slot 5: 7C fits both
    assert press(ctl, speed, "play_right")[0].pile == 1
    assert press(ctl, speed, "play_left")[0].pile == 0
    press(ctl, speed, "right")                                # slot 1: 5H fits pile 0 only
    assert press(ctl, speed, "play_right")[0].pile == 0


# -- Spit --------------------------------------------------------------------------------------
@pytest.fixture
def spit():
    stocks = [[["4C", "9H"], [], ["KS", "2D"], ["3C"], ["QD", "5S"]], [["AC"]] * 5]
    return FakeSpit(stocks, ["8S", "TD"])


def test_spit_slot_plays_the_stock_top(spit):
    (intent,) = press(SeatControl(0), spit, "slot1")          # 9H fits 8S and TD
    assert (intent.kind, cards.name(intent.card), intent.pile) == (PLAY, "9H", 0)
    assert press(SeatControl(0), spit, "aim_right", "slot1")[0].pile == 1


def test_spit_move_is_gap_then_card(spit):
    ctl = SeatControl(0)
    assert press(ctl, spit, "slot2") == [] and ctl.target == 1
    (intent,) = press(ctl, spit, "slot4")
    assert (intent.kind, cards.name(intent.card), intent.to) == (MOVE, "3C", 1)
    assert ctl.target is None
    assert press(ctl, spit, "slot2", "slot2", "slot4")[0].kind == PLAY   # second press cancels


def test_spit_stack_own_move_uses_the_move_action(spit):
    (intent,) = press(SeatControl(0), spit, "move", "slot5", "slot1")
    assert (intent.kind, cards.name(intent.card), intent.to) == (MOVE, "9H", 4)


def test_spit_cursor_move_and_slap_phase(spit):
    ctl = SeatControl(0, "cursor")
    assert press(ctl, spit, "right", "play_left") == []       # an empty slot plays nothing
    assert press(ctl, spit, "right", "right", "move") == [] and ctl.source == 3
    (intent,) = press(ctl, spit, "left", "left", "move")
    assert (intent.kind, cards.name(intent.card), intent.to) == (MOVE, "3C", 1)
    assert press(ctl, spit, "right", "move", "move") == []     # same card twice: cancel
    assert ctl.source is None
    spit.slapping = True
    assert key(press(ctl, spit, "play_right")[0]) == (SLAP, None, 1, None)
    assert key(press(ctl, spit, "slap")[0]) == (SLAP, None, 0, None)  # by the aim


def test_spit_flip_is_spit(spit):
    assert press(SeatControl(1), spit, "flip")[0].kind == SPIT


# -- California --------------------------------------------------------------------------------
def test_a_california_key_names_one_pile_the_column_in_the_aimed_row():
    """Never "whichever pile of the column is open": the aimed row's pile, open or not."""
    game = FakeCalifornia(["4S", "9H", "KD", "2C", "5H", "7S", "KC", "4D"])
    assert press(SeatControl(0), game, "slot1")[0].pile == 0       # own row: 4S, open
    assert press(SeatControl(1), game, "slot1")[0].pile == 4       # own row: 5H, not open
    assert press(SeatControl(1), game, "aim_left", "slot1")[0].pile == 0
    assert press(SeatControl(0), game, "slot4")[0].pile == 3       # 2C, not open: 4D is
    assert press(SeatControl(0), game, "aim_right", "slot4")[0].pile == 7
    assert press(SeatControl(0), game, "aim_right", "slot5") == []  # no fifth column


def test_a_california_cover_of_a_closed_pile_is_sent_and_is_a_misplay():
    from game.engine.match import Match
    from game.engine.refusals import PILE_NOT_OPEN
    match = Match("california", {"misplay_lockout_s": 0.5}, 2, 5)
    match.next_game()
    game = match.game
    closed = next(p for p, is_open in enumerate(game.open) if not is_open and game.table[p])
    control = SeatControl(0)
    if closed // 4 != control.aimed(game):
        control.act("aim_right" if closed // 4 else "aim_left", game, 0)
    (intent,) = press(control, game, f"slot{closed % 4 + 1}")
    assert intent.pile == closed
    events = match.apply(intent.at(10.0))
    assert any(isinstance(e, Rejected) and e.refusal.code == PILE_NOT_OPEN for e in events)
    assert any(type(e).__name__ == "LockedOut" for e in events)


def test_which_california_pile_a_press_names_never_depends_on_which_are_open():
    """The same presses name the same pile whatever the table shows (a blind press lands only
    where a match happens to be)."""
    rng = random.Random(30)
    for _ in range(60):
        tables = [FakeCalifornia([rng.choice("2345") + rng.choice("SHDC") for _ in range(8)])
                  for _ in range(2)]
        for seat, scheme in ((0, "direct"), (1, "direct"), (0, "cursor"), (1, "cursor")):
            presses = [rng.choice(ACTIONS_OF[scheme]) for _ in range(6)]
            named = [[(i.kind, i.pile) for i in press(SeatControl(seat, scheme), t, *presses)]
                     for t in tables]
            assert named[0] == named[1], (scheme, presses)


def test_a_pad_rings_one_california_pile_and_covers_it():
    game = FakeCalifornia(["4S", "9H", "KD", "2C", "5H", "7S", "KC", "4D"])
    ctl = SeatControl(0, "cursor")
    assert press(ctl, game, "right", "right", "right", "play_left")[0].pile == 3
    assert press(ctl, game, "up", "play_right")[0].pile == 7      # up: the top row
    assert press(ctl, game, "right", "play_left")[0].pile == 4    # wraps round the row
    assert press(ctl, game, "down", "play_right")[0].pile == 0    # down: the bottom row
    assert press(SeatControl(1, "cursor"), game, "play_left")[0].pile == 4   # own row first


# -- every intent within two presses -----------------------------------------------------------
def random_speed_states(count, seed=5):
    """Seeded random Speed positions reached by random legal play."""
    from game.engine.match import Match
    rng = random.Random(seed)
    match = Match("speed", None, 2, seed)
    match.next_game()
    t = 0.0
    for _ in range(count):
        yield match.game
        legal = [i for s in (0, 1) for i in match.game.legal_intents(s)]
        if match.game.over or not legal:
            match.next_game()
            continue
        t += 50
        match.apply(rng.choice(legal).at(t))


def random_control(seat, scheme, game, rng):
    """A seat control left in some random state by a few presses."""
    ctl = SeatControl(seat, scheme)
    for _ in range(rng.randrange(4)):
        ctl.act(rng.choice(ACTIONS_OF[scheme]), game, 0)
    return ctl


def assert_reachable(game, depth, kinds, rng, schemes=("direct", "cursor")):
    for seat in range(game.seats):
        wanted = {key(i) for i in game.legal_intents(seat) if i.kind in kinds}
        for scheme in schemes:
            ctl = random_control(seat, scheme, game, rng)
            missing = wanted - reachable(ctl, game, depth)
            assert not missing, (scheme, seat, missing)


def test_every_speed_intent_within_two_presses():
    rng = random.Random(1)
    kinds = {PLAY, FLIP, CALL}
    for game in random_speed_states(60):
        assert_reachable(game, 2, kinds, rng)


def random_spit(rng):
    deck = cards.deck_cards()
    rng.shuffle(deck)
    stocks = [[[cards.name(deck.pop()) for _ in range(rng.choice((0, 1, 1, 2)))]
               for _ in range(5)] for _ in range(2)]
    return FakeSpit(stocks, [cards.name(deck.pop()), cards.name(deck.pop())],
                    slapping=rng.random() < 0.2)


def test_every_spit_play_spit_and_slap_within_two_presses():
    rng = random.Random(2)
    for _ in range(40):
        assert_reachable(random_spit(rng), 2, {PLAY, SPIT, SLAP}, rng)


def test_spit_moves_two_presses_direct_four_cursor():
    rng = random.Random(3)
    for _ in range(4):
        game = random_spit(rng)
        game.slapping = False
        for seat, scheme, depth in ((0, "direct", 2), (1, "direct", 2), (0, "cursor", 4)):
            wanted = {key(i) for i in game.legal_intents(seat) if i.kind == MOVE}
            assert not wanted - reachable(SeatControl(seat, scheme), game, depth)


def test_every_california_cover_within_two_presses_direct_four_cursor():
    rng = random.Random(4)
    ranks = "A23456789TJQK"
    for _ in range(40):
        tops = [rng.choice(ranks[:5]) + rng.choice("SHDC") for _ in range(8)]
        assert_reachable(FakeCalifornia(tops), 2, {COVER}, rng, schemes=("direct",))
        assert_reachable(FakeCalifornia(tops), 4, {COVER}, rng, schemes=("cursor",))


def test_actions_module_never_imports_pygame():
    code = "import sys, game.input.actions; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


def test_a_played_intent_lands_in_the_engine(speed):
    (intent,) = press(SeatControl(0), speed, "slot1")
    events = speed.apply(intent.at(1.0))
    assert any(isinstance(e, CardPlayed) and e.card == C("5H") for e in events)


# -- the real Spit and California engines ------------------------------------------------------
def random_states(variant, options, count, seed):
    """Seeded random positions of `variant` reached by random legal play (timers included)."""
    from game.engine.match import Match
    rng = random.Random(seed)
    match = Match(variant, options, 2, seed)
    match.next_game()
    t = 0.0
    for _ in range(count):
        yield match.game
        legal = [i for s in (0, 1) for i in match.game.legal_intents(s)]
        t += 50
        if match.game.over:
            match.next_game()
            t = 0.0
        elif legal:
            match.apply(rng.choice(legal).at(t))
        else:
            match.advance(t + 5000)
            t += 5000


def test_every_real_spit_intent_is_reachable():
    rng = random.Random(8)
    kinds_seen = set()
    for n, game in enumerate(random_states("spit", {"stack_own": True}, 400, 8)):
        kinds = {i.kind for s in (0, 1) for i in game.legal_intents(s)}
        if n % 3 and kinds <= kinds_seen:
            continue                                       # keep the test quick
        kinds_seen |= kinds
        assert_reachable(game, 2, {PLAY, SPIT, SLAP}, rng)
        for seat in (0, 1):
            moves = {key(i) for i in game.legal_intents(seat) if i.kind == MOVE}
            if moves and n % 10 == 0:                      # 3 presses: `move`, target, card
                assert not moves - reachable(SeatControl(seat, "direct"), game, 3)
    assert {PLAY, MOVE, SPIT, SLAP} <= kinds_seen


@pytest.mark.parametrize("layout", [4, 5])
def test_every_real_california_cover_within_two_presses_direct_four_cursor(layout):
    rng = random.Random(layout)
    seen = 0
    for n, game in enumerate(random_states("california", {"layout": layout}, 80, layout)):
        seen += len(game.legal_intents(0))
        assert_reachable(game, 2, {COVER}, rng, schemes=("direct",))
        if n % 8 == 0:                                     # keep the test quick
            assert_reachable(game, 4, {COVER}, rng, schemes=("cursor",))
    assert seen
