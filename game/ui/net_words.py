"""A match played from another machine, in a player's words: where the link is, a seat that
dropped, the host's verdict on a move, a refusal. No pygame here."""
from game.i18n import N_, _, decimal
from game.ui import words

GIVE_UP_S = 20
REFUSALS = {"full": N_("The host's table is full: no seat is free for this machine."),
            "version": N_("The host plays another version of the game."),
            "no-room": N_("No match has that room code at the relay: check the code, or the "
                          "relay's address in Play online."),
            "room-full": N_("That room at the relay is full.")}


def host_lost(lost_for_s: float) -> str:
    """The host's link dropped `lost_for_s` ago: the machine keeps trying, for a while."""
    left = max(0, round(GIVE_UP_S - lost_for_s))
    return _("The host has gone: waiting {n} s…").format(n=left)


def not_reached(lost_for_s: float) -> str:
    """The host was never reached: the machine keeps trying, for a while."""
    left = max(0, round(GIVE_UP_S - lost_for_s))
    return _("Cannot reach the host yet: trying again for {n} s…").format(n=left)


def host_gone() -> str:
    return _("The host did not come back: the match ended on this machine. Its replay is "
             "kept.")


def refused(reason: str) -> str:
    if reason in REFUSALS:
        return _(REFUSALS[reason])
    return _("The host said no ({reason}).").format(reason=reason or "?")


def cannot_reach(reason: str) -> str:
    return _("Cannot reach the host ({reason}).").format(reason=reason or "?")


def seat_waiting(name: str, left_s: float) -> str:
    """Another player's link dropped: the table waits for them."""
    left = max(0, round(left_s))
    return _("{name}'s link dropped: the match waits {n} s for them…").format(name=name,
                                                                             n=left)


def abandoned(name: str) -> str:
    return _("{name} did not come back: the match is abandoned.").format(name=name)


def verdict(v, seat: int, table: words.Table) -> str:
    """The host's refusal of `seat`'s move shown at once: a race lost by how much, else why
    (no answer at all: it went back)."""
    if v.refusal is None:
        return _("No answer from the host: the card went back.")
    if v.margin_ms is not None and v.winner is not None and 0 <= v.winner < table.seats:
        return _("{name} was first: lost by {ms} ms").format(
            name=table.names[v.winner], ms=decimal(v.margin_ms, 0 if v.margin_ms >= 10 else 1))
    return words.rejected(v.refusal, seat, table)


def table_paused(name: str | None, why: str, own: bool) -> str:
    """The host's table paused, said on this machine ("" when the countdown says it)."""
    if why == "link":
        return ""
    if why == "unplugged" and name:
        return _("{name}'s controller is unplugged: the match is paused.").format(name=name)
    if own:
        return _("Paused by you: press pause again to play on.")
    if name:
        return _("Paused by {name}").format(name=name)
    return _("Paused on the host's machine")
