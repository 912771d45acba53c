"""Input bindings: per layout, each seat action → a list of device controls (Godot's InputMap).

The defaults ship as `default_bindings.toml` next to this module; a user file
(`user_bindings_path()`) overrides them action by action and may add layouts (a TOML table
per layout: `[name]`). Each layout also carries its menu meaning and held gestures
(menu_bindings.py), bindable like any action (`menu_up` … `menu_help`, `hold_back`,
`hold_operator`: controls held together), and the cabinet's `coin` and `service` inputs.
A table `["base@key"]` is one device's own map over layout `base`: a gamepad model by its SDL
GUID (`["gamepad@0300…"]`), a board by its id (`["arcade@CAB"]`); `seat = 1..4` pins a layout
(a panel half, a board) to that seat on the join screen. Every bad entry
of a user file is reported as one line naming the file and line, and only that entry is left
out: each valid binding is kept, the defaults stand in for the rest.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from game.i18n import N_
from game.input.actions import ACTIONS, SCHEMES
from game.input.kinds import BINDABLE as BINDABLE_KINDS, kind_named
from game.input.menu_bindings import MENU_ACTIONS, Combo, gestures_from, menu_by_control
from game.paths import config_dir
from game.later import Later
from game.tomlread import read_toml

DEFAULT_PATH = Path(__file__).with_name("default_bindings.toml")
META_KEYS = ("label", "device", "scheme", "seat")
MENU_KEYS = tuple(f"menu_{action}" for action in MENU_ACTIONS)   # menu_up … menu_help
HOLD_KEYS = ("hold_back", "hold_operator")          # controls held together (menu_bindings.py)
CABINET_ACTIONS = ("coin", "service")   # what they do: game/cabinet.py (issue 21)
EXTRA_ACTIONS = MENU_KEYS + HOLD_KEYS + CABINET_ACTIONS
BINDABLE = ACTIONS + EXTRA_ACTIONS      # every name a layout may bind


class BindingsError(ValueError):
    """A bindings file problem, already worded as one line naming the file (and line)."""


@dataclass(frozen=True)
class Layout:
    """A named layout for one kind of device: action → controls, the scheme to use, and what
    its controls mean on the menus (`menu`: menu action → controls) and held (`gestures`)."""
    name: str
    device: str
    scheme: str
    actions: dict[str, tuple[str, ...]]
    label: str = ""
    menu: dict[str, tuple[str, ...]] = field(default=None, compare=False, repr=False)
    gestures: tuple[Combo, ...] = field(default=None, compare=False, repr=False)
    extra: dict[str, tuple[str, ...]] = field(default_factory=dict, compare=False)
    key: str = ""             # the device it is the own map of (a GUID, a board id), "" for all
    seat: int = 0             # the seat (1..4) it is pinned to on the join screen, 0: any
    _by_control: dict = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self):
        for action, controls in self.actions.items():
            for control in controls:
                self._by_control.setdefault(control, []).append(action)
        if self.menu is None:
            menu = kind_named(self.device).menu(self.actions)
            menu.update({k[5:]: v for k, v in self.extra.items() if k in MENU_KEYS})
            object.__setattr__(self, "menu", menu)
        if self.gestures is None:
            object.__setattr__(self, "gestures", self._gestures())
        object.__setattr__(self, "_menu_by_control", menu_by_control(self.menu))

    def _gestures(self) -> tuple[Combo, ...]:
        """The default held gestures, or the ones this layout binds (`hold_back`, …)."""
        defaults = kind_named(self.device).gestures(self.actions)
        if not any(k in self.extra for k in HOLD_KEYS):
            return defaults
        held = {c.action: tuple(c.controls) for c in defaults}
        return gestures_from(self.device, *(self.extra.get(k, held.get(k[5:], ()))
                                            for k in HOLD_KEYS))

    def controls(self, action: str) -> tuple[str, ...]:
        """The controls bound to any bindable `action` (a game, menu, hold or cabinet one)."""
        if action in self.extra:
            return self.extra[action]
        if action in MENU_KEYS:
            return tuple(self.menu.get(action[5:], ()))
        if action in HOLD_KEYS:
            wanted = action[5:]
            combo = next((c for c in self.gestures if c.action == wanted), None)
            return tuple(sorted(combo.controls)) if combo else ()
        return tuple(self.actions.get(action, ()))

    def cabinet_action(self, control: str) -> str | None:
        """"coin" or "service" when `control` is bound to one, else None."""
        return next((a for a in CABINET_ACTIONS if control in self.extra.get(a, ())), None)

    def actions_for(self, control: str) -> list[str]:
        """Every action `control` is bound to in this layout."""
        return self._by_control.get(control, [])

    def menu_action(self, control: str) -> str | None:
        """What `control` means on the menus (up, down, left, right, confirm, back, help)."""
        return self._menu_by_control.get(control)

    def matches(self, device: str) -> bool:
        """Is `device` (a RawInput device id) of this layout's kind?"""
        return kind_named(self.device).owns(device)


@dataclass
class Bindings:
    """Every layout in force, where they came from, and the problems met loading them."""
    layouts: dict[str, Layout]
    sources: list[str]
    errors: list[str] = field(default_factory=list)

    def __getitem__(self, name: str) -> Layout:
        return self.layouts[name]

    def layout(self, name: str, key: str = "") -> Layout:
        """Layout `name` as device `key` (a pad's GUID, a board's id) has it: its own map
        `[name@key]` when there is one, else the layout itself."""
        return self.layouts.get(f"{name}@{key}") if key and f"{name}@{key}" in self.layouts \
            else self.layouts[name]

    def for_device(self, device: str, key: str = "") -> list[Layout]:
        """The layouts usable with `device` (as device `key` has them), in file order."""
        return [self.layout(p.name, key) for name, p in self.layouts.items()
                if "@" not in name and p.matches(device)]

    def menu_action(self, device: str, control: str, key: str = "") -> str | None:
        """The menu action of a press of `control` on `device` (from its kind's layouts)."""
        return next((found for layout in self.for_device(device, key)
                     if (found := layout.menu_action(control))), None)

    def cabinet_action(self, device: str, control: str, key: str = "") -> str | None:
        """"coin" or "service" when `control` of `device` is bound to one (any of its layouts)."""
        return next((found for layout in self.for_device(device, key)
                     if (found := layout.cabinet_action(control))), None)

    def gestures(self) -> tuple[Combo, ...]:
        """Every layout's held gestures, each once, in file order."""
        return tuple(dict.fromkeys(c for layout in self.layouts.values() for c in layout.gestures))

    def gestures_for(self, device: str, key: str = "") -> tuple[Combo, ...]:
        """The held gestures of `device`'s layouts, as device `key` has them."""
        return tuple(dict.fromkeys(c for layout in self.for_device(device, key)
                                   for c in layout.gestures))


# -- where the files are ---------------------------------------------------------------------
def user_bindings_path(env=None, platform: str | None = None) -> Path:
    """bindings.toml in the user's config folder (game/paths.py)."""
    return config_dir(env, platform) / "bindings.toml"


# -- checking ----------------------------------------------------------------------------------
def canonical_control(kind: str, control: str) -> str | None:
    """The name devices of `kind` report for `control`, or None when it is not a control."""
    found = kind_named(kind)
    return found.control(control) if found is not None else None


def _line_of(text: str, section: str, key: str | None = None) -> int | None:
    """The line of `[section]` (or of `key` inside it) in TOML `text`, best effort."""
    lines = text.splitlines()
    head = re.compile(r"^\s*(\[\s*\"?" + re.escape(section) + r"\"?\s*\]|"
                      + re.escape(section) + r"\s*=)")
    start = next((n for n, line in enumerate(lines) if head.match(line)), None)
    if start is None or key is None:
        return None if start is None else start + 1
    item = re.compile(r"^\s*(\"?)" + re.escape(key) + r"\1\s*=")
    for n in range(start + 1, len(lines)):
        if lines[n].lstrip().startswith("["):
            break
        if item.match(lines[n]):
            return n + 1
    return start + 1


def _where(origin: str, text: str, section: str, key: str | None = None) -> str:
    line = _line_of(text, section, key)
    return f"{origin}:{line}" if line else origin


def _raise(message: str):
    raise BindingsError(message)


# -- parsing -----------------------------------------------------------------------------------
def parse(text: str, origin: str, base: dict[str, Layout] | None = None,
          errors: list[str] | None = None) -> dict[str, Layout]:
    """Layouts from TOML `text` layered over `base`. Without `errors`, BindingsError (one line)
    at the first problem; with it, every problem is appended there and only the bad entries
    are left out."""
    complain = _raise if errors is None else errors.append
    data, problems = read_toml(text, origin)
    for problem in problems:
        complain(problem)
    layouts = dict(base or {})
    for name, table in data.items():
        if not isinstance(table, dict):
            complain(Later(N_("{where}: {quoted} must be a [{name}] table of actions; left out"),
                           where=_where(origin, text, name), quoted=repr(name), name=name))
            continue
        layout = _layout(name, table, layouts.get(name), origin, text, complain, layouts)
        if layout is not None:
            layouts[name] = layout
    return layouts


def _layout(name: str, table: dict, base: Layout | None, origin: str, text: str,
            complain, layouts: dict | None = None) -> Layout | None:
    """The layout `[name]`, or None (reported) when its device or scheme is unusable. A name
    "base@key" is device `key`'s own map over layout `base`."""
    where = lambda key=None: _where(origin, text, name, key)   # noqa: E731
    short, _at, own = name.partition("@")
    if own and base is None:
        base = (layouts or {}).get(short)
        if base is None:
            complain(Later(N_("{where}: [{name}] is a device's own map of layout {layout}, "
                              "which does not exist; left out"), where=where(), name=name,
                           layout=repr(short)))
            return None
    device = table.get("device", base.device if base else None)
    scheme = table.get("scheme", base.scheme if base else "direct")
    if device not in BINDABLE_KINDS:
        complain(Later(N_("{where}: [{name}] needs device = one of {choices}, not {value}; "
                          "[{name}] is left out"), where=where("device"), name=name,
                       choices=", ".join(map(repr, BINDABLE_KINDS)), value=_quote(device)))
        return None
    if scheme not in SCHEMES:
        complain(Later(N_("{where}: [{name}] scheme must be {choices}, not {value}; using "
                          "{default}"), where=where("scheme"), name=name,
                       choices=" or ".join(map(repr, SCHEMES)), value=_quote(scheme),
                       default=repr(base.scheme if base else "direct")))
        scheme = base.scheme if base else "direct"
    actions = dict(base.actions) if base else {}
    extra = dict(base.extra) if base else {}
    for key, value in table.items():
        if key not in META_KEYS:
            controls = _controls(name, key, value, device, where, complain)
            if controls or (key in EXTRA_ACTIONS and value == []):
                (extra if key in EXTRA_ACTIONS else actions)[key] = controls
    label = table.get("label", base.label if base else short)
    return Layout(short, device, scheme, actions, str(label), extra=extra, key=own,
                  seat=_seat(table, base, where, complain))


def _seat(table: dict, base: Layout | None, where, complain) -> int:
    """`seat = 1..4` (0: any seat), the base layout's when not given or not usable."""
    seat = table.get("seat", base.seat if base else 0)
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 4:
        complain(Later(N_("{where}: seat must be a number from 1 to 4 (0: any seat), not "
                          "{value}; any seat"), where=where("seat"), value=_quote(seat)))
        return 0
    return seat


def _controls(name: str, action: str, value, device: str, where, complain) -> tuple[str, ...]:
    """The controls bound to `action`, the unknown ones reported and left out."""
    if action not in BINDABLE:
        complain(Later(N_("{where}: unknown action {action} in [{name}] (known: {known}); left "
                          "out"), where=where(action), action=_quote(action), name=name,
                       known=", ".join(BINDABLE)))
        return ()
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        complain(Later(N_("{where}: {action} in [{name}] must be a list of control names like "
                          "[\"a\"], not {value}; left out"), where=where(action), action=action,
                       name=name, value=_quote(value)))
        return ()
    names = []
    for control in value:
        canonical = canonical_control(device, control)
        if canonical is None:
            complain(Later(N_("{where}: unknown {device} control {control} for {action} in "
                              "[{name}]; left out"), where=where(action), device=device,
                           control=_quote(control), action=action, name=name))
        else:
            names.append(canonical)
    return tuple(names)


def _quote(value) -> str:
    """repr(value), cut to a few dozen characters."""
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


# -- loading and showing -----------------------------------------------------------------------
def load_bindings(user_path: Path | str | None = None, *, use_user: bool = True) -> Bindings:
    """The defaults, overridden by every valid entry of the user file when it exists.

    Each bad entry of the user file is one line in `errors`; the defaults stand in for it.
    """
    defaults = parse(DEFAULT_PATH.read_text(encoding="utf-8"), str(DEFAULT_PATH))
    bindings = Bindings(defaults, [str(DEFAULT_PATH)])
    path = Path(user_path) if user_path is not None else user_bindings_path()
    if not use_user or not path.is_file():
        return bindings
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) else \
            Later(N_("it is not UTF-8 text"))
        bindings.errors.append(Later(N_("bindings: {where}: cannot read it ({reason}); using "
                                        "the default bindings"), where=path, reason=reason))
        return bindings
    problems: list[str] = []
    bindings.layouts = parse(text, str(path), defaults, problems)
    bindings.sources.append(str(path))
    bindings.errors += [Later("bindings: {problem}", problem=problem) for problem in problems]
    return bindings


def format_bindings(bindings: Bindings | None = None) -> str:
    """The active map as text: one block per layout, one line per action."""
    bindings = bindings or load_bindings()
    out = [f"# from: {', '.join(bindings.sources)}"]
    out += [f"# {error}" for error in bindings.errors]
    for name, layout in bindings.layouts.items():
        pinned = f", seat {layout.seat}" if layout.seat else ""
        out.append(f"\n[{name}]  {layout.label} — {layout.device}, "
                   f"{layout.scheme} scheme{pinned}")
        for action in BINDABLE:
            if layout.controls(action):
                out.append(f"  {action:<11} {', '.join(layout.controls(action))}")
    return "\n".join(out)
