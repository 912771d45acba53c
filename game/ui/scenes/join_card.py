"""What a join screen's seat card says, in sentences: on an empty seat, what joins it on each
kind of device present (from the live bindings); on a taken one, who sits there and how to
change it, their rating in the variant being set up or that this is their first match, their
device, and their main controls named as that device names them."""
from game.input.device_id import DeviceKind
from game.input.mouse import DEVICE as MOUSE
from game.store.ratings import bot_rating
from game.input import pad_family as families
from game.ui.control_names import control_name
from game.ui.palette import DIM, GOLD, WHITE
from game.ui.scenes.name_picker import BY_ACTION, PAD_BUTTONS
from game.ui.words import VARIANT_WORDS

MENU_KEYS = ("return", "escape", "backspace", "b", "f1", "f2", "f11", "f12", "f9")
FAMILY_PADS = {families.XBOX: "Xbox pad", families.PLAYSTATION: "PlayStation pad",
               families.NINTENDO: "Nintendo pad", families.OTHER: "Gamepad"}


# -- an empty seat ---------------------------------------------------------------------------
def join_ways(hub, pads: dict[str, str], boards: list) -> list[str]:
    """One line per device that could take a seat now: "Keyboard, left player: any of A S D F
    G", "Xbox pad: press A" (`pads`: each pad's family, by device), "Arcade panel: any
    button", "Mouse: click here"."""
    held = {seat.device for seat in hub.seats.values()}
    ways = keyboard_ways(hub) if hub.keyboard is not None else []
    kinds = sorted({family for device, family in pads.items() if device not in held})
    ways += [f"{FAMILY_PADS.get(f, 'Gamepad')}: press {control_name('pad', 'a', f)}"
             for f in kinds]
    if boards and any(p.device == "serial" for p in hub.bindings.layouts.values()):
        ways.append("Arcade panel: any button")
    if MOUSE not in held:
        ways.append("Mouse: click here")
    return ways + ["Touch: tap here"]


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
            ways.append(f"{layout.label or layout.name}: any of {names}")
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
    return f"{ratings[name]:.0f}" if name in ratings else "new"


def rating_words(info, picker, ratings: dict[str, float], variant: str) -> str:
    """The seat's rating, as a sentence: a computer's fixed one, a remembered player's, or
    why there is none."""
    game = VARIANT_WORDS.get(variant, variant)
    if info.kind == "bot":
        return f"{game} rating {bot_rating(info.level):.0f} (it never changes)"
    if picker is not None and picker.typed is not None:
        return "A new name: rated after this match"
    if not info.profile:
        return "Playing as a guest: pick your name to be rated"
    if info.profile not in ratings:
        return f"First {game} match: rated after it"
    return f"{game} rating {ratings[info.profile]:.0f}"


def picker_words(device: str, layout, editing: bool, family: str = families.XBOX) -> str:
    """How this seat changes who they are, in the seat's own controls ("Who are you? W or R
    to change, E for a new name")."""
    if layout.device in ("mouse", "touch"):
        verb = "tap" if layout.device == "touch" else "click"
        return f"{verb.title()} ◂ or ▸ to " + ("turn the letter, the middle to keep it"
                                              if editing else "change, the middle for a new name")
    if DeviceKind.PAD.owns(device):
        keys = {move: control_name("pad", button, family) for button, move in PAD_BUTTONS.items()}
    else:
        kind = "keyboard" if DeviceKind.KEYBOARD.owns(device) else "serial"
        keys = {move: control_name(kind, (layout.actions.get(action) or ("?",))[0])
                for action, move in BY_ACTION[kind].items()}
    if editing:
        return f"{keys['prev']} or {keys['next']} turns the letter, {keys['ok']} keeps it"
    return f"Who are you? {keys['prev']} or {keys['next']} to change, {keys['ok']} for a new name"


def key_summary(layout, device: str = "", family: str = families.XBOX) -> list[str]:
    """A few lines telling a newly seated player their main controls, in their device's names."""
    if layout.device in ("mouse", "touch"):
        verb = "Tap" if layout.device == "touch" else "Click"
        return [f"{verb} or drag your cards to play", f"{verb} your draw pile to flip",
                f"{verb} the SLAP pad to call \"Speed!\"", f"{verb} this seat again to leave"]
    kind = device.split(":")[0] or layout.device

    def keys(*actions, joint=" "):
        names = [control_name(kind, layout.actions[a][0], family)
                 for a in actions if layout.actions.get(a)]
        return _panel_words(names) or joint.join(names)
    if layout.scheme == "cursor":
        lines = [f"Choose a card: {keys('left', 'right', joint=' / ')}",
                 f"Play it left or right: {keys('play_left')} / {keys('play_right')}"]
    else:
        lines = [f"Play a card: {keys('slot1', 'slot2', 'slot3', 'slot4', 'slot5')}",
                 f"Aim at a pile: {keys('aim_left', 'aim_right', joint=' / ')}"]
    if layout.actions.get("hit"):
        return lines + [f"Flip, or call \"Speed!\": {keys('hit')}"]
    return lines + [f"Flip: {keys('flip')}", f"Call \"Speed!\": {keys('slap')}"]


def _panel_words(names: list[str]) -> str:
    """A panel's buttons said once: "card buttons 1 2 3 4 5", "the aim buttons" ("": not
    several buttons of one kind)."""
    if len(names) > 1 and all(n.startswith("card button ") for n in names):
        return "card buttons " + " ".join(n.removeprefix("card button ") for n in names)
    if len(names) > 1 and all(n.endswith(" aim button") for n in names):
        return "the aim buttons"
    return ""


def seat_lines(scene, info, picker, ratings: dict[str, float]) -> list[tuple[str, tuple]]:
    """The lines under a taken seat's heading, as (words, colour)."""
    variant = scene.ctx.settings["game", "variant"]
    rating = (rating_words(info, picker, ratings, variant), WHITE)
    if info.kind == "bot":
        return [(info.name, WHITE), rating, (f"A computer player, {info.level}", DIM)]
    device, layout = info.seat_device.device, info.seat_device.layout
    bindings = scene.ctx.devices.bindings[layout]
    pad = scene.ctx.pad_names().get(device, "")
    family = scene.ctx.pad_family(device) if DeviceKind.PAD.owns(device) else families.OTHER
    lines = [(picker.shown(lambda name: rating_tag(ratings, name)) if picker else info.name,
              GOLD), rating]
    if picker:
        lines.append((picker.hint() or picker_words(device, bindings, picker.typed is not None,
                                                    family), DIM))
    lines += [(pad or info.label, DIM), ("", DIM)]
    return lines + [(line, WHITE) for line in key_summary(bindings, device, family)]
