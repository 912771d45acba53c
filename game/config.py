"""The player's settings file (TOML, read with the standard library's tomllib).

`~/.config/speed/settings.toml` (or $XDG_CONFIG_HOME/speed, %APPDATA%\\speed on Windows):

    [game]      variant = "speed", seed = 0 (0: random), bot_level = "medium", hints = false
                (true: after a few seconds without a play, a card that fits glows),
                language = "auto" (the environment's: LANGUAGE, LC_ALL, LC_MESSAGES, LANG) |
                "en" | "nl" | "pt_BR" | "da" (game/i18n.py),
                and any rule option of RULES.md by name (same_rank = false, …)
    [display]   fps = 60, fullscreen = false, four_colour = false, card_back = "classic"
                ("navy", "forest", "checks", "plum": ui/cards/backs.py), width/height,
                vsync = false (true: a scaled window synced to the display, where SDL has it),
                present = "auto" (or "software", "accelerated", "renderer": game/ui/present.py),
                the guests' table (ui/look.py): felt = "green" ("blue", "red", "grey",
                "purple"), card_face = "normal" | "high", hand = "right" | "left",
                text_size = "normal" | "large" | "larger"
    [sound]     volume = 0.8, muted = false, rumble = true (gamepads buzz)
    [serial]    ports = ["/dev/ttyACM0"] (boards found by USB id need no entry), autodetect = true,
                reader = "process" (boards read in a process of their own, on POSIX) |
                "thread" (in the game's process: a busy frame can delay a line a few ms)
    [cabinet]   enabled = false (true: as `speed play --cabinet`), display = 0, attract_s = 60
                (0: never), free_play = true, coins_per_credit = 1, credits_per_play = 1,
                credit_cap = 20 (coins_per_play = N > 0, the older form: credits at N a play),
                join_s / results_s / initials_s / pause_s / menu_s (screen timeouts, 0: never),
                operator_hold = true (the held gesture opens the operator menu), operator_pin
                = "" (digits 1-8 asked on the panel), orientation = "normal" |
                "cocktail", rotate = 0 | 90 | 180 | 270, shutdown_command = "" (empty: the
                operator menu offers no shut-down); see hardware/CABINET.md
    [online]    relay = "ws://localhost:8765" (where room codes are found: `speed relay` runs
                there), port = 8766 (a match hosted straight listens here); docs/NETWORK.md

Every problem is one line naming the file and line ("settings.toml:4: volume must be a number
from 0 to 1, not 7.5; using 0.8"): each setting that cannot be read falls back to its default
alone, and a line TOML cannot read costs only that line (`game.tomlread`). Saving writes only
the settings changed since they were read, into the file as it is now (another copy of the game
may have saved meanwhile), in one atomic step.
"""
import re
from dataclasses import dataclass, field
from pathlib import Path

from .engine import options as rule_options
from .engine.variants import VARIANTS
from .i18n import LANGUAGES, N_
from .later import Later
from .paths import config_dir
from .tomlread import atomic_write, read_toml

DEFAULTS = {
    "game": {"variant": "speed", "seed": 0, "bot_level": "medium", "hints": False,
             "language": "auto"},
    "display": {"fps": 60, "fullscreen": False, "four_colour": False, "card_back": "classic",
                "width": 1280,
                "height": 720, "vsync": False, "present": "auto", "felt": "green",
                "card_face": "normal", "hand": "right", "text_size": "normal"},
    "sound": {"volume": 0.8, "muted": False, "rumble": True},
    "serial": {"ports": [], "autodetect": True, "reader": "process"},
    "cabinet": {"enabled": False, "display": 0, "attract_s": 60, "coins_per_play": 0,
                "orientation": "normal", "rotate": 0, "shutdown_command": "",
                # coins (game/cabinet.py); screen timeouts (game/ui/timeouts.py); the service
                # switch and lock (game/ui/scenes/operator_pin.py)
                "free_play": True, "coins_per_credit": 1, "credits_per_play": 1,
                "credit_cap": 20, "join_s": 30, "results_s": 20, "initials_s": 30,
                "pause_s": 60, "menu_s": 90, "operator_hold": True, "operator_pin": ""},
    # play across machines (docs/NETWORK.md): the relay a room code is found at, the port a
    # match hosted straight listens on
    "online": {"relay": "ws://localhost:8765", "port": 8766},
}
# The game's own rule defaults where they differ from the engine's (whose defaults keep replays
# and rule scenarios as written): new matches, attract mode and cabinets play with these unless
# the player chose otherwise (RULES.md, "Misplays": on at 0.5 s for new matches, growing to 4 s
# while a player keeps misplaying, forgotten after 2 s; "A table that stands still": 4 s).
RULE_DEFAULTS = {"misplay_lockout_s": 0.5, "misplay_lockout_max_s": 4.0, "misplay_memory_s": 2.0,
                 "stall_s": 4.0}
RETIRED = {("game", "players")}     # written by older versions; read without a word, not kept
CHOICES = {("game", "variant"): tuple(VARIANTS),
           ("game", "bot_level"): ("easy", "medium", "hard", "expert", "master", "adaptive"),
           ("game", "language"): ("auto", *LANGUAGES),
           ("display", "fps"): (60, 120, 144),
           ("display", "card_back"): ("classic", "navy", "forest", "checks", "plum"),
           ("display", "present"): ("auto", "software", "accelerated", "renderer"),
           ("display", "felt"): ("green", "blue", "red", "grey", "purple"),
           ("display", "card_face"): ("normal", "high"),
           ("display", "hand"): ("right", "left"),
           ("display", "text_size"): ("normal", "large", "larger"),
           ("serial", "reader"): ("process", "thread"),
           ("cabinet", "orientation"): ("normal", "cocktail"),
           ("cabinet", "rotate"): (0, 90, 180, 270)}
RANGES = {("display", "width"): (320, 7680), ("display", "height"): (240, 4320),
          ("online", "port"): (1, 65535),
          ("sound", "volume"): (0, 1)}
PATTERNS = {("cabinet", "operator_pin"): (r"[1-8]{0,8}", N_("at most 8 digits 1 to 8 (the "
                                                              "panel's buttons), in quotes"))}
REMOVED = object()               # a change that takes a rule option out of the file


@dataclass
class Settings:
    values: dict = field(default_factory=lambda: {k: dict(v) for k, v in DEFAULTS.items()})
    rules: dict = field(default_factory=dict)       # rule options the player chose
    errors: list[str] = field(default_factory=list)
    path: Path | None = None
    saved: dict = field(default_factory=dict)       # (section, key) → value as last read/saved

    def __post_init__(self):
        self.mark_saved()

    def __getitem__(self, key: tuple[str, str]):
        return self.values[key[0]][key[1]]

    def __setitem__(self, key: tuple[str, str], value) -> None:
        self.values[key[0]][key[1]] = value

    def override(self, key: tuple[str, str], value) -> None:
        """Use `value` for this run only (a command-line choice): it is not a change to save."""
        self[key] = value
        self.saved[key] = value

    def current(self) -> dict:
        """(section, key) → value of every setting and chosen rule option."""
        flat = {(s, k): v for s, table in self.values.items() for k, v in table.items()}
        flat.update({("game", k): v for k, v in self.rules.items()})
        return flat

    def rules_in_play(self) -> dict:
        """The rule options a new match is given: the game's defaults, then the player's."""
        return {**RULE_DEFAULTS, **self.rules}

    def mark_saved(self) -> None:
        self.saved = self.current()

    def changes(self) -> dict:
        """What changed since the file was read or saved: (section, key) → value or REMOVED."""
        now = self.current()
        changed = {k: v for k, v in now.items() if k not in self.saved or self.saved[k] != v
                   or type(self.saved[k]) is not type(v)}
        changed.update({k: REMOVED for k in self.saved if k not in now})
        return changed


def load_settings(path: Path | str | None = None) -> Settings:
    """The settings from `path` (default: the user's file); errors are kept, never raised."""
    path = Path(path) if path else config_dir() / "settings.toml"
    settings = Settings(path=path)
    if not path.exists():
        return settings
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) else \
            Later(N_("it is not UTF-8 text"))
        settings.errors.append(Later(N_("{where}: cannot read it ({reason}); using the "
                                        "defaults"), where=path, reason=reason))
        return settings
    data, settings.errors = read_toml(text, str(path))
    for section, table in data.items():
        _read_section(settings, section, table, text)
    settings.errors.sort(key=_line_number)
    settings.mark_saved()
    return settings


def _line_number(error: str) -> int:
    found = re.search(r":(\d+)(?::\d+)?: ", error)
    return int(found.group(1)) if found else 0


def _read_section(settings: Settings, section: str, table, text: str) -> None:
    where = f"{settings.path}:{_line_of(text, section)}"
    if section not in DEFAULTS or not isinstance(table, dict):
        settings.errors.append(Later(N_("{where}: unknown section [{section}]"), where=where,
                                     section=section))
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
            default = _toml(DEFAULTS[section][key]) if key in DEFAULTS[section] else ""
            settings.errors.append(
                Later(N_("{where}: {problem}; using {default}"), where=line, problem=problem,
                      default=default) if default else
                Later("{where}: {problem}", where=line, problem=problem))
        else:
            settings.values[section][key] = value


def _read_rule(settings: Settings, key: str, value, line: str) -> None:
    """A rule option; "never" stands for null (a timer that never fires)."""
    spec = {**rule_options.SPEED, **rule_options.SPIT, **rule_options.CALIFORNIA}
    value = None if value == "never" else value
    try:
        rule_options.resolve({key: spec[key]}, {key: value})
    except rule_options.OptionError as error:
        settings.errors.append(Later(N_("{where}: {problem}; using the rule's default"),
                                     where=line, problem=str(error)))
        return
    settings.rules[key] = value


def _problem(section: str, key: str, value) -> Later | str:
    """Why `value` cannot be `[section] key` ("" when it can), said where it is shown."""
    if key not in DEFAULTS[section]:
        return Later(N_("unknown setting {key} in [{section}]"), key=repr(key), section=section)
    default = DEFAULTS[section][key]
    allowed = CHOICES.get((section, key))
    said = {"key": key, "value": _quote(value)}
    if allowed is not None:
        ok = value in allowed and type(value) is type(default)      # 60.0 is not 60 fps
        return "" if ok else Later(N_("{key} must be one of {choices}, not {value}"),
                                   choices=", ".join(map(str, allowed)), **said)
    if isinstance(default, bool):
        return "" if isinstance(value, bool) else \
            Later(N_("{key} must be true or false, not {value}"), **said)
    if (section, key) in PATTERNS:
        pattern, words = PATTERNS[section, key]
        ok = isinstance(value, str) and re.fullmatch(pattern, value)
        return "" if ok else Later(N_("{key} must be {allowed}, not {value}"),
                                   allowed=Later(words), **said)
    if isinstance(default, str):
        return "" if isinstance(value, str) else \
            Later(N_("{key} must be text in quotes, not {value}"), **said)
    if isinstance(default, list):
        ok = isinstance(value, list) and all(isinstance(v, str) for v in value)
        return "" if ok else Later(N_("{key} must be a list of strings, not {value}"), **said)
    low, high = RANGES.get((section, key), (0, None))
    whole = isinstance(default, int)
    number = isinstance(value, int if whole else (int, float)) and not isinstance(value, bool)
    if number and low <= value and (high is None or value <= high):
        return ""
    if high is None:
        return Later(N_("{key} must be a whole number >= {low}, not {value}") if whole else
                     N_("{key} must be a number >= {low}, not {value}"), low=low, **said)
    return Later(N_("{key} must be a whole number from {low} to {high}, not {value}") if whole
                 else N_("{key} must be a number from {low} to {high}, not {value}"),
                 low=low, high=high, **said)


def _quote(value) -> str:
    """A value as the file spells it, cut to a few dozen characters."""
    text = _toml(value) if isinstance(value, (str, bool, int, float, list)) else repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


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
    """Write what changed since the file was read into the file as it is now, atomically."""
    changes = settings.changes()
    path = settings.path or config_dir() / "settings.toml"
    if not changes:
        return
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        text = ""
    except UnicodeDecodeError:
        text = ""                                    # unreadable: start the file again
    for (section, key), value in changes.items():
        text = _edit(text, section, key, value)
    atomic_write(path, text)
    settings.mark_saved()


def _edit(text: str, section: str, key: str, value) -> str:
    """`text` with `key` in `[section]` set to `value` (or taken out for REMOVED); every other
    line, comments included, is left as it was."""
    lines = text.split("\n")
    head = re.compile(r"^\s*\[\s*" + re.escape(section) + r"\s*\]\s*(#.*)?$")
    start = next((i for i, line in enumerate(lines) if head.match(line)), None)
    new = [] if value is REMOVED else [f"{key} = {_toml(value)}"]
    if start is None:
        if not new:
            return text
        body = text.rstrip("\n")
        return (body + "\n\n" if body else "") + f"[{section}]\n{new[0]}\n"
    item = re.compile(r"^\s*([\"']?)" + re.escape(key) + r"\1\s*=")
    end, last = len(lines), start
    for i in range(start + 1, len(lines)):
        if lines[i].lstrip().startswith("["):
            end = i
            break
        if lines[i].strip() and not lines[i].lstrip().startswith("#"):
            last = i
    found = next((i for i in range(start + 1, end) if item.match(lines[i])), None)
    if found is None:
        return "\n".join(lines[:last + 1] + new + lines[last + 1:])
    stop = found + 1
    while stop < end and _open_brackets(lines[found:stop]) > 0:      # a list over lines
        stop += 1
    return "\n".join(lines[:found] + new + lines[stop:])


def _open_brackets(lines: list[str]) -> int:
    """How many [ are still open after `lines` (strings and comments skipped)."""
    joined = "\n".join(re.sub(r'"(?:[^"\\]|\\.)*"|\'[^\']*\'|#.*', "", l) for l in lines)
    return joined.count("[") - joined.count("]")


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
