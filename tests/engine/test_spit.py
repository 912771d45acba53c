"""One test per Spit rule (RULES.md, "Spit"), on small explicit deals."""
import pytest

from game.engine import cards
from game.engine.deal import DealError
from game.engine.events import CardPlayed, Flipped, GameWon, Refilled, Rejected, StalemateBegan
from game.engine.events_rounds import PileTaken, RoundEnded, RoundStarted, Slapped, StockMoved
from game.engine.intents import MOVE, PLAY, SLAP, SPIT, Intent
from game.engine.match import Match
from game.engine.options import OptionError
from game.engine.spit import SpitGame
from game.engine.spit_setup import SpitRules, lay_out

EMPTY = [[], [], [], [], []]


def game(seats, pad=2, **opts):
    """A started Spit game from `seats` = [(stock, spit), (stock, spit)], names top first; `pad`
    unused cards go under each non-empty spit list, so a round does not end at its first spit."""
    used = {n for stock, spit in seats for n in spit + [c for p in stock for c in p]}
    spare = iter(cards.name(c) for c in range(52) if cards.name(c) not in used)
    deal = {"seats": [{"stock": stock,
                       "spit": spit + [next(spare) for _ in range(pad if spit else 0)]}
                      for stock, spit in seats]}
    g = SpitGame(SpitRules(opts, 2), 7, 0, deal)
    return g, g.start()


def act(g, t, seat, kind, card=None, pile=None, to=None):
    return g.apply(Intent(t, seat, kind, cards.parse(card) if card else None, pile, to))


def kinds(events, cls):
    return [e for e in events if isinstance(e, cls)]


def names(pile):
    return [cards.name(c) for c in pile]


def test_seed_deal_lays_out_one_two_three_four_five_and_eleven_spit_cards():
    g = SpitGame(SpitRules({}, 2), 3)
    assert [[len(p) for p in stock] for stock in g.stocks] == [[1, 2, 3, 4, 5]] * 2
    assert [len(s) for s in g.spits] == [11, 11]
    g.start()
    assert [len(p) for p in g.piles()] == [1, 1] and g.cards_left() == [25, 25]


def test_usual_deal_order_one_round_per_position_left_to_right():
    stock, spit = lay_out(list(range(20)))
    assert stock == [[0], [1, 5], [2, 6, 9], [3, 7, 10, 12], [4, 8, 11, 13, 14]]
    assert spit == [19, 18, 17, 16, 15]        # top last: card 15 is the top spit card


def test_fewer_than_fifteen_cards_deal_as_far_as_they_go_and_no_spit_cards():
    stock, spit = lay_out(list(range(7)))
    assert [len(p) for p in stock] == [1, 2, 2, 1, 1] and spit == []


def test_start_turns_each_top_spit_card_onto_its_own_pile():
    g, events = game([([["5H"], [], [], [], []], ["4C", "KD"]),
                      ([["9S"], [], [], [], []], ["2D"])])
    assert kinds(events, Flipped)[0].piles == [0, 1]
    assert [names(p) for p in g.piles()] == [["4C"], ["2D"]]


def test_play_adjacent_with_ace_loop_and_card_under_turns_up():
    g, _ = game([([["AH", "3C"], ["QS"], [], [], []], ["KC"]), ([["9S"], [], [], [], []], ["2D"])])
    events = act(g, 10, 0, PLAY, "AH", 0)
    played = kinds(events, CardPlayed)[0]
    assert (played.pile, played.origin) == (0, 0)
    assert names(kinds(events, Refilled)[0].cards) == ["3C"]
    assert act(g, 20, 0, PLAY, "3C", 1) and names(g.piles()[1]) == ["3C", "2D"]


def test_same_rank_is_not_a_play_in_spit():
    g, _ = game([([["7H"], ["KS"], [], [], []], ["7C"]), ([["9S"], [], [], [], []], ["2D"])])
    reason = kinds(act(g, 5, 0, PLAY, "7H", 0), Rejected)[0].reason
    assert reason == "7H is not adjacent to 7C"


def test_only_a_stock_top_can_be_played():
    g, _ = game([([["9H", "8H"], [], [], [], []], ["7C"]), ([["9S"], [], [], [], []], ["2D"])])
    assert "not on top" in kinds(act(g, 5, 0, PLAY, "8H", 0), Rejected)[0].reason


def test_move_into_empty_position_turns_up_the_card_under_it():
    g, _ = game([([["9H", "5D"], [], [], [], []], ["2C"]), ([["9S"], [], [], [], []], ["2D"])])
    events = act(g, 5, 0, MOVE, "9H", to=3)
    moved = kinds(events, StockMoved)[0]
    assert (moved.origin, moved.to) == (0, 3) and names(kinds(events, Refilled)[0].cards) == ["5D"]
    assert "not empty" in kinds(act(g, 6, 0, MOVE, "5D", to=3), Rejected)[0].reason
    assert "no stock position" in kinds(act(g, 7, 0, MOVE, "5D", to=5), Rejected)[0].reason


def test_stack_own_moves_onto_a_same_rank_stock_top():
    seats = [([["9H", "5D"], ["9C"], ["QH"], [], []], ["2C"]), ([["9S"], [], [], [], []], ["2D"])]
    g, _ = game(seats)
    assert kinds(act(g, 5, 0, MOVE, "9H", to=1), Rejected)
    g, _ = game(seats, stack_own=True)
    assert not kinds(act(g, 5, 0, MOVE, "9H", to=1), Rejected)
    assert names(g.stocks[0][1]) == ["9C", "9H"]
    assert "same rank" in kinds(act(g, 6, 0, MOVE, "5D", to=2), Rejected)[0].reason


def test_spit_request_is_rejected_while_the_seat_can_play():
    g, _ = game([([["3C"], [], [], [], []], ["2C", "9D"]), ([["9S"], [], [], [], []], ["2D"])])
    reason = kinds(act(g, 5, 0, SPIT), Rejected)[0].reason
    assert reason == "you can play 3C on 2C"


STUCK = [([["9H"], [], [], [], []], ["2C", "8C"]), ([["9S"], [], [], [], []], ["2D", "QD"])]


def test_both_spit_requests_turn_a_spit_card_each():
    g, events = game(STUCK)
    assert kinds(events, StalemateBegan)[0].flip_at == 3000.0
    assert not kinds(act(g, 100, 0, SPIT), Flipped)
    flipped = kinds(act(g, 200, 1, SPIT), Flipped)[0]
    assert flipped.piles == [0, 1] and names(flipped.cards) == ["8C", "QD"]


def test_automatic_spit_fires_before_an_intent_stamped_at_its_deadline():
    g, _ = game(STUCK)
    events = act(g, 3000, 0, PLAY, "9H", 0)
    assert kinds(events, Flipped)[0].t == 3000.0
    assert not kinds(events, Rejected) and names(g.piles()[0]) == ["9H", "8C", "2C"]


def test_seat_without_spit_cards_cannot_spit_and_only_the_other_pile_gets_a_card():
    g, _ = game([([["9H"], [], [], [], []], ["2C"]), ([["9S"], [], [], [], []], ["2D", "QD"])],
                pad=0)
    assert kinds(act(g, 10, 0, SPIT), Rejected)[0].reason == "you have no spit cards"
    flipped = kinds(act(g, 20, 1, SPIT), Flipped)[0]
    assert flipped.piles == [1] and names(g.piles()[0]) == ["2C"]


def test_nobody_can_play_and_no_spit_cards_ends_the_round():
    g, events = game([([["9H"], [], [], [], []], ["2C"]), ([["9S"], [], [], [], []], ["2D"])],
                     pad=0)
    ended = kinds(events, RoundEnded)[0]
    assert ended.cleared is None and g.phase == "slap" and ended.slap_by == 3000.0


CLEAR = [([["5H"], [], [], [], []], ["4C", "KD", "QD"]),
         ([["9S", "JS"], [], [], [], []], ["2D", "8C"])]


def test_clearing_the_stock_ends_the_round_and_opens_the_slap():
    g, _ = game(CLEAR)
    events = act(g, 100, 0, PLAY, "5H", 0)
    assert kinds(events, RoundEnded)[0].cleared == 0
    assert kinds(act(g, 150, 1, PLAY, "9S", 0), Rejected)[0].reason.startswith("the round is over")
    assert kinds(act(g, 150, 1, SPIT), Rejected)


def held_after(g):
    return sorted(g.spits[0] + [c for p in g.stocks[0] for c in p] + g.centres[0]), \
        sorted(g.spits[1] + [c for p in g.stocks[1] for c in p] + g.centres[1])


def test_slaps_on_different_piles_each_take_theirs():
    g, _ = game(CLEAR, pad=14)
    act(g, 100, 0, PLAY, "5H", 0)
    assert kinds(act(g, 300, 1, SLAP, pile=1), Slapped)[0].deadline == 3300.0
    events = act(g, 400, 0, SLAP, pile=0)
    assert [(e.seat, e.pile, e.count) for e in kinds(events, PileTaken)] == [(0, 0, 2), (1, 1, 1)]
    assert kinds(events, RoundStarted)[0].round == 2 and g.round == 2
    mine, yours = held_after(g)
    assert len(mine) == len(yours) == 18 and set(names(mine)) >= {"4C", "5H", "KD", "QD"}
    assert set(names(yours)) >= {"2D", "8C", "9S", "JS"} and g.cards_left() == [17, 17]


def test_same_pile_earlier_slap_takes_it_and_the_other_gets_the_other():
    g, _ = game(CLEAR)
    act(g, 100, 0, PLAY, "5H", 0)
    act(g, 300, 1, SLAP, pile=1)
    events = act(g, 300, 0, SLAP, pile=1)       # same time, later in order
    assert [(e.seat, e.pile) for e in kinds(events, PileTaken)] == [(0, 0), (1, 1)]
    g, _ = game(CLEAR)
    act(g, 100, 0, PLAY, "5H", 0)
    act(g, 300, 0, SLAP, pile=1)
    events = act(g, 310, 1, SLAP, pile=1)
    assert [(e.seat, e.pile) for e in kinds(events, PileTaken)] == [(0, 1), (1, 0)]


def test_late_slapper_gets_the_pile_that_is_left_and_cannot_slap_twice():
    g, _ = game(CLEAR, pad=14)
    act(g, 100, 0, PLAY, "5H", 0)
    act(g, 500, 0, SLAP, pile=0)
    assert kinds(act(g, 600, 0, SLAP, pile=1), Rejected)[0].reason == "you already slapped"
    events = act(g, 3500, 1, SLAP, pile=0)        # due at 3500: the window has closed
    assert [(e.seat, e.pile, e.t) for e in kinds(events, PileTaken)] == [(0, 0, 3500.0),
                                                                       (1, 1, 3500.0)]
    assert kinds(events, Rejected)[0].reason == "the round is not over"


def test_nobody_slaps_each_takes_its_own_pile():
    g, _ = game(CLEAR)
    act(g, 100, 0, PLAY, "5H", 0)
    events = g.advance(3100)
    assert [(e.seat, e.pile) for e in kinds(events, PileTaken)] == [(0, 0), (1, 1)]


def test_single_spit_pile_seat_without_spit_cards_clearing_first_wins():
    g, _ = game([([["5H"], [], [], [], []], []), ([["9S", "JS"], [], [], [], []], ["4C", "8C"])])
    assert names(g.piles()[0]) == [] and names(g.piles()[1]) == ["4C"]
    won = kinds(act(g, 100, 0, PLAY, "5H", 1), GameWon)[0]
    assert won.winner == 0 and g.over
    assert won.reason == "cleared the stock against a single spit pile"


def test_single_spit_pile_other_player_clearing_first_takes_nothing():
    g, _ = game([([["KH", "2H"], [], [], [], []], []),
                 ([["5S"], [], [], [], []], ["4C", "8C", "9C", "TC"])], pad=14)
    events = act(g, 100, 1, PLAY, "5S", 1)
    assert [(e.seat, e.pile, e.count) for e in kinds(events, PileTaken)] == [(0, 1, 2)]
    assert not g.over and g.round == 2 and g.cards_left() == [4, 17 - 1]
    assert g.in_play == [False, True]


def test_single_spit_pile_dead_stalemate_gives_the_pile_back_to_its_owner():
    g, events = game([([["KH", "2H"], [], [], [], []], []),
                      ([["9S"], [], [], [], []], ["4C"])], pad=0)
    assert [(e.seat, e.pile) for e in kinds(events, PileTaken)] == [(1, 1)]
    won = kinds(events, GameWon)[0]                # no seat could start a spit pile again
    assert won.winner is None and "no seat has spit cards" in won.reason
    assert won.reason == "no seat has spit cards for a new round: fewest cards"
    assert g.to_dict()["up"] == [[0] * 5, [0] * 5] and g.to_dict()["requests"] == [False] * 2
    assert g.cards_left() == [2, 2] and g.piles() == [[], []]


def test_points_scoring_and_target_lowest_score_wins():
    g, _ = game(CLEAR, pad=0, scoring="points", target=3)
    events = act(g, 100, 0, PLAY, "5H", 0)
    ended = kinds(events, RoundEnded)[0]
    assert ended.points == [2, 3] and ended.totals == [2, 3]
    won = kinds(events, GameWon)[0]
    assert won.winner == 0 and won.scores == [2, 3] and g.phase == "play"
    assert won.reason == "target reached: lowest score"


def test_points_below_target_go_on_to_the_slap():
    g, _ = game(CLEAR, pad=0, scoring="points")
    act(g, 100, 0, PLAY, "5H", 0)
    assert g.phase == "slap" and g.scores == [2, 3] and not g.over
    assert g.to_dict()["requests"] == [False, False]
    assert kinds(act(g, 110, 0, SLAP, pile=-1), Rejected)[0].reason == "there is no spit pile -1"


def test_max_rounds_ends_with_the_fewest_cards_winning():
    g, _ = game(CLEAR, pad=0, max_rounds=1)
    act(g, 100, 0, PLAY, "5H", 0)
    act(g, 200, 0, SLAP, pile=1)
    won = kinds(act(g, 300, 1, SLAP, pile=1), GameWon)[0]
    assert won.winner == 0 and g.cards_left() == [3, 5]
    assert won.reason == "1 rounds: fewest cards"


def test_intents_after_the_game_are_rejected():
    g, _ = game([([["5H"], [], [], [], []], []), ([["9S"], [], [], [], []], ["4C"])])
    act(g, 100, 0, PLAY, "5H", 1)
    assert kinds(act(g, 200, 1, SPIT), Rejected)[0].reason == "the game is over"


def test_replace_round_deal_lays_out_the_next_round_explicitly():
    g, _ = game(CLEAR, pad=14)
    act(g, 100, 0, PLAY, "5H", 0)
    act(g, 200, 0, SLAP, pile=0)
    act(g, 300, 1, SLAP, pile=1)
    held = [names(h) for h in held_after(g)]
    deal = {"seats": [{"stock": [[h[0]], [h[1]], [h[2]], [h[3]], h[4:15]], "spit": h[15:]}
                      for h in held]}
    events = g.replace_round_deal(deal)
    assert [type(e).__name__ for e in events] == ["RoundStarted", "Flipped"]
    assert [names(p) for p in g.piles()] == [[held[0][15]], [held[1][15]]] and g.round == 2
    assert names(g.stocks[1][4])[::-1] == held[1][4:15]
    wrong = {"seats": [deal["seats"][1], deal["seats"][0]]}
    with pytest.raises(DealError, match="does not match"):
        g.replace_round_deal(wrong)
    act(g, 400, 0, SPIT)
    with pytest.raises(DealError, match="right after"):
        g.replace_round_deal(deal)


def test_bad_deals_and_options_are_refused_with_a_reason():
    with pytest.raises(DealError, match="5 stock piles"):
        game([([["5H"]], []), ([[]] * 5, [])])
    with pytest.raises(DealError, match="dealt twice"):
        game([([["5H"], [], [], [], []], ["5H"]), (EMPTY, [])])
    with pytest.raises(OptionError):
        SpitRules({"scoring": "golf"}, 2)
    with pytest.raises(OptionError):
        SpitRules({}, 3)


def test_copy_is_independent_and_checksums_follow_the_state():
    g, _ = game(CLEAR)
    other = g.copy()
    assert other.checksum() == g.checksum()
    act(other, 100, 0, PLAY, "5H", 0)
    assert other.checksum() != g.checksum() and names(g.stocks[0][0]) == ["5H"]


def test_match_runs_spit_from_the_seed_deterministically():
    sums = []
    for _ in range(2):
        m = Match("spit", {}, 2, 99)
        m.next_game()
        sums.append((m.game.checksum(), m.game.deal))
    assert sums[0] == sums[1]


def test_a_move_into_a_gap_does_not_count_as_a_play_for_the_stalemate():
    g, events = game([([["9H", "3D"], [], [], [], []], ["2C", "8C"]),
                      ([["9S"], [], [], [], []], ["2D", "QD"])])
    assert kinds(events, StalemateBegan)
    assert not kinds(act(g, 10, 0, SPIT), Rejected)
    events = act(g, 20, 0, MOVE, "9H", to=1)       # 3D turns up and fits on 2C / 2D
    assert names(kinds(events, Refilled)[0].cards) == ["3D"]
    assert not g.requests[0] and g.stalemate_at is None


def test_single_spit_pile_owner_clearing_with_no_cards_left_wins():
    g, _ = game([([["KH", "2H"], [], [], [], []], []), ([["5S"], [], [], [], []], ["4C"])], pad=0)
    events = act(g, 100, 1, PLAY, "5S", 1)
    assert [(e.seat, e.pile) for e in kinds(events, PileTaken)] == [(0, 1)]
    won = kinds(events, GameWon)[0]
    assert won.winner == 1 and won.reason == "out of cards" and g.cards_left() == [4, 0]
