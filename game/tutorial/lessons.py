"""The tutorial's lessons: a scripted deal per variant and the steps played on it, each waiting
for the player's own action. No pygame, no clock: a step is finished by the engine's events.

A step says what to do (`say(look)`: `look` is a `Look`, the table as the player sees it, with
their controls in words), is done when `done(events)` is true of the events since it began, and
can be skipped: `skip(game)` is the intent that does it for the player (the tutorial plays it,
so the replay stays a real game). `teacher(game)`: what the opponent does as the step begins.
"""
from dataclasses import dataclass
from typing import Callable

from game.config import RULE_DEFAULTS
from game.engine import cards
from game.i18n import N_, _, decimal, ngettext
from game.engine.events import (CallWindowOpened, CardPlayed, Called, Flipped, GameWon,
                                LockedOut, Rejected)
from game.engine.intents import CALL, FLIP, PLAY, Intent

PLAYER, TEACHER = 0, 1
TEACHER_NAME, GENTLE_LEVEL = "Sam", "easy"     # the opponent, and its level in the real game
RANK_WORDS = {1: N_("the ace"), 11: N_("the jack"), 12: N_("the queen"), 13: N_("the king")}


def rank_word(card: int) -> str:
    """"the 7", "the jack"."""
    rank = card % cards.DECK_SIZE % 13 + 1
    if rank in RANK_WORDS:
        return _(RANK_WORDS[rank])
    return _("the {rank}").format(rank=rank)


def upper_first(words: str) -> str:
    """`words` with a capital first letter (a sentence that begins with a card)."""
    return words[:1].upper() + words[1:]


@dataclass
class Look:
    """What a step's words are made of: the game, and the player's controls in words."""
    game: object
    controls: object                  # tutorial.controls.SeatControls
    slot_of: Callable[[int], int]     # a hand card → its slot on screen
    aimed_row: int = PLAYER           # California: the row the player's card keys cover now

    def play_words(self, card: int) -> str:
        return self.controls.play(self.slot_of(card))

    def first_play(self):
        """(card, pile) of the player's first legal play, or None."""
        plays = [(i.card, i.pile) for i in self.game.legal_intents(PLAYER) if i.kind == PLAY]
        return plays[0] if plays else None

    def top(self, pile: int) -> int:
        return self.game.centres[pile][-1]


@dataclass(frozen=True)
class Step:
    key: str
    say: Callable[[Look], str]
    done: Callable[[list], bool]
    skip: Callable[[object], Intent | None]
    teacher: Callable[[object], Intent | None] = lambda game: None


def _mine(kind):
    return lambda events: any(isinstance(e, kind) and getattr(e, "seat", PLAYER) == PLAYER
                              for e in events)


def _played(card: str):
    wanted = cards.parse(card)
    return lambda events: any(isinstance(e, CardPlayed) and e.seat == PLAYER and
                              e.card == wanted for e in events)


def _misplayed(events) -> bool:
    """Cards that did not fit, and a lockout that grew: the second misplay in a row locked
    twice as long as the first (mashing loses, shown)."""
    return any(isinstance(e, Rejected) and e.seat == PLAYER and e.kind == PLAY for e in events) \
        and any(isinstance(e, LockedOut) and e.seat == PLAYER and e.cause == "misplay" and
                e.streak >= 2 for e in events)


def _locked_once(game) -> bool:
    """Has the player's first misplay of the lesson locked their cards?"""
    lock = getattr(game, "lock", None)
    return lock is not None and lock.streaks["misplay"][PLAYER] >= 1


def _flipped(events) -> bool:
    return any(isinstance(e, Flipped) and not e.start for e in events)


def _out(events) -> bool:
    return any(isinstance(e, CallWindowOpened) and e.finisher == PLAYER for e in events)


def _won(events) -> bool:
    return any(isinstance(e, (Called, GameWon)) and getattr(e, "seat", PLAYER) == PLAYER and
               getattr(e, "winner", PLAYER) == PLAYER for e in events)


def _legal_play(game) -> Intent | None:
    return next((i for i in game.legal_intents(PLAYER) if i.kind == PLAY), None)


def _a_misplay(game) -> Intent | None:
    hand = game.hands[PLAYER]
    return Intent(0, PLAYER, PLAY, hand[0], 0) if hand else None


def _say_play(look: Look) -> str:
    card, pile = look.first_play() or (None, 0)
    if card is None:
        return _("Wait for your cards…")
    rule = _("A card fits a pile when it is one higher or one lower, or the same number.") \
        if look.game.variant == "speed" else \
        _("A card fits a pile when it is one higher or one lower.")
    return rule + " " + upper_first(_("{card} fits {top}: {how}.").format(
        card=rank_word(card), top=rank_word(look.top(pile)), how=look.play_words(card)))


def _say_refill(look: Look) -> str:
    card, pile = look.first_play() or (None, 0)
    if card is None:
        return _("Your hand fills back up to five from your draw pile.")
    return _("Your hand filled back up to five from your draw pile, by itself. The new card, "
             "{card}, fits {top}: {how}.").format(card=rank_word(card),
                                                  top=rank_word(look.top(pile)),
                                                  how=look.play_words(card))


def _say_misplay(look: Look) -> str:
    if _locked_once(look.game):
        return _say_misplay_again(look)
    card = look.game.hands[PLAYER][0]
    seconds = lockout_s(look.game)
    return ngettext("Careful: a card that does not fit is a misplay, and it locks your cards "
                    "for {seconds} second — mashing loses. Try one now: play {card} ({how}) "
                    "and watch your cards lock.",
                    "Careful: a card that does not fit is a misplay, and it locks your cards "
                    "for {seconds} seconds — mashing loses. Try one now: play {card} ({how}) "
                    "and watch your cards lock.", _plural(seconds)).format(
        seconds=decimal(seconds, 0 if seconds == int(seconds) else 1),
        card=rank_word(card), how=look.play_words(card))


def lockout_s(game) -> float:
    """The first lockout this game gives a misplay, in seconds (the words say the one used)."""
    return game.rules.options.get("misplay_lockout_s") or 0.0


def _say_misplay_again(look: Look) -> str:
    card = look.game.hands[PLAYER][0]
    return _("Locked! Now play {card} again ({how}) as soon as your cards are free: a misplay "
             "soon after a lockout locks them twice as long, then twice again (up to 4 "
             "seconds). Mashing loses.").format(card=rank_word(card), how=look.play_words(card))


def _plural(seconds: float) -> int:
    """The count a number of seconds takes its plural form by (1 s: one; 0.5 s, 2 s: more)."""
    return int(seconds) if float(seconds).is_integer() else 2


def _say_flip(look: Look) -> str:
    return _("Nobody can play. Your opponent has asked for a flip: {how} too, and a new card "
             "turns onto each pile.").format(how=look.controls.flip())


def _say_play_out(look: Look) -> str:
    card, pile = look.first_play() or (None, 0)
    if card is None:
        return _("New cards on the piles! Play every card you have: the one that fits glows "
                 "when you wait.")
    return _("New cards on the piles! Play every card you have: the one that fits glows "
             "when you wait. {card} fits: {how}.").format(card=upper_first(rank_word(card)),
                                                          how=look.play_words(card))


def _say_call(look: Look) -> str:
    return _("You are out of cards, but you have not won yet: call \"Speed!\" — {how}.").format(
        how=look.controls.call())


@dataclass(frozen=True)
class Lesson:
    variant: str
    options: dict
    deal: dict
    steps: tuple[Step, ...]


# The Speed lesson's deal (top first). The player's first card fits, the refill brings one that
# fits, then nobody can play (the misplay, then the flip), the flip turns up cards that take the
# player's whole hand, and the player calls "Speed!". The teacher never plays a card.
SPEED_DEAL = {"seats": [
    {"hand": ["7S", "3D", "3C", "JH", "JD"], "draw": ["6C", "4H"], "side": ["8H", "5S"]},
    {"hand": ["2H", "3H", "3S", "TS", "TD"], "draw": [], "side": ["KC", "QD"]},
]}
# The lesson's lockout is the game's (0.5 s, growing to 4 s while a player keeps misplaying);
# the tutorial plays with the player's own when they set one (ui/modes/tutorial.py).
MISPLAY_RULES = {k: v for k, v in RULE_DEFAULTS.items() if k.startswith("misplay_")}
MISPLAY_LOCK_S = MISPLAY_RULES["misplay_lockout_s"]
SPEED_OPTIONS = {"auto_flip_s": None, "call_window_s": None, "games_to_win": 2,
                 "verbal_win": "finisher", "same_rank": True, "jokers": False,
                 **MISPLAY_RULES}

SPEED_STEPS = (
    Step("play", _say_play, _played("7S"), _legal_play),
    Step("refill", _say_refill, _played("6C"), _legal_play),
    Step("misplay", _say_misplay, _misplayed, _a_misplay),
    Step("flip", _say_flip, _flipped, lambda g: Intent(0, PLAYER, FLIP),
         teacher=lambda g: Intent(0, TEACHER, FLIP)),
    Step("play_out", _say_play_out, _out, _legal_play),
    Step("call", _say_call, _won, lambda g: Intent(0, PLAYER, CALL)),
)

SPEED = Lesson("speed", SPEED_OPTIONS, SPEED_DEAL, SPEED_STEPS)
