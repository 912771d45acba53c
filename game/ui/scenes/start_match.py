"""Starting a match from the join screen or as a rematch: the same three gates both ways.

No match starts on a button board whose clock fit has not converged (its stamps would decide
races wrongly), nor without a play's credits on a coin-op cabinet, nor on options that do not
go together; each refusal is said on screen. Otherwise the credits are taken and the table opens.
"""
from game.engine.options import OptionError
from game.input.boards import syncing


def start_match(app, seats) -> bool:
    """Open a table for `seats` (SeatInfo list), or say why not; True when it opened."""
    waiting = syncing(app.hub.boards(), [s.seat_device.device for s in seats])
    if waiting:
        app.say(f"Board {', '.join(waiting)} is still syncing its clock: start again in a moment",
                3.0)
        return False
    if not app.cabinet.can_play():
        app.say(f"Insert a coin to play: {app.cabinet.banner()}")
        return False
    from game.ui.scenes.table_scene import TableScene
    try:
        table = TableScene(app, seats)
    except OptionError as error:          # options that do not go together, say McLeod
        app.say(f"Cannot start: {error}. Change it in Options.", 8.0)
        return False
    app.cabinet.pay()
    app.switch(table)
    return True
