"""Walk every screen of the game with one device alone — a gamepad, or one half of an arcade
panel — pressing only that device's controls (holds included), and list the screens reached.
Used by bench/cabinet.py and tests/ui/test_cabinet_walk.py."""
import time
from dataclasses import dataclass

from game.input.raw_input import RawInput

SCREENS = ("title", "options", "help", "stats", "join", "table", "pause", "initials",
           "results", "attract", "operator", "boards")


@dataclass(frozen=True)
class Device:
    """One device's controls for the walk: taps, and the held combinations."""
    name: str
    up: str
    down: str
    confirm: str
    join: str
    back: tuple             # pressed together: one tap (a pad's B), or held 1 s (the panel)
    back_hold_s: float
    start: str              # start the match from the join screen
    operator: tuple         # held 3 s


PAD = Device("pad:1", "dpup", "dpdown", "a", "a", ("b",), 0.0, "start", ("back", "start"))
PANEL = Device("serial:CAB", "b5", "b6", "slap", "b0", ("b5", "b6"), 1.2, "slap",
               ("b5", "b6", "slap"))


def tap(app, device: Device, *controls: str) -> None:
    for control in controls:
        t = time.perf_counter_ns()
        app.hub.feed(RawInput(t, device.name, control))
        app.hub.feed(RawInput(t + 1, device.name, control, False))
        app.poll()
        app.step()


def hold(app, device: Device, controls: tuple, seconds: float) -> None:
    """Hold `controls` together (stamped `seconds` ago), let the app see it, release."""
    t = time.perf_counter_ns() - int(seconds * 1e9)
    for control in controls:
        app.hub.feed(RawInput(t, device.name, control))
    app.poll()
    for control in controls:
        app.hub.feed(RawInput(time.perf_counter_ns(), device.name, control, False))
    app.poll()
    app.step()


def back(app, device: Device) -> None:
    if device.back_hold_s:
        hold(app, device, device.back, device.back_hold_s)
    else:
        tap(app, device, *device.back)


def leave_boards(app, device: Device) -> None:
    """The boards screen: a pad's B; a panel's one button held 2 s, then let go (there both
    aim buttons held are a wiring test), judged a moment after the release."""
    if not device.back_hold_s:
        back(app, device)
        return
    boards = app.scene
    hold(app, device, device.back[:1], 2.2)
    deadline = time.monotonic() + 2.0
    while app.scene is boards and time.monotonic() < deadline:
        time.sleep(0.02)
        app.step()


def choose(app, device: Device, label: str) -> None:
    """Move the scene's menu to `label` with up/down only, then confirm."""
    menu = app.scene.menu
    labels = [item.label for item in menu.items]
    for _ in range((labels.index(label) - menu.selected) % len(labels)):
        tap(app, device, device.down)
    tap(app, device, device.confirm)


def walk(app, device: Device) -> set[str]:
    """The screens `device` alone reaches, from the title round to the title."""
    from game.ui.scenes.title import TitleScene
    app.guard_s = app.results_hold_s = 0          # the guards are tested on their own
    seen = {_name(app.scene)}
    note = lambda: seen.add(_name(app.scene))    # noqa: E731
    for label in ("Options", "How to play and keys", "Players and stats"):
        choose(app, device, label)
        note()
        back(app, device)
    _match(app, device, note)
    app.switch(TitleScene(app.ctx))
    app.scene.idle_from -= int(app.cabinet.attract_s * 1e9) + 1
    app.step()
    note()
    tap(app, device, device.confirm)               # any press: the title again
    hold(app, device, device.operator, 3.2)
    note()
    choose(app, device, "Serial boards")
    note()
    leave_boards(app, device)
    back(app, device)
    note()
    return seen & set(SCREENS)


def _match(app, device: Device, note) -> None:
    """Join with a computer player, pause and resume, play to the end, initials, results."""
    from game.records import Candidate
    choose(app, device, "Play")
    note()
    tap(app, device, device.join)
    choose(app, device, "Add a computer")
    if device.start == device.confirm:       # a panel: the row's cursor stays, back to Start
        choose(app, device, "Start")
    else:
        tap(app, device, device.start)
    table = app.scene
    note()
    _pause_key(app, device)
    note()                                                 # "pause"
    _pause_key(app, device)
    from game.bots import Bot
    table.session.match.games_to_win = 1
    table.session.bots[0] = Bot(0, "expert", 1)            # the person's hands, played fast
    now = time.perf_counter_ns()
    while not table.session.game.over and now < table.session.start_ns + 600 * 10**9:
        now += 20_000_000
        table.update(now)
    table.records.found = [Candidate("win", 0, 1000.0)]   # as if the person had won fast
    table.update(now + 4 * 10**9)
    note()
    for _ in range(3):
        tap(app, device, device.confirm)                   # initials: AAA
    note()
    choose(app, device, "Title screen")


def _pause_key(app, device: Device) -> None:
    """Pause or resume: a pad's Start, the panel's both aim buttons held."""
    if device.back_hold_s:
        back(app, device)
    else:
        tap(app, device, "start")


def _name(scene) -> str:
    """A scene's short name ("pause" for a paused table)."""
    if scene.is_table and scene.paused_at is not None:
        return "pause"
    return scene.name
