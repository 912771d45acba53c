"""Which remote machine plays which seat, and a dropped link's countdown (pure).

The host offers some seats to other machines. A machine says hello with a token: the token
of a seat it held brings it back to that seat; any other takes the first free seat and is
given that seat's new token. A seat whose link dropped waits PAUSE_NS for its machine (the
table paused, a countdown on screen); past it the seat is abandoned.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass

PAUSE_NS = 20_000_000_000


@dataclass(slots=True)
class Held:
    token: str
    dropped_at: int | None = None      # host ns the link dropped; None while connected


class RemoteSeats:
    """The seats offered to remote machines and who holds them."""

    def __init__(self, offered: tuple[int, ...], pause_ns: int = PAUSE_NS) -> None:
        self.offered, self.pause_ns = offered, pause_ns
        self.held: dict[int, Held] = {}
        self.abandoned: list[int] = []

    def arrive(self, token: str) -> tuple[int | None, bool]:
        """The seat a machine saying `token` takes (None: none free), and whether it came back
        to it."""
        for seat, held in self.held.items():
            if token and secrets.compare_digest(token, held.token):
                held.dropped_at = None
                return seat, True
        free = [s for s in self.offered if s not in self.held and s not in self.abandoned]
        if not free:
            return None, False
        self.held[free[0]] = Held(secrets.token_urlsafe(16))
        return free[0], False

    def token(self, seat: int) -> str:
        return self.held[seat].token

    def drop(self, seat: int, now_ns: int) -> None:
        """The seat's link dropped at `now_ns`: its countdown starts."""
        if seat in self.held:
            self.held[seat].dropped_at = now_ns

    def waiting(self, now_ns: int) -> dict[int, float]:
        """seat → seconds left for each seat waiting for its machine."""
        return {seat: max(0.0, (held.dropped_at + self.pause_ns - now_ns) / 1e9)
                for seat, held in self.held.items() if held.dropped_at is not None}

    def release(self, seat: int) -> None:
        """Before a match: the machine at `seat` left; the seat is free again at once (no
        countdown, nothing abandoned)."""
        self.held.pop(seat, None)

    def give_up(self, seat: int) -> None:
        """The host gave `seat` to someone else (a computer player on a cabinet): its machine
        cannot come back to it, and no countdown runs out for it."""
        if self.held.pop(seat, None) is not None:
            self.abandoned.append(seat)

    def expire(self, now_ns: int) -> list[int]:
        """The seats whose countdown ran out now: abandoned, never handed out again."""
        gone = [seat for seat, left in self.waiting(now_ns).items() if left <= 0]
        for seat in gone:
            del self.held[seat]
            self.abandoned.append(seat)
        return gone
