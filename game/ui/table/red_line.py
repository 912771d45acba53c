"""A seat's red line about its refused press or its lockout, kept true while it is up (issue 30,
"What a player sees"):

- A lockout's line ("Locked for 1 s: 3 wrong cards in a row") stays up until the lockout ends,
  whatever the seat presses meanwhile (a press the lockout refused never replaces it with a
  line that no longer says why, nor does another refusal, a flip's; if another lockout's line
  took its place, the next locked press brings it back, without popping in again).
- It never says "Locked" of cards that are free: when the lockout ends before the line has
  been up long enough to read (READ_S), it says only why for the rest of that time.
- A line naming a pile's top ("J♣ does not fit on 9♥") says that the pile has changed once
  another card lands there while it is up: it never names a top the pile no longer shows.

`RedLines` keeps that state; the view gives it `show(seat, text, now, duration)` (puts a red
banner in the seat's message slot and returns it) and `shown(seat)` (the banner there now).
"""
from game.engine import events as ev
from game.engine.events_rounds import Covered
from game.ui import words

READ_S = 2.2                # a refusal's line stays up this long (a lockout's: at least)


class Line:
    """What one seat's red line says: its banner, the pile and top it names (None: none),
    and while its lockout runs, why (shown alone once the cards are free) and until when."""
    __slots__ = ("banner", "pile", "top", "why", "free_s", "read_s")

    def __init__(self, banner, pile=None, top=None, why=None, free_s=0.0, read_s=0.0):
        self.banner, self.pile, self.top = banner, pile, top
        self.why, self.free_s, self.read_s = why, free_s, read_s


def named(refusal, pile=None) -> tuple:
    """(pile, top) a refusal's words name, or (None, None): its top, measured on the pile it
    names or else on the pile the refused press was sent to (`pile`)."""
    pile = refusal.pile if refusal is not None and isinstance(refusal.pile, int) else pile
    if refusal is None or refusal.top is None or not isinstance(pile, int):
        return None, None
    return pile, refusal.top


def new_tops(event) -> dict:
    """pile → the card now on top, for an event that puts cards on piles."""
    if isinstance(event, (ev.CardPlayed, Covered)):
        return {event.pile: event.card}
    if isinstance(event, ev.Flipped):
        return dict(zip(event.piles, event.cards))
    return {}


class RedLines:
    def __init__(self, show, shown):
        self.show, self.shown = show, shown
        self.reset()

    def reset(self) -> None:
        self.lines: dict[int, Line] = {}              # seat → its line now
        self.locks: dict[tuple, Line] = {}            # (seat, cause) → its lockout's line

    def refused(self, seat: int, text: str, refusal, now: float, pile=None) -> None:
        """A refused press's reason, up for READ_S (`pile`: where the press was sent); not
        over a lockout's line while its cards are locked (a flip mashed meanwhile would
        take turns with it on the line)."""
        line = self.lines.get(seat)
        if line is not None and line.why is not None and now < line.free_s and \
                self.shown(seat) is line.banner:
            return
        self.lines[seat] = Line(self.show(seat, text, now, READ_S), *named(refusal, pile))

    def locked(self, seat: int, cause: str, text: str, why: str, now: float, length_s: float,
               refusal=None, pile=None) -> None:
        """A lockout of `length_s` began: `text` until it ends, then `why` until READ_S."""
        pile, top = named(refusal, pile)
        line = Line(self.show(seat, text, now, length_s), pile, top, why, now + length_s,
                    now + max(READ_S, length_s))
        self.lines[seat] = self.locks[(seat, cause)] = line

    def still_locked(self, seat: int, cause: str, left_s: float, now: float) -> bool:
        """A press during the lockout: its line stays (or comes back) until the lockout ends.
        False when this view has no line of that lockout (the caller says how long is left)."""
        line = self.locks.get((seat, cause))
        if line is None or line.why is None:
            return False
        line.free_s = max(line.free_s, now + left_s)
        line.read_s = max(line.read_s, line.free_s)
        if self.shown(seat) is not line.banner:        # another line took its place: again
            text, start = " ".join(line.banner.lines), line.banner.start
            line.banner = self.show(seat, text, start, line.free_s - start)   # no pop-in
        line.banner.duration = line.free_s - line.banner.start
        self.lines[seat] = line
        return True

    def update(self, now: float) -> None:
        """Once a lockout has ended: its line says only why, for the rest of READ_S."""
        for seat, line in self.lines.items():
            if line.why is None or now < line.free_s:
                continue
            if self.shown(seat) is line.banner and now < line.read_s and line.why:
                self._replace(seat, line, line.why, line.read_s)
            line.why = None

    def piles_changed(self, event) -> None:
        """Cards landed: a line naming a pile's old top says that pile has changed."""
        tops = new_tops(event)
        for seat, line in self.lines.items():
            if line.pile not in tops or tops[line.pile] == line.top:
                continue
            line.pile = None
            if self.shown(seat) is line.banner:
                self._replace(seat, line, words.pile_changed(" ".join(line.banner.lines)),
                              line.banner.start + line.banner.duration)
            if line.why:
                line.why = words.pile_changed(line.why)

    def _replace(self, seat: int, line: Line, text: str, until: float) -> None:
        """The seat's line says `text` until `until`, without popping in again."""
        start = line.banner.start
        line.banner = self.show(seat, text, start, until - start)
