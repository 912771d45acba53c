"""A table turned for the player whose own machine shows it: their seat at the bottom, as a
player's own hand always is on their own screen (a match played from another machine).

Two players of Speed or Spit: the seats' strips change places; the centre piles stay where
they are, so "the left pile" and the aim buttons keep meaning what the screen shows.
California keeps its rows (its aim buttons name them by where they lie), and three or four
players keep their places round the table."""
from dataclasses import replace

TURNS = {"speed": True, "spit": True,
         "california": False}       # its aim buttons name the rows by where they lie


def turn(layout, variant: str, bottom: int) -> None:
    """Put seat `bottom`'s strip at the bottom of `layout` (in place), where it can be."""
    if bottom != 1 or not TURNS.get(variant, False) or len(layout.seats) != 2:
        return
    low, high = layout.seats
    layout.seats[:] = [replace(high, seat=0), replace(low, seat=1)]
