"""What a scene is given: the few things of the app it uses, and no more (`SceneContext`).

The settings, the devices (the hub) and the serial boards' handle (`boards`), the sound, the text cache, the cabinet and the screen flow
(`ui/flow.py`: what comes next) are plain fields; what the app keeps changing (the card art, the
guard times, the window's size) is read through it when asked. A scene never sees the `App`.
"""
from game.later import shown
from game.ui.orientation import Turn


class SceneContext:
    def __init__(self, app):
        self._app = app
        self.settings, self.devices, self.sound = app.settings, app.hub, app.sound
        self.boards = app.hub.boards         # the serial boards (input/boards.Boards)
        self.text, self.cabinet, self.queue = app.text, app.cabinet, app.queue
        self.flow = None                     # the screen flow, set by the app (flow.Flow)
        self.cursors: dict[str, int] = {}    # a remembering menu's name → its cursor, last visit
        self.last_device = ""                # the device of the last press or click (hints)
        self.hosting = None                  # a match hosted for other machines (net/hosting.py)

    # -- the screen ----------------------------------------------------------------------------
    @property
    def scene(self):
        """The scene on screen now."""
        return self._app.scene

    def show(self, scene) -> None:
        """The flow's stack has a new top, `scene`: the app shows it (App.show). The flow's
        call: a scene asks the flow for a screen (`ctx.flow.push("help")`)."""
        self._app.show(scene)

    def say(self, message: str, seconds: float = 5.0) -> None:
        """A one-line message at the bottom of the screen."""
        self._app.say(message, seconds)

    def redraw(self) -> None:
        """Something changed that the screen should show (a still scene is drawn again)."""
        self._app.dirty = True

    def quit(self) -> None:
        """Close the game (after this frame)."""
        self._app.running = False

    def screen_size(self) -> tuple[int, int]:
        return self._app.screen.get_size()

    # -- what the app keeps changing -----------------------------------------------------------
    @property
    def art(self):
        """The card art (Options' four-colour deck replaces it)."""
        return self._app.art

    @art.setter
    def art(self, art) -> None:
        self._app.art = art

    @property
    def guard_s(self) -> float:
        """How long a new screen ignores presses."""
        return self._app.guard_s

    @property
    def results_hold_s(self) -> float:
        """How long the results (and initials) stay before a press moves on."""
        return self._app.results_hold_s

    @property
    def seed(self) -> int | None:
        """The deal's seed from the command line (None: the settings' or a random one)."""
        return self._app.seed

    @property
    def replay_to(self) -> str | None:
        """Where a match's replay is written (None: the data folder)."""
        return self._app.replay_to

    # -- the display, for the options and the operator -----------------------------------------
    @property
    def present_path(self) -> str:
        """The way frames reach the screen now (present.py)."""
        return self._app.present_path

    def present_words(self) -> str:
        """What the auto present path chose, in the player's words (the timings: the log)."""
        return shown(self._app.choice.words())

    def set_fps(self, fps: int) -> None:
        self._app.frame_s = 1.0 / fps

    def turn_monitor(self, degrees: int) -> None:
        """The monitor is mounted turned this far: draw the screen turned to match."""
        self._app.turn = Turn(degrees)
        self._app.resized()

    # -- the devices, in the words scenes ask --------------------------------------------------
    def pad_names(self) -> dict:
        """Each connected gamepad's name, by device (none without pad support)."""
        pads = self.devices.gamepads
        return pads.device_names() if pads else {}

    def pad_family(self, device: str) -> str:
        """The family of the pad `device` (input/pad_family.py: "xbox", "playstation"…)."""
        pads = getattr(self.devices, "gamepads", None)
        return pads.family(device) if pads else "other"

    def pad_families(self) -> dict:
        """Each connected gamepad's family, by device, in the order they were plugged in."""
        pads = getattr(self.devices, "gamepads", None)
        return {p.device: p.family for p in pads.pads.values()} if pads else {}
