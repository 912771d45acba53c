"""How a drawn frame reaches the screen. Three present paths; the game keeps the fastest.

software     SDL's window framebuffer without acceleration (X11: shared-memory images). Only the
             rectangles that changed are sent (`display.update(rects)`).
accelerated  SDL's window framebuffer shown through a GPU texture (SDL's own default where it
             finds OpenGL, Direct3D or Metal): the whole frame is uploaded at every present.
renderer     a `pygame._sdl2.video` Renderer on its own window: the frame is uploaded to one
             streaming texture by changed rectangles only, then copied; the cards in flight
             are not drawn into it but copied on top from card textures uploaded once per
             image (`FrameSurface.sprite`); then presented (vsync when the setting asks). A
             tiny hidden display window gives pygame its pixel format (`convert_alpha`).

Every path gives the scenes the same thing: `screen`, a Surface to draw on, and
`present(rects)` (None: the whole frame). probe.py measures them and picks one.
"""
import os
from typing import NamedTuple

import pygame

from game.ui.window import cover_display, cover_window

PATHS = ("software", "accelerated", "renderer")
HINT = "SDL_FRAMEBUFFER_ACCELERATION"


class Uploaded(NamedTuple):
    """An image and the texture made from it (the image is kept, so its id stays its own)."""
    image: pygame.Surface
    texture: object


class SurfacePresenter:
    """The display module's window: `software` or `accelerated` (SDL's framebuffer hint)."""

    def __init__(self, name: str, size, vsync: bool = False):
        self.name, self.vsync = name, False
        os.environ[HINT] = "0" if name == "software" else "1"
        flags = pygame.RESIZABLE
        if vsync:
            try:        # pygame gives vsync only to its scaled (renderer-backed) window
                self.screen = pygame.display.set_mode(size, flags | pygame.SCALED, vsync=1)
                self.vsync = True
                return
            except pygame.error:
                pass
        self.screen = pygame.display.set_mode(size, flags)

    def present(self, rects=None) -> None:
        """Show the frame: only `rects` when given (nothing when empty), else all of it."""
        if rects is None or self.vsync:
            pygame.display.flip()
        elif rects:
            pygame.display.update(rects)

    def resized(self) -> pygame.Surface:
        self.screen = pygame.display.get_surface()
        return self.screen

    def toggle_fullscreen(self) -> None:
        pygame.display.toggle_fullscreen()

    def cover(self, index: int) -> None:
        """Full screen exactly on display `index` (window.py: also with no window manager)."""
        self.screen, self.vsync = cover_display(index), False

    def close(self) -> None:
        """Nothing of its own to free (pygame.quit closes the window)."""


class FrameSurface(pygame.Surface):
    """The renderer path's frame: a Surface to draw on, plus sprites (image, position, alpha)
    that the present copies on top as textures."""

    def __init__(self, size, like: pygame.Surface):
        super().__init__(size, 0, like)
        self.sprites: list = []

    def sprite(self, image: pygame.Surface, pos, alpha=None) -> None:
        """Show `image` at `pos` this frame, over what is drawn (alpha None: its own)."""
        self.sprites.append((image, pos, alpha))


class RendererPresenter:
    """A Renderer window; scenes draw on an offscreen Surface uploaded by changed rectangles."""

    name = "renderer"

    def __init__(self, size, vsync: bool = False):
        from pygame._sdl2 import video
        self.video = video
        self.anchor = pygame.display.set_mode((1, 1), pygame.HIDDEN)   # pixel format only
        self.window = pygame.Window(pygame.display.get_caption()[0] or "Speed", size,
                                    resizable=True)
        self.renderer = video.Renderer(self.window, vsync=bool(vsync))
        self.vsync = bool(vsync)
        self._fit(size)

    def _fit(self, size) -> None:
        self.screen = FrameSurface(size, self.anchor)
        self.texture = self.video.Texture(self.renderer, size, streaming=True)
        self.textures: dict[int, Uploaded] = {}   # by id(image)
        self.whole = True                         # a new texture: the next present sends all

    def present(self, rects=None) -> None:
        """Upload `rects` (None: all) to the texture, copy it to the window, present."""
        if rects is None or self.whole:
            self.whole = False
            self.texture.update(self.screen)
        else:
            bounds = self.screen.get_rect()
            for rect in rects:
                rect = pygame.Rect(rect).clip(bounds)
                if rect.w and rect.h:      # a plain tuple: pygame-ce 2.5 drops a Rect here
                    self.texture.update(self.screen.subsurface(rect), tuple(rect))
        self.renderer.blit(self.texture)
        for image, pos, alpha in self.screen.sprites:
            texture = self._texture(image)
            texture.alpha = 255 if alpha is None else alpha
            self.renderer.blit(texture, pygame.Rect(pos, image.get_size()))
        self.screen.sprites.clear()
        self.renderer.present()

    def _texture(self, image: pygame.Surface):
        """`image` as a texture, uploaded the first time it is shown (a card image is shown
        for many frames, so this is once per card and size)."""
        held = self.textures.get(id(image))
        if held is None or held.image is not image:
            if len(self.textures) > 800:
                self.textures.clear()
            held = self.textures[id(image)] = Uploaded(image, self.video.Texture.from_surface(
                self.renderer, image))
        return held.texture

    def resized(self) -> pygame.Surface:
        size = self.window.size
        if size != self.screen.get_size():
            self._fit(size)
        return self.screen

    def toggle_fullscreen(self) -> None:
        if self.window.fullscreen:
            self.window.set_windowed()
        else:
            self.window.set_fullscreen(desktop=True)

    def cover(self, index: int) -> None:
        """Full screen exactly on display `index` (window.py: also with no window manager):
        a new window made at the display's bounds, with its own renderer (SDL's renderer
        keeps the old size when X resizes a window no window manager looks after)."""
        title = self.window.title
        self.window.destroy()
        self.window = cover_window(title, index)
        self.renderer = self.video.Renderer(self.window, vsync=self.vsync)
        self._fit(self.window.size)

    def close(self) -> None:
        self.window.destroy()


def open_presenter(name: str, size, vsync: bool = False):
    """The presenter for path `name` (renderer falls back to software when it cannot start)."""
    if name == "renderer":
        try:
            return RendererPresenter(size, vsync)
        except (pygame.error, ImportError, AttributeError):
            name = "software"
    return SurfacePresenter(name, size, vsync)
