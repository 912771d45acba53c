"""Speedpad serial protocol v1 (1.2: COIN lines): a pure, incremental parser (no I/O, no clock).

Feed it bytes in any chunking with `Parser.feed(data)`; it returns typed messages in order.
It never raises on input: anything broken comes back as a `ProtocolError` with a one-line
reason. Lines are ASCII, end in "\\n" and carry a CRC-8 after "*" (see hardware/PROTOCOL.md).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from game.input.sequence import SEQ_MOD, Lost, Restart, Sequencer, Stale

PROTOCOL_VERSION = 1
MAX_LINE = 64            # bytes per line, including "*HH" and the newline
MICROS_MOD = 1 << 32     # board micros() wraps every ~71.6 minutes
SLAP_KINDS = ("PIEZO", "FSR")
MAX_BOARD_ID = 12       # characters: with them the longest HELLO (seq and boot id 65535)
MAX_FIRMWARE = 8        # is 63 bytes, so every HELLO a board can send fits MAX_LINE
HELLO_TOO_LONG = (f" (a HELLO: a board's BOARD_ID may have at most {MAX_BOARD_ID} characters "
                  f"and its FIRMWARE {MAX_FIRMWARE}; shorten them in its firmware)")
_HELLO_TAIL = re.compile(rb" (BOOT|INFO) [0-9]")
_NAME_RE = re.compile(r"[A-Za-z0-9_.-]+\Z")
_DEC_RE = re.compile(r"[0-9]{1,10}\Z")
_PRINTABLE = re.compile(rb"[\x20-\x7e]*\Z")
KEYWORDS = (b"E ", b"PONG ", b"HELLO ", b"SLAP ", b"COIN ", b"LAMPS ", b"LEVEL ")
BOOT_MOD = 1 << 16       # boot ids are 0..65535


def _crc8_table() -> bytes:
    """CRC-8/SMBUS table (poly 0x07, init 0, no reflection)."""
    table = bytearray(256)
    for i in range(256):
        crc = i
        for _ in range(8):
            crc = ((crc << 1) ^ 0x07) & 0xFF if crc & 0x80 else (crc << 1) & 0xFF
        table[i] = crc
    return bytes(table)


_CRC_TABLE = _crc8_table()


def crc8(data: bytes) -> int:
    """CRC-8/SMBUS of `data` (check value of b"123456789" is 0xF4)."""
    crc = 0
    for b in data:
        crc = _CRC_TABLE[crc ^ b]
    return crc


def encode_line(payload: str) -> bytes:
    """Frame a board line: payload + "*HH" checksum + newline."""
    raw = payload.encode("ascii")
    return raw + b"*%02X\n" % crc8(raw)


def ping_line(token: int) -> bytes:
    """The host's PING command (host lines carry no checksum)."""
    return b"PING %d\n" % token


INFO_LINE = b"INFO\n"


def lamp_line(button: int, level: int) -> bytes:
    """The host's LAMP command (1.2): button's lamp at `level` 0-255, with the CRC of board
    lines (a board acts only on a LAMP whose checksum is right)."""
    return encode_line(f"LAMP {button} {max(0, min(255, level))}")


@dataclass(frozen=True, slots=True)
class Hello:
    """Board identity; sent at boot (reason BOOT) and on the host's INFO (reason INFO).
    `boot` identifies this run of the board (None from firmware that sends none)."""
    board_id: str
    protocol: int
    buttons: int
    firmware: str
    reason: str
    next_seq: int
    boot: int | None = None


@dataclass(frozen=True, slots=True)
class Slap:
    """Button `button` is a slap pad (PIEZO or FSR), with its threshold (0..1023) and lockout."""
    button: int
    kind: str
    threshold: int
    lockout_ms: int


@dataclass(frozen=True, slots=True)
class Coin:
    """Button `button` is a coin input (a coin mech's switch: one press is one coin)."""
    button: int


def set_line(button: int, threshold: int, lockout_ms: int) -> bytes:
    """The host's SET command (1.2): a slap pad's threshold (0-1023) and lockout, kept by the
    board (EEPROM, flash); it answers with the pad's new SLAP line."""
    return encode_line(f"SET {button} {threshold} {lockout_ms}")


def watch_line(on: bool) -> bytes:
    """The host's WATCH command (1.2): LEVEL lines of every slap pad's peak, ~10 a second,
    while on (the operator's calibration page)."""
    return encode_line(f"WATCH {int(on)}")


@dataclass(frozen=True, slots=True)
class Level:
    """A slap pad's highest reading (0-1023) since its last LEVEL line (while watched)."""
    button: int
    level: int


@dataclass(frozen=True, slots=True)
class Lamps:
    """These buttons have a lamp the host may drive with LAMP (1.2)."""
    buttons: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Edge:
    """Button `button` went down (`pressed`) or up at board time `micros` (32-bit, wraps)."""
    seq: int
    button: int
    pressed: bool
    micros: int
    boot: int | None = None


@dataclass(frozen=True, slots=True)
class Pong:
    """Answer to PING `token`, stamped with the board's micros() when the PING was read."""
    token: int
    micros: int
    boot: int | None = None


@dataclass(frozen=True, slots=True)
class ProtocolError:
    """A line that could not be used, and why (one line); `version`: the protocol version a
    HELLO spoke when that is why (another one than this host's)."""
    reason: str
    version: int | None = None


Message = Hello | Slap | Coin | Lamps | Level | Edge | Pong | Lost | Restart | Stale | ProtocolError


class BadLine(ValueError):
    """A line failed validation; the message is the one-line reason."""
    version: int | None = None


class WrongVersion(BadLine):
    """A HELLO in another protocol version (`version`)."""

    def __init__(self, version: int) -> None:
        super().__init__(f"protocol version {version} not supported (this host speaks "
                         f"{PROTOCOL_VERSION})")
        self.version = version


def _show(line: bytes) -> str:
    """A short printable excerpt of a bad line for error messages (non-printables as ?)."""
    text = "".join(chr(b) if 0x20 <= b < 0x7F else "?" for b in line[:40])
    return f"'{text}{'...' if len(line) > 40 else ''}'"


def _num(text: str, what: str, limit: int) -> int:
    """Parse a plain decimal field below `limit`, or raise BadLine naming the field."""
    if not _DEC_RE.match(text):
        raise BadLine(f"{what} is not a decimal number: {text[:16]!r}")
    value = int(text)
    if value >= limit:
        raise BadLine(f"{what} {value} out of range (max {limit - 1})")
    return value


def _name(text: str, what: str, limit: int, constant: str) -> None:
    """Check a HELLO name field (1..limit of A-Z a-z 0-9 _ . -), or raise BadLine saying
    what to change in the firmware."""
    if not _NAME_RE.match(text):
        raise BadLine(f"{what} {text[:16]!r} may only use A-Z a-z 0-9 _ . -")
    if len(text) > limit:
        raise BadLine(f"{what} {text[:16]!r} is {len(text)} characters, at most {limit} fit a "
                      f"line: shorten {constant} in the board's firmware (or update it)")


def _boot(tokens: list[str], index: int) -> int | None:
    """The optional boot id at `index` (None when the firmware sends none)."""
    return _num(tokens[index], "boot id", BOOT_MOD) if len(tokens) > index else None


def _fields(tokens: list[str], count: int, kind: str) -> list[str]:
    """The first `count` fields after the keyword; later fields are ignored (forward compat)."""
    if len(tokens) - 1 < count:
        raise BadLine(f"{kind} needs {count} fields, got {len(tokens) - 1}")
    return tokens[1:count + 1]


class Parser:
    """Incremental parser for one board's byte stream; its `sequencer` judges sequence numbers.

    `lookup(hello)` (optional) returns the sequencer the host keeps for that board id, so
    that what was seen before a port was reopened still counts; None keeps the current one.
    """

    def __init__(self, lookup: Callable[[Hello], Sequencer | None] | None = None) -> None:
        self._buf = bytearray()        # the last MAX_LINE + 1 bytes of the unfinished line
        self._len = 0                  # how many bytes the unfinished line has in all
        self.sequencer = Sequencer()
        self.lookup = lookup
        self.buttons: int | None = None

    @property
    def expected_seq(self) -> int | None:
        """The sequence number the next edge should carry."""
        return self.sequencer.expected

    def feed(self, data: bytes) -> list[Message]:
        """Parse `data` (any chunk of the stream); return the complete messages it finished."""
        out: list[Message] = []
        start = 0
        while True:
            nl = data.find(b"\n", start)
            if nl < 0:
                self._keep(data[start:])
                return out
            self._keep(data[start:nl])
            line, length = bytes(self._buf), self._len
            self._buf.clear()
            self._len = 0
            self._line(line, length, out)
            start = nl + 1

    def _keep(self, rest: bytes) -> None:
        """Add to the unfinished line, keeping only its tail (a line may end a garbage run)."""
        self._len += len(rest)
        self._buf += rest
        if len(self._buf) > MAX_LINE + 1:
            del self._buf[:len(self._buf) - MAX_LINE - 1]

    def _line(self, line: bytes, length: int, out: list[Message]) -> None:
        """Handle one complete line (without its newline; `length` counts what was cut)."""
        if line.endswith(b"\r"):
            line, length = line[:-1], length - 1
        if not length:
            return
        if length >= MAX_LINE:
            hint = HELLO_TOO_LONG if _HELLO_TAIL.search(line) else ""   # its head may be cut
            out.append(ProtocolError(f"line longer than {MAX_LINE} bytes, dropped: "
                                     f"{_show(line)}{hint}"))
            self._recover(line[-MAX_LINE:], out)     # a longest good line and a byte before it
            return
        try:
            tokens = self._check(line)
        except BadLine as exc:
            out.append(ProtocolError(f"{exc}: {_show(line)}", exc.version))
            self._recover(line, out)
            return
        self._use(tokens, line, out)

    def _use(self, tokens: list[str], line: bytes, out: list[Message]) -> None:
        """Dispatch a checked line, reporting a bad field as one error."""
        try:
            self._dispatch(tokens, out)
        except BadLine as exc:
            out.append(ProtocolError(f"{exc}: {_show(line)}", exc.version))

    def _recover(self, line: bytes, out: list[Message]) -> None:
        """A good line glued after noise (a garbage run, a fragment cut by a reset): use the
        longest tail that starts with a keyword and passes its checksum."""
        for start in range(1, len(line)):
            if line.startswith(KEYWORDS, start):
                try:
                    tokens = self._check(line[start:])
                except BadLine:
                    continue
                self._use(tokens, line[start:], out)
                return

    @staticmethod
    def _check(line: bytes) -> list[str]:
        """Verify ASCII and the "*HH" CRC; return the payload's space-separated tokens."""
        if not _PRINTABLE.match(line):
            raise BadLine("non-ASCII or control byte in line")
        star = line.rfind(b"*")
        if star < 0:
            raise BadLine("missing *checksum")
        payload, check = line[:star], line[star + 1:]
        if len(check) != 2 or not all(c in b"0123456789ABCDEFabcdef" for c in check):
            raise BadLine("checksum is not two hex digits")
        if int(check, 16) != crc8(payload):
            raise BadLine("checksum mismatch")
        tokens = payload.decode("ascii").split(" ")
        if not tokens[0] or "" in tokens:
            raise BadLine("empty field (fields are separated by single spaces)")
        return tokens

    def _dispatch(self, tokens: list[str], out: list[Message]) -> None:
        """Route a verified line by its keyword."""
        kind = tokens[0]
        if kind == "E":
            self._edge(tokens, out)
        elif kind == "PONG":
            self._pong(tokens, out)
        elif kind == "HELLO":
            self._hello(tokens, out)
        elif kind == "SLAP":
            out.append(self._slap(tokens))
        elif kind == "LAMPS":
            limit = self.buttons or 256
            out.append(Lamps(tuple(_num(b, "button", limit) for b in tokens[1:])))
        elif kind == "LEVEL":
            button, level = _fields(tokens, 2, "LEVEL")
            out.append(Level(_num(button, "button", self.buttons or 256),
                             _num(level, "level", 1024)))
        elif kind == "COIN":
            out.append(Coin(_num(_fields(tokens, 1, "COIN")[0], "button", self.buttons or 256)))
        else:
            raise BadLine(f"unknown message {kind[:12]!r}")

    def _edge(self, tokens: list[str], out: list[Message]) -> None:
        """E <seq> <button> <D|U> <micros> [<boot>]: check fields, then the sequence number."""
        seq_s, button_s, state, micros_s = _fields(tokens, 4, "E")
        seq = _num(seq_s, "seq", SEQ_MOD)
        button = _num(button_s, "button", self.buttons or 256)
        if state not in ("D", "U"):
            raise BadLine(f"edge state must be D or U, got {state[:8]!r}")
        micros, boot = _num(micros_s, "micros", MICROS_MOD), _boot(tokens, 5)
        if self.sequencer.edge(seq, micros, boot, out):
            out.append(Edge(seq, button, state == "D", micros, boot))

    def _pong(self, tokens: list[str], out: list[Message]) -> None:
        """PONG <token> <micros> [<boot>]; a PONG from another run of the board is dropped."""
        token, micros = _fields(tokens, 2, "PONG")
        boot = _boot(tokens, 3)
        pong = Pong(_num(token, "token", 1 << 31), _num(micros, "micros", MICROS_MOD), boot)
        if self.sequencer.pong(boot):
            out.append(pong)
        else:
            out.append(Stale(f"PONG from another boot ({boot}), dropped"))

    def _hello(self, tokens: list[str], out: list[Message]) -> None:
        """HELLO speedpad <proto> <buttons> <board_id> <firmware> <BOOT|INFO> <next_seq>
        [<boot>]."""
        if len(tokens) < 3 or tokens[1] != "speedpad":
            raise BadLine("HELLO is not from a speedpad")
        proto = _num(tokens[2], "protocol version", 1000)
        if proto != PROTOCOL_VERSION:
            raise WrongVersion(proto)
        _, _, buttons_s, board_id, firmware, reason, next_s = _fields(tokens, 7, "HELLO")
        buttons = _num(buttons_s, "button count", 257)
        _name(board_id, "board id", MAX_BOARD_ID, "BOARD_ID")
        _name(firmware, "firmware version", MAX_FIRMWARE, "FIRMWARE")
        if reason not in ("BOOT", "INFO"):
            raise BadLine(f"HELLO reason must be BOOT or INFO, got {reason[:8]!r}")
        hello = Hello(board_id, proto, buttons, firmware, reason, _num(next_s, "next seq",
                                                                        SEQ_MOD), _boot(tokens, 8))
        known = self.lookup(hello) if self.lookup else None
        if known is not None:
            self.sequencer = known
        news: list[Message] = []
        if self.sequencer.hello(reason, hello.next_seq, hello.boot, news):
            out.append(hello)
            self.buttons = buttons
        out += news

    def _slap(self, tokens: list[str]) -> Slap:
        """SLAP <button> <PIEZO|FSR> <threshold> <lockout_ms>."""
        button_s, kind, thr_s, lock_s = _fields(tokens, 4, "SLAP")
        if kind not in SLAP_KINDS:
            raise BadLine(f"slap kind must be PIEZO or FSR, got {kind[:8]!r}")
        return Slap(_num(button_s, "button", self.buttons or 256), kind,
                    _num(thr_s, "threshold", 1024), _num(lock_s, "lockout", 10_000))
