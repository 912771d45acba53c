"""A match from another machine in words: the host gone, a seat's countdown, a verdict."""
from game.engine.refusals import Refusal
from game.net.own_moves import Verdict
from game.ui import net_words, words


TABLE = words.Table("speed", ["Ana", "Bo"])


def test_the_host_gone_counts_down_from_twenty_seconds():
    assert net_words.host_lost(0.2) == "The host has gone: waiting 20 s…"
    assert net_words.host_lost(19.6) == "The host has gone: waiting 0 s…"
    assert net_words.refused("full").startswith("The host's table is full")
    assert "odd" in net_words.refused("odd")


def test_a_race_lost_names_the_winner_and_the_margin():
    lost = Verdict("play", False, 30, 0, Refusal("no_fit", card=30, top=5), 12.4, 1)
    assert net_words.verdict(lost, 0, TABLE) == "Bo was first: lost by 12 ms"
    close = Verdict("play", False, 30, 0, Refusal("no_fit", card=30, top=5), 3.25, 1)
    assert net_words.verdict(close, 0, TABLE).endswith("lost by 3.2 ms")
    unanswered = Verdict("play", False, 30, 0)
    assert net_words.verdict(unanswered, 0, TABLE).startswith("No answer from the host")


def test_a_host_never_reached_and_a_code_no_room_has_are_said_so():
    assert net_words.not_reached(5.2) == "Cannot reach the host yet: trying again for 15 s…"
    assert net_words.refused("no-room").startswith("No match has that room code")
