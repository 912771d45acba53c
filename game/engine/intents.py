"""Intent kinds and the Intent record that devices, bots and replays hand to the engine."""
from dataclasses import dataclass, replace

PLAY = "play"      # speed/spit: card onto centre/spit pile `pile`
FLIP = "flip"      # speed: ask for the stalemate flip
CALL = "call"      # speed: call "Speed!" (slap pad)
MOVE = "move"      # spit: stock top `card` into empty stock position `to`
SPIT = "spit"      # spit: ask for the stalemate spit
SLAP = "slap"      # spit: slap spit pile `pile` at the end of a round
COVER = "cover"    # california: cover open pile `pile` with the top of the seat's deck

# The arguments each kind carries, as the replay format names them.
ARGUMENTS = {PLAY: ("card", "pile"), FLIP: (), CALL: (), MOVE: ("card", "to"),
             SPIT: (), SLAP: ("pile",), COVER: ("pile",)}


@dataclass(slots=True)
class Intent:
    """One player's wish. `t`: int perf_counter_ns in the input queue, float game ms in the engine.
    Treat it as immutable (`at` makes a restamped copy); it is not frozen only because frozen
    dataclasses cost four times as much to make, and bots and devices make many.

    `card` is a card id (see cards.py); `pile` and `to` are pile/position indices.
    `source` names the device or bot it came from, for stats and the join screen only.
    """
    t: float
    seat: int
    kind: str
    card: int | None = None
    pile: int | None = None
    to: int | None = None
    source: str = ""

    def at(self, t: float) -> "Intent":
        """The same intent restamped (host ns → game ms, say)."""
        return replace(self, t=t)
