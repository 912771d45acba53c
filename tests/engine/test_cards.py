"""Card names are read from replays people send each other: every id round-trips, nothing else
parses, and a bad name is a ValueError naming it (never an IndexError, never a near miss)."""
import pytest
from hypothesis import given, strategies as st

from game.engine import cards

ALL_IDS = range(cards.DECK_SIZE * cards.MAX_DECKS)
NAMES = {cards.name(card) for card in ALL_IDS}


def test_every_card_id_round_trips_through_its_name():
    assert [cards.parse(cards.name(card)) for card in ALL_IDS] == list(ALL_IDS)
    assert len(NAMES) == len(ALL_IDS)


@pytest.mark.parametrize("text,card", [("AS", 0), ("KS", 12), ("AH", 13), ("7H", 19),
                                       ("KC", 51), ("X1", 52), ("X2", 53), ("AS'", 54),
                                       ("7H'", 73), ("X1'", 106), ("X2'", 107)])
def test_names_map_to_the_documented_ids(text, card):
    assert cards.parse(text) == card and cards.name(card) == text


@pytest.mark.parametrize("text", ["AHx", "7H''", "X1''", "7", "", "'", "''", "X", "X0", "X3",
                                  "7h", "x1", " 7H", "7H ", "1H", "10H", "7HH", "H7", "'7H",
                                  "7'H", "AH\n", "ZZ", "7H'''", "X1X", "7HX", "X1'X"])
def test_anything_else_is_a_value_error_naming_the_text(text):
    with pytest.raises(ValueError) as caught:
        cards.parse(text)
    assert type(caught.value) is ValueError
    assert str(caught.value) == f"unknown card {text!r}"


@pytest.mark.parametrize("value", [7, None, ["7H"], 7.0, b"7H"])
def test_a_name_that_is_not_a_string_says_so(value):
    with pytest.raises(ValueError) as caught:
        cards.parse(value)
    assert str(caught.value) == f'card must be a string like "7H", not {value!r}'


@given(st.text(max_size=6))
def test_parse_accepts_exactly_the_names_of_real_cards(text):
    if text in NAMES:
        assert cards.name(cards.parse(text)) == text
    else:
        with pytest.raises(ValueError):
            cards.parse(text)


def test_fits_follows_ranks_with_the_ace_loop_and_wild_jokers():
    seven, eight, six, king, ace = (cards.parse(n) for n in ("7H", "8S", "6C", "KD", "AS"))
    joker = cards.joker(1)
    assert cards.fits(seven, eight) and cards.fits(seven, six) and cards.fits(eight, seven)
    assert cards.fits(ace, king) and cards.fits(king, ace)
    assert not cards.fits(seven, cards.parse("7S")) and cards.fits(seven, cards.parse("7S"), True)
    assert not cards.fits(seven, cards.parse("9H"))
    assert cards.fits(joker, seven) and cards.fits(seven, joker)


def test_adjacent_is_strict_and_refuses_jokers():
    assert cards.adjacent(cards.parse("AS"), cards.parse("KH"))
    assert cards.adjacent(cards.parse("2S"), cards.parse("AH"))
    assert not cards.adjacent(cards.parse("2S"), cards.parse("2H"))
    assert not cards.adjacent(cards.joker(1), cards.parse("2H"))
    assert not cards.adjacent(cards.parse("2H"), cards.joker(2))


def test_deck_cards_and_the_constructors():
    assert cards.deck_cards() == list(range(52))
    assert cards.deck_cards(2, jokers=True) == list(range(108))
    assert cards.make(13, 3, 1) == 54 + 51 and cards.joker(2, 1) == 107
    assert cards.make(1, 0) == 0 and cards.make(13, 3) == 51 and cards.joker(1) == 52
    assert cards.RANK[cards.joker(1)] == cards.JOKER and cards.SUIT[53] == -1
    assert cards.RANK[12] == 13 and cards.SUIT[13] == 1 and cards.SUIT[51] == 3
    assert cards.SUIT[:52] == [suit for suit in range(4) for _ in range(13)]
