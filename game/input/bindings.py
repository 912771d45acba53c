"""Input bindings: per profile, each seat action → a list of device controls (Godot's InputMap).

The defaults ship as `default_bindings.toml` next to this module; a user file
(`user_bindings_path()`) overrides them action by action and may add profiles. A bad user file
is reported as one line naming the file and line, and the defaults stay in force.
"""
from __future__ import annotations

import os
import re
import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from game.input.actions import ACTIONS, SCHEMES

DEFAULT_PATH = Path(__file__).with_name("default_bindings.toml")
META_KEYS = ("label", "device", "scheme")
DEVICE_KINDS = {"keyboard": "keyboard", "pad": "pad:", "serial": "serial:"}
PAD_BUTTONS = frozenset(
    "a b x y back guide start leftstick rightstick leftshoulder rightshoulder dpup dpdown "
    "dpleft dpright misc1 paddle1 paddle2 paddle3 paddle4 touchpad "
    "lefttrigger righttrigger stickleft stickright stickup stickdown".split())
SERIAL_CONTROLS = frozenset([f"b{k}" for k in range(32)] + ["slap", "slap2", "slap3", "slap4"])


class BindingsError(ValueError):
    """A bindings file problem, already worded as one line naming the file (and line)."""


@dataclass(frozen=True)
class Profile:
    """A named layout for one kind of device: action → controls, and the scheme to use."""
    name: str
    device: str
    scheme: str
    actions: dict[str, tuple[str, ...]]
    label: str = ""
    _by_control: dict = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self):
        for action, controls in self.actions.items():
            for control in controls:
                self._by_control.setdefault(control, []).append(action)

    def actions_for(self, control: str) -> list[str]:
        """Every action `control` is bound to in this profile."""
        return self._by_control.get(control, [])

    def matches(self, device: str) -> bool:
        """Is `device` (a RawInput device id) of this profile's kind?"""
        prefix = DEVICE_KINDS[self.device]
        return device == prefix if prefix == "keyboard" else device.startswith(prefix)


@dataclass
class Bindings:
    """Every profile in force, where they came from, and the problems met loading them."""
    profiles: dict[str, Profile]
    sources: list[str]
    errors: list[str] = field(default_factory=list)

    def __getitem__(self, name: str) -> Profile:
        return self.profiles[name]

    def for_device(self, device: str) -> list[Profile]:
        """The profiles usable with `device`, in file order."""
        return [p for p in self.profiles.values() if p.matches(device)]


# -- where the files are ---------------------------------------------------------------------
def user_bindings_path(env=None, platform: str | None = None) -> Path:
    """$XDG_CONFIG_HOME/speed/bindings.toml (or ~/.config/…); %APPDATA%\\speed on Windows."""
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    if platform.startswith("win") and env.get("APPDATA"):
        return Path(env["APPDATA"]) / "speed" / "bindings.toml"
    base = env.get("XDG_CONFIG_HOME") or os.path.join(env.get("HOME", "~"), ".config")
    return Path(os.path.expanduser(base)) / "speed" / "bindings.toml"


# -- checking ----------------------------------------------------------------------------------
def _key_name(name: str) -> str | None:
    """pygame's own name for key `name` ("Keypad 1" → "[1]"), None when there is no such key."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import warnings
    import pygame.key
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return pygame.key.name(pygame.key.key_code(name)) or None
        except ValueError:
            return None


def canonical_control(kind: str, control: str) -> str | None:
    """The name devices of `kind` report for `control`, or None when it is not a control."""
    if kind == "pad":
        known = control in PAD_BUTTONS or re.fullmatch(r"button\d{1,2}", control)
        return control if known else None
    if kind == "serial":
        return control if control in SERIAL_CONTROLS else None
    return _key_name(control)


def _line_of(text: str, section: str, key: str | None = None) -> int | None:
    """The line of `[section]` (or of `key` inside it) in TOML `text`, best effort."""
    lines = text.splitlines()
    head = re.compile(r"^\s*(\[\s*" + re.escape(section) + r"\s*\]|" + re.escape(section)
                      + r"\s*=)")
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


def _syntax_error(exc: "tomllib.TOMLDecodeError", origin: str, text: str) -> str:
    """`file:line:col: reason` from a TOMLDecodeError (lineno/colno exist from Python 3.14)."""
    message = str(exc)
    found = re.search(r"\(at line (\d+), column (\d+)\)", message)
    line = getattr(exc, "lineno", None) or (found and found.group(1))
    col = getattr(exc, "colno", None) or (found and found.group(2))
    reason = re.sub(r"\s*\(at (line \d+, column \d+|end of document)\)", "", message)
    reason = (reason.strip().splitlines() or ["invalid TOML"])[0]
    if not line and "(at end of document)" in message:
        return f"{origin}:{max(len(text.splitlines()), 1)}: {reason} at the end of the file"
    return f"{origin}:{line}:{col}: {reason}" if line else f"{origin}: {reason}"


# -- parsing -----------------------------------------------------------------------------------
def parse(text: str, origin: str, base: dict[str, Profile] | None = None) -> dict[str, Profile]:
    """Profiles from TOML `text` layered over `base`; BindingsError (one line) when bad."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise BindingsError(_syntax_error(exc, origin, text)) from None
    profiles = dict(base or {})
    for name, table in data.items():
        if not isinstance(table, dict):
            raise BindingsError(f"{_where(origin, text, name)}: {name!r} must be a "
                                f"[{name}] table of actions")
        profiles[name] = _profile(name, table, profiles.get(name), origin, text)
    return profiles


def _profile(name: str, table: dict, base: Profile | None, origin: str, text: str) -> Profile:
    where = lambda key=None: _where(origin, text, name, key)   # noqa: E731
    device = table.get("device", base.device if base else None)
    scheme = table.get("scheme", base.scheme if base else "direct")
    if device not in DEVICE_KINDS:
        raise BindingsError(f"{where('device')}: [{name}] needs device = one of "
                            f"{', '.join(map(repr, DEVICE_KINDS))}, not {device!r}")
    if scheme not in SCHEMES:
        raise BindingsError(f"{where('scheme')}: [{name}] scheme must be "
                            f"{' or '.join(map(repr, SCHEMES))}, not {scheme!r}")
    actions = dict(base.actions) if base else {}
    for key, value in table.items():
        if key not in META_KEYS:
            actions[key] = _controls(name, key, value, device, where)
    label = table.get("label", base.label if base else name)
    return Profile(name, device, scheme, actions, str(label))


def _controls(name: str, action: str, value, device: str, where) -> tuple[str, ...]:
    if action not in ACTIONS:
        raise BindingsError(f"{where(action)}: unknown action {action!r} in [{name}] "
                            f"(known: {', '.join(ACTIONS)})")
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise BindingsError(f"{where(action)}: {action} in [{name}] must be a list of "
                            f"control names like [\"a\"], not {value!r}")
    names = tuple(canonical_control(device, control) for control in value)
    for control, canonical in zip(value, names):
        if canonical is None:
            raise BindingsError(f"{where(action)}: unknown {device} control {control!r} "
                                f"for {action} in [{name}]")
    return names


# -- loading and showing -----------------------------------------------------------------------
def load_bindings(user_path: Path | str | None = None, *, use_user: bool = True) -> Bindings:
    """The defaults, overridden by the user file when it exists and is good.

    A bad user file leaves the defaults in force and its one-line error in `errors`.
    """
    defaults = parse(DEFAULT_PATH.read_text(encoding="utf-8"), str(DEFAULT_PATH))
    bindings = Bindings(defaults, [str(DEFAULT_PATH)])
    path = Path(user_path) if user_path is not None else user_bindings_path()
    if not use_user or not path.is_file():
        return bindings
    try:
        bindings.profiles = parse(path.read_text(encoding="utf-8"), str(path), defaults)
        bindings.sources.append(str(path))
    except (BindingsError, OSError, UnicodeDecodeError) as exc:
        message = str(exc) if isinstance(exc, BindingsError) else f"{path}: {exc}"
        bindings.errors.append(f"bindings: {message} (using the default bindings)")
    return bindings


def format_bindings(bindings: Bindings | None = None) -> str:
    """The active map as text: one block per profile, one line per action."""
    bindings = bindings or load_bindings()
    out = [f"# from: {', '.join(bindings.sources)}"]
    out += [f"# {error}" for error in bindings.errors]
    for profile in bindings.profiles.values():
        out.append(f"\n[{profile.name}]  {profile.label} — {profile.device}, "
                   f"{profile.scheme} scheme")
        for action in ACTIONS:
            if profile.actions.get(action):
                out.append(f"  {action:<11} {', '.join(profile.actions[action])}")
    return "\n".join(out)
