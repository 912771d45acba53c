"""Rule options: each variant's defaults, and checking what a header or config gives."""

SECONDS = "seconds"         # a number >= 0, or None for "never"
POSITIVE = "positive"       # an int >= 1
DURATION = "duration"       # a number >= 0 (seconds; no "never")


def choice(*values):
    return ("choice", values)


# Every variant's: the misplay lockout (RULES.md, "Misplays"); 0 = off in the engine, and
# its growth (a maximum of None: it never grows).
MISPLAY = {
    "misplay_lockout_s": (0.0, DURATION),
    "misplay_grace_s": (0.3, DURATION),
    "misplay_lockout_max_s": (None, SECONDS),
    "misplay_memory_s": (2.0, DURATION),
}
# Speed's and Spit's: a table that stands still (RULES.md); None = never stalls.
STALL = {
    "stall_s": (None, SECONDS),
}
# name → (default, kind). A default of None for `decks` means "by the number of seats".
SPEED = {
    "same_rank": (True, bool),
    "auto_flip_s": (3.0, SECONDS),
    "stalemate_limit": (3, POSITIVE),
    "verbal_win": ("finisher", choice("finisher", "race", "off")),
    "call_window_s": (3.0, SECONDS),
    "games_to_win": (2, POSITIVE),
    "jokers": (False, bool),
    "deal": ("standard", choice("standard", "mcleod")),
    "decks": (None, choice(1, 2)),
    **MISPLAY,
    **STALL,
}
SPIT = {
    "auto_flip_s": (3.0, SECONDS),
    "stack_own": (False, bool),
    "slap_window_s": (3.0, SECONDS),
    "scoring": ("standard", choice("standard", "points")),
    "target": (100, POSITIVE),
    "max_rounds": (50, POSITIVE),
    **MISPLAY,
    **STALL,
}
CALIFORNIA = {
    "layout": (4, choice(4, 5)),
    "max_rounds": (100, POSITIVE),
    **MISPLAY,
}
ALL_NAMES = set(SPEED) | set(SPIT) | set(CALIFORNIA)


class OptionError(ValueError):
    """An option with an unknown name or a value of the wrong kind."""


def resolve(spec: dict, given: dict | None) -> dict:
    """Defaults overlaid with `given`; options of another variant are ignored, unknown refused."""
    given = given or {}
    if not isinstance(given, dict):
        raise OptionError(f"options must be an object, not {given!r}")
    result = {name: default for name, (default, _) in spec.items()}
    for name, value in given.items():
        if name not in spec:
            if name in ALL_NAMES:
                continue
            raise OptionError(f"unknown option {name!r}")
        result[name] = _check(name, value, spec[name][1])
    return result


def _check(name: str, value, kind):
    if kind is bool:
        if isinstance(value, bool):
            return value
        raise OptionError(f"option {name!r} must be true or false, not {value!r}")
    if kind == SECONDS:
        if value is None or (_is_number(value) and value >= 0):
            return None if value is None else float(value)
        raise OptionError(f"option {name!r} must be seconds >= 0 or null, not {value!r}")
    if kind == DURATION:
        if _is_number(value) and value >= 0:
            return float(value)
        raise OptionError(f"option {name!r} must be seconds >= 0, not {value!r}")
    if kind == POSITIVE:
        if isinstance(value, int) and not isinstance(value, bool) and value >= 1:
            return value
        raise OptionError(f"option {name!r} must be a whole number >= 1, not {value!r}")
    allowed = kind[1]
    if value in allowed and not isinstance(value, bool):
        return value
    raise OptionError(f"option {name!r} must be one of {', '.join(map(repr, allowed))}, "
                      f"not {value!r}")


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def millis(seconds: float | None) -> float | None:
    """Seconds option → game ms (None stays None), exact to the nanosecond: 4.03 s is 4030 ms,
    not 4030.0000000000005."""
    return None if seconds is None else round(seconds * 1000.0, 6)
