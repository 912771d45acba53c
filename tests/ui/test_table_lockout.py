"""The misplay lockout on the table: the locked hand dimmed under a draining bar, a false
call's ring at the slap pad, its words and its sound, all inside the changed rectangles."""
import pytest

from game.engine import events as ev
from game.engine.refusals import LOCKED, NO_FIT, NOBODY_OUT, Refusal
from game.ui import words
from game.ui.table.lockout import LockoutPainter
from tests.ui.test_table import FakeSound, started, view_for

SIZE = (1280, 720)


def misplay(view, game, sound, t=1000.0, until=1500.0):
    card = game.hands[0][0]
    view.on_events([ev.Rejected(t, 0, "play", Refusal(NO_FIT, card, game.centres[0][-1]),
                                card, 0),
                    ev.LockedOut(t, 0, until, "misplay", card)], t / 1000)
    return card


def brightness(surface, rect) -> float:
    points = [(x, y) for x in range(rect.left + 3, rect.right - 3, 7)
              for y in range(rect.top + 3, rect.bottom - 3, 7)]
    return sum(sum(surface.get_at(p)[:3]) for p in points) / len(points)


def draw_at(view, game, surface, game_ms):
    return view.draw(surface, game, game_ms / 1000 + 5, game_ms)


def test_a_misplay_dims_the_hand_says_why_and_thunks(art, display):
    import pygame
    game, events = started(2)
    sound = FakeSound()
    view = view_for(art, game, events, sound)
    screen = pygame.Surface(SIZE)
    draw_at(view, game, screen, 900)
    hand = LockoutPainter(view.layout, view.text).target(0, "misplay")
    before = brightness(screen, hand)
    draw_at(view, game, screen, 990)
    misplay(view, game, sound)
    assert sound.played[-1] == "locked" and "reject" not in sound.played
    message = view.fx.banners[("msg", 0)]
    assert message.lines[0].startswith("Locked for 0.5 s: ⟨")
    assert "does not fit" in message.lines[0]
    changed = draw_at(view, game, screen, 1100)
    assert brightness(screen, hand) < 0.8 * before
    assert changed is not None and any(r.contains(hand) for r in changed)
    draw_at(view, game, screen, 1500)                 # the half-open end: no longer locked
    changed = draw_at(view, game, screen, 1501)
    assert brightness(screen, hand) == pytest.approx(before, rel=0.05)


def test_the_bar_drains_over_the_lockout(art, display):
    import pygame
    game, events = started(2)
    view = view_for(art, game, events, FakeSound())
    misplay(view, game, None)
    red = []
    for ms in (1010, 1250, 1490):
        screen = pygame.Surface(SIZE)
        view.invalidate()
        draw_at(view, game, screen, ms)
        hand = LockoutPainter(view.layout, view.text).target(0, "misplay")
        y = hand.centery
        red.append(sum(1 for x in range(hand.left, hand.right)
                       if screen.get_at((x, y)).r > 200 and screen.get_at((x, y)).g < 100))
    assert red[0] > red[1] > red[2]


def test_presses_during_the_lockout_keep_saying_why_until_it_ends(art, display):
    """Issue 30: the reason is not replaced by "Still locked" at the next press, and the
    line does not stay up long after the cards unlock."""
    game, events = started(2)
    sound = FakeSound()
    view = view_for(art, game, events, sound)
    card = misplay(view, game, sound, until=4000.0)
    said = " ".join(view.fx.banners[("msg", 0)].lines)
    assert said.startswith("Locked for 3 s: ⟨")
    played = len(sound.played)
    view.on_events([ev.Rejected(3800.0, 0, "play", Refusal(LOCKED), card, 1)], 3.8)
    banner = view.fx.banners[("msg", 0)]
    assert " ".join(banner.lines) == said             # still why, not "Still locked"
    assert not banner.done(3.99) and banner.done(4.0)  # up until the lockout ends
    assert len(sound.played) == played              # a mashed key makes no noise
    view.fx.banners.clear()                          # another line took its place meanwhile
    view.on_events([ev.Rejected(3900.0, 0, "play", Refusal(LOCKED), card, 1)], 3.9)
    again = view.fx.banners[("msg", 0)]
    assert " ".join(again.lines) == said and again.done(4.0) and not again.done(3.99)


def test_a_press_locked_without_its_lockouts_words_says_how_long_it_still_lasts(art, display):
    game, events = started(2)
    view = view_for(art, game, events, FakeSound())
    view.locks.lock(ev.LockedOut(1000.0, 0, 1500.0, "misplay", game.hands[0][0]))
    view.on_events([ev.Rejected(1300.0, 0, "play", Refusal(LOCKED), game.hands[0][0], 1)], 1.3)
    assert " ".join(view.fx.banners[("msg", 0)].lines) == "Still locked: no cards for 0.2 s"


def test_a_grown_lockout_says_how_long_and_how_many_in_a_row(art, display):
    game, events = started(2)
    view = view_for(art, game, events, FakeSound())
    card = game.hands[0][0]
    view.on_events([ev.Rejected(1000.0, 0, "play", Refusal(NO_FIT, card, game.centres[0][-1]),
                                card, 0),
                    ev.LockedOut(1000.0, 0, 3000.0, "misplay", card, 2000.0, 3)], 1.0)
    assert " ".join(view.fx.banners[("msg", 0)].lines) == \
        "Locked for 2 s: 3 wrong cards in a row"
    assert words.locked_out(4.0, "", 2, "false_call") == "Locked for 4 s: 2 false calls in a row"


def test_a_false_call_rings_the_slap_pad(art, display):
    import pygame
    game, events = started(2)
    sound = FakeSound()
    view = view_for(art, game, events, sound)
    screen = pygame.Surface(SIZE)
    draw_at(view, game, screen, 900)
    pad = LockoutPainter(view.layout, view.text).target(1, "false_call")
    view.on_events([ev.Rejected(1000.0, 1, "call", Refusal(NOBODY_OUT)),
                    ev.LockedOut(1000.0, 1, 1500.0, "false_call")], 1.0)
    assert " ".join(view.fx.banners[("msg", 1)].lines) == \
        "Locked for 0.5 s: nobody is out of cards"
    changed = draw_at(view, game, screen, 1200)
    ring = [screen.get_at((pad.centerx + dx, pad.top - pad.height * 3 // 16))
            for dx in (2, 4, 6)]
    assert any(c.r > 200 and c.g < 100 for c in ring)           # the ring's red, at the top
    assert any(r.colliderect(pad) for r in changed)


def test_locked_words():
    assert words.locked_out(0.5, "⟨9C⟩ does not fit on ⟨TD⟩") == \
        "Locked for 0.5 s: ⟨9C⟩ does not fit on ⟨TD⟩"
    assert words.locked_out(1.0, "Your first pile (⟨3D⟩) has no pair: it is not open") == \
        "Locked for 1 s: your first pile (⟨3D⟩) has no pair"
    assert words.still_locked(0.25, "false_call") == "Still locked: no calls for 0.25 s"


def test_while_locked_only_the_bar_is_redrawn_each_frame(art, display):
    """The dim lives on the still table (redrawn when the lockout starts and ends); each
    frame in between changes the bar's strip alone, not the whole hand."""
    import pygame
    game, events = started(2)
    view = view_for(art, game, events, FakeSound())
    screen = pygame.Surface(SIZE)
    for ms in (900, 950):
        draw_at(view, game, screen, ms)
    misplay(view, game, None)
    for ms in (1100, 1120):                          # the start, then a settled frame
        changed = draw_at(view, game, screen, ms)
    hand = LockoutPainter(view.layout, view.text).target(0, "misplay")
    in_hand = [r.clip(hand) for r in changed if r.colliderect(hand)]
    assert in_hand and sum(r.w * r.h for r in in_hand) < 0.5 * hand.w * hand.h
    dimmed = brightness(screen, hand)
    draw_at(view, game, screen, 1140)
    assert brightness(screen, hand) == pytest.approx(dimmed, rel=0.02)   # never dimmed twice


@pytest.mark.parametrize("seat", [0, 1])
def test_a_spit_misplay_dims_the_peek_strips_under_the_stock_tops_too(art, display, tmp_path,
                                                                     seat):
    """Spit: the locked stock is the five tops and the cards peeking out under (or, for the
    top seat, above) them; every strip is dimmed with the tops, and back after the end."""
    import pygame
    from game.engine.match import Match
    match = Match("spit", {}, 2, 5)
    events = match.next_game()
    game = match.game
    view = view_for(art, game, events, FakeSound())
    screen = pygame.Surface(SIZE)
    draw_at(view, game, screen, 900)
    peeks = [p for p, pile in zip(view.layout.extra["peeks"][seat], game.stocks[seat])
             if len(pile) > 1]
    assert peeks                                  # the deal leaves cards under most tops
    before = [brightness(screen, p.inflate(6, 6)) for p in peeks]
    card = game.stocks[seat][0][-1]
    view.on_events([ev.Rejected(1000.0, seat, "play", Refusal(NO_FIT, card, None), card, 0),
                    ev.LockedOut(1000.0, seat, 1500.0, "misplay", card)], 1.0)
    draw_at(view, game, screen, 1100)
    pygame.image.save(screen, str(tmp_path / f"spit_locked_{seat}.png"))
    for peek, lit in zip(peeks, before):
        assert brightness(screen, peek.inflate(6, 6)) < 0.8 * lit, peek
    draw_at(view, game, screen, 1500)
    draw_at(view, game, screen, 1501)
    for peek, lit in zip(peeks, before):
        assert brightness(screen, peek.inflate(6, 6)) == pytest.approx(lit, rel=0.05)


def california_locked(art, size, text_size=None):
    """A California table at `size` (the window too: the floor is the window's) with seat 0's
    deck locked for a misplay from 1000 to 1500 ms."""
    import pygame
    from game.engine.california import CaliforniaGame
    from game.engine.california_setup import CaliforniaRules
    from game.ui.table.view import TableView
    pygame.display.set_mode(size)
    game = CaliforniaGame(CaliforniaRules(None, 2), 5)
    events = game.start()
    view = TableView(size, 2, "california", art, text_size=text_size)
    view.reset(game)
    view.on_events(events, 0.0)
    view.locks.lock(ev.LockedOut(1000.0, 0, 1500.0, "misplay", None))
    return game, view


@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("size", [(640, 480), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "nl", "pt_BR", "da"])
def test_californias_locked_word_fits_whole_on_its_bar(art, display, lang, size, text_size):
    """California locks the deck, one card wide: LOCKED ("GEBLOKKEERD", "BLOQUEADO") at the
    window's floor was wider than a bar four fifths of a card, and its image cut it off. The
    bar is as wide as the word needs, its round ends clear, and the word is never shrunk under
    the floor."""
    import pygame
    from game import i18n
    from game.ui.text import measuring, min_text_px, recording
    assert i18n.use(lang) == lang
    try:
        game, view = california_locked(art, size, text_size)
        word = words.LOCK_TAG["misplay"]
        with measuring() as boxes, recording() as texts:
            kept, shown = view.lock_painter.draw(pygame.Surface(size), view.locks.active(1200),
                                                 1200.0, (0, 0))
        bar = (kept + shown)[0]
        labels = [b[1:4] for b in boxes if b[0] == word and b[1]]
        assert labels                          # the bar's two images: full and drained
        for box, width, height in labels:
            assert width <= box <= bar.w - bar.h // 2, (word, width, box, bar)
            assert height <= bar.h
        assert pygame.Rect((0, 0), size).contains(bar)
        scale = view.text.scale
        assert min(px for text, px, _ in texts if text == word) >= \
            round(min_text_px(size) * scale) - 1
    finally:
        i18n.use("en")
        pygame.display.set_mode(SIZE)


def test_a_bar_wider_than_its_row_is_put_back_when_the_lockout_ends(art, display):
    """The widened bar's ends lie outside the dimmed deck: they are put back each frame and
    the table under them is whole again after the lockout."""
    import pygame
    from game import i18n
    size = (640, 480)
    assert i18n.use("nl") == "nl"
    try:
        game, view = california_locked(art, size)
        view.locks.reset()
        screen = pygame.Surface(size)
        draw_at(view, game, screen, 900)
        painter = view.lock_painter
        bar = painter.bar_rect(painter.hand_row(0))
        deck = painter.target(0, "misplay")
        assert not deck.contains(bar)
        ends = [r for r in (bar.clip(pygame.Rect(0, 0, deck.left, size[1])),
                            bar.clip(pygame.Rect(deck.right, 0, size[0], size[1]))) if r.w]
        before = [screen.subsurface(r).copy() for r in ends]
        view.locks.lock(ev.LockedOut(1000.0, 0, 1500.0, "misplay", None))
        changed = draw_at(view, game, screen, 1100)
        assert any(r.contains(bar) for r in changed)
        draw_at(view, game, screen, 1300)
        draw_at(view, game, screen, 1500)
        draw_at(view, game, screen, 1501)
        for r, was in zip(ends, before):
            assert pygame.image.tobytes(screen.subsurface(r), "RGB") == \
                pygame.image.tobytes(was, "RGB")
    finally:
        i18n.use("en")
        pygame.display.set_mode(SIZE)
