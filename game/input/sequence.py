"""One board's edge sequence: lost lines, restarts and stale lines told apart (pure, no I/O).

A `Sequencer` lives as long as the board is known to the host (by board id, across unplugs
and port reopenings), so the HELLO INFO that follows a reopen is compared with the last edge
seen. Boards that send a boot id (hardware/PROTOCOL.md: the trailing field of HELLO, E and
PONG) are judged exactly: a new id is a restart, an id seen before is a stale line. Older
firmware without one falls back to a window rule: an edge repeated with the same stamp is
stale, sequence 0 after anything else is a restart.
"""
from __future__ import annotations

from collections import OrderedDict, deque
from dataclasses import dataclass

SEQ_MOD = 1 << 16          # edge sequence numbers wrap 65535 -> 0
RECENT = 256               # accepted edges remembered to recognise a repeated line
OLD_BOOTS = 16             # boot ids remembered to recognise lines from an earlier boot


@dataclass(frozen=True, slots=True)
class Lost:
    """`count` edge lines never arrived (a gap in the sequence numbers)."""
    count: int


@dataclass(frozen=True, slots=True)
class Restart:
    """The board restarted: its micros() and sequence started again (why: one line)."""
    reason: str


@dataclass(frozen=True, slots=True)
class Stale:
    """A line that was already seen or belongs to an earlier boot: dropped (why: one line)."""
    reason: str


class Sequencer:
    """The expected sequence number, the current boot id and the recent edges of one board."""

    def __init__(self) -> None:
        self.expected: int | None = None
        self.boot: int | None = None
        self.old_boots: deque[int] = deque(maxlen=OLD_BOOTS)
        self._recent: OrderedDict[int, int] = OrderedDict()     # seq -> micros

    def _new_boot(self, boot: int | None, why: str, out: list) -> None:
        """Forget the previous run: report a restart and remember its boot id as old."""
        if self.boot is not None and boot is not None:
            self.old_boots.append(self.boot)
        self.boot = boot
        self._recent.clear()
        out.append(Restart(why))

    def hello(self, reason: str, next_seq: int, boot: int | None, out: list) -> bool:
        """Align with a HELLO; False when it is a stale line (it must then be ignored)."""
        if boot is not None and boot in self.old_boots:
            out.append(Stale(f"HELLO from an earlier boot ({boot}), dropped"))
            return False
        if boot is not None and self.boot is not None:
            if boot != self.boot:
                self._new_boot(boot, f"board restarted (boot {self.boot} -> {boot})", out)
                if next_seq:       # edges of the new run sent while nobody was listening
                    out.append(Lost(next_seq))
                self.expected = next_seq
                return True
            return self._same_run_hello(next_seq, out)
        known = self.expected is not None
        if boot is not None:
            self.boot = boot
        if reason == "BOOT":
            if known and not (next_seq == 0 == self.expected):
                self._new_boot(boot, "board booted (HELLO BOOT)", out)
        elif known and next_seq != self.expected:
            gap = (next_seq - self.expected) % SEQ_MOD
            if gap < SEQ_MOD // 2:
                out.append(Lost(gap))
            else:
                self._new_boot(boot, f"HELLO seq {next_seq} behind expected {self.expected}",
                               out)
        self.expected = next_seq
        return True

    def _same_run_hello(self, next_seq: int, out: list) -> bool:
        """A HELLO of the run we know: a gap ahead is lost edges, one behind is a stale line."""
        if self.expected is None or next_seq == self.expected:
            self.expected = next_seq
            return True
        gap = (next_seq - self.expected) % SEQ_MOD
        if gap >= SEQ_MOD // 2:
            out.append(Stale(f"HELLO seq {next_seq} behind {self.expected} (an old line), "
                             f"dropped"))
            return False
        out.append(Lost(gap))
        self.expected = next_seq
        return True

    def edge(self, seq: int, micros: int, boot: int | None, out: list) -> bool:
        """Judge an edge line; False drops it (a repeat or a line from an earlier boot)."""
        if boot is not None and boot != self.boot:
            if boot in self.old_boots:
                out.append(Stale(f"edge from an earlier boot ({boot}), dropped"))
                return False
            if self.boot is not None:
                self._new_boot(boot, f"board restarted (boot {self.boot} -> {boot})", out)
                self.expected = 0
            self.boot = boot
        if self._recent.get(seq) == micros:
            out.append(Stale(f"edge seq {seq} repeated, dropped"))
            return False
        if self.expected is not None and seq != self.expected:
            gap = (seq - self.expected) % SEQ_MOD
            if gap < SEQ_MOD // 2:
                out.append(Lost(gap))
            elif boot is not None:
                out.append(Stale(f"edge seq {seq} behind {self.expected} (an old line), "
                                 f"dropped"))
                return False
            else:
                self._new_boot(None, f"edge seq went back from {self.expected} to {seq}", out)
        self.expected = (seq + 1) % SEQ_MOD
        self._remember(seq, micros)
        return True

    def pong(self, boot: int | None) -> bool:
        """Is a PONG from the run we are syncing with? (Older firmware: always.)"""
        return boot is None or self.boot is None or boot == self.boot

    def _remember(self, seq: int, micros: int) -> None:
        self._recent[seq] = micros
        self._recent.move_to_end(seq)
        if len(self._recent) > RECENT:
            self._recent.popitem(last=False)
