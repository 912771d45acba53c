"""The cards in flight over the table: one blit each (shadow baked in), squashed while they
turn over, a refused card flashing red as it shakes back.

`Flights.draw` returns the rectangles it drew on; on a Renderer's frame (`surface.sprite`) each
card is a texture copy instead and nothing is drawn on the surface.
"""
import pygame

from game.engine import cards
from game.ui import animation as anim



class Flights:
    """Draws an Animator's cards for one card width."""

    def __init__(self, images, art, card_w: int):
        self.images = images
        self._squash: dict = {}
        self._red = pygame.Surface(art.size(card_w), pygame.SRCALPHA)
        pygame.draw.rect(self._red, (255, 40, 30, 110), self._red.get_rect(),
                         border_radius=max(2, card_w // 13))

    def _squashed(self, image, key, scale: float):
        """`image` squashed horizontally to `scale` (16 steps; it is gone in a blink, so a
        plain scale will do). The back's steps are kept (every refill turns a back); a face's
        are made each time: a face turns up once a deal, and a frame later it is at another
        step (kept, they held ~4 MB at 1080p for nothing)."""
        step = max(1, round(scale * 16))
        if step >= 16:
            return image
        out = self._squash.get(step) if key is None else None
        if out is None:
            size = (max(1, image.get_width() * step // 16), image.get_height())
            out = pygame.transform.scale(image, size)
            if key is None:
                self._squash[step] = out
        return out

    def draw(self, surface, motions, now: float, o) -> list:
        """Every card in flight, on top of the table; the rectangles drawn on."""
        return self.put(surface, self.plan(motions, now, o))

    def plan(self, motions, now: float, o) -> list:
        """(image, position, alpha or None) of every card in flight at `now`, in drawing order
        (a refused card's red over it): where they will be drawn, before they are."""
        out = []
        lift = self.images.lift
        for m in motions:
            x, y = m.pos(now)
            face, scale = m.look(now)
            card = m.card if face else None
            kind = None if card is None else card % cards.DECK_SIZE
            whole = self.images.card(card)
            image = self._squashed(whole, kind, scale)
            x += (whole.get_width() - image.get_width()) // 2
            out.append((image, (x + o[0] - lift, y + o[1] - lift), None))
            if isinstance(m, anim.RejectShake):
                out.append((self._red, (x + o[0], y + o[1]), int(255 * m.flash(now))))
        return out

    @staticmethod
    def put(surface, plan: list) -> list:
        """Draw a `plan`; the rectangles drawn on."""
        drawn = []
        for image, pos, alpha in plan:
            _put(surface, image, pos, alpha, drawn)
        return drawn


def shaken_caps(motions, layout, layer, keys: dict, o) -> list:
    """A plan of the key caps (`keys`: seat → each hand slot's label) of the hand cards
    shaking back from a refused play, drawn over them where they stay (`layer.cap_at`): a key
    still reads while its card shakes."""
    plan = []
    for m in motions:
        if not isinstance(m, anim.RejectShake) or not m.key or m.key[1] not in keys:
            continue
        slots, labels = layout.seats[m.key[1]].hand, keys[m.key[1]]
        index = next((i for i, slot in enumerate(slots) if slot == m.home), None)
        if index is not None and index < len(labels) and labels[index]:
            cap, at = layer.cap_at(labels[index], slots[index])
            plan.append((cap, at.move(o).topleft, None))
    return plan


def covers(plan: list) -> list:
    """The rectangles a flights `plan` will draw on."""
    return [pygame.Rect(pos, image.get_size()) for image, pos, _ in plan]


def _put(surface, image, pos, alpha, drawn: list) -> None:
    """Blit `image` (at `alpha`, None: as it is) and note the rectangle, or hand it to the
    Renderer frame as a sprite (a texture copy at present: nothing drawn on the surface)."""
    sprite = getattr(surface, "sprite", None)
    if sprite is not None:
        sprite(image, pos, alpha)
        return
    if alpha is not None:
        image.set_alpha(alpha)
    drawn.append(surface.blit(image, pos))
