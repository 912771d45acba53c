"""The cabinet's screen: full screen on the chosen display with no frame and no cursor, and
monitors mounted turned (`[cabinet] rotate = 90 | 180 | 270`, degrees clockwise): scenes draw
on an upright canvas that is turned onto the window when the frame is presented.
"""
import pygame

from game.ui.window import display_index


def cabinet_window(display: int, presenter) -> str:
    """The presenter's window borderless, full screen and exactly on `display` (the first one
    when there is no such display), the cursor hidden; "" or a message when the display was
    not found."""
    index, problem = display_index(display)
    presenter.cover(index)
    pygame.mouse.set_visible(False)
    return problem


class Turn:
    """A canvas the scenes draw on upright, turned `degrees` clockwise onto the window."""

    def __init__(self, degrees: int = 0):
        self.degrees = degrees % 360
        self.canvas: pygame.Surface | None = None

    def surface(self, window: pygame.Surface) -> pygame.Surface:
        """What the scenes draw on: the window itself, or an upright canvas for it."""
        if not self.degrees:
            self.canvas = None
            return window
        width, height = window.get_size()
        size = (height, width) if self.degrees in (90, 270) else (width, height)
        if self.canvas is None or self.canvas.get_size() != size:
            canvas = pygame.Surface(size)
            self.canvas = canvas.convert() if pygame.display.get_surface() else canvas
        return self.canvas

    def present(self, window: pygame.Surface) -> bool:
        """Turn the canvas onto the window; False (nothing done) when unturned."""
        if self.canvas is None or not self.degrees:
            return False
        window.blit(pygame.transform.rotate(self.canvas, -self.degrees), (0, 0))
        return True

    def point(self, pos, window_size) -> tuple[int, int]:
        """A window position (the mouse) as a position on the canvas."""
        x, y = pos
        width, height = window_size
        if self.degrees == 90:
            return y, width - 1 - x
        if self.degrees == 180:
            return width - 1 - x, height - 1 - y
        if self.degrees == 270:
            return height - 1 - y, x
        return x, y
