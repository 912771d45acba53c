"""The synthesised sounds' bytes on disk, one file per game version, synth code and mixer
format: a JSON header line (name → byte length, in order), then the bytes one after another."""
import json

from game import cache

KEY = cache.version_key(__file__.replace("sound_cache.py", "sound.py"))


def file_name(fmt_key: tuple) -> str:
    rate, fmt, channels = fmt_key
    return f"sounds-{KEY}-{rate}-{fmt}-{channels}.bin"


def load(folder, fmt_key: tuple) -> dict | None:
    """name → bytes from the cache file, or None (missing, or not a whole file)."""
    data = cache.read(folder, file_name(fmt_key))
    if not data:
        return None
    head, _, body = data.partition(b"\n")
    try:
        lengths = [(str(name), int(n)) for name, n in json.loads(head)]
    except (ValueError, TypeError):
        return None
    if sum(n for _, n in lengths) != len(body):
        return None
    out, at = {}, 0
    for name, n in lengths:
        out[name], at = body[at:at + n], at + n
    return out


def save(folder, fmt_key: tuple, sounds: dict) -> bool:
    """Store name → bytes; False when the folder cannot be written."""
    head = json.dumps([[name, len(data)] for name, data in sounds.items()]).encode()
    return cache.write(folder, file_name(fmt_key), head + b"\n" + b"".join(sounds.values()))
