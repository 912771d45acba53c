"""The shorter lessons: Spit (a play, the card under it, the spit, the slap) and California
Speed (cover a match, and the match a cover makes). Same shape as lessons.py's Speed lesson."""
from game.engine.events import CardPlayed, Flipped
from game.engine.events_rounds import Covered, Slapped
from game.engine.intents import COVER, SLAP, SPIT as SPIT_INTENT, Intent
from game.tutorial.lessons import (PLAYER, TEACHER, Lesson, Look, Step, _legal_play,
                                   _say_play, rank_word)


def _mine(kind):
    return lambda events: any(isinstance(e, kind) and e.seat == PLAYER for e in events)


def _spat(events) -> bool:
    return any(isinstance(e, Flipped) and not e.start for e in events)


def _say_under(look: Look) -> str:
    card, pile = look.first_play() or (None, 0)
    words = f" {rank_word(card).capitalize()} fits {rank_word(look.top(pile))}: " \
        f"{look.play_words(card)}." if card is not None else ""
    return f"The card under it turned face up by itself.{words}"


def _say_spit(look: Look) -> str:
    return (f"Nobody can play. Your opponent has asked to spit: {look.controls.flip()} too, "
            f"and each of you turns a spit card onto your spit pile.")


def _say_play_out(look: Look) -> str:
    card, pile = look.first_play() or (None, 0)
    words = f" {rank_word(card).capitalize()} fits: {look.play_words(card)}." if card else ""
    return f"Clear every stock pile to end the round.{words}"


def _smaller(game) -> int:
    sizes = [len(pile) for pile in game.centres]
    return sizes.index(min(sizes))


def _say_slap(look: Look) -> str:
    pile = _smaller(look.game)
    side = "left" if pile == 0 else "right"
    return (f"The round is over: slap the smaller spit pile, the {side} one, before your "
            f"opponent does — {look.controls.slap(pile)}. Its cards are yours next round: "
            f"fewer is better.")


SPIT_DEAL = {"seats": [
    {"stock": [["4H", "3D", "8D"], ["9C"], ["7S"], ["6H"], ["5S"]], "spit": ["5C", "TS"]},
    {"stock": [["9H"], ["9D"], ["6C"], ["7H"], ["8H"]], "spit": ["QH", "5D"]},
]}
SPIT = Lesson("spit", {"auto_flip_s": None, "slap_window_s": None}, SPIT_DEAL, (
    Step("play", _say_play, _mine(CardPlayed), _legal_play),
    Step("under", _say_under, _mine(CardPlayed), _legal_play),
    Step("spit", _say_spit, _spat, lambda g: Intent(0, PLAYER, SPIT_INTENT),
         teacher=lambda g: Intent(0, TEACHER, SPIT_INTENT)),
    Step("play_out", _say_play_out, lambda events: any(
        type(e).__name__ == "RoundEnded" for e in events), _legal_play),
    Step("slap", _say_slap, _mine(Slapped),
         lambda g: Intent(0, PLAYER, SLAP, pile=_smaller(g))),
))


def _cover(game) -> Intent | None:
    covers = [i for i in game.legal_intents(PLAYER) if i.kind == COVER]
    own = [i for i in covers if i.pile < len(game.table) // 2]
    return (own or covers or [None])[0]


def _say_cover(look: Look) -> str:
    intent = _cover(look.game)
    if intent is None:
        return "Wait for a match…"
    rank = rank_word(look.game.table[intent.pile][-1])
    return (f"Two cards of one number showing anywhere make a match: cover one with the top "
            f"of your deck. Cover {rank}: {look.controls.play(intent.pile)}.")


def _say_again(look: Look) -> str:
    intent = _cover(look.game)
    words = f" Cover it: {look.controls.play(intent.pile)}." if intent is not None else ""
    return f"Your new card made a match too. The first to use up the deck wins.{words}"


CALIFORNIA_DEAL = {"seats": [
    {"deck": ["7S", "2H", "9D", "KC", "9H", "3C", "QS", "AD", "6D", "TH"]},
    {"deck": ["7H", "4C", "JD", "5S", "8C", "2D", "TC", "3S", "6H", "QD"]},
]}
CALIFORNIA = Lesson("california", {}, CALIFORNIA_DEAL, (
    Step("cover", _say_cover, _mine(Covered), _cover),
    Step("again", _say_again, _mine(Covered), _cover),
))
