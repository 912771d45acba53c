"""The game window's size and place: a size that fits the display, and full screen that comes
back to the same windowed size and position.

`fit_size` is pure (tested without a display); `WindowPlace` remembers where the window was
before full screen, because leaving it with a window manager can put the window mostly off
screen.
"""
import pygame

from game.i18n import _, ngettext

MIN_SIZE = (320, 240)


def fit_size(size: tuple[int, int], display: tuple[int, int] | None,
             what: str = "--size") -> tuple[tuple[int, int], str]:
    """(a size between MIN_SIZE and the display, "" or a message saying what was changed)."""
    width, height = max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])
    if display:
        width, height = min(width, display[0]), min(height, display[1])
    if (width, height) == tuple(size):
        return (width, height), ""
    sizes = {"what": what, "asked": f"{size[0]}x{size[1]}", "using": f"{width}x{height}"}
    if size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]:
        words = _("{what} {asked} is smaller than the smallest window ({least}): using "
                  "{using}").format(least=f"{MIN_SIZE[0]}x{MIN_SIZE[1]}", **sizes)
    else:
        words = _("{what} {asked} is larger than the display ({display}): using "
                  "{using}").format(display=f"{display[0]}x{display[1]}", **sizes)
    return (width, height), words


def display_size() -> tuple[int, int] | None:
    """The desktop's size, or None without a real display (the dummy driver of the tests)."""
    if pygame.display.get_driver() in ("dummy", "offscreen"):
        return None
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else None


class WindowPlace:
    """Toggles full screen, putting the window back where it was when leaving it."""

    def __init__(self, reopen=None):
        self.windowed: tuple | None = None        # (size, position) before full screen
        self.reopen = reopen or (lambda size: pygame.display.set_mode(size, pygame.RESIZABLE))

    def toggle(self) -> None:
        if not pygame.display.is_fullscreen():
            self.windowed = (pygame.display.get_window_size(),
                             pygame.display.get_window_position())
            self._toggle()
            return
        self._toggle()
        if self.windowed and not pygame.display.is_fullscreen():
            size, position = self.windowed
            surface = pygame.display.get_surface()
            if surface is not None and surface.get_size() != tuple(size):
                self.reopen(size)
            pygame.display.set_window_position(position)

    @staticmethod
    def _toggle() -> None:
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            pass                                  # no full screen here (the dummy driver)


# -- full screen that covers the display (also under X with no window manager) ----------------
# Without a window manager SDL's full screen gives the window the display's size but leaves it
# where it was (a 1280x720 window centred at +43+24 on 1366x768 stays at +43+24, cut off). So
# the window is first made the display's size and centred on that display while windowed, which
# puts it exactly on the display's bounds; full screen then keeps that place.

def display_index(display: int) -> tuple[int, str]:
    """(the display to use, "" or a message when `display` is not connected: display 0)."""
    count = pygame.display.get_num_displays()
    if 0 <= display < count:
        return display, ""
    return 0, ngettext("cabinet display {display} not found ({count} connected): using display 0",
                       "cabinet display {display} not found ({count} connected): using display 0",
                       count).format(display=display, count=count)


def centred_on(index: int) -> int:
    """SDL_WINDOWPOS_CENTERED_DISPLAY(index): a window position, centred on that display."""
    return pygame.WINDOWPOS_CENTERED | index


def desktop_size(index: int) -> tuple[int, int]:
    """The display's size (its desktop mode); (0, 0) when SDL does not know it."""
    sizes = pygame.display.get_desktop_sizes()
    return tuple(sizes[index]) if 0 <= index < len(sizes) else (0, 0)


def cover_display(index: int, flags: int = 0) -> pygame.Surface:
    """The display module's window, full screen on display `index` and exactly on its
    bounds (with or without a window manager)."""
    size = desktop_size(index)
    if size != (0, 0):
        pygame.display.set_mode(size, pygame.NOFRAME, display=index)
        pygame.display.set_window_position((centred_on(index), centred_on(index)))
    return pygame.display.set_mode((0, 0), pygame.FULLSCREEN | pygame.NOFRAME | flags,
                                   display=index)


def cover_window(title: str, index: int):
    """A new `pygame.Window` (the renderer path) full screen on display `index`, made at its
    bounds."""
    size = desktop_size(index)
    where = (centred_on(index), centred_on(index))
    window = pygame.Window(title, size if size != (0, 0) else (640, 480), position=where,
                           borderless=True)
    window.set_fullscreen(desktop=True)
    return window

