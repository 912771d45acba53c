"""The game window's size and place: a size that fits the display, and full screen that comes
back to the same windowed size and position.

`fit_size` is pure (tested without a display); `WindowPlace` remembers where the window was
before full screen, because leaving it with a window manager can put the window mostly off
screen.
"""
import pygame

MIN_SIZE = (320, 240)


def fit_size(size: tuple[int, int], display: tuple[int, int] | None,
             what: str = "--size") -> tuple[tuple[int, int], str]:
    """(a size between MIN_SIZE and the display, "" or a message saying what was changed)."""
    width, height = max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])
    if display:
        width, height = min(width, display[0]), min(height, display[1])
    if (width, height) == tuple(size):
        return (width, height), ""
    asked = f"{what} {size[0]}x{size[1]}"
    if size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]:
        why = f"is smaller than the smallest window ({MIN_SIZE[0]}x{MIN_SIZE[1]})"
    else:
        why = f"is larger than the display ({display[0]}x{display[1]})"
    return (width, height), f"{asked} {why}: using {width}x{height}"


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
