"""The game's own seeded RNG, whose whole state is one int kept in the game state.

Algorithm (documented so that a replay deals the same everywhere): a 64-bit linear
congruential generator, state ← (state × 6364136223846793005 + 1442695040888963407) mod 2**64
(Knuth's MMIX constants), whose output is the high 32 bits of the new state. `below(n)` maps an
output to 0..n-1 by multiply-and-shift: (output × n) >> 32. `shuffle` is Fisher–Yates from the
last index down: for i = len-1 … 1, swap items[i] with items[below(i + 1)]. A seed becomes a
state through SplitMix64's mixer, with the stream number added: game k of a match deals from
stream 2k and shuffles during play from stream 2k + 1 (see `streams`).
"""
MASK = (1 << 64) - 1
MULTIPLIER = 6364136223846793005
INCREMENT = 1442695040888963407
GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int, stream: int = 0) -> int:
    """A starting state from a seed and a stream number (the game index of a match, say)."""
    z = (seed * GOLDEN + (stream + 1) * 0xD1B54A32D192ED03) & MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def streams(seed: int, game_index: int = 0) -> tuple[int, int]:
    """(deal state, play state) of one game: the deal's shuffles and the shuffles during play
    (rebuilds, recycles, new rounds) come from separate streams, so a game dealt from an
    explicit `deal` shuffles during play exactly as the same game dealt from the seed."""
    return seed_state(seed, 2 * game_index), seed_state(seed, 2 * game_index + 1)


def below(n: int, state: int) -> tuple[int, int]:
    """(a number in 0..n-1, new state)."""
    state = (state * MULTIPLIER + INCREMENT) & MASK
    return ((state >> 32) * n) >> 32, state


def shuffle(items: list, state: int) -> int:
    """Shuffle `items` in place; returns the new RNG state."""
    for i in range(len(items) - 1, 0, -1):
        state = (state * MULTIPLIER + INCREMENT) & MASK
        j = ((state >> 32) * (i + 1)) >> 32
        items[i], items[j] = items[j], items[i]
    return state
