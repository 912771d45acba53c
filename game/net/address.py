"""Where a machine joins (pure): a room code at the relay, a host's address, or a URL.

"KX7PQ" (five of the relay's letters) is a room at the relay in the settings;
"table.local:8766", "table.local" (the default port) or "ws://…" / "wss://…" a host reached
straight. Anything else is one line saying what is expected.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from game.i18n import N_
from game.net.room_code import CODE_LENGTH, CODE_LETTERS

DIRECT_PORT = 8766           # a host listening straight
RELAY_PORT = 8765            # `speed relay`'s
NOT_AN_ADDRESS = N_("“{text}” is neither a room code (five letters) nor an address like "
                    "table.local:8766")
_HOST = re.compile(r"^[A-Za-z0-9.\-]{1,253}$|^\[[0-9A-Fa-f:]+\]$")


@dataclass(frozen=True, slots=True)
class Where:
    """A place to join: the URL to open and, at a relay, the room's code."""
    url: str
    code: str | None = None


def is_code(text: str) -> bool:
    text = text.strip().upper()
    return len(text) == CODE_LENGTH and all(c in CODE_LETTERS for c in text)


def where(text: str, relay_url: str, port_of_host: int = DIRECT_PORT) -> Where | None:
    """The place `text` names (None: it names none; NOT_AN_ADDRESS says so)."""
    text = text.strip()
    if is_code(text):
        return Where(relay_url, text.upper())
    text = text.lower()                 # (a wheel spells capitals; hosts ignore case)
    if text.startswith(("ws://", "wss://")):
        return Where(text)
    host, colon, port = text.rpartition(":") if text.count(":") == 1 or text.startswith("[") \
        else (text, "", "")
    if not colon:
        host, port = text, str(port_of_host)
    if not _HOST.match(host) or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    return Where(f"ws://{host}:{int(port)}")


def relay_url(text: str) -> str | None:
    """A relay's address as typed ("relay.example.org:8765", "ws://…"), as a URL; None: not
    one."""
    found = where(text, "", RELAY_PORT) if not is_code(text) else None
    return found.url if found is not None else None
