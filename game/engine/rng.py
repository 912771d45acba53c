"""The game's own seeded RNG, whose whole state is one int kept in the game state.

Algorithm (documented so that a replay deals the same everywhere): SplitMix64. `next` adds
0x9E3779B97F4A7C15 to the state (mod 2**64) and mixes it; `below(n)` is the next output mod n
(the bias is below 2**-50 for a deck); `shuffle` is Fisher–Yates from the last index down,
swapping index i with `below(i + 1)`.
"""
MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int, stream: int = 0) -> int:
    """A starting state from a seed and a stream number (the game index of a match, say)."""
    state = (seed * 0x2545F4914F6CDD1D + stream * GOLDEN) & MASK
    value, _ = next_value(state ^ 0xD1B54A32D192ED03)
    return value


def next_value(state: int) -> tuple[int, int]:
    """(64-bit output, new state)."""
    state = (state + GOLDEN) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31), state


def shuffle(items: list, state: int) -> int:
    """Shuffle `items` in place; returns the new RNG state."""
    for i in range(len(items) - 1, 0, -1):
        value, state = next_value(state)
        j = value % (i + 1)
        items[i], items[j] = items[j], items[i]
    return state
