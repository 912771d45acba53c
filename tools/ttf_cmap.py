"""The characters a TrueType font has glyphs for, read from its `cmap` table (formats 4 and 12,
the Unicode ones), with nothing but the standard library."""
import struct
from pathlib import Path


def characters(path: Path) -> set[int]:
    """Every code point the font at `path` maps to a glyph."""
    data = Path(path).read_bytes()
    tables = struct.unpack(">H", data[4:6])[0]
    offset = next(struct.unpack(">I", data[12 + 16 * n + 8:12 + 16 * n + 12])[0]
                  for n in range(tables) if data[12 + 16 * n:12 + 16 * n + 4] == b"cmap")
    found: set[int] = set()
    for n in range(struct.unpack(">H", data[offset + 2:offset + 4])[0]):
        platform, encoding, start = struct.unpack(">HHI", data[offset + 4 + 8 * n:
                                                               offset + 12 + 8 * n])
        if platform == 3 and encoding in (1, 10) or platform == 0:
            found |= _subtable(data, offset + start)
    return found


def _subtable(data: bytes, at: int) -> set[int]:
    kind = struct.unpack(">H", data[at:at + 2])[0]
    if kind == 12:
        groups = struct.unpack(">I", data[at + 12:at + 16])[0]
        return {c for g in range(groups)
                for first, last, _ in [struct.unpack(">III", data[at + 16 + 12 * g:
                                                                   at + 28 + 12 * g])]
                for c in range(first, last + 1)}
    if kind != 4:
        return set()
    segments = struct.unpack(">H", data[at + 6:at + 8])[0] // 2
    ends = struct.unpack(f">{segments}H", data[at + 14:at + 14 + 2 * segments])
    base = at + 16 + 2 * segments
    starts = struct.unpack(f">{segments}H", data[base:base + 2 * segments])
    deltas = struct.unpack(f">{segments}h", data[base + 2 * segments:base + 4 * segments])
    ranges_at = base + 4 * segments
    offsets = struct.unpack(f">{segments}H", data[ranges_at:ranges_at + 2 * segments])
    found = set()
    for s in range(segments):
        for c in range(starts[s], ends[s] + 1):
            if c == 0xFFFF:
                continue
            if offsets[s] == 0:
                glyph = (c + deltas[s]) & 0xFFFF
            else:
                where = ranges_at + 2 * s + offsets[s] + 2 * (c - starts[s])
                glyph = struct.unpack(">H", data[where:where + 2])[0]
                glyph = (glyph + deltas[s]) & 0xFFFF if glyph else 0
            if glyph:
                found.add(c)
    return found
