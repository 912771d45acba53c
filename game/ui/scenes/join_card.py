"""What a join screen's seat card says: who sits there, their rating in the variant being set
up, their picker and device, and their main controls."""
from game.store.ratings import bot_rating
from game.ui.palette import DIM, GOLD, WHITE
from game.ui.devices.parts import control_label
from game.ui.scenes.name_picker import picker_hint
from game.ui.words import VARIANT_WORDS


def key_summary(layout, family: str | None = None) -> list[str]:
    """A few lines telling a newly seated player their main controls (a pad's buttons as a
    pad of `family` names them: input/pad_family.py)."""
    if layout.device in ("mouse", "touch"):
        verb = "tap" if layout.device == "touch" else "click"
        return [f"{verb} or drag your cards", f"{verb} your draw pile: flip",
                f"the SLAP pad: \"Speed!\"", f"{verb} this seat again: leave"]
    def keys(*actions):
        return " ".join(control_label(layout, (layout.actions.get(a) or ("",))[0], family)
                        if layout.actions.get(a) else "" for a in actions).strip()
    if layout.scheme == "cursor":
        lines = [f"choose: {keys('left')} {keys('right')}",
                 f"play left / right: {keys('play_left')} / {keys('play_right')}"]
    else:
        lines = [f"cards: {keys('slot1', 'slot2', 'slot3', 'slot4', 'slot5')}",
                 f"aim: {keys('aim_left')} {keys('aim_right')}"]
    if layout.actions.get("hit"):
        return lines + [f"{keys('hit')}: flip, or call \"Speed!\""]
    return lines + [f"flip: {keys('flip')}   slap: {keys('slap')}"]


def rating_tag(ratings: dict[str, float], name: str) -> str:
    """A remembered name's rating as the picker shows it ("1540"), "new" before its first rated
    match in this variant."""
    return f"{ratings[name]:.0f}" if name in ratings else "new"


def rating_words(info, picker, ratings: dict[str, float], variant: str) -> str:
    """The seat's rating line: a computer's fixed one, a remembered player's, or why none."""
    game = VARIANT_WORDS.get(variant, variant)
    if info.kind == "bot":
        return f"{game} rating {bot_rating(info.level):.0f} (fixed)"
    if picker is not None and picker.typed is not None:
        return "a new name: no rating yet"
    if not info.profile:
        return "a guest: not rated"
    if info.profile not in ratings:
        return f"new to {game}: rated after a match"
    return f"{game} rating {ratings[info.profile]:.0f}"


def seat_lines(scene, info, picker, ratings: dict[str, float]) -> list[tuple[str, tuple]]:
    """The lines under a taken seat's heading, as (words, colour)."""
    variant = scene.ctx.settings["game", "variant"]
    rating = (rating_words(info, picker, ratings, variant), WHITE)
    if info.kind == "bot":
        return [(info.name, WHITE), rating, (f"computer, {info.level}", DIM)]
    device, layout = info.seat_device.device, info.seat_device.layout
    bindings = scene.ctx.devices.bindings[layout]
    pads = scene.ctx.pad_names()
    lines = [(picker.shown(lambda name: rating_tag(ratings, name)) if picker else info.name,
              GOLD), rating]
    if picker:
        lines.append((picker_hint(device, bindings, picker.typed is not None), DIM))
    lines += [(info.label, DIM), (pads.get(device, device), DIM), ("", DIM)]
    family = scene.ctx.pad_family(device) if device.startswith("pad:") else None
    return lines + [(line, WHITE) for line in key_summary(bindings, family)]
