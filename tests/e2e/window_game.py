"""The game in its own process in a real window, told to log each screen it opens (the
SPEED_LOG_SCREENS environment variable, read in game/app.py's `App.show`, as a cabinet logs
them) and each press with its stamp (SPEED_LOG_PRESSES): a test waits for the screen a
person would look at and for its guard time, instead of
sleeping a fixed time meant to be long enough on a loaded machine (too long when it is not,
too short when it is more loaded still)."""
import subprocess
import threading
import time

GUARD_S = 0.8 + 0.15        # game/app.py's GUARD_S (presses ignored after a screen opens), a margin
COUNTDOWN_S = 2.0 + 0.3     # game/session.py's "Ready… Speed!" before t = 0, and a margin


class WindowGame:
    """`speed play` as a subprocess; the screens it opened, each with when the test saw it."""

    def __init__(self, args: list[str], env: dict, **popen):
        self.screens: list[tuple[float, str]] = []
        self.presses: list[tuple[str, str, int]] = []    # (device, control, stamp ns)
        self.out: list[str] = []
        self.err: list[str] = []
        self.proc = subprocess.Popen(args, env={**env, "SPEED_LOG_SCREENS": "1",
                                                "SPEED_LOG_PRESSES": "1"},
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                     **popen)
        self.readers = [threading.Thread(target=self._read_out, daemon=True),
                        threading.Thread(target=self._read_err, daemon=True)]
        for reader in self.readers:
            reader.start()

    def _read_out(self) -> None:
        for line in self.proc.stdout:
            self.out.append(line)
            if line.startswith("speed: screen "):
                self.screens.append((time.monotonic(), line.split()[-1]))
            elif line.startswith("speed: press "):
                device, rest = line[len("speed: press "):].strip().split(" ", 1)
                control, t_ns = rest.rsplit(" ", 1)         # (a control may have a space)
                self.presses.append((device, control, int(t_ns)))

    def _read_err(self) -> None:
        for line in self.proc.stderr:
            self.err.append(line)

    def names(self) -> list[str]:
        return [name for _, name in self.screens]

    def wait_screen(self, name: str, timeout: float = 30.0, settle: float = GUARD_S) -> None:
        """Until `name` is the screen shown, then `settle` seconds after it opened (by default
        its guard time); fails the test when it is not shown within `timeout`."""
        end = time.monotonic() + timeout
        while not (self.screens and self.screens[-1][1] == name):
            assert time.monotonic() < end and self.proc.poll() is None, \
                f"no {name} screen; seen: {self.names()}"
            time.sleep(0.02)
        time.sleep(max(0.0, self.screens[-1][0] + settle - time.monotonic()))

    def leave_opening(self, action, name: str, tries: int = 5, wait: float = 3.0) -> None:
        """Do `action` on the opening screen (which is not logged) until the `name` screen
        opens, as a person presses again when nothing happens: on a loaded machine the first
        press can come before the game reads its window's input. Then its guard time."""
        for _ in range(tries):
            action()
            end = time.monotonic() + wait
            while not self.screens and time.monotonic() < end and self.proc.poll() is None:
                time.sleep(0.02)
            if self.screens:
                break
        self.wait_screen(name)

    def wait_table(self, timeout: float = 30.0) -> None:
        """Until the table has opened and its "Ready… Set…" is over."""
        self.wait_screen("table", timeout, settle=COUNTDOWN_S)

    def send_signal(self, number) -> None:
        self.proc.send_signal(number)

    def finish(self, timeout: float = 20.0) -> tuple[str, str]:
        """Wait for the game to end; (its stdout, its stderr)."""
        self.proc.wait(timeout=timeout)
        for reader in self.readers:
            reader.join(timeout=5)
        return "".join(self.out), "".join(self.err)

    @property
    def returncode(self):
        return self.proc.returncode

    @property
    def pid(self) -> int:
        return self.proc.pid
