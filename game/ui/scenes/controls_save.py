"""Saving a device's map from the Controls screens: into bindings.toml (a line-preserving,
atomic edit: input/bindings_file.py), then the hub takes the new bindings so the menus, held
gestures and seats follow at once. A problem is said on screen in words."""
from game.i18n import _
from game.input.bindings import load_bindings, user_bindings_path
from game.input.bindings_file import reset_table, save_entries
from game.later import shown


def _apply(ctx, change, done: str) -> bool:
    path = user_bindings_path()
    try:
        change(path)
    except OSError as error:
        ctx.say(_("Could not save your controls in {path}: {error}").format(
            path=path, error=error.strerror or error), 8.0)
        return False
    bindings = load_bindings(path)
    ctx.devices.rebind(bindings)
    ctx.say(shown(bindings.errors[0]) if bindings.errors else done,
            6.0 if bindings.errors else 3.0)
    return True


def save_map(ctx, target, entries: dict) -> bool:
    """Write `entries` (action → controls; None: back to the default) for `target`."""
    if not entries:
        return True
    return _apply(ctx, lambda path: save_entries(path, target.section, entries),
                  _("Saved: {device}").format(device=target.label))


def reset_map(ctx, target) -> bool:
    """Drop the target's own map: its defaults again."""
    return _apply(ctx, lambda path: reset_table(path, target.section),
                  _("{device}: back to the default controls").format(device=target.label))
