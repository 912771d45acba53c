"""One test per California Speed rule (RULES.md, "California Speed"), on explicit decks."""
import pytest

from game.engine import cards
from game.engine.california import CaliforniaGame
from game.engine.california_setup import CaliforniaRules
from game.engine.deal import DealError
from game.engine.events import GameWon, Rejected
from game.engine.events_rounds import Covered, DecksShuffled, Opened, Redealt
from game.engine.intents import COVER, Intent
from game.engine.match import Match
from game.engine.options import OptionError
from game.engine.refusals import DECK_EMPTY, Refusal


def game(deck0, deck1, **opts):
    """A started game; decks are lists of names, top first."""
    deal = {"seats": [{"deck": deck0}, {"deck": deck1}]}
    g = CaliforniaGame(CaliforniaRules(opts, 2), 5, 0, deal)
    return g, g.start()


def cover(g, t, seat, pile):
    return g.apply(Intent(t, seat, COVER, pile=pile))


def kinds(events, cls):
    return [e for e in events if isinstance(e, cls)]


def tops(g):
    return [cards.name(p[0]) if p else None for p in g.piles()]


A = ["4H", "7C", "9D", "JS", "2C", "3C", "5C", "6C"]
B = ["4S", "8C", "TD", "QS", "2D", "3D", "5D", "6D"]


def test_seed_deal_gives_26_cards_each_and_a_row_of_four_each():
    g = CaliforniaGame(CaliforniaRules({}, 2), 11)
    assert [len(d) for d in g.decks] == [26, 26]
    g.start()
    assert g.cards_left() == [22, 22] and sum(1 for p in g.piles() if p) == 8


def test_rows_come_from_the_deck_tops_and_a_match_opens_its_piles():
    g, events = game(A, B)
    assert kinds(events, Redealt)[0].round == 1
    assert tops(g) == ["4H", "7C", "9D", "JS", "4S", "8C", "TD", "QS"]
    assert g.open_piles() == [0, 4] and kinds(events, Opened)[0].piles == [0, 4]
    assert g.cards_left() == [4, 4]


def test_either_player_covers_any_open_pile_with_its_deck_top():
    g, _ = game(A, B)
    events = cover(g, 10, 1, 0)
    covered = kinds(events, Covered)[0]
    assert (covered.seat, cards.name(covered.card), covered.pile) == (1, "2D", 0)
    assert tops(g)[0] == "2D" and g.cards_left() == [4, 3]


def test_a_pile_that_is_not_open_cannot_be_covered():
    g, _ = game(A, B)
    assert kinds(cover(g, 10, 0, 1), Rejected)[0].reason == "pile 1 (7C) is not open"
    assert kinds(cover(g, 10, 0, 8), Rejected)[0].reason == "there is no pile 8"


def test_a_pile_stays_open_after_its_partner_is_covered():
    g, _ = game(["4H", "4C", "9D", "JS", "2C", "3C", "7H", "8H"],
                ["4S", "8C", "TD", "QS", "KD", "3D", "5D", "6D"])
    assert g.open_piles() == [0, 1, 4]
    cover(g, 10, 0, 0)
    cover(g, 20, 1, 1)
    assert g.open_piles() == [4]
    assert not kinds(cover(g, 30, 0, 4), Rejected)


def test_double_keeps_a_pile_open_for_a_third_card():
    g, _ = game(["4H", "7C", "9D", "JS", "4C", "3C", "6C", "8H"],
                ["4S", "8C", "TD", "QS", "2D", "3D", "5D", "6D"])
    events = cover(g, 10, 0, 0)
    assert kinds(events, Covered)[0].double and 0 in g.open_piles()
    assert not kinds(cover(g, 20, 1, 0), Rejected)
    assert tops(g)[0] == "2D" and 0 not in g.open_piles()


def test_a_new_top_that_forms_a_match_opens_again():
    g, _ = game(["4H", "7C", "9D", "JS", "QC", "3C", "6C", "8H"],
                ["4S", "8C", "TD", "QS", "2D", "3D", "5D", "6D"])
    events = cover(g, 10, 0, 0)
    assert kinds(events, Opened)[0].piles == [0, 7]
    assert g.open_piles() == [0, 4, 7]


def test_no_open_pile_picks_up_each_side_under_its_deck_and_deals_a_new_row():
    g, events = game(["AH", "2H", "3H", "4H", "5H"], ["6S", "7S", "8S", "9S", "TS", "JS"])
    redeals = kinds(events, Redealt)
    assert [r.round for r in redeals][:2] == [1, 2] and redeals[1].picked == [4, 4]
    assert [cards.name(c) for c in redeals[1].cards] == ["5H", "AH", "2H", "3H",
                                                         "TS", "JS", "6S", "7S"]


def test_a_short_deck_lays_out_all_but_one_card():
    g, _ = game(["4H", "7C", "9D"], ["4S", "8C", "TD", "QS", "2D"])
    assert tops(g) == ["4H", "7C", None, None, "4S", "8C", "TD", "QS"]
    assert g.cards_left() == [1, 1]


def test_covering_with_the_last_card_wins():
    g, _ = game(["4H", "7C", "9D"], ["4S", "8C", "TD", "QS", "2D", "3D"])
    won = kinds(cover(g, 10, 0, 4), GameWon)[0]
    assert won.winner == 0 and g.over and g.cards_left() == [0, 2]
    assert kinds(cover(g, 20, 1, 0), Rejected)[0].reason == "the game is over"


def test_three_barren_redeals_shuffle_the_decks_and_max_rounds_ends_the_game():
    g, events = game(["AH", "2H", "3H", "4H", "5H"], ["6S", "7S", "8S", "9S", "TS"],
                     max_rounds=9)
    order = [type(e).__name__ for e in events if isinstance(e, (Redealt, DecksShuffled))]
    assert order[:6] == ["Redealt"] * 4 + ["DecksShuffled", "Redealt"]
    assert order.count("DecksShuffled") == 2
    won = kinds(events, GameWon)[0]
    assert won.winner is None and "fewest" in won.reason and g.round == 9
    assert g.cards_left() == [5, 5] and all(not p for p in g.piles())


def test_valve_winner_is_the_seat_with_fewest_cards():
    g, events = game(["AH", "2H", "3H", "4H", "5H"], ["6S", "7S", "8S", "9S", "TS", "JS"],
                     max_rounds=2)
    assert kinds(events, GameWon)[0].winner == 0


def test_layout_five():
    g, _ = game(A, B, layout=5)
    assert len(g.piles()) == 10 and tops(g)[5] == "4S" and g.open_piles() == [0, 4, 5, 9]


def test_bad_deals_and_options_are_refused():
    with pytest.raises(DealError, match="dealt twice"):
        game(["4H"], ["4H"])
    with pytest.raises(DealError, match="unknown key"):
        CaliforniaGame(CaliforniaRules({}, 2), 1, 0, {"seats": [{"hand": []}, {"deck": []}]})
    with pytest.raises(OptionError):
        CaliforniaRules({"layout": 6}, 2)


def test_copy_is_independent_and_match_is_deterministic():
    g, _ = game(A, B)
    other = g.copy()
    cover(other, 10, 0, 0)
    assert other.checksum() != g.checksum() and tops(g)[0] == "4H"
    sums = []
    for _ in range(2):
        m = Match("california", {}, 2, 42)
        m.next_game()
        sums.append(m.game.checksum())
    assert sums[0] == sums[1]


@pytest.mark.parametrize("empty", [{"deck": []}, {}])
def test_a_seat_dealt_an_empty_deck_is_refused_its_cover_not_crashed(empty):
    g = CaliforniaGame(CaliforniaRules({}, 2), 5, 0, {"seats": [{"deck": ["4H", "4S", "5H"]},
                                                                empty]})
    g.start()
    assert g.open_piles() == [0, 1] and g.cards_left() == [1, 0]
    assert g.legal_intents(1) == []
    events = cover(g, 10, 1, 0)
    assert events == [Rejected(10, 1, COVER, Refusal(DECK_EMPTY), None, 0)]
    assert events[0].reason == "your deck is empty"
    assert g.cards_left() == [1, 0] and tops(g)[:2] == ["4H", "4S"] and not g.over
    assert kinds(cover(g, 20, 0, 1), GameWon)[0].winner == 0


def test_a_game_before_its_start_has_no_row():
    g = CaliforniaGame(CaliforniaRules({}, 2), 11)
    assert (g.round, g.covered, g.barren, g.open_piles()) == (0, False, 0, [])


def test_the_state_as_a_dict_names_every_part():
    g, _ = game(["4H", "7C", "9D", "JS", "2C"], ["4S", "8C", "TD", "QS", "2D"])
    assert g.to_dict() == {
        "decks": [["2C"], ["2D"]],
        "table": [["4H"], ["7C"], ["9D"], ["JS"], ["4S"], ["8C"], ["TD"], ["QS"]],
        "open": [True, False, False, False, True, False, False, False], "round": 1,
        "covered": False, "barren": 0, "rng": g.rng, "now": 0.0, "over": False, "winner": None,
        "ranking": []}
    assert g.copy().to_dict() == g.to_dict()


def test_a_row_with_a_cover_does_not_count_towards_the_shuffle():
    g = CaliforniaGame(CaliforniaRules({}, 2), 2)
    g.start()
    steps = [(10, 1, 1), (20, 0, 2), (30, 1, 3), (40, 0, 4), (50, 1, 7), (60, 0, 0), (70, 1, 0),
             (80, 0, 0), (90, 1, 1), (100, 0, 2), (110, 1, 4), (120, 0, 2), (130, 1, 2),
             (140, 0, 1), (150, 1, 2), (160, 0, 2), (170, 1, 3), (180, 0, 3), (190, 1, 4),
             (200, 0, 4), (210, 1, 5)]
    for t, seat, pile in steps:
        assert not kinds(cover(g, t, seat, pile), Rejected)
    assert g.round == 2 and g.covered
    events = cover(g, 220, 0, 6)
    assert [e.round for e in kinds(events, Redealt)] == [3]
    assert g.round == 3 and g.barren == 0 and not g.covered


def test_a_double_compares_with_the_top_card_not_the_bottom_one():
    g, _ = game(["4H", "7C", "9D", "JS", "8H", "2C"], ["4S", "8C", "TD", "QS", "4D", "3D"])
    events = cover(g, 10, 0, 0)
    assert kinds(events, Covered)[0].double is False and kinds(events, Opened)[0].piles == [0, 5]
    covered = kinds(cover(g, 20, 1, 0), Covered)[0]
    assert (cards.name(covered.card), covered.double) == ("4D", False)
