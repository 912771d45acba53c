"""What the Controls screens share: an action's name in words, wrapped lines, and a device's
map drawn as the help screen draws it (ui/devices)."""
import pygame

from game.i18n import N_, _
from game.ui.control_names import caps
from game.ui.devices import picture_of
from game.ui.devices.parts import WORDS, summary
from game.ui.palette import DIM, WHITE

NAMES = {**WORDS, "slap": N_("slap / \"Speed!\""), "aim1": N_("aim at pile 1"),
         "aim2": N_("aim at pile 2"), "aim3": N_("aim at pile 3"), "aim4": N_("aim at pile 4"),
         "menu_up": N_("menu up"), "menu_down": N_("menu down"), "menu_left": N_("menu left"),
         "menu_right": N_("menu right"), "menu_confirm": N_("menu confirm"),
         "menu_back": N_("menu back"), "menu_help": N_("help"),
         "hold_back": N_("back (held 1 s)"), "hold_operator": N_("operator menu (held 3 s)"),
         "coin": N_("coin"), "service": N_("service")}


def action_name(action: str) -> str:
    """An action in the player's words ("card 1", "menu up")."""
    return _(NAMES[action]) if action in NAMES else action.replace("_", " ")


def control_label(target, control: str) -> str:
    """A control as printed on the device: "✕" on a PlayStation pad, "B5" on a board."""
    return target.device_kind.cap(control, target.family)


def control_words(target, control: str) -> str:
    """A control in words for a sentence: "✕ button", "Left bumper", "B5", "SPACE"."""
    kind = target.device_kind
    return kind.label_words(control, target.family, kind.cap(control, target.family))


def shown_controls(controls, target=None) -> str:
    return " / ".join(control_label(target, c) if target else caps(c)
                      for c in controls) or "—"


def wrap(text, words: str, size: int, width: int) -> list[str]:
    """`words` broken into lines that fit `width` at font `size`."""
    font, lines, line = text.font(size), [], ""
    for word in words.split():
        joined = f"{line} {word}" if line else word
        if line and font.size(joined)[0] > width:
            lines.append(line)
            line = word
        else:
            line = joined
    return lines + ([line] if line else [])


def draw_lines(surface, text, lines, size: int, x: int, y: int, colour=WHITE,
               centre: bool = False) -> int:
    """Lines one under the other from (x, y) (centred on x when `centre`); the y below."""
    for line in lines:
        shown = text.render(line, size, colour)
        surface.blit(shown, shown.get_rect(midtop=(x, y)) if centre else (x, y))
        y += shown.get_height() + 2
    return y


def draw_map(surface, text, rect: pygame.Rect, target, bindings, unit: int) -> None:
    """The device's map as the help screen draws it (a kind with no picture, the mouse: its
    bindings in words)."""
    layout = target.layout_of(bindings)
    partners = [p.layout for p in target.partners(bindings)]
    picture = picture_of(target.device_kind)
    if picture is not None:
        picture.draw_map(surface, text, rect, [layout] + partners, unit, target.family)
    else:
        about = target.device_kind.about
        lines = ([_(about)] if about else []) + summary(layout)
        y = rect.top
        for line in lines:
            y = draw_lines(surface, text, wrap(text, line, int(unit * 0.9), rect.width),
                           int(unit * 0.9), rect.left, y, DIM if y > rect.top else WHITE)
