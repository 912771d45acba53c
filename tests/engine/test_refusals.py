"""Refusals are values: a code and the fields its sentence names; the sentence (the replay
contract's wording) is derived from them."""
import random
from dataclasses import FrozenInstanceError

import pytest

from game.engine import cards, refusals
from game.engine.events import Rejected
from game.engine.intents import Intent
from game.engine.match import Match
from game.engine.refusals import Refusal

C = cards.parse


@pytest.mark.parametrize("refusal, text", [
    (Refusal(refusals.GAME_OVER), "the game is over"),
    (Refusal(refusals.NOT_A_MOVE, kind="slap", variant="speed"), "'slap' is not a move in speed"),
    (Refusal(refusals.NOT_IN_HAND, C("AS")), "AS is not in your hand"),
    (Refusal(refusals.NOT_IN_HAND, -1), "X2 is not in your hand"),
    (Refusal(refusals.NOT_IN_HAND, None), "None is not in your hand"),
    (Refusal(refusals.NO_SUCH_PILE, pile=-1), "there is no pile -1"),
    (Refusal(refusals.NO_SUCH_PILE, pile=None), "there is no pile None"),
    (Refusal(refusals.PILE_EMPTY, pile=1), "pile 1 is empty"),
    (Refusal(refusals.NO_FIT, C("4C"), C("7H'")), "4C does not fit on 7H'"),
    (Refusal(refusals.MUST_PLAY, C("X1"), C("KD")), "you can play X1 on KD"),
    (Refusal(refusals.NOT_ON_STOCK, C("QC'")), "QC' is not on top of one of your stock piles"),
    (Refusal(refusals.NOT_ON_STOCK, -1), "-1 is not on top of one of your stock piles"),
    (Refusal(refusals.NOT_ON_STOCK, 108), "108 is not on top of one of your stock piles"),
    (Refusal(refusals.NOT_ON_STOCK, "7H"), "'7H' is not on top of one of your stock piles"),
    (Refusal(refusals.SAME_POSITION, C("7H"), position=0), "7H is already in stock position 0"),
    (Refusal(refusals.NO_SUCH_POSITION, position=5), "there is no stock position 5"),
    (Refusal(refusals.NOT_SAME_RANK, C("5D"), C("6D")), "5D is not the same rank as 6D"),
    (Refusal(refusals.PILE_NOT_OPEN, top=C("7C"), pile=1), "pile 1 (7C) is not open"),
])
def test_the_sentence_is_derived_from_the_code_and_fields(refusal, text):
    assert refusal.text == text
    assert Rejected(1.0, 0, "play", refusal).reason == text


def test_a_card_is_named_when_it_is_a_card_id_and_by_the_hand_check_when_it_is_any_int():
    assert [cards.is_card(v) for v in (0, 107, -1, 108, None, "7H")] == [
        True, True, False, False, False, False]
    hand, stock = Refusal(refusals.NOT_IN_HAND), Refusal(refusals.NOT_ON_STOCK)
    assert [hand.names_as_card(v) for v in (0, -1, 108, None)] == [True, True, True, False]
    assert [stock.names_as_card(v) for v in (0, -1, 108, None)] == [True, False, False, False]


def test_the_codes_are_stable_names():
    """Translations and the screen's words are keyed by these: renaming one is a contract change."""
    assert refusals.CODES == (
        "game_over", "not_a_move", "not_in_hand", "no_such_pile", "pile_empty", "joker_last",
        "no_fit", "window_open", "must_play", "nobody_out", "not_finisher", "round_over",
        "not_on_stock", "no_such_spit_pile", "spit_pile_unused", "not_adjacent",
        "no_such_position", "same_position", "position_taken", "not_same_rank", "no_spit_cards",
        "round_not_over", "already_slapped", "pile_not_open", "deck_empty",
        "locked", "no_such_seat")


def test_a_refusal_is_a_value():
    refusal = Refusal(refusals.NO_FIT, 1, 2)
    assert refusal == Refusal(refusals.NO_FIT, 1, 2) and not hasattr(refusal, "__dict__")
    with pytest.raises(FrozenInstanceError):
        refusal.card = 3


def test_every_code_has_a_sentence_and_its_fields():
    assert len(set(refusals.CODES)) == len(refusals.CODES) == 27
    assert refusals.FIELDS[refusals.GAME_OVER] == ()
    assert refusals.FIELDS[refusals.NOT_A_MOVE] == ("kind", "variant")
    assert refusals.FIELDS[refusals.PILE_NOT_OPEN] == ("pile", "top")
    assert refusals.FIELDS[refusals.SAME_POSITION] == ("card", "position")
    assert Rejected(1.0, 0, "flip", Refusal(refusals.NOBODY_OUT)).code == "nobody_out"


@pytest.mark.parametrize("variant", ["speed", "spit", "california"])
def test_the_engine_fills_exactly_the_fields_a_code_names(variant):
    """Random (often illegal) presses: each refusal has its sentence's fields, the rest None."""
    match = Match(variant, {}, 2, 7)
    match.next_game(None)
    rng, seen = random.Random(5), set()
    for t in range(1, 600):
        kind = rng.choice(list(match.game.HANDLERS) + ["slap"])
        intent = Intent(t * 3.0, rng.randrange(2), kind, rng.randrange(-1, 56),
                        rng.randrange(-1, 9), rng.randrange(-1, 6))
        for event in match.apply(intent):
            if isinstance(event, Rejected):
                named = refusals.FIELDS[event.code]
                for name in ("card", "top", "pile", "position", "kind", "variant"):
                    assert (getattr(event.refusal, name) is None) == (name not in named), event
                seen.add(event.code)
    assert len(seen) >= 3, seen


@pytest.mark.parametrize("variant, kinds", [("speed", ["play", "flip", "call"]),
                                            ("spit", ["play", "move", "spit", "slap"]),
                                            ("california", ["cover"])])
@pytest.mark.parametrize("seat", [2, -1, 7])
def test_a_seat_not_at_the_table_is_refused_and_changes_nothing(variant, kinds, seat):
    """Speed's play and flip from seat 2 raised IndexError and seat -1 flipped for the last
    seat; Spit's spit from seat 2 raised: every kind is now refused, and the table is as it was."""
    match = Match(variant, {}, 2, 11)
    match.next_game()
    game = match.game
    before = game.to_dict()
    for kind in kinds:
        events = game.apply(Intent(5, seat, kind, 0, 0, 0))
        assert [(type(e), e.refusal.code) for e in events] == [(Rejected, refusals.NO_SUCH_SEAT)]
    assert {k: v for k, v in game.to_dict().items() if k != "now"} == \
        {k: v for k, v in before.items() if k != "now"}
