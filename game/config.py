"""The player's settings file (TOML, read with the standard library's tomllib).

`~/.config/speed/settings.toml` (or $XDG_CONFIG_HOME/speed, %APPDATA%\\speed on Windows):

    [game]      variant = "speed", seed = 0 (0: random), bot_level = "medium",
                and any rule option of RULES.md by name (same_rank = false, …)
    [display]   fps = 60, fullscreen = false, four_colour = false, width/height,
                vsync = false (true: a scaled window synced to the display, where SDL has it)
    [sound]     volume = 0.8, muted = false
    [serial]    ports = ["/dev/ttyACM0"] (boards found by USB id need no entry), autodetect = true

A broken file gives one line naming the file, the line and the problem; the defaults stay in
force for whatever could not be read.
"""
import os
import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from .engine import options as rule_options

DEFAULTS = {
    "game": {"variant": "speed", "seed": 0, "bot_level": "medium"},
    "display": {"fps": 60, "fullscreen": False, "four_colour": False, "width": 1280,
                "height": 720, "vsync": False},
    "sound": {"volume": 0.8, "muted": False},
    "serial": {"ports": [], "autodetect": True},
}
RETIRED = {("game", "players")}     # written by older versions; read without a word, not kept
CHOICES = {("game", "variant"): ("speed", "spit", "california"),
           ("game", "bot_level"): ("easy", "medium", "hard", "expert", "adaptive"),
           ("display", "fps"): (60, 120, 144)}


def config_dir(env=os.environ) -> Path:
    if sys.platform == "win32":
        return Path(env.get("APPDATA", Path.home())) / "speed"
    return Path(env.get("XDG_CONFIG_HOME") or Path.home() / ".config") / "speed"


@dataclass
class Settings:
    values: dict = field(default_factory=lambda: {k: dict(v) for k, v in DEFAULTS.items()})
    rules: dict = field(default_factory=dict)       # rule options the player chose
    errors: list[str] = field(default_factory=list)
    path: Path | None = None

    def __getitem__(self, key: tuple[str, str]):
        return self.values[key[0]][key[1]]

    def __setitem__(self, key: tuple[str, str], value) -> None:
        self.values[key[0]][key[1]] = value


def load_settings(path: Path | str | None = None) -> Settings:
    """The settings from `path` (default: the user's file); errors are kept, never raised."""
    path = Path(path) if path else config_dir() / "settings.toml"
    settings = Settings(path=path)
    if not path.exists():
        return settings
    try:
        text = path.read_text(encoding="utf-8")
        data = tomllib.loads(text)
    except (OSError, UnicodeDecodeError) as error:
        settings.errors.append(f"{path}: cannot read ({error})")
        return settings
    except tomllib.TOMLDecodeError as error:
        settings.errors.append(f"{path}: {error}")
        return settings
    for section, table in data.items():
        _read_section(settings, section, table, text)
    return settings


def _read_section(settings: Settings, section: str, table, text: str) -> None:
    where = f"{settings.path}:{_line_of(text, section)}"
    if section not in DEFAULTS or not isinstance(table, dict):
        settings.errors.append(f"{where}: unknown section [{section}]")
        return
    for key, value in table.items():
        line = f"{settings.path}:{_line_of(text, section, key)}"
        if (section, key) in RETIRED:
            continue
        if section == "game" and key in rule_options.ALL_NAMES:
            _read_rule(settings, key, value, line)
            continue
        problem = _problem(section, key, value)
        if problem:
            settings.errors.append(f"{line}: {problem}")
        else:
            settings.values[section][key] = value


def _read_rule(settings: Settings, key: str, value, line: str) -> None:
    """A rule option; "never" stands for null (a timer that never fires)."""
    spec = {**rule_options.SPEED, **rule_options.SPIT, **rule_options.CALIFORNIA}
    value = None if value == "never" else value
    try:
        rule_options.resolve({key: spec[key]}, {key: value})
    except rule_options.OptionError as error:
        settings.errors.append(f"{line}: {error}")
        return
    settings.rules[key] = value


def _problem(section: str, key: str, value) -> str:
    """Why `value` cannot be `[section] key` ("" when it can)."""
    if key not in DEFAULTS[section]:
        return f"unknown setting {key!r} in [{section}]"
    default = DEFAULTS[section][key]
    allowed = CHOICES.get((section, key))
    if allowed is not None:
        ok = value in allowed and type(value) is type(default)      # 2.0 is not 2 players
        return "" if ok else f"{key} must be one of {', '.join(map(str, allowed))}"
    if isinstance(default, bool):
        return "" if isinstance(value, bool) else f"{key} must be true or false"
    if isinstance(default, int):
        ok = isinstance(value, int) and not isinstance(value, bool) and value >= 0
        return "" if ok else f"{key} must be a whole number >= 0"
    if isinstance(default, float):
        ok = isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 0
        return "" if ok else f"{key} must be a number >= 0"
    if isinstance(default, list):
        ok = isinstance(value, list) and all(isinstance(v, str) for v in value)
        return "" if ok else f"{key} must be a list of strings"
    return ""


def _line_of(text: str, section: str, key: str | None = None) -> int:
    """The 1-based line of `[section]` (or of `key` inside it) in the file, else 1."""
    lines = text.splitlines()
    start = next((i for i, l in enumerate(lines) if l.strip() == f"[{section}]"), None)
    if start is None:
        return 1
    if key is None:
        return start + 1
    for i in range(start + 1, len(lines)):
        stripped = lines[i].strip()
        if stripped.startswith("["):
            break
        if stripped.split("=")[0].strip() == key:
            return i + 1
    return start + 1


def save_settings(settings: Settings) -> None:
    """Write the settings back as TOML (only plain values: strings, numbers, booleans, lists)."""
    out = []
    for section, table in settings.values.items():
        out.append(f"[{section}]")
        items = dict(table)
        if section == "game":
            items.update(settings.rules)
        out += [f"{key} = {_toml(value)}" for key, value in items.items()]
        out.append("")
    path = settings.path or config_dir() / "settings.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(out), encoding="utf-8")


def _toml(value) -> str:
    if value is None:
        return '"never"'
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    return repr(value)
