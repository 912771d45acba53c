"""Card art speed: render all 54 faces plus back, shadow and ring at three widths from cold.

Each width uses a fresh CardArt (empty cache) on a dummy display, so images are convert_alpha()ed
as in the game; also the cost of a cache hit and of blitting 60 converted cards. Also the time to
synthesise every sound (not card art, but the other start-up cost of the UI). Last line: one
JSON object. Run: .venv/bin/python bench/card_art.py
"""
import json
import os
import sys
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.engine import cards  # noqa: E402
from game.ui import sound  # noqa: E402
from game.ui.cards.art import CardArt  # noqa: E402

WIDTHS = (60, 90, 200)
DECK = cards.deck_cards(1, jokers=True)


def render_ms(width: int) -> float:
    """Milliseconds to render the 54 faces, a back, a shadow and a ring at `width`, cold."""
    art = CardArt()
    start = time.perf_counter()
    for card in DECK:
        art.face(card, width)
    art.back(width)
    art.shadow(width)
    art.highlight(width, (255, 220, 60))
    return (time.perf_counter() - start) * 1000


def hit_us(art: CardArt) -> float:
    """Microseconds per cached face lookup."""
    start = time.perf_counter()
    for _ in range(20):
        for card in DECK:
            art.face(card, 90)
    return (time.perf_counter() - start) * 1e6 / (20 * len(DECK))


def blit_ms(art: CardArt, screen: pygame.Surface) -> float:
    """Milliseconds to blit 60 shadowed cards at width 90 (one table's worth)."""
    shadow = art.shadow(90)
    start = time.perf_counter()
    for i in range(60):
        pos = (i * 19 % 1190, i * 37 % 590)
        screen.blit(shadow, pos)
        screen.blit(art.face(DECK[i % 54], 90), pos)
    return (time.perf_counter() - start) * 1000


def synth_ms() -> float:
    """Milliseconds to synthesise and encode every sound at 44.1 kHz, 16-bit stereo."""
    start = time.perf_counter()
    for name in sound.SYNTHS:
        sound.encode(sound.synthesise(name, 44100), -16, 2)
    return (time.perf_counter() - start) * 1000


def main() -> None:
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode((1280, 720))
    result = {"bench": "card_art"}
    for width in WIDTHS:
        ms = render_ms(width)
        print(f"render 54 faces + back/shadow/ring at width {width}: {ms:.1f} ms")
        result[f"render_w{width}_ms"] = round(ms, 1)
    art = CardArt()
    for card in DECK:
        art.face(card, 90)
    result["cache_hit_us"] = round(hit_us(art), 2)
    result["blit_60_cards_ms"] = round(blit_ms(art, screen), 2)
    result["sound_synth_ms"] = round(synth_ms(), 1)
    print(f"cached face lookup: {result['cache_hit_us']} us")
    print(f"blit 60 cards with shadows at width 90: {result['blit_60_cards_ms']} ms")
    print(f"synthesise all sounds: {result['sound_synth_ms']} ms")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
