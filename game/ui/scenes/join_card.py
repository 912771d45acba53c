"""A join screen's seat card: what it says, in sentences, and the card drawn. On an empty
seat: what joins it on each kind of device present (from the live bindings); on a taken one:
who sits there and how to change it, their rating in the variant being set up or that this is
their first match, their device, and their main controls named as that device names them."""
import pygame

from game.i18n import _, pgettext
from game.input import pad_family as families
from game.input.device_id import DeviceKind
from game.input.kinds import KINDS, Present, kind_named, kind_of
from game.nobreak import unbroken, unbroken_in
from game.tutorial.controls import california_lines
from game.store.ratings import bot_rating
from game.ui.layout_words import layout_label
from game.levels import level_word
from game.ui.palette import DIM, GOLD, SEAT_COLOURS, SOFT, WHITE
from game.ui.words import VARIANT_WORDS


# -- an empty seat ---------------------------------------------------------------------------
def join_ways(hub, pads: dict[str, str], boards: list) -> list[str]:
    """One line per device that could take a seat now, each kind's in the registry's order
    (`Kind.join_ways`): "Keyboard, left player: any of A S D F G", "Xbox pad: press A" (`pads`:
    each pad's family, by device), "Arcade panel: any button", "Mouse: click here"."""
    present = Present(hub, pads, boards, {seat.device for seat in hub.seats.values()},
                      layout_label)
    return [way for kind in KINDS.values() for way in kind.join_ways(present)]


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
    kind = kind_named(layout.device)
    if kind.pointer:
        return _(kind.picker_words[editing])
    own = kind_of(device) or kind
    if own.picker_buttons:
        keys = {move: own.words(button, family) for button, move in own.picker_buttons.items()}
    else:
        keys = {move: own.words((layout.actions.get(action) or ("?",))[0], family)
                for action, move in own.picker_actions.items()}
    if editing:
        return _("{prev} or {next} turns the letter, {ok} keeps it").format(**keys)
    return _("Who are you? {prev} or {next} to change, {ok} for a new name").format(**keys)


def key_summary(layout, device: str = "", family: str = families.XBOX,
                variant: str = "speed") -> list[str]:
    """A few lines telling a newly seated player their main controls, in their device's names."""
    if variant == "california":                           # controls that name a pile
        return california_lines(layout, device, family)
    kind = kind_named(layout.device)
    if kind.pointer:
        return [_(line) for line in kind.summary_words]
    kind = kind_named(device.split(":")[0]) or kind

    def keys(*actions, joint=" "):
        controls = [layout.actions[a][0] for a in actions if layout.actions.get(a)]
        names = [kind.words(c, family) for c in controls]
        return kind.grouped(controls) or unbroken(joint.join(names))
    if layout.scheme == "cursor":
        left, right = keys("play_left"), keys("play_right")
        lines = [_("Choose a card: {keys}").format(keys=keys("left", "right", joint=" / ")),
                 unbroken_in(_("Play it left or right: {left} / {right}").format(
                     left=left, right=right), f"{left} / {right}")]
    else:
        lines = [_("Play a card: {keys}").format(
                     keys=keys("slot1", "slot2", "slot3", "slot4", "slot5")),
                 _("Aim at a pile: {keys}").format(keys=keys("aim_left", "aim_right",
                                                             joint=" / "))]
    if layout.actions.get("hit"):
        return lines + [_("Flip, or call \"Speed!\": {keys}").format(keys=keys("hit"))]
    return lines + [_("Flip: {keys}").format(keys=keys("flip")),
                    _("Call \"Speed!\": {keys}").format(keys=keys("slap"))]


def seat_lines(scene, info, picker, ratings: dict[str, float]) -> list[tuple[str, tuple]]:
    """The lines under a taken seat's heading, as (words, colour)."""
    variant = scene.ctx.settings["game", "variant"]
    rating = (rating_words(info, picker, ratings, variant), WHITE)
    if info.kind == "bot":
        return [(info.name, WHITE), rating,
                (_("A computer player, {level}").format(level=level_word(info.level)), DIM)]
    device, layout = info.seat_device.device, info.seat_device.layout
    kind = kind_of(device)
    if kind is not None and kind.remote:          # its controls and name are on its machine
        return [(info.name, GOLD), (_("Plays from another machine, with its own controls"),
                                    WHITE)]
    hub = scene.ctx.devices                    # the device's own map, as it plays (a remap)
    bindings = hub.bindings.layout(layout, hub.device_key(device))
    pad = scene.ctx.pad_names().get(device, "")
    family = scene.ctx.pad_family(device) if DeviceKind.PAD.owns(device) else families.OTHER
    lines = [(picker.shown(lambda name: rating_tag(ratings, name)) if picker else info.name,
              GOLD), rating]
    if picker:
        lines.append((picker.hint() or picker_words(device, bindings, picker.typed is not None,
                                                    family), DIM))
    lines += [(pad or layout_label(info.label), DIM), ("", DIM)]
    return lines + [(line, WHITE) for line in key_summary(bindings, device, family, variant)]


# -- the cards drawn ------------------------------------------------------------------------
def seat_cards(scene, surface, area: pygame.Rect, unit: int, now_s: float) -> None:
    """Every seat's card across `area`, remembering where each was drawn (for the mouse)."""
    count = len(scene.seats)
    box_w = (area.width - unit * (count - 1)) // count
    ways = join_ways(scene.ctx.devices, scene.ctx.pad_families(), scene.ctx.boards.snapshot())
    scene.boxes = []
    for i, info in enumerate(scene.seats):
        rect = pygame.Rect(area.left + i * (box_w + unit), area.top, box_w, area.height)
        scene.boxes.append(rect)
        seat_card(scene, surface, rect, i, info, unit, now_s, ways)


def seat_card(scene, surface, rect, index: int, info, unit: int, now_s: float, ways) -> None:
    colour = SEAT_COLOURS[index]
    pygame.draw.rect(surface, (10, 50, 30), rect, border_radius=unit)
    pygame.draw.rect(surface, colour, rect, width=max(2, unit // 6), border_radius=unit)
    text = scene.ctx.text
    head = text.render(_("Seat {n}").format(n=index + 1), int(unit * 1.4), colour, bold=True)
    y = surface.blit(head, head.get_rect(midtop=(rect.centerx, rect.top + unit // 2))).bottom \
        + unit // 4
    if info is None:
        lines = empty_lines(index, ways, now_s)
    else:
        lines = seat_lines(scene, info, scene.pickers.get(index), scene.ratings.get(
            scene.ctx.settings["game", "variant"], {}))
    if index in scene.pickers and info is not None and info.kind == "human":
        scene.picker_rects[index] = pygame.Rect(rect.left, y - unit // 4, rect.width,
                                                unit * 3 // 2)
    images, gap = card_images(text, lines, info is not None, rect.width - unit * 2 // 3,
                              rect.bottom - y - unit // 3, unit)
    for image in images:
        if image is not None and y + image.get_height() > rect.bottom - gap:
            break                                   # no room left even at the floor
        if image is not None:
            surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
        y += (image.get_height() if image is not None else 0) + gap


def empty_lines(index: int, ways: list[str], now_s: float) -> list[tuple[str, tuple]]:
    """An empty seat's lines: how to join it, pulsing, each way, and (past the two seats a
    match needs) that it may stay empty."""
    pulse = 0.6 + 0.4 * abs(((now_s * 1.5) % 2) - 1)
    shade = tuple(int(c * pulse) for c in GOLD)
    lines = [(_("To join, press:"), shade)] + [(way, WHITE) for way in ways]
    if index >= 2:
        lines.append((_("Or leave this seat empty."), DIM))
    return lines


def card_images(text, lines, named: bool, width: int, room: int, unit: int):
    """The card's lines drawn at one size, the largest (from the card's own, down to the
    window's floor) at which all of them fit `room` pixels high, the space between them
    narrowed at the floor if need be; (images, gap), an empty line as None. A taken seat's
    first line is its name: larger, on one line."""
    size, floor = unit * 4 // 5, text.floor()
    while True:
        images = [card_line(text, n == 0 and named, line, shade, size, width)
                  for n, (line, shade) in enumerate(lines)]
        inked = sum(image.get_height() for image in images if image is not None)
        gap = max(1, size * 5 // 12)
        if inked + gap * len(images) <= room or size <= floor:
            return images, max(1, min(gap, (room - inked) // max(1, len(images))))
        size = max(floor, size * 9 // 10)


def card_line(text, name: bool, line: str, shade, size: int, width: int):
    """One line of a card: the seat's name larger and on one line, any other wrapped."""
    if not line:
        return None
    if name:
        return text.fit(line, size * 3 // 2, width, shade)
    return text.wrapped(line, size, width, SOFT if shade == DIM else shade)
