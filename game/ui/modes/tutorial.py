"""The guided first match on the real table: the lesson's steps (game/tutorial/lessons.py),
each waiting for the player's own action, named in that device's controls; then a slowed game
against a gentle computer player, with playable cards hinted after a pause. Any step can be
skipped from the pause menu (the tutorial then plays it for the player, so the replay stays a
real game); the finished tutorial is remembered per player (store/tutorials.py).
"""
from dataclasses import replace

from game import log
from game.bots import Bot
from game.bots.opponents import Opponent
from game.i18n import N_, _
from game.hints import TUTORIAL_AFTER_S
from game.input.actions import california_columns, spit_tops
from game.session import Session
from game.store.db import connect
from game.store.tutorials import mark_finished
from game.tutorial.controls import SeatControls
from game.tutorial.catalog import LESSONS
from game.tutorial.lessons import GENTLE_LEVEL, PLAYER, TEACHER_NAME, Look
from game.ui.hint_glow import HandHints
from game.ui.menu import Item
from game.ui.modes.base import TableMode
from game.ui.modes.panel import draw_panel, fit_panel

SKIP_EVERY_S, SKIP_TRIES = 0.3, 40     # a skipped step's own press, how often, how many times
TAUGHT = 3                             # steps seen before leaving counts as having done it
TITLES = {"play": N_("Play a card"), "refill": N_("The refill"), "misplay": N_("A misplay"),
          "flip": N_("Stalemate: the flip"), "play_out": N_("Play out your hand"),
          "call": N_("Call \"Speed!\""), "match": N_("Now a real game"),
          "under": N_("The card under it"), "spit": N_("Stalemate: spit"),
          "slap": N_("Slap the smaller pile"), "cover": N_("Cover a match"),
          "again": N_("A new match")}
# The real game after the lesson is slowed, as its words say: the gentle level thinking about
# three times as long (a card every 2 s or so, where a learner plays one every 2 to 3 s).
SLOWED = (("mu", 3.0), ("sigma", 2.0), ("tau", 3.0), ("hick", 2.0), ("recognise", 2.0),
          ("motor", 1.5))
TEACHER = Opponent(TEACHER_NAME, GENTLE_LEVEL, "", SLOWED)
STALEMATE_STEPS = ("flip", "spit")     # the steps that ask for the stalemate's flip
WAITS = {"stall_s": None}              # the table waits for its learner (a lesson may differ)


class TutorialMode(TableMode):
    """The lesson on the real table, then a slowed game against a gentle computer player."""

    def __init__(self, variant: str = "speed"):
        self.lesson = LESSONS[variant]
        self.step_index, self.since_step, self.games = 0, [], 0
        self.skipping, self.skip_at, self.skip_tries = False, 0.0, 0
        self.table = self.controls = None
        self._bots = {}

    # -- the table it is played on -----------------------------------------------------------
    def variant(self, ctx) -> str:
        return self.lesson.variant

    def session(self, ctx, seats, variant, options, seed, hold_ns) -> Session:
        """The lesson's rules and deal (not the player's options; but the player's misplay
        lockout where the lesson teaches one), its name in the header."""
        own = self.lesson.options
        rules = {**WAITS, **own, **(misplay_rules(ctx.settings) if own.get("misplay_lockout_s")
                                    else {})}
        session = Session(variant, rules, seats, 1, queue=ctx.queue,
                          replay_path=ctx.replay_to, deal=self.lesson.deal, hold_ns=hold_ns,
                          header={"tutorial": variant})
        self._bots = teacher_bots(session.bots, session.seed)
        session.bots = {}                               # the teacher plays no card by itself
        return session

    def hints(self, ctx, table) -> HandHints | None:
        """The playable card glows after a pause (Speed a hand card, Spit a stock top,
        California the one card of a match the step's words name)."""
        return HandHints([PLAYER], TUTORIAL_AFTER_S, first_only=True)

    def opened(self, table) -> None:
        self.table = table
        held = table.ctx.devices.seats.get(PLAYER)
        self.controls = SeatControls(held.device, held.layout) if held else None
        table.pause_menu.menu.items[1:1] = [Item(_("Skip this step"), self.skip),
                                            Item(_("End the tutorial"), self.end)]
        self._begin_step()

    def begin_game(self, table) -> None:
        self.games += 1
        if self.games > 1 and self.step is not None:   # the lesson's game ended early
            self.step_index = len(self.lesson.steps)
            self._begin_step()

    def save(self, table):
        """A tutorial is not a rated match: it is remembered as done instead."""
        self._remember()
        return {}, None

    # -- the steps ---------------------------------------------------------------------------
    @property
    def step(self):
        steps = self.lesson.steps
        return steps[self.step_index] if self.step_index < len(steps) else None

    def _begin_step(self) -> None:
        self.since_step, self.skipping, self.skip_tries = [], False, 0
        step = self.step
        if step is None:                      # the lesson is over: the opponent plays now
            self.table.session.bots = self._bots
        log.write(f"tutorial {self.lesson.variant}: step {step.key if step else 'match'}")
        intent = step.teacher(self.table.session.game) if step else None
        if intent is not None:
            self._push(intent)

    def heard(self, table, events, now_s: float) -> None:
        step = self.step
        if step is None or not events:
            return
        self.since_step += events
        if step.done(self.since_step):
            self.step_index += 1
            table.ctx.sound.play("tick")
            self._begin_step()

    def update(self, table, now_ns: int) -> None:
        """A skipped step: its press, every SKIP_EVERY_S until the step is done."""
        step, session = self.step, table.session
        if self.skipping and step and table.paused_at is None and session.started and \
                now_ns / 1e9 >= self.skip_at and self.skip_tries < SKIP_TRIES:
            intent = step.skip(session.game)
            if intent is not None:
                self._push(intent)
            self.skip_at, self.skip_tries = now_ns / 1e9 + SKIP_EVERY_S, self.skip_tries + 1

    def _push(self, intent) -> None:
        """The tutorial's own press (the teacher's, or a skipped step's), stamped at the table's
        frame: a pause opened before the next frame keeps it (a press stamped later counted as
        made during the pause and was dropped, and the lesson waited for ever for the flip)."""
        session = self.table.session
        now = max(self.table.now_ns, session.start_ns)
        session.queue.push(replace(intent, t=now, source="tutorial"))

    def skip(self) -> None:
        """The pause menu's "Skip this step": the tutorial does it (in the real game: the end)."""
        self.table.resume()
        if self.step is None:
            self.end()
            return
        self.skipping, self.skip_at = True, 0.0

    def end(self) -> None:
        """The pause menu's "End the tutorial": remembered, and back to the title."""
        self._remember()
        self.table.ctx.flow.title()

    def _remember(self) -> None:
        if self.step_index < TAUGHT:           # left before it taught anything: not done
            return
        try:
            db = connect()
            try:
                mark_finished(db, self.table.seats[PLAYER].profile, self.lesson.variant)
            finally:
                db.close()
        except Exception as error:            # noqa: BLE001 (a locked or unwritable store)
            self.table.ctx.say(_("The finished tutorial could not be remembered ({error})")
                               .format(error=error), 6.0)

    # -- drawing -----------------------------------------------------------------------------
    def words(self) -> tuple[str, str]:
        """(title, what to do) for the step on screen."""
        game, step = self.table.session.game, self.step
        look = Look(game, self.controls, lambda card: slot_of(game, card),
                    aimed_row(self.table.ctx.devices.control(PLAYER)))
        if step is not None:
            title = _("Step {n} of {total}: {title}").format(
                n=self.step_index + 1, total=len(self.lesson.steps) + 1,
                title=_(TITLES[step.key]) if step.key in TITLES else step.key)
            return title, step.say(look)
        return _(TITLES["match"]), self._match_words(look)

    def _match_words(self, look: Look) -> str:
        game, controls, name = look.game, self.controls, TEACHER_NAME
        if not self.table.session.started:
            return _("Get ready for a slowed game against {name}: the first to play out every "
                     "card and call \"Speed!\" wins.").format(name=name)
        legal = {i.kind for i in game.legal_intents(PLAYER)}
        if "call" in legal:
            return _("You are out of cards: call \"Speed!\" — {how}!").format(
                how=controls.call())
        if legal & {"flip", "spit"} and not legal & {"play", "move"}:
            return _("You cannot play: {how} to ask for the flip.").format(how=controls.flip())
        if game.variant == "spit":
            return _("A real game against {name}: clear your stock piles before {name} does, "
                     "round after round; the one left with no cards wins.").format(name=name)
        if game.variant == "california":
            return _("A real game against {name}: cover every match you see; the first to "
                     "cover with the last card of the deck wins.").format(name=name)
        return _("A slowed game against {name}: the first to play out every card and call "
                 "\"Speed!\" wins. Cards that fit glow after a pause. When a card fits both "
                 "piles, {aim}.").format(name=name, aim=controls.aim())

    def you(self, table) -> int | None:
        return PLAYER                          # the learner, named You

    def says_stalemate(self, table) -> bool:
        """Only the flip's step (and the real game) asks for the flip: a step before it, where
        nobody can play either, asks for a misplay, and the band must not say otherwise."""
        return self.step is None or self.step.key in STALEMATE_STEPS

    def draw_over(self, table, surface, now_s: float) -> list:
        """The step's panel over the table."""
        if self.controls is None:
            return []
        title, body = self.words()
        footer = (_("Pause ({how}): skip this step") if self.step is not None else
                  _("Pause ({how}): end the tutorial")).format(how=self.controls.pause())
        panel = fit_panel(surface.get_size(), table.view.layout, table.ctx.text, body, title,
                          footer)
        return [draw_panel(surface, table.ctx.text, panel, title, footer)]


def teacher_bots(bots: dict, seed: int) -> dict:
    """The session's computer seats, each playing as the slowed teacher."""
    return {seat: Bot(seat, TEACHER.timing(), seed) for seat in bots}


def misplay_rules(settings) -> dict:
    """The player's misplay lockout, as their matches play it (help says the same); none when
    they turned it off (the lesson then keeps the game's, to show what a misplay does)."""
    chosen = {k: v for k, v in settings.rules_in_play().items() if k.startswith("misplay_")}
    return chosen if chosen.get("misplay_lockout_s") else {}


def aimed_row(control) -> int:
    """The California row the player's card keys cover now: its aim, else its own row."""
    aim = getattr(control, "aim", None)
    return aim if aim in (0, 1) else PLAYER


def slot_of(game, card) -> int:
    """The slot (its button) a card is played with: Speed a hand card's place, Spit the stock
    position it tops, California the column of a layout pile (`card` is then the pile)."""
    if game.variant == "speed":
        return game.hands[PLAYER].index(card)
    if game.variant == "spit":
        return spit_tops(game, PLAYER).index(card)
    return card % california_columns(game)
