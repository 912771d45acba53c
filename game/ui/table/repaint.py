"""What a table frame puts back and presents: the window's changed rectangles.

The table's window keeps last frame's pixels. A frame puts the still table back only where it
changed (its layer's changed regions), where last frame's moving things were, and where a
banner changed or went; a banner shown exactly as last frame over nothing that changes is
left as it is. Every rectangle is widened to whole 16-pixel columns (columns.py: a wider
rectangle copies the same pixels, faster). A frame is drawn whole after `invalidate`, on
another surface, while the table shakes or flashes and the frame after: then the still table
is copied at the shake's offset and only the strips it left bare are filled.

Use (table/view.py, each frame): `whole = repaint.is_whole(surface, moving)`; when not whole,
`back, still = repaint.plan(changed, drawing, looks, screen)`; `repaint.restore(surface,
layer, offset, whole, back)`; draw; `repaint.drawn(rects, looks)`; present
`presented(back + drawn)`.
"""
import pygame

from game.ui.columns import widened

SHAKEN_EDGE = (10, 40, 25)      # what shows where the shaken table left the window's edge


class Repaint:
    """The table's memory of its last frame on the window: what it drew there, its banners."""

    def __init__(self) -> None:
        self.whole = True                # the next frame is drawn whole
        self.over: list = []             # what last frame drew over the still table
        self.banners: dict = {}          # key → Look: the banners last frame showed
        self.drawn_on = None             # the surface last drawn on

    def invalidate(self) -> None:
        """The screen no longer holds the last frame (something else drew on it): the next
        frame is drawn whole."""
        self.whole = True

    def drawn_over(self, rect) -> None:
        """Something drew `rect` over the table this frame: put it back next frame."""
        self.over.append(pygame.Rect(rect))

    def is_whole(self, surface, moving: bool) -> bool:
        """Is this frame drawn whole: after `invalidate`, on another surface, and while the
        table shakes or flashes (`moving`), and the frame after?"""
        whole = self.whole or moving or surface is not self.drawn_on
        self.whole = moving                                      # the frame after, too
        self.drawn_on = surface
        return whole

    def plan(self, changed: list, drawing: list, looks: dict, screen) -> tuple[list, set]:
        """A frame drawn by changed rectangles: (where the still table is put back, in whole
        columns; the keys of the banners left on the screen as they are). `changed`: the
        still table's changed regions; `drawing`: what this frame draws over it."""
        back = [widened(r, screen) for r in changed + self.over]
        still = self._still_banners(looks, back + drawing, screen)
        return back + [widened(look.rect, screen) for key, look in self.banners.items()
                       if key not in still], still

    def _still_banners(self, looks: dict, changing: list, screen) -> set:
        """The banners shown last frame exactly as now and over nothing that is put back or
        drawn this frame (`changing`, and the banners that do change)."""
        last = self.banners
        still = {key for key, look in looks.items() if last.get(key) == look}
        changing = changing + [look.rect for key, look in looks.items() if key not in still] + \
            [widened(look.rect, screen) for key, look in last.items() if key not in still]
        moved = True
        while moved:                  # a banner drawn again is put back first: what it covers
            moved = False             # changes too
            for key in [k for k in still if looks[k].rect.collidelist(changing) >= 0]:
                still.discard(key)
                changing.append(widened(looks[key].rect, screen))
                moved = True
        return still

    @staticmethod
    def restore(surface, layer, offset, whole: bool, back: list) -> None:
        """Put the still table `layer` back in the rectangles `back`; the whole of it, at the
        shake's `offset`, on a whole frame."""
        if whole:
            covered = surface.blit(layer, offset)
            if offset != (0, 0):     # the strips the shaken table left bare, not all of it
                for strip in _uncovered(surface.get_rect(), covered):
                    surface.fill(SHAKEN_EDGE, strip)
        else:
            for rect in back:
                surface.blit(layer, rect, rect)

    def drawn(self, rects: list, looks: dict) -> None:
        """This frame drew `rects` over the still table and showed the banners `looks`."""
        self.over, self.banners = rects, looks


def presented(rects: list) -> list:
    """The rectangles to present, each once (a still thing is both put back and drawn again:
    presenting it twice costs a second copy to the window)."""
    seen, out = set(), []
    for rect in rects:
        key = tuple(rect)
        if key not in seen:
            seen.add(key)
            out.append(rect)
    return out


def _uncovered(screen: pygame.Rect, covered: pygame.Rect) -> list:
    """The parts of `screen` outside `covered` (at most four strips: above, below, left and
    right of it)."""
    inside = covered.clip(screen)
    if not inside.w or not inside.h:
        return [screen]
    strips = [pygame.Rect(screen.x, screen.y, screen.w, inside.y - screen.y),
              pygame.Rect(screen.x, inside.bottom, screen.w, screen.bottom - inside.bottom),
              pygame.Rect(screen.x, inside.y, inside.x - screen.x, inside.h),
              pygame.Rect(inside.right, inside.y, screen.right - inside.right, inside.h)]
    return [s for s in strips if s.w > 0 and s.h > 0]
