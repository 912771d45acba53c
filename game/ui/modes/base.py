"""The plain table's mode: the chosen rules, a seed's deal, hints when the option is on, the
match saved to the history. Other modes override what they change."""
from game.hints import HINT_AFTER_S
from game.session import Session
from game.store.history import save_session
from game.ui.hint_glow import HandHints


class TableMode:
    def variant(self, ctx) -> str:
        return ctx.settings["game", "variant"]

    def session(self, ctx, seats, variant: str, options: dict, seed: int, hold_ns: int):
        """The sitting: the chosen rules (`options`), the deal from `seed`."""
        return Session(variant, options, seats, seed, replay_path=ctx.replay_to,
                       queue=ctx.queue, hold_ns=hold_ns)

    def hints(self, ctx, table) -> HandHints | None:
        """Hints for beginners (an option): the people's playable cards glow after a while."""
        if not ctx.settings["game", "hints"]:
            return None
        return HandHints([i for i, s in enumerate(table.seats) if s.kind == "human"],
                         HINT_AFTER_S)

    def opened(self, table) -> None:
        """The table is built (its pause menu, its first game dealt)."""

    def begin_game(self, table) -> None:
        """A game is about to be dealt."""

    def heard(self, table, events, now_s: float) -> None:
        """The game's events of this frame."""

    def update(self, table, now_ns: int) -> None:
        """After the table's own update."""

    def you(self, table) -> int | None:
        """The seat the table speaks to as "you" ("You are out!"), where its player is named
        You; None: every seat by its name."""
        return None

    def says_stalemate(self, table) -> bool:
        """Does the band say "No moves: everyone press FLIP" at a stalemate? (A lesson's step
        that asks for something else says so itself.)"""
        return True

    def draw_over(self, table, surface, now_s: float) -> list:
        """Drawn over the table (not while paused); the rectangles drawn."""
        return []

    def save(self, table):
        """The match is over: (ratings by seat, a problem or None)."""
        return save_session(table.session)

    def save_abandoned(self, table):
        """A player on another machine never came back: the match as far as it went, kept in
        the history, not rated: ({}, a problem or None)."""
        return save_session(table.session, abandoned=True)
