"""What the button lamps show (boards that declare lamps, PROTOCOL.md 1.2): what a player may
press. Decided each frame from the screen's own policy (`Scene.lamps`), sent to a board only
when it changes.

    "table"    a match in play: each seated side's buttons lit; its slap pad full while
               "Speed!" may be called or a slap made, off otherwise; a paused match: all dim
    "starts"   the title, join, results: the slap pads (the panel's start) while the credits
               allow a play
    "chase"    attract mode: a chase round every lamp of the board
    "off"      any other screen
    the lamp test lights its own pattern (its `Scene.lamp_levels(board, now_ns)`).
"""
from game.engine.intents import CALL, SLAP

FULL, DIM = 255, 40
CHASE_NS = 120_000_000
EVERY_NS = 20_000_000           # looked at no more often (the table asks the engine)


def call_open(table, seat: int) -> bool:
    """May this seat call "Speed!" or slap now?"""
    game = table.session.game
    if getattr(game, "over", False):
        return False
    return any(i.kind in (CALL, SLAP) for i in game.legal_intents(seat))


def table_levels(table, hub, device: str, lamps: tuple[str, ...]) -> dict[str, int]:
    """The seated sides of board `device` at a table."""
    levels: dict[str, int] = {}
    paused = table.paused_at is not None
    for seat in hub.seats.values():
        if seat.device != device:
            continue
        hits = set(seat.layout.actions.get("hit", ())) | set(seat.layout.actions.get("slap",
                                                                                   ()))
        callable_now = not paused and call_open(table, seat.index)
        for action, controls in seat.layout.actions.items():
            for control in controls:
                if control not in lamps or action in ("coin", "service"):
                    continue
                if control in hits:
                    levels[control] = FULL if callable_now else 0
                else:
                    levels[control] = DIM if paused else FULL
    return levels


def chase(scene, ctx, board, now_ns: int) -> dict[str, int]:
    """One lamp after another, round the board."""
    return {board.lamps[(now_ns // CHASE_NS) % len(board.lamps)]: FULL}


def starts(scene, ctx, board, now_ns: int) -> dict[str, int]:
    """The slap pads, while the credits allow a play."""
    return {c: FULL for c in board.lamps if c.startswith("slap")} if ctx.cabinet.can_play() \
        else {}


LAMPS = {
    "table": lambda scene, ctx, board, now_ns: table_levels(scene, ctx.devices, board.device,
                                                            board.lamps),
    "starts": starts,
    "chase": chase,
    "off": lambda scene, ctx, board, now_ns: {},
}


def levels_for(scene, ctx, board, now_ns: int) -> dict[str, int]:
    """control → level for `board` (a BoardInfo with lamps) on `scene`."""
    own = scene.lamp_levels(board, now_ns)
    if own is not None:
        return own
    return LAMPS[scene.lamps](scene, ctx, board, now_ns)


class LampDirector:
    """Sends each board with lamps its levels when they change (`frame` each frame)."""

    def __init__(self, ctx):
        self.ctx, self.sent, self.next_ns = ctx, {}, 0

    def frame(self, scene, now_ns: int) -> None:
        if now_ns < self.next_ns:
            return
        self.next_ns = now_ns + EVERY_NS
        for board in self.ctx.boards.snapshot():
            if not board.lamps or not board.live:
                self.sent.pop(board.board_id, None)
                continue
            levels = levels_for(scene, self.ctx, board, now_ns)
            if self.sent.get(board.board_id) != levels:
                self.sent[board.board_id] = levels
                self.ctx.boards.set_lamps(board.board_id, levels)
