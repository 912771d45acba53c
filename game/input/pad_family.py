"""Which kind of pad a player holds, and what that pad calls each of its buttons.

SDL names buttons by position, Xbox-style: "a" is the bottom face button, "b" the right one,
"x" the left, "y" the top. The pad in the player's hands prints something else on them: an
Xbox pad A B X Y, a PlayStation pad ✕ ○ □ △, a Nintendo pad B A Y X (its A is on the right,
where SDL's "b" is). `family_of` tells the family from SDL's controller type (through the SDL
library pygame-ce bundles) or else from the pad's name; `button_label` and `button_words` give
the name printed on a button and its name in words, for the join screen, seat cards, the help
pictures and every hint. One module owns these names (Controls remapping uses them too).
"""
import ctypes

from game.i18n import N_, _
from game.marked import Shown

XBOX, PLAYSTATION, NINTENDO, OTHER = "xbox", "playstation", "nintendo", "other"
FAMILIES = (XBOX, PLAYSTATION, NINTENDO, OTHER)
FAMILY_NAMES = Shown({XBOX: "Xbox", PLAYSTATION: "PlayStation", NINTENDO: "Nintendo",
                      OTHER: N_("other pads")})      # looked up: in the player's language

# SDL_GameControllerType (SDL 2.0.12+) → family
SDL_TYPES = {1: XBOX, 2: XBOX, 3: PLAYSTATION, 4: PLAYSTATION, 5: NINTENDO, 7: PLAYSTATION,
             11: NINTENDO, 12: NINTENDO, 13: NINTENDO}
NAME_HINTS = ((PLAYSTATION, ("playstation", "dualshock", "dualsense", "ps3", "ps4", "ps5",
                             "sony", "wireless controller")),
              (NINTENDO, ("nintendo", "switch", "joy-con", "joycon", "pro controller",
                          "8bitdo sn30", "wii u")),
              (XBOX, ("xbox", "x-box", "xinput", "microsoft", "360")))

FACE = {XBOX: {"a": "A", "b": "B", "x": "X", "y": "Y"},
        PLAYSTATION: {"a": "✕", "b": "○", "x": "□", "y": "△"},
        NINTENDO: {"a": "B", "b": "A", "x": "Y", "y": "X"},
        OTHER: {"a": "A", "b": "B", "x": "X", "y": "Y"}}
PS_SHAPES = {"✕": "cross", "○": "circle", "□": "square", "△": "triangle"}
SHOULDERS = {XBOX: ("LB", "RB", "LT", "RT", "View", "Menu", "LS", "RS"),
             PLAYSTATION: ("L1", "R1", "L2", "R2", "Share", "Options", "L3", "R3"),
             NINTENDO: ("L", "R", "ZL", "ZR", "−", "+", "LS", "RS"),
             OTHER: ("LB", "RB", "LT", "RT", "Back", "Start", "LS", "RS")}   # as its A B X Y
SHOULDER_KEYS = ("leftshoulder", "rightshoulder", "lefttrigger", "righttrigger", "back",
                 "start", "leftstick", "rightstick")
SHOULDER_WORDS = {XBOX: (N_("Left bumper"), N_("Right bumper"), N_("Left trigger"),
                        N_("Right trigger")),
                  PLAYSTATION: ("L1", "R1", "L2", "R2"), NINTENDO: ("L", "R", "ZL", "ZR"),
                  OTHER: (N_("Left shoulder"), N_("Right shoulder"), N_("Left trigger"),
                          N_("Right trigger"))}
DIRECTIONS = Shown({"dpup": N_("D-pad up"), "dpdown": N_("D-pad down"),
                    "dpleft": N_("D-pad left"), "dpright": N_("D-pad right"),
                    "stickup": N_("Stick up"), "stickdown": N_("Stick down"),
                    "stickleft": N_("Stick left"), "stickright": N_("Stick right"),
                    "guide": N_("Home"), "touchpad": N_("Touchpad"), "misc1": N_("Capture")})
GUIDE = Shown({XBOX: N_("Xbox button"), PLAYSTATION: N_("PS button"), NINTENDO: N_("Home"),
               OTHER: N_("Guide button")})        # the button in the middle, as each calls it
ARROWS = {"dpup": "▲", "dpdown": "▼", "dpleft": "◀", "dpright": "▶",
          "stickup": "L▲", "stickdown": "L▼", "stickleft": "L◀", "stickright": "L▶"}


def sdl_family(device_index: int, lib) -> str | None:
    """The family SDL's controller type names for the pad at `device_index`, asked of `lib`
    (the SDL library pygame-ce bundles: gamepad.sdl_library); None: unknown, a virtual pad,
    no library, or an SDL without SDL_GameControllerTypeForIndex."""
    get = getattr(lib, "SDL_GameControllerTypeForIndex", None) if lib is not None else None
    if get is None:
        return None
    get.argtypes, get.restype = [ctypes.c_int], ctypes.c_int
    return SDL_TYPES.get(get(device_index))


def family_of(pad_or_name, sdl_type: str | None = None) -> str:
    """The family of a pad: SDL's type when it knows one, else guessed from the name (a pad
    object with `.family` or `.name`, or the name itself); OTHER when nothing tells."""
    if sdl_type in FAMILIES:
        return sdl_type
    known = getattr(pad_or_name, "family", None)
    if known in FAMILIES:
        return known
    name = getattr(pad_or_name, "name", pad_or_name)
    lowered = str(name or "").lower()
    for family, hints in NAME_HINTS:
        if any(hint in lowered for hint in hints):
            return family
    return OTHER


def button_label(family: str, sdl_button: str) -> str:
    """What is printed on `sdl_button` (SDL's name: "a", "leftshoulder", "dpleft"…) on a pad of
    `family`: "✕", "L1", "◀"…"""
    family = family if family in FAMILIES else OTHER
    if sdl_button == "guide":
        return GUIDE[family]
    if sdl_button in FACE[family]:
        return FACE[family][sdl_button]
    if sdl_button in SHOULDER_KEYS:
        return SHOULDERS[family][SHOULDER_KEYS.index(sdl_button)]
    if sdl_button in ARROWS:
        return ARROWS[sdl_button]
    return DIRECTIONS[sdl_button] if sdl_button in DIRECTIONS else sdl_button.capitalize()


def button_words(family: str, sdl_button: str) -> str:
    """`sdl_button` said in words on a pad of `family`: "D-pad left", "Left bumper", "L1",
    "✕ button"."""
    family = family if family in FAMILIES else OTHER
    if sdl_button == "guide":
        return GUIDE[family]
    if sdl_button in DIRECTIONS:
        return DIRECTIONS[sdl_button]
    if sdl_button in SHOULDER_KEYS[:4]:
        return _(SHOULDER_WORDS[family][SHOULDER_KEYS.index(sdl_button)])
    label = button_label(family, sdl_button)
    # TRANSLATORS: a pad's face button in words: "A button", "✕ button".
    return _("{label} button").format(label=label) if sdl_button in FACE[family] else label


def shape_of(label: str) -> str | None:
    """The PlayStation shape a label stands for ("cross"…), for drawing it where a font has
    no glyph for it; None for a letter."""
    return PS_SHAPES.get(label)


def hint_names(families) -> dict:
    """The names a hint gives the menu buttons for the pads in use (`families`, as connected):
    {"a": "✕", "b": "○", "start": "Options"}; "A/✕" where pads of two families are in play,
    A B X Y and Start when there is no pad."""
    chosen = list(dict.fromkeys(f for f in families if f in FAMILIES)) or [OTHER]
    return {button: "/".join(dict.fromkeys(button_label(f, button) for f in chosen))
            for button in ("a", "b", "x", "y", "start", "back")}
