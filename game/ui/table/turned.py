"""A table turned for the player whose own machine shows it: their seat at the bottom, as a
player's own hand always is on their own screen (a match played from another machine).

Two players of Speed or Spit: the seats' strips change places; the centre piles stay where
they are, so "the left pile" and the aim buttons keep meaning what the screen shows.
Three or four players of Speed: the places round the table turn, each seat keeping its own
centre pile and side pile in front of it and the order round the table (the next seat is
still on the left). California keeps its rows (its aim buttons name them by where they lie)."""
from dataclasses import replace

TURNS = {"speed": True, "spit": True,
         "california": False}       # its aim buttons name the rows by where they lie


def turn(layout, variant: str, bottom: int) -> None:
    """Put seat `bottom`'s strip at the bottom of `layout` (in place), where it can be."""
    count = len(layout.seats)
    if not 0 < bottom < count or not TURNS.get(variant, False):
        return
    if count == 2:
        low, high = layout.seats
        layout.seats[:] = [replace(high, seat=0), replace(low, seat=1)]
        return
    place = [(seat - bottom) % count for seat in range(count)]    # seat → the place it takes
    seats, centres = list(layout.seats), list(layout.centres)
    sides, counts = list(layout.sides), list(layout.side_counts)
    layout.seats[:] = [replace(seats[place[s]], seat=s) for s in range(count)]
    layout.centres[:] = [centres[place[s]] for s in range(count)]
    layout.sides[:] = [sides[place[s]] for s in range(count)]
    layout.side_counts[:] = [counts[place[s]] for s in range(count)]
