"""The X server's own view, read as a cabinet builder would with `xwininfo -root -tree`: the
top-level windows' geometry, and the whole root window as a picture (Xlib's XGetImage through
ctypes, so no screenshot tool is needed)."""
import ctypes
import ctypes.util
import re
import subprocess

import pygame

TOP_LEVEL = re.compile(r'^\s+0x[0-9a-f]+ "(?P<name>[^"]*)".*?(?P<w>\d+)x(?P<h>\d+)\+(?P<x>-?\d+)'
                       r'\+(?P<y>-?\d+)', re.M)


def windows(display: str, name: str = "Speed") -> list[tuple[int, int, int, int]]:
    """(x, y, width, height) of each window called `name` (or "name: …", the game's title in
    any language: "Speed: de kaartrace"), from `xwininfo -root -tree`."""
    out = subprocess.run(["xwininfo", "-root", "-tree", "-display", display],
                         capture_output=True, text=True, check=True).stdout
    return [(int(m["x"]), int(m["y"]), int(m["w"]), int(m["h"]))
            for m in TOP_LEVEL.finditer(out)
            if m["name"] == name or m["name"].startswith(f"{name}: ")]


class _XImage(ctypes.Structure):
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.POINTER(ctypes.c_ubyte)),
                ("byte_order", ctypes.c_int), ("bitmap_unit", ctypes.c_int),
                ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int),
                ("bits_per_pixel", ctypes.c_int)]


def root_picture(display: str, area: tuple[int, int, int, int] | None = None) -> pygame.Surface:
    """The whole root window (what the monitor shows), or its (x, y, width, height) `area`, as
    a Surface (24/32-bit servers)."""
    x11 = _xlib()
    conn = x11.XOpenDisplay(display.encode())
    if not conn:
        raise RuntimeError(f"cannot open X display {display}")
    try:
        x, y, width, height = area or (0, 0, *_root_size(x11, conn))
        image = x11.XGetImage(conn, x11.XDefaultRootWindow(conn), x, y, width, height,
                              0xFFFFFFFF, 2).contents                         # ZPixmap
        try:
            if image.bits_per_pixel != 32:
                raise RuntimeError(f"{image.bits_per_pixel}-bit X server: only 32 read here")
            raw = ctypes.string_at(image.data, image.bytes_per_line * height)
        finally:
            x11.XDestroyImage(ctypes.byref(image))
        rows = bytearray(b"".join(raw[row * image.bytes_per_line:row * image.bytes_per_line +
                                      width * 4] for row in range(height)))
        rows[3::4] = b"\xff" * (width * height)             # X leaves the 4th byte unset
        return pygame.image.frombuffer(rows, (width, height), "BGRA").copy()
    finally:
        x11.XCloseDisplay(conn)


def _xlib():
    x11 = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XDefaultRootWindow.restype = ctypes.c_ulong
    x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    x11.XGetImage.restype = ctypes.POINTER(_XImage)
    x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                              ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
    x11.XDestroyImage.argtypes = [ctypes.c_void_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    return x11


def _root_size(x11, conn) -> tuple[int, int]:
    x11.XDefaultScreen.argtypes = [ctypes.c_void_p]
    x11.XDisplayWidth.argtypes = x11.XDisplayHeight.argtypes = [ctypes.c_void_p, ctypes.c_int]
    screen = x11.XDefaultScreen(conn)
    return x11.XDisplayWidth(conn, screen), x11.XDisplayHeight(conn, screen)
