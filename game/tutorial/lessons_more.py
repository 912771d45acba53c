"""The shorter lessons: Spit (a play, the card under it, the spit, the slap) and California
Speed (cover a match, and the match a cover makes). Same shape as lessons.py's Speed lesson."""
from game.engine.events import CardPlayed, Flipped
from game.engine.events_rounds import Covered, Slapped
from game.engine.intents import COVER, SLAP, SPIT as SPIT_INTENT, Intent
from game.i18n import _
from game.tutorial.lessons import (PLAYER, TEACHER, Lesson, Look, Step, _legal_play,
                                   _say_play, rank_word, upper_first)


def _mine(kind):
    return lambda events: any(isinstance(e, kind) and e.seat == PLAYER for e in events)


def _spat(events) -> bool:
    return any(isinstance(e, Flipped) and not e.start for e in events)


def _say_under(look: Look) -> str:
    card, pile = look.first_play() or (None, 0)
    if card is None:
        return _("The card under it turned face up by itself.")
    return _("The card under it turned face up by itself. {card} fits {top}: {how}.").format(
        card=upper_first(rank_word(card)), top=rank_word(look.top(pile)),
        how=look.play_words(card))


def _say_spit(look: Look) -> str:
    return _("Nobody can play. Your opponent has asked to spit: {how} too, and each of you "
             "turns a spit card onto your spit pile.").format(how=look.controls.flip())


def _say_play_out(look: Look) -> str:
    card, pile = look.first_play() or (None, 0)
    if card is None:
        return _("Clear every stock pile to end the round.")
    return _("Clear every stock pile to end the round. {card} fits: {how}.").format(
        card=upper_first(rank_word(card)), how=look.play_words(card))


def _smaller(game) -> int:
    sizes = [len(pile) for pile in game.centres]
    return sizes.index(min(sizes))


def _say_slap(look: Look) -> str:
    pile = _smaller(look.game)
    words = _("The round is over: slap the smaller spit pile, the left one, before your "
              "opponent does — {how}. Its cards are yours next round: fewer is better.") \
        if pile == 0 else \
        _("The round is over: slap the smaller spit pile, the right one, before your "
          "opponent does — {how}. Its cards are yours next round: fewer is better.")
    return words.format(how=look.controls.slap(pile))


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


def _cover_words(look: Look, pile: int) -> str:
    """How to cover `pile`: a control names one pile (its column's key; first its row's aim
    key when the keys cover the other row now), as the key caps on the table show."""
    return look.controls.cover(pile, len(look.game.table) // look.game.seats, look.aimed_row)


def _say_cover(look: Look) -> str:
    intent = _cover(look.game)
    if intent is None:
        return _("Wait for a match…")
    card = rank_word(look.game.table[intent.pile][-1])
    how = _cover_words(look, intent.pile)
    if intent.pile < len(look.game.table) // look.game.seats:
        return _("Two cards of one number showing anywhere make a match: cover one with the "
                 "top of your deck. Cover {card} in your row: {how}.").format(card=card, how=how)
    return _("Two cards of one number showing anywhere make a match: cover one with the top "
             "of your deck. Cover {card} in your opponent's row: {how}.").format(
        card=card, how=how)


def _say_again(look: Look) -> str:
    intent = _cover(look.game)
    if intent is None:
        return _("Your new card made a match too. The first to use up the deck wins.")
    return _("Your new card made a match too. The first to use up the deck wins. Cover it: "
             "{how}.").format(how=_cover_words(look, intent.pile))


CALIFORNIA_DEAL = {"seats": [
    {"deck": ["7S", "2H", "9D", "KC", "9H", "3C", "QS", "AD", "6D", "TH"]},
    {"deck": ["7H", "4C", "JD", "5S", "8C", "2D", "TC", "3S", "6H", "QD"]},
]}
CALIFORNIA = Lesson("california", {}, CALIFORNIA_DEAL, (
    Step("cover", _say_cover, _mine(Covered), _cover),
    Step("again", _say_again, _mine(Covered), _cover),
))
