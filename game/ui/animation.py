"""Card animations: tweens with easing, slides, refills, flips and rejected-card shakes.

Nothing here reads a clock: every method takes `now`, in seconds, from the caller. Nothing
here draws either; the table asks each animation where its card is and how it looks at `now`.
An animation may start in the future (a staggered refill): until then it rests at its start.
"""
import math

from pygame import Rect

SLIDE_S = 0.15        # a played card from hand to pile
REFILL_S = 0.22       # a card from the draw pile into a hand slot (turning face up)
REFILL_STAGGER_S = 0.045
FLIP_S = 0.30         # a side pile's top turned onto its centre pile
SHIFT_S = 0.12        # hand cards closing a gap
REJECT_S = 0.40       # a rejected card nudging toward the pile and shaking back
PENALTY_S = 0.35      # a centre pile taken as a draw pile


def clamp01(x: float) -> float:
    return 0.0 if x < 0.0 else 1.0 if x > 1.0 else x


def ease_out_cubic(p: float) -> float:
    """Fast start, gentle landing."""
    p = clamp01(p)
    return 1.0 - (1.0 - p) ** 3


def lerp(a: float, b: float, p: float) -> float:
    return a + (b - a) * p


class Tween:
    """A number going from `a` to `b` over `duration` seconds from `start`, eased."""
    __slots__ = ("a", "b", "start", "duration", "ease")

    def __init__(self, a: float, b: float, start: float, duration: float, ease=ease_out_cubic):
        self.a, self.b, self.start, self.duration, self.ease = a, b, start, duration, ease

    def progress(self, now: float) -> float:
        """Linear progress 0..1."""
        if self.duration <= 0:
            return 1.0
        return clamp01((now - self.start) / self.duration)

    def value(self, now: float) -> float:
        return lerp(self.a, self.b, self.ease(self.progress(now)))

    def done(self, now: float) -> bool:
        return now >= self.start + self.duration


class CardMotion:
    """A card travelling from rect `src` to rect `dst`, turning over on the way if asked.

    `key` names what the motion stands in for, so the table hides it meanwhile:
    ("pile", i) hides the newest card of centre pile i, ("hand", seat, card) a hand card.
    `end_sound` is played by the owner when the motion finishes.
    """
    __slots__ = ("card", "src", "dst", "tween", "face_from", "face_to", "key", "end_sound")

    def __init__(self, card, src: Rect, dst: Rect, start: float, duration: float,
                 face_from: bool = True, face_to: bool = True, key=None, end_sound=None):
        self.card, self.src, self.dst = card, Rect(src), Rect(dst)
        self.tween = Tween(0.0, 1.0, start, duration)
        self.face_from, self.face_to = face_from, face_to
        self.key, self.end_sound = key, end_sound

    def done(self, now: float) -> bool:
        return self.tween.done(now)

    def pos(self, now: float) -> tuple[int, int]:
        """Top-left corner of the card at `now` (unsquashed)."""
        p = self.tween.value(now)
        return (round(lerp(self.src.x, self.dst.x, p)), round(lerp(self.src.y, self.dst.y, p)))

    def look(self, now: float) -> tuple[bool, float]:
        """(face up?, horizontal scale 0..1): a turn squashes the back to nothing, then the face
        grows back from nothing."""
        if self.face_from == self.face_to:
            return self.face_to, 1.0
        p = self.tween.progress(now)
        if p < 0.5:
            return self.face_from, 1.0 - 2.0 * p
        return self.face_to, 2.0 * p - 1.0


class RejectShake:
    """A rejected card: nudges toward the pile it was aimed at, shakes back, flashing red."""
    __slots__ = ("card", "home", "toward", "tween", "key", "end_sound")

    def __init__(self, card, home: Rect, target: Rect | None, start: float, key=None,
                 duration: float = REJECT_S):
        self.card, self.home, self.key, self.end_sound = card, Rect(home), key, None
        self.tween = Tween(0.0, 1.0, start, duration, ease=lambda p: p)
        if target is None:
            self.toward = (0.0, -1.0)
        else:
            dx, dy = target.centerx - home.centerx, target.centery - home.centery
            length = math.hypot(dx, dy) or 1.0
            self.toward = (dx / length, dy / length)

    def done(self, now: float) -> bool:
        return self.tween.done(now)

    def offset(self, now: float) -> tuple[int, int]:
        """Displacement from home: a quick nudge out, then a decaying side-to-side shake."""
        p = self.tween.progress(now)
        reach = self.home.width * 0.35
        nudge = reach * math.sin(math.pi * min(1.0, p / 0.35)) if p < 0.35 else 0.0
        shake = 0.0 if p < 0.3 else (self.home.width * 0.09 * (1.0 - p)
                                     * math.sin((p - 0.3) * 40.0))
        tx, ty = self.toward
        return (round(tx * nudge + ty * shake), round(ty * nudge - tx * shake))

    def pos(self, now: float) -> tuple[int, int]:
        dx, dy = self.offset(now)
        return self.home.x + dx, self.home.y + dy

    def look(self, now: float) -> tuple[bool, float]:
        return True, 1.0

    def flash(self, now: float) -> float:
        """Red tint strength 1..0."""
        return 1.0 - self.tween.progress(now)


class Animator:
    """The running animations; finished ones are dropped by `update`."""

    def __init__(self):
        self.active: list = []

    def add(self, animation) -> None:
        self.active.append(animation)

    def shake(self, shake: "RejectShake") -> None:
        """A refused card's shake, in place of one still running for the same card (or the
        same spot): pressed again and again, a card shakes once at a time, never doubled."""
        self.active = [a for a in self.active if not (
            isinstance(a, RejectShake) and (a.key, a.home) == (shake.key, shake.home))]
        self.active.append(shake)

    def update(self, now: float) -> list:
        """Drop the animations that have finished by `now`; returns them."""
        if not self.active:
            return []
        finished = [a for a in self.active if a.done(now)]
        if finished:
            self.active = [a for a in self.active if not a.done(now)]
        return finished

    def hidden(self) -> tuple[set, dict]:
        """(hand keys being animated, pile index → cards in flight to it)."""
        hands, piles = set(), {}
        for a in self.active:
            key = a.key
            if key is None:
                continue
            if key[0] == "pile":
                piles[key[1]] = piles.get(key[1], 0) + 1
            else:
                hands.add(key)
        return hands, piles

    def clear(self) -> None:
        self.active.clear()

    def __len__(self) -> int:
        return len(self.active)
