"""What a join screen's seat card says, in sentences: on an empty seat, what joins it on each
kind of device present (from the live bindings); on a taken one, who sits there and how to
change it, their rating in the variant being set up or that this is their first match, their
device, and their main controls named as that device names them."""
from game.i18n import N_, _, pgettext
from game.input.device_id import DeviceKind
from game.input.mouse import DEVICE as MOUSE
from game.store.ratings import bot_rating
from game.input import pad_family as families
from game.ui.control_names import control_name
from game.ui.layout_words import layout_label
from game.ui.levels import level_word
from game.ui.palette import DIM, GOLD, WHITE
from game.ui.scenes.name_picker import BY_ACTION, PAD_BUTTONS
from game.ui.words import VARIANT_WORDS

MENU_KEYS = ("return", "escape", "backspace", "b", "f1", "f2", "f11", "f12", "f9")
FAMILY_PADS = {families.XBOX: N_("Xbox pad"), families.PLAYSTATION: N_("PlayStation pad"),
               families.NINTENDO: N_("Nintendo pad"), families.OTHER: N_("Gamepad")}


# -- an empty seat ---------------------------------------------------------------------------
def join_ways(hub, pads: dict[str, str], boards: list) -> list[str]:
    """One line per device that could take a seat now: "Keyboard, left player: any of A S D F
    G", "Xbox pad: press A" (`pads`: each pad's family, by device), "Arcade panel: any
    button", "Mouse: click here"."""
    held = {seat.device for seat in hub.seats.values()}
    ways = keyboard_ways(hub) if hub.keyboard is not None else []
    kinds = sorted({family for device, family in pads.items() if device not in held})
    ways += [_("{pad}: press {button}").format(pad=_(FAMILY_PADS.get(f, N_("Gamepad"))),
                                                button=control_name("pad", "a", f))
             for f in kinds]
    if boards and any(p.device == "serial" for p in hub.bindings.layouts.values()):
        ways.append(_("Arcade panel: any button"))
    if MOUSE not in held:
        ways.append(_("Mouse: click here"))
    return ways + [_("Touch: tap here")]


def keyboard_ways(hub) -> list[str]:
    """Each free keyboard layout and the keys that would seat it (as the hub suggests one:
    the first free layout binding the key, sharing no key with a seated one)."""
    held = [s.layout for s in hub.seats.values() if s.device == "keyboard"]
    free = [p for p in hub.bindings.for_device("keyboard")
            if p not in held and not any(_shares(p, h) for h in held)]
    ways, claimed = [], set()
    for layout in free:
        keys = [k for k in _joining_keys(layout) if k not in claimed]
        claimed.update(_joining_keys(layout))
        if keys:
            names = " ".join(control_name("keyboard", k) for k in keys)
            # TRANSLATORS: "Keyboard, left player: any of A S D F G".
            ways.append(_("{layout}: any of {keys}").format(
                layout=layout_label(layout.label) if layout.label else layout.name, keys=names))
    return ways


def _joining_keys(layout) -> list[str]:
    """The layout's card keys (all its keys when it has none) that are no menu key."""
    cards = [c for a in ("slot1", "slot2", "slot3", "slot4", "slot5")
             for c in layout.actions.get(a, ())]
    every = cards or [c for cs in layout.actions.values() for c in cs]
    return list(dict.fromkeys(c for c in every if c not in MENU_KEYS))


def _shares(one, other) -> bool:
    mine = {c for cs in one.actions.values() for c in cs if c not in MENU_KEYS}
    return bool(mine & {c for cs in other.actions.values() for c in cs})


# -- a taken seat ----------------------------------------------------------------------------
def rating_tag(ratings: dict[str, float], name: str) -> str:
    """A remembered name's rating as the picker shows it ("1540"), "new" before its first rated
    match in this variant."""
    return f"{ratings[name]:.0f}" if name in ratings else pgettext("rating", "new")


def rating_words(info, picker, ratings: dict[str, float], variant: str) -> str:
    """The seat's rating, as a sentence: a computer's fixed one, a remembered player's, or
    why there is none."""
    game = VARIANT_WORDS.get(variant, variant)
    if info.kind == "bot":
        return _("{game} rating {rating} (it never changes)").format(
            game=game, rating=f"{bot_rating(info.level):.0f}")
    if picker is not None and picker.typed is not None:
        return _("A new name: rated after this match")
    if not info.profile:
        return _("Playing as a guest: pick your name to be rated")
    if info.profile not in ratings:
        return _("First {game} match: rated after it").format(game=game)
    return _("{game} rating {rating}").format(game=game, rating=f"{ratings[info.profile]:.0f}")


def picker_words(device: str, layout, editing: bool, family: str = families.XBOX) -> str:
    """How this seat changes who they are, in the seat's own controls ("Who are you? W or R
    to change, E for a new name")."""
    if layout.device in ("mouse", "touch"):
        touch = layout.device == "touch"
        if editing:
            return _("Tap ◂ or ▸ to turn the letter, the middle to keep it") if touch else \
                _("Click ◂ or ▸ to turn the letter, the middle to keep it")
        return _("Tap ◂ or ▸ to change, the middle for a new name") if touch else \
            _("Click ◂ or ▸ to change, the middle for a new name")
    if DeviceKind.PAD.owns(device):
        keys = {move: control_name("pad", button, family) for button, move in PAD_BUTTONS.items()}
    else:
        kind = "keyboard" if DeviceKind.KEYBOARD.owns(device) else "serial"
        keys = {move: control_name(kind, (layout.actions.get(action) or ("?",))[0])
                for action, move in BY_ACTION[kind].items()}
    if editing:
        return _("{prev} or {next} turns the letter, {ok} keeps it").format(**keys)
    return _("Who are you? {prev} or {next} to change, {ok} for a new name").format(**keys)


def key_summary(layout, device: str = "", family: str = families.XBOX) -> list[str]:
    """A few lines telling a newly seated player their main controls, in their device's names."""
    if layout.device in ("mouse", "touch"):
        if layout.device == "touch":
            return [_("Tap or drag your cards to play"), _("Tap your draw pile to flip"),
                    _("Tap the SLAP pad to call \"Speed!\""), _("Tap this seat again to leave")]
        return [_("Click or drag your cards to play"), _("Click your draw pile to flip"),
                _("Click the SLAP pad to call \"Speed!\""), _("Click this seat again to leave")]
    kind = device.split(":")[0] or layout.device

    def keys(*actions, joint=" "):
        controls = [layout.actions[a][0] for a in actions if layout.actions.get(a)]
        names = [control_name(kind, c, family) for c in controls]
        return _panel_words(kind, controls) or joint.join(names)
    if layout.scheme == "cursor":
        lines = [_("Choose a card: {keys}").format(keys=keys("left", "right", joint=" / ")),
                 _("Play it left or right: {left} / {right}").format(
                     left=keys("play_left"), right=keys("play_right"))]
    else:
        lines = [_("Play a card: {keys}").format(
                     keys=keys("slot1", "slot2", "slot3", "slot4", "slot5")),
                 _("Aim at a pile: {keys}").format(keys=keys("aim_left", "aim_right",
                                                             joint=" / "))]
    if layout.actions.get("hit"):
        return lines + [_("Flip, or call \"Speed!\": {keys}").format(keys=keys("hit"))]
    return lines + [_("Flip: {keys}").format(keys=keys("flip")),
                    _("Call \"Speed!\": {keys}").format(keys=keys("slap"))]


def _panel_number(control: str) -> int | None:
    """A panel button's place, 0-7 (as ui/control_names.panel_name counts), None: the pad."""
    if control.startswith("slap"):
        return None
    return int(control[1:]) % 8 if control[1:].isdigit() else 0


def _panel_words(kind: str, controls: list[str]) -> str:
    """A panel's buttons said once: "card buttons 1 2 3 4 5", "the aim buttons" ("": not
    several buttons of one kind). Decided from the controls, not from their names' words."""
    if kind != DeviceKind.SERIAL or len(controls) < 2:
        return ""
    places = [_panel_number(c) for c in controls]
    if all(n is not None and n < 5 for n in places):
        return _("card buttons {numbers}").format(numbers=" ".join(str(n + 1) for n in places))
    if all(n in (5, 6) for n in places):
        return _("the aim buttons")
    return ""


def seat_lines(scene, info, picker, ratings: dict[str, float]) -> list[tuple[str, tuple]]:
    """The lines under a taken seat's heading, as (words, colour)."""
    variant = scene.ctx.settings["game", "variant"]
    rating = (rating_words(info, picker, ratings, variant), WHITE)
    if info.kind == "bot":
        return [(info.name, WHITE), rating,
                (_("A computer player, {level}").format(level=level_word(info.level)), DIM)]
    device, layout = info.seat_device.device, info.seat_device.layout
    bindings = scene.ctx.devices.bindings[layout]
    pad = scene.ctx.pad_names().get(device, "")
    family = scene.ctx.pad_family(device) if DeviceKind.PAD.owns(device) else families.OTHER
    lines = [(picker.shown(lambda name: rating_tag(ratings, name)) if picker else info.name,
              GOLD), rating]
    if picker:
        lines.append((picker.hint() or picker_words(device, bindings, picker.typed is not None,
                                                    family), DIM))
    lines += [(pad or layout_label(info.label), DIM), ("", DIM)]
    return lines + [(line, WHITE) for line in key_summary(bindings, device, family)]
