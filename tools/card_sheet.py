"""Write contact sheets of the procedural card art to screenshots/ for a human to look at.

screenshots/card_sheet.png         all 54 faces + backs at width 90 on green felt
screenshots/card_sheet_4c.png      the same with the four-colour deck
screenshots/card_sheet_large.png   a few cards at width 300, with shadow and highlight
Run: .venv/bin/python tools/card_sheet.py
"""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.engine import cards  # noqa: E402
from game.ui.cards.art import CardArt  # noqa: E402

FELT = (22, 96, 54)
OUT = ROOT / "screenshots"


def felt(size) -> pygame.Surface:
    """A green felt background with a faint vignette-free texture of dots."""
    surf = pygame.Surface(size)
    surf.fill(FELT)
    for y in range(0, size[1], 4):
        for x in range((y // 4) % 2 * 2, size[0], 4):
            surf.set_at((x, y), (26, 104, 60))
    return surf


def sheet(art: CardArt, width: int = 90) -> pygame.Surface:
    """All 54 faces in suit rows plus jokers and backs, with shadows."""
    cw, ch = art.size(width)
    gap = 12
    out = felt((13 * (cw + gap) + gap, 5 * (ch + gap) + gap))
    extras = [("face", 52), ("face", 53), ("back", 0), ("back", 1)]
    for row in range(5):
        items = [("face", row * 13 + i) for i in range(13)] if row < 4 else extras
        for col, (kind, val) in enumerate(items):
            img = art.face(val, width) if kind == "face" else art.back(width, val)
            place(out, art, img, width, (gap + col * (cw + gap), gap + row * (ch + gap)))
    return out


def place(out, art, img, width, topleft) -> pygame.Rect:
    """Blit a card with its shadow offset down-right."""
    rect = img.get_rect(topleft=topleft)
    shadow = art.shadow(width)
    off = max(1, width // 30)
    out.blit(shadow, shadow.get_rect(center=rect.move(off, off).center))
    out.blit(img, rect)
    return rect


def large(art: CardArt, width: int = 300) -> pygame.Surface:
    """A few cards big: ace of spades, 7H, 10D, JC, QH, KS, X1, back; KS highlighted."""
    names = ["AS", "7H", "TD", "JC", "QH", "KS", "X1"]
    cw, ch = art.size(width)
    gap = 24
    out = felt((4 * (cw + gap) + gap, 2 * (ch + gap) + gap))
    for i, nm in enumerate(names + ["back"]):
        pos = (gap + (i % 4) * (cw + gap), gap + (i // 4) * (ch + gap))
        img = art.back(width) if nm == "back" else art.face(cards.parse(nm), width)
        rect = place(out, art, img, width, pos)
        if nm == "KS":
            ring = art.highlight(width, (255, 220, 60))
            out.blit(ring, ring.get_rect(center=rect.center))
    return out


def main() -> None:
    """Render and save the three sheets, printing their paths."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    OUT.mkdir(exist_ok=True)
    jobs = [("card_sheet.png", sheet(CardArt())), ("card_sheet_4c.png", sheet(CardArt(True))),
            ("card_sheet_large.png", large(CardArt()))]
    for name, surf in jobs:
        pygame.image.save(surf, str(OUT / name))
        print(OUT / name)


if __name__ == "__main__":
    main()
