"""Real key presses on an X display through the XTest extension (ctypes on libX11/libXtst),
each stamped with perf_counter_ns just before it is sent: the true time of the press.

Used by bench/frames.py under Xvfb; the X server turns each fake press into a genuine key
event for the focused window, exactly as a keyboard would.
"""
import ctypes
import time


class XKeys:
    """One connection to `display` (None: $DISPLAY) that presses keys by keysym name."""

    def __init__(self, display: str | None = None):
        self.x11 = ctypes.CDLL("libX11.so.6")
        self.xtst = ctypes.CDLL("libXtst.so.6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x11.XStringToKeysym.restype = ctypes.c_ulong
        self.x11.XStringToKeysym.argtypes = [ctypes.c_char_p]
        self.x11.XKeysymToKeycode.restype = ctypes.c_ubyte
        self.x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        self.x11.XFlush.argtypes = [ctypes.c_void_p]
        self.x11.XSetInputFocus.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int,
                                            ctypes.c_ulong]
        self.x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        self.xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int,
                                                   ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int,
                                                ctypes.c_ulong]
        self.dpy = self.x11.XOpenDisplay(display.encode() if display else None)
        if not self.dpy:
            raise RuntimeError(f"cannot open X display {display!r}")

    def code(self, keysym: str) -> int:
        return self.x11.XKeysymToKeycode(self.dpy, self.x11.XStringToKeysym(keysym.encode()))

    def focus_at(self, x: int, y: int) -> None:
        """Keyboard focus follows the pointer (there is no window manager on Xvfb); put the
        pointer at (x, y), over the window that should get the keys."""
        self.x11.XSetInputFocus(self.dpy, 1, 1, 0)     # PointerRoot, RevertToPointerRoot, now
        self.xtst.XTestFakeMotionEvent(self.dpy, -1, x, y, 0)
        self.x11.XFlush(self.dpy)

    def down(self, keysym: str) -> int:
        """Press `keysym`; the perf_counter_ns at which the press was sent."""
        code = self.code(keysym)
        sent = time.perf_counter_ns()
        self.xtst.XTestFakeKeyEvent(self.dpy, code, 1, 0)
        self.x11.XFlush(self.dpy)
        return sent

    def up(self, keysym: str) -> None:
        """Release `keysym`."""
        self.xtst.XTestFakeKeyEvent(self.dpy, self.code(keysym), 0, 0)
        self.x11.XFlush(self.dpy)

    def close(self) -> None:
        self.x11.XCloseDisplay(self.dpy)
