"""The cache, in the user's cache folder (game/paths.py): things the game can always rebuild,
kept to start faster.

Files are named by what they depend on (the game's version, a hash of the code that made them,
the machine's settings), so a new version never reads an old file. Reading a missing or broken
file returns None; a cache that cannot be written is skipped: it only costs time.
"""
import hashlib
import os
from importlib import metadata
from pathlib import Path


def version_key(*sources: str) -> str:
    """The game's version and a short hash of the given source files (the code that makes
    what is cached), e.g. "0.1.0-3f2a9c01"."""
    try:
        version = metadata.version("speed-cardgame")
    except metadata.PackageNotFoundError:
        version = "dev"
    digest = hashlib.sha1()
    for source in sources:
        try:
            digest.update(Path(source).read_bytes())
        except OSError:
            digest.update(source.encode())
    return f"{version}-{digest.hexdigest()[:8]}"


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
