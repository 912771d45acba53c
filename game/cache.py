"""The cache, in the user's cache folder (game/paths.py): things the game can always rebuild,
kept to start faster.

Files are named by what they depend on (the game's version, a hash of the code that made them,
the machine's settings), so a new version never reads an old file. Reading a missing or broken
file returns None; a cache that cannot be written is skipped: it only costs time.
"""
import hashlib
import os
import sys
from pathlib import Path

DIST = "speed_cardgame-"         # the installed game's metadata folder: <DIST><version>.dist-info
_version: list = []


def version_key(*sources: str) -> str:
    """The game's version and a short hash of the given source files (the code that makes
    what is cached), e.g. "0.1.0-3f2a9c01"."""
    version = installed_version()
    digest = hashlib.sha1()
    for source in sources:
        try:
            digest.update(Path(source).read_bytes())
        except OSError:
            digest.update(source.encode())
    return f"{version}-{digest.hexdigest()[:8]}"


def installed_version() -> str:
    """The installed game's version ("dev" when it is not installed), read from the name of
    its metadata folder: what `importlib.metadata.version` answers, without its ~20 ms import
    at every start."""
    if not _version:
        found = "dev"
        for folder in sys.path:
            try:
                names = os.listdir(folder or ".")
            except OSError:
                continue
            info = [n for n in names if n.startswith(DIST) and n.endswith(".dist-info")]
            if info:
                found = info[0][len(DIST):-len(".dist-info")]
                break
        _version.append(found)
    return _version[0]


def read(folder: Path, name: str) -> bytes | None:
    """The cached file's bytes, or None."""
    try:
        return (Path(folder) / name).read_bytes()
    except OSError:
        return None


def write(folder: Path, name: str, data: bytes) -> bool:
    """Store `data` atomically (a reader never sees half a file); False when it cannot."""
    folder = Path(folder)
    temporary = folder / f".{name}.{os.getpid()}.tmp"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        temporary.write_bytes(data)
        os.replace(temporary, folder / name)
        return True
    except OSError:
        try:
            temporary.unlink()
        except OSError:
            pass
        return False
