"""What the table says by a centre pile (a mixin of view.TableView): a close race's badge,
"Ana first / by 4 ms" (or, with a player on another machine, "Bob lost by 12 ms"), in the
pile's badge slot (slots.py), at least at the window's floor where the slot has room; and the
races shown, kept for the host to tell other machines (`take_races`)."""
import pygame

from game.ui import words
from game.ui.effects import Banner, RaceShown, margin_text
from game.ui.palette import GOLD


class PileBadges:
    """Badges by the centre piles, on a TableView (its fx, text, layout, slots, names, remote
    seats and `raced` list)."""

    def _race_banner(self, first: int, margin: float, pile: int, now: float,
                     second: int | None = None, t: float = 0.0, raced: int | None = None) -> None:
        """A close race's badge by `pile`; one `second` lost, its press at game ms `t` (the
        race kept for `take_races`; `raced`: the pile raced for, -1 the call, if not `pile`)."""
        self.pile_badge(("race", pile), self.race_words(first, second, margin), pile, now)
        if second is not None:
            self.keep_race(RaceShown(first, second, pile if raced is None else raced, margin, t))

    def keep_race(self, race: RaceShown) -> None:
        """Keep a close race for `take_races`, at a table with players on other machines
        (attract mode and the replay viewer keep none)."""
        if self.remote:
            self.raced.append(race)

    def race_words(self, first: int, second: int | None, margin: float) -> str:
        """"Ana first / by 4 ms"; a race with a player on another machine names who lost:
        "Ana first / Bob lost by 12 ms" (the margin from the presses' stamps in host time)."""
        remote = second is not None and margin > 0 and {first, second} & self.remote
        if not remote:
            return words.race(self.names[first], margin_text(margin))
        return words.race(self.names[first], words.lost_by(self.names[second], margin))

    def take_races(self) -> list[RaceShown]:
        """The close races shown since the last call (the host tells other machines)."""
        raced, self.raced = self.raced, []
        return raced

    def pile_badge(self, key, text: str, pile: int, now: float, colour=GOLD) -> None:
        """A small badge in centre pile `pile`'s badge slot (slots.py): beside the pile, over
        nothing else; at least at the window's floor where the slot has room, its text
        shrinking until it fits there."""
        slot = self._badge_slot(pile)
        size = self.text.readable(int(slot.height / (1 + text.count("\n")) * 0.95), True)
        while True:
            badge = Banner(text, colour, slot.center, size, now, 1.8, max(20, slot.width))
            if size <= 9 or _inside(badge.image(self.text), slot):
                break
            size = max(9, int(size * 0.88))
        self.fx.banner(key, badge)

    def _badge_slot(self, pile: int) -> pygame.Rect:
        """Pile `pile`'s badge slot, or the nearest pile's where the window left it none."""
        slots = [self.slots.get(f"badge{i}") for i in range(len(self.layout.centres))]
        given = [(abs(i - pile), r) for i, r in enumerate(slots) if r is not None and r.width]
        return min(given, key=lambda g: g[0])[1] if given else self.layout.band


def _inside(image: pygame.Surface, slot: pygame.Rect) -> bool:
    """Whether `image` fits in `slot` (an empty slot: in the room a badge is given there)."""
    return image.get_height() <= slot.height and image.get_width() <= max(20, slot.width)
