"""One sitting at the table, without pygame: the match, the intent queue, bots and the recorder.

Host time (perf_counter_ns) becomes game time (ms since the current game's t = 0 flip) here: a
*queued* intent (in the queue, from a device or a bot) has `t` in host ns; the engine's
intent, the one applied and recorded, has `t` in game ms (`_in_game_time`).
Intents stamped before t = 0 (pressed during the "Ready…" countdown) are dropped; an intent
stamped earlier than the engine's clock (a late arrival) is applied at the engine's clock and
recorded with that time, so the replay applies it exactly as the live game did.
A pause (`pause`, `resume`) is skipped by game time: t = 0 moves on by its length.
"""
from dataclasses import dataclass, field

from . import log
from .bots import Bot
from .engine.events import Event, Rejected
from .engine.intents import CALL, Intent
from .engine.match import Match
from .engine.refusals import GAME_OVER, Refusal
from .engine.queue import IntentQueue
from .input.actions import HIT, resolve_hit
from .input.device_id import SeatDevice
from .replay.recorder import Recorder, default_path, now_iso
from .stats import Stats

COUNTDOWN_S = 2.0      # "Ready… Speed!" before each game's t = 0


@dataclass
class SeatInfo:
    """Who sits where: a person on a device, or a bot of some level."""
    name: str
    kind: str = "human"          # "human" or "bot"
    device: str = ""             # "device#layout" (`seat_device`), empty for a bot
    level: str = "medium"
    label: str = ""              # how the join screen names the device's profile
    profile: str = ""            # the player's remembered name (game/store/profiles), if any

    @property
    def seat_device(self) -> SeatDevice:
        """The device and the bindings layout this seat plays with."""
        return SeatDevice.parse(self.device)

    def header(self) -> dict:
        if self.kind == "bot":
            return {"name": self.name, "kind": "bot", "level": self.level}
        seat = {"name": self.name, "kind": "human", "device": self.seat_device.replay_text()}
        if self.profile:
            seat["profile"] = self.profile         # a remembered player (REPLAY_FORMAT.md)
        return seat


@dataclass
class Session:
    variant: str
    options: dict
    seats: list[SeatInfo]
    seed: int
    replay_path: str | None = None
    record: bool = True
    hold_ns: int = 0
    deal: dict | None = None           # the first game's explicit deal (else from the seed)
    header: dict = field(default_factory=dict)   # extra replay header keys ("daily", "tutorial")
    queue: IntentQueue = field(default_factory=IntentQueue)

    def __post_init__(self):
        self.match = Match(self.variant, self.options, len(self.seats), self.seed)
        self.bots = {i: Bot(i, s.level, self.seed) for i, s in enumerate(self.seats)
                     if s.kind == "bot"}
        self.recorder: Recorder | None = None
        self.start_ns = 0
        self._engine_ns = 0
        self.paused_at: int | None = None      # host ns the pause began (None: in play)
        self.started = False
        self.stats = Stats(len(self.seats))
        self.errors: list[str] = []      # one-line problems for the player (an unwritable replay)
        self.lines: list[dict] = []      # the replay as written (header first), kept in memory
        self.replay: Recorder | None = None      # stays after close: notes, the file's path
        self._replay_error_said = False

    @property
    def game(self):
        return self.match.game

    def new_game(self, now_ns: int, countdown_s: float = COUNTDOWN_S) -> list[Event]:
        """Deal the next game; its t = 0 is `countdown_s` after `now_ns`."""
        first = self.match.game is None
        self.match.next_game(self.deal if first else None, start=False)
        self.started = False
        self.start_ns = now_ns + int(countdown_s * 1e9)
        self.queue.clear()
        self.stats.new_game()
        for bot in self.bots.values():
            bot.reset()
        deal = self.game.initial_deal() if hasattr(self.game, "initial_deal") else None
        if first:
            self.recorder = self._open_recorder(deal)
        elif self.recorder:
            self.recorder.next_game(self.match.index, deal)
        if countdown_s <= 0:
            return self._start()
        return []

    def _open_recorder(self, deal: dict | None) -> Recorder:
        """The replay; in memory only when not recorded, or while its file cannot be written
        (said once)."""
        path = (self.replay_path or default_path(self.variant)) if self.record else None
        recorder = Recorder(path, self.variant, self.options, [s.header() for s in self.seats],
                            self.seed, deal, started=now_iso(), extra=self.header)
        self.lines = recorder.lines
        self.replay = recorder
        self._note_replay_error(recorder)
        return recorder

    def _note_replay_error(self, recorder: Recorder) -> None:
        if recorder.error and not self._replay_error_said:
            self._replay_error_said = True
            self.errors.append(recorder.error)

    def _start(self) -> list[Event]:
        """t = 0: the game's first cards are turned."""
        self.started = True
        return self.match.start()

    def game_ms(self, now_ns: int) -> float:
        return (now_ns - self.start_ns) / 1e6

    def host_ns(self, game_ms: float) -> int:
        return self.start_ns + int(game_ms * 1e6)

    def pause(self, now_ns: int) -> None:
        """Game time stops at `now_ns` (host ns) until `resume`."""
        if self.paused_at is None:
            self.paused_at = now_ns

    def resume(self, now_ns: int) -> int:
        """Carry on at `now_ns`: game time skips the pause (t = 0 moves on by its length, the
        length returned). Presses made during it are dropped; presses made before it that were
        still waiting (the serial hold) keep their place, moved on by as much."""
        if self.paused_at is None:
            return 0
        paused_at, self.paused_at = self.paused_at, None
        paused_for = now_ns - paused_at
        self.start_ns += paused_for
        for intent in self.queue.pop_until(now_ns):
            if intent.t <= paused_at:
                self.queue.push(intent.at(intent.t + paused_for))
        return paused_for

    def push(self, queued: Intent) -> None:
        """A device's queued intent, `t` in host ns."""
        self.queue.push(queued)

    def _in_game_time(self, queued: Intent) -> Intent:
        """A queued intent (`t` in host ns) as the engine takes it (`t` in game ms)."""
        return queued.at(self.game_ms(queued.t))

    def update(self, now_ns: int) -> list[Event]:
        """Bots' presses join the queue, due intents are applied in time order, timers fire up
        to now (less the `hold`: the engine runs that far behind the clock, so that a press
        whose report is still on its way, from a serial board, is applied in its true place),
        and then the bots look at the settled table."""
        now_ns = self._engine_ns = max(now_ns - self.hold_ns, self._engine_ns)   # a hold
        #        that grows (it adapts to the boards) pauses the engine's clock, never turns it back
        if self.game is None or now_ns < self.start_ns or self.game.over:
            popped = self.queue.pop_until(now_ns)   # nothing counts before t = 0 or after the end
            events = [self._too_late(i) for i in popped if self._lost_call(i)]
            self.stats.on_events(events)
            return events
        now_ms = round(self.game_ms(now_ns), 3)     # the engine's clock stays on the replay's
        events: list[Event] = [] if self.started else self._start()
        self._bots_press(now_ms)
        for queued in self.queue.pop_until(now_ns):
            if self._lost_call(queued):
                events.append(self._too_late(queued))
            elif queued.t >= self.start_ns:         # pressed during the countdown: dropped
                events += self.apply(self._in_game_time(queued))
        events += self.match.advance(now_ms)
        for bot in self.bots.values():              # bots think on the settled table
            bot.look(self.game, now_ms, events)
        self.stats.on_events(events, self.game)
        return events

    def take_over(self, seat: int, level: str) -> None:
        """A computer player of `level` plays `seat` from now on (its player's machine lost
        its link, on a cabinet: ui/scenes/table_net.py)."""
        self.bots[seat] = Bot(seat, level, self.seed)

    def _bots_press(self, now_ms: float) -> None:
        """Bots' reaches past the point of no return join the queue (stamped when they land)."""
        for bot in self.bots.values():
            for intent in bot.presses(now_ms):
                self.queue.push(intent.at(self.host_ns(intent.t)))

    def next_event_ns(self) -> int | None:
        """When something next happens by itself (host ns): a queued press lands, a bot
        presses, a timer fires; None when everyone waits. Headless games jump to it."""
        times = [self.queue.next_t()]
        if self.game is not None and self.started and not self.game.over:
            times += [self.host_ns(t) for t in (self.game.next_deadline(),
                      *(bot.next_time() for bot in self.bots.values())) if t is not None]
        times = [t for t in times if t is not None]
        return min(times) + self.hold_ns if times else None

    def _lost_call(self, queued: Intent) -> bool:
        """A queued "Speed!" call that came after the game ended: another call won the race."""
        return (queued.kind in (CALL, HIT) and self.game is not None and self.game.over and
                self.started and queued.t >= self.start_ns)

    def _too_late(self, intent: Intent) -> Rejected:
        """The engine's refusal of a call after the end, for the table to show who called
        first and by how much (neither applied nor recorded: the game is over)."""
        return Rejected(round(self.game_ms(intent.t), 3), intent.seat, CALL, Refusal(GAME_OVER))

    def apply(self, intent: Intent) -> list[Event]:
        """Apply one intent (t in game ms), recording it with the time it was applied at."""
        if self.game.over:
            return []
        if not 0 <= intent.seat < self.game.seats:      # a device holding no seat here: the
            log.write(f"dropped {intent.kind} from seat {intent.seat}: not at this table")
            return []                                   # engine would refuse it, the screen
        t = round(max(intent.t, self.game.now), 3)      # and stats count it against a seat
        if t != intent.t:
            intent = intent.at(t)
        events: list[Event] = []
        if intent.kind == HIT:          # a slap pad: what it means is decided as it lands
            events = self.match.advance(t)
            if self.game.over:
                return events
            intent = resolve_hit(self.game, intent)
        events += self.match.apply(intent)
        if self.recorder:
            self.recorder.intent(intent)
            self._note_replay_error(self.recorder)
        return events

    def close(self) -> None:
        """Write the closing `end` line at the time the live game reached (so the timers that
        fired live fire in the replay, and no others: not the ones due during a pause before
        quitting) and close the file."""
        if self.recorder:
            if self.game is not None and self.started and not self.game.over:
                self.recorder.end(self.game.now)
            self.recorder.close()
            self.recorder = None
