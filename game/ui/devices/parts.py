"""What every device picture shares: short labels for actions, and labelled buttons and keys.

A picture drawn for California (`played_in(layout, "california")`, the help screen) says what
each control does there: the card keys cover a pile of the aimed row, the aim keys choose the
row, a pad's d-pad moves the highlight over the piles; flip, slap and move do nothing there."""
import math

import pygame

from game.i18n import N_, _, pgettext
from game.input.kinds import kind_named
from game.ui.palette import WHITE

SYMBOLS = {"slot1": "1", "slot2": "2", "slot3": "3", "slot4": "4", "slot5": "5",
           "aim_left": "◂", "aim_right": "▸", "left": "◂", "right": "▸", "up": "▴", "down": "▾"}
WORDS = {"slot1": N_("card 1"), "slot2": N_("card 2"), "slot3": N_("card 3"),
         "slot4": N_("card 4"), "slot5": N_("card 5"), "aim_left": N_("aim left"),
         "aim_right": N_("aim right"), "left": N_("choose left"), "right": N_("choose right"),
         "up": N_("up"), "down": N_("down"), "play_left": N_("play on left pile"),
         "play_right": N_("play on right pile"), "flip": N_("flip when stuck"),
         "slap": N_('slap / "Speed!"'), "hit": N_('flip, slap, "Speed!"'),
         "move": N_("move (Spit)"), "pause": N_("pause")}
CALIFORNIA_SYMBOLS = {"aim_left": "▾", "aim_right": "▴"}      # the bottom row, the top row
CALIFORNIA_WORDS = {"aim_left": N_("aim at the bottom row"), "aim_right": N_("aim at the top row"),
                    "up": N_("choose the top row"), "down": N_("choose the bottom row"),
                    "play_left": N_("cover the highlighted pile"),
                    "play_right": N_("cover the highlighted pile")}
IDLE = {"california": ("flip", "slap", "hit", "move")}      # actions that do nothing there
PLAYER_COLOURS = [(235, 90, 80), (90, 160, 240)]
CAP, CAP_EDGE, BODY = (40, 60, 50), (90, 120, 100), (28, 34, 40)


def control_label(profile, control: str, family: str | None = None) -> str:
    """A bound control as its device prints it (`Kind.label`): a pad's button as a pad of
    `family` labels it ("✕", "L1", "◀"), a key as printed on it ("A", "Space", "←")."""
    kind = kind_named(profile.device) if profile is not None else None
    return kind.label(control, family or "") if kind is not None else control.upper()


def control_words(profile, control: str, family: str | None = None) -> str:
    """A bound control in words: "D-pad left", "Left bumper", "✕ button"; a key as printed."""
    label = control_label(profile, control, family)
    kind = kind_named(profile.device) if profile is not None else None
    return kind.label_words(control, family or "", label) if kind is not None else label


class PlayedIn:
    """A bindings layout as a picture shows it for one variant (its `variant`)."""

    def __init__(self, layout, variant: str):
        self._layout, self.variant = layout, variant

    def __getattr__(self, name):
        return getattr(self._layout, name)


def played_in(layout, variant: str):
    """`layout`, its picture saying what its controls do in `variant`."""
    return PlayedIn(layout, variant)


def variant_of(profile) -> str:
    return getattr(profile, "variant", "speed")


def short_label(action: str, variant: str = "speed") -> str:
    """What a key cap says it does, in the player's language: "1", "◂", "flip"."""
    if action in IDLE.get(variant, ()):
        return ""
    if variant == "california" and action in CALIFORNIA_SYMBOLS:
        return CALIFORNIA_SYMBOLS[action]
    if variant == "california" and action in ("play_left", "play_right"):
        return pgettext("key cap", "cover")
    if action in SYMBOLS:
        return SYMBOLS[action]
    said = {"play_left": pgettext("key cap", "play◂"), "play_right": pgettext("key cap", "play▸"),
            "flip": pgettext("key cap", "flip"), "slap": pgettext("key cap", "slap"),
            "hit": pgettext("key cap", "slap"), "move": pgettext("key cap", "move"),
            "pause": pgettext("key cap", "pause"), "call": pgettext("key cap", "call")}
    return said.get(action, action)


class ShortLabels(dict):
    """The key caps' labels by action, looked up in the player's language (`short_label`)."""

    def __getitem__(self, action):
        super().__getitem__(action)
        return short_label(action)

    def get(self, action, default=None):
        return short_label(action) if action in self else default


SHORT = ShortLabels({**SYMBOLS, "play_left": "play◂", "play_right": "play▸", "flip": "flip",
                     "slap": "slap", "hit": "slap", "move": "move", "pause": "pause",
                     "call": "call"})      # English as stored; looked up: translated


def bound(profile, control: str) -> str:
    """The short label of what `control` does in `profile` ("" when nothing)."""
    actions = profile.actions_for(control) if profile else []
    said = (short_label(a, variant_of(profile)) for a in actions)
    return " ".join(dict.fromkeys(label for label in said if label))


def cap(surface, text, rect: pygame.Rect, label: str, small: str = "", colour=None,
        round_: bool = False) -> pygame.Rect:
    """A key or button: filled in `colour` when bound, `label` big inside, `small` (its own
    name) in a corner. A label always fits inside its button (a round one: the chord at the
    letters' height): drawn smaller if need be down to the window's floor ("klask" on a
    640×480 Tab), and only then gives way to the key's own name (the legend under the picture
    says what it does), else to nothing; a corner that does not fit is left out."""
    fill, bold = colour or CAP, colour is not None
    radius = rect.width // 2 if round_ else max(2, rect.width // 6)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, CAP_EDGE if colour is None else WHITE, rect, width=1,
                     border_radius=radius)
    for words in (label, small):
        size = label_size(text, words, rect, round_, bold)
        if words and size:
            shown = text.render(words, size, WHITE if colour else (150, 170, 160), bold)
            surface.blit(shown, shown.get_rect(center=rect.center))
            small = "" if words == small else small
            break
    corner = rect.height // 4
    if small and colour and not round_ and corner >= text.floor():
        shown = text.fit(small, corner, rect.width // 2, (230, 240, 230))
        surface.blit(shown, (rect.left + 2, rect.top + 1))
    return rect


def label_size(text, words: str, rect: pygame.Rect, round_: bool, bold: bool) -> int | None:
    """The largest size, from the button's own down to the window's floor, at which `words`
    fit inside `rect` (None: at none)."""
    size = text.readable(int(rect.height * (0.55 if len(words) <= 2 else 0.4)), bold)
    for px in range(size, text.floor(bold) - 1, -1):
        wide, high = text.font(px, bold).size(words)
        if wide <= room_inside(rect, round_, high * 0.6) and high * 0.6 <= rect.height:
            return px
    return None


def room_inside(rect: pygame.Rect, round_: bool, high: float) -> int:
    """How wide a line `high` pixels tall may be, centred in the button, inside its edge."""
    if not round_:
        return rect.width          # its letters, not the image's bearings, meet the edge
    radius = rect.width / 2 - 2
    return int(2 * math.sqrt(max(0.0, radius * radius - (high / 2) ** 2)))


def legend(surface, text, rect: pygame.Rect, groups, unit: int) -> int:
    """Under a picture: each (parts, colour) group's parts run into lines that fit the width,
    a part never split. Returns the y below the last line drawn."""
    size = text.readable(int(unit * 0.8))
    y = rect.top
    for parts, colour in groups:
        line = ""
        for part in parts + [None]:
            joined = f"{line}    {part}" if line and part else (part or line)
            if part is not None and text.font(size).size(joined)[0] <= rect.width:
                line = joined
                continue
            shown = text.fit(line, size, rect.width, colour)
            if y + shown.get_height() > rect.bottom:
                return y
            surface.blit(shown, (rect.left, y))
            y += shown.get_height() + 2
            line = part or ""
        y += size // 2
    return y


def summary(profile, family: str | None = None) -> list[str]:
    """A profile's controls, one part an action ("A S D F G: cards 1–5", "W: aim left",
    "D-pad left / Stick left: choose left" …); a pad's as a pad of `family` names them."""
    parts, variant = [], variant_of(profile)
    bound_ = [profile.actions.get(f"slot{n}", ("",)) for n in range(1, 6)]
    slots = [control_label(profile, c[0], family) if c[0] else "" for c in bound_]
    if all(slots):
        keys = " ".join(slots)
        others = " ".join(control_label(profile, c[1], family) for c in bound_) \
            if all(len(c) > 1 for c in bound_) else ""
        parts.append(_slot_line(keys, others, variant))
    spelled_out = kind_named(profile.device).spelled_out
    words = {**WORDS, **CALIFORNIA_WORDS} if variant == "california" else WORDS
    for action, controls in profile.actions.items():
        if action in IDLE.get(variant, ()):
            continue
        if not action.startswith("slot") and controls:
            if spelled_out:
                named = " / ".join(control_words(profile, c, family) for c in controls)
            else:
                named = either([control_label(profile, c, family) for c in controls])
            does = _(words[action]) if action in words else action
            # TRANSLATORS: a line of a device picture's legend: "W or ↑: aim left".
            parts.append(_("{controls}: {action}").format(controls=named, action=does))
    return parts


def _slot_line(keys: str, others: str, variant: str) -> str:
    """"A S D F G: cards 1–5"; in California the piles of the aimed row."""
    if variant == "california":
        if others:
            return _("{keys} or {others}: cover piles 1–5 of the aimed row").format(
                keys=keys, others=others)
        return _("{keys}: cover piles 1–5 of the aimed row").format(keys=keys)
    if others:
        return _("{keys} or {others}: cards 1–5").format(keys=keys, others=others)
    return _("{keys}: cards 1–5").format(keys=keys)


def either(names: list[str]) -> str:
    """"W", "W or ↑", "W or ↑ or 8": the keys that do one thing."""
    said = names[0] if names else ""
    for name in names[1:]:
        said = _("{first} or {second}").format(first=said, second=name)
    return said
