"""The table renderer: what lands on the screen for a game state and for engine events."""
import pygame
import pytest

from game.engine import events as ev
from game.engine.cards import name
from game.engine.intents import PLAY
from game.engine.refusals import GAME_OVER, NO_FIT, Refusal
from game.engine.speed import SpeedGame
from game.engine.speed_setup import SpeedRules
from game.ui import animation as anim
from game.ui.table.view import SeatHints, TableView

SIZE = (1280, 720)
LATER = 100.0          # a time when every animation has finished


class CountingSurface(pygame.Surface):
    """A screen that records the source of every blit."""

    def __init__(self, size):
        super().__init__(size)
        self.sources = []

    def blit(self, source, dest, *args, **kwargs):
        self.sources.append(source)
        return super().blit(source, dest, *args, **kwargs)


class FakeSound:
    def __init__(self):
        self.played = []

    def play(self, name):
        self.played.append(name)


def started(seats: int, seed: int = 5) -> tuple[SpeedGame, list]:
    game = SpeedGame(SpeedRules(None, seats), seed)
    return game, game.start()


def view_for(art, game, events=(), sound=None, size=SIZE, names=None) -> TableView:
    """A table view of `game`'s variant that has seen the start `events` (every variant)."""
    view = TableView(size, game.seats, game.variant, art, sound, names)
    view.reset(game)
    view.on_events(list(events), 0.0)
    return view


def frame(view, game, now=LATER, size=SIZE, **kwargs) -> CountingSurface:
    """One drawn frame at `now` seconds (game time now × 1000 ms)."""
    surface = CountingSurface(size)
    view.draw(surface, game, now, now * 1000.0, **kwargs)
    return surface


def green_tag_on(surface, plate) -> bool:
    """Is a green request tag (FLIP / SPIT pressed) drawn in the plate's lower right?"""
    return any(c.g > 180 and c.r < 110 for c in
               (surface.get_at((x, y)) for x in range(plate.centerx, plate.right, 2)
                for y in range(plate.centery, plate.bottom, 2)))


def same_as_face(surface, rect, face) -> bool:
    """Do the pixels inside `rect` match the card image, on a grid of interior points?"""
    points = [(face.get_width() * i // 6, face.get_height() * j // 6)
              for i in range(1, 6) for j in range(1, 6)]
    return all(surface.get_at((rect.x + x, rect.y + y)) == face.get_at((x, y)) for x, y in points)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_centre_piles_show_their_top_card_on_the_felt(art, seats):
    game, events = started(seats)
    view = view_for(art, game, events)
    surface = frame(view, game)
    for pile, rect in enumerate(view.layout.centres):
        top = game.centres[pile][-1]
        centre = rect.center
        assert surface.get_at(centre) != view.background.get_at(centre)
        assert same_as_face(surface, rect, art.face(top, view.w))


def counting_layer(view) -> CountingSurface:
    """Swap the view's still-table layer for a copy that records its blits."""
    layer = CountingSurface(view.size)
    layer.blit(view.layer.surface, (0, 0))
    layer.sources.clear()
    view.layer.surface = layer
    return layer


def test_one_card_blit_per_hand_card_and_only_what_changed_is_redrawn(art):
    game, events = started(2)
    view = view_for(art, game, events)
    frame(view, game)
    layer = counting_layer(view)
    game.hands[1] = game.hands[1][:3]            # seat 1 now shows three cards
    surface = frame(view, game)
    faces1 = {id(view.card_image(card)) for card in game.hands[1]}
    faces0 = {id(view.card_image(card)) for card in game.hands[0]} - faces1
    assert len([s for s in layer.sources if id(s) in faces1]) == 3
    assert not [s for s in layer.sources if id(s) in faces0]     # seat 0's row was left alone
    assert surface.sources[0] is layer                           # one blit of the still table
    hand = view.layout.seats[1].hand
    assert surface.get_at(hand[4].center) == view.background.get_at(hand[4].center)
    assert same_as_face(surface, hand[2], art.face(game.hands[1][2], view.w))


def test_played_card_flies_then_lands_on_the_pile(art):
    game, events = next(g for g in map(lambda s: started(2, s), range(1, 50))
                        if any(i.kind == PLAY for i in g[0].legal_intents(0)))
    view = view_for(art, game, events)
    frame(view, game, now=0.0)
    play = next(i for i in game.legal_intents(0) if i.kind == PLAY)
    below = game.centres[play.pile][-1]
    played = game.apply(play.at(500.0))
    view.on_events(played, 1.0)
    rect = view.layout.centres[play.pile]
    during = frame(view, game, now=1.0)          # still in the hand slot: the old top shows
    assert same_as_face(during, rect, art.face(below, view.w))
    after = frame(view, game, now=1.0 + anim.SLIDE_S + 0.3)
    assert same_as_face(after, rect, art.face(play.card, view.w))
    assert len(view.anim) == 0                   # finished animations are dropped


def test_rejected_play_shows_the_reason_in_red_near_the_hand_and_shakes(art):
    game, events = started(2)
    sound = FakeSound()
    view = view_for(art, game, events, sound)
    frame(view, game, now=0.0)
    card = game.hands[0][1]
    refusal = Refusal(NO_FIT, card, game.centres[0][-1])
    view.on_events([ev.Rejected(10.0, 0, "play", refusal, card, 0)], 1.0)
    banner = view.fx.banners[("msg", 0)]
    assert banner.lines == [f"⟨{name(card)}⟩ does not fit on ⟨{name(game.centres[0][-1])}⟩"] and banner.colour[0] > 200 > banner.colour[1]
    assert any(isinstance(a, anim.RejectShake) and a.card == card for a in view.anim.active)
    assert "reject" in sound.played
    surface = frame(view, game, now=1.2)
    message = view.layout.seats[0].message
    reds = [surface.get_at((x, message.centery)) for x in range(message.left, message.right, 3)]
    assert any(c.r > 200 and c.g < 110 for c in reds)
    frame(view, game, now=5.0)
    assert ("msg", 0) not in view.fx.banners


def test_race_margin_banner_when_two_seats_hit_one_pile(art):
    game, events = started(2)
    view = view_for(art, game, events)
    view.names = ["Ana", "Bo"]
    a, b = game.hands[0][0], game.hands[1][0]
    view.on_events([ev.CardPlayed(1000.0, 1, b, 0), ev.CardPlayed(1004.0, 0, a, 0)], 2.0)
    assert view.fx.banners[("race", 0)].lines == ["Bo first", "by 4 ms"]
    view.on_events([ev.Rejected(1100.0, 1, "play", Refusal(NO_FIT, b, a), b, 0)], 2.1)
    assert view.fx.banners[("race", 0)].lines == ["Ana first", "by 96 ms"]
    view.on_events([ev.CardPlayed(1500.0, 1, b, 1), ev.CardPlayed(1900.0, 0, a, 1)], 2.5)
    assert ("race", 1) not in view.fx.banners


def test_stalemate_countdown_and_flip_markers(art):
    game, events = started(2)
    view = view_for(art, game, events)
    game.stalemate_at, game.now = 1000.0, 1500.0
    game.requests = [True, False]
    text, _, fraction = view.hud._status(game, 2000.0)
    assert "auto flip in 2.0 s" in text and "1 to go" in text
    assert fraction == pytest.approx(2 / 3)
    surface = frame(view, game, now=2.0)
    assert green_tag_on(surface, view.layout.seats[0].plate)      # the FLIP tag of seat 0


def test_call_window_countdown_and_slap_on_call(art):
    game, events = started(2)
    sound = FakeSound()
    view = view_for(art, game, events, sound)
    game.window = (4000.0, 1, [1])
    text, _, fraction = view.hud._status(game, 2500.0)
    assert "P2 is out!" in text and "1.5 s" in text and fraction == pytest.approx(0.5)
    calm = frame(view, game, now=9.0)
    view.on_events([ev.Called(2600.0, 1)], 10.0)
    assert view.fx.slaps and "slap" in sound.played
    assert view.fx.shake.offset(10.05) != (0, 0)
    flashed = frame(view, game, now=10.01)
    plate = view.layout.seats[0].plate          # brighter on the whole (not one pixel: the
    assert (sum(pygame.transform.average_color(flashed, plate)[:3]) >     # name's letters
            sum(pygame.transform.average_color(calm, plate)[:3]))         # shake with it)


def test_hints_draw_cursor_and_aim_rings(art):
    game, events = started(2)
    view = view_for(art, game, events)
    frame(view, game)
    layer = counting_layer(view)
    hints = [SeatHints(cursor=2, aim=1, device="keyboard"), None]
    frame(view, game, hints=hints)
    ring = art.highlight(view.w, (235, 90, 75))
    assert sum(1 for s in layer.sources if s is ring) == 2


def test_refill_slides_from_the_draw_pile_and_ends_in_the_slot(art):
    game, events = started(4)
    view = TableView(SIZE, 4, "speed", art)
    view.on_events(events, 0.0)                  # the start refills every empty hand
    motion = next(a for a in view.anim.active if a.key == ("hand", 0, game.hands[0][0]))
    assert motion.src == view.layout.seats[0].draw
    assert motion.pos(5.0) == view.layout.seats[0].hand[0].topleft
    frame(view, game, now=5.0)
    assert len(view.anim) == 0


def test_resize_lays_the_table_out_again(art):
    game, events = started(3)
    view = view_for(art, game, events)
    small = view.w
    view.resize((1920, 1080))
    assert view.w > small and view.background.get_size() == (1920, 1080)
    surface = pygame.Surface((1920, 1080))
    view.draw(surface, game, LATER, LATER * 1000)
    rect = view.layout.centres[0]
    assert same_as_face(surface, rect, art.face(game.centres[0][-1], view.w))


@pytest.mark.parametrize("variant", ["speed", "spit", "california"])
def test_a_window_shrunk_below_the_smallest_table_still_draws(art, variant):
    from game.engine.match import Match
    match = Match(variant, {}, 2, 5)
    events = match.next_game()
    view = TableView(SIZE, 2, variant, art, FakeSound(), ["A", "B"])
    view.reset(match.game)
    view.on_events(events, 0.0)
    view.resize((120, 80))                        # a window manager may allow this
    surface = pygame.Surface((120, 80))
    view.draw(surface, match.game, LATER, LATER * 1000)
    assert view.background.get_size() == (200, 150)


@pytest.mark.parametrize("seats", [2, 4])
def test_region_redraws_leave_the_same_picture_as_a_full_redraw(art, seats):
    import random
    game, events = started(seats, seed=9)
    view = view_for(art, game, events)
    rng, t = random.Random(4), 0.0
    hints = [SeatHints(cursor=0, aim=0)] + [None] * (seats - 1)
    for step in range(120):
        options = [i for s in range(seats) for i in game.legal_intents(s)]
        if game.over or not options:
            break
        t += rng.uniform(20, 120)
        view.on_events(game.apply(rng.choice(options).at(t)), t / 1000)
        hints[0].cursor, hints[0].aim = step % 5, step % seats
        frame(view, game, now=t / 1000 + 0.05, hints=hints)
    incremental = pygame.image.tobytes(view.layer.surface, "RGB")
    view.layer.invalidate()
    frame(view, game, now=t / 1000 + 0.05, hints=hints)
    assert pygame.image.tobytes(view.layer.surface, "RGB") == incremental


def test_a_raced_speed_call_shows_who_slapped_first_and_by_how_much(art):
    game, events = started(2)
    view = view_for(art, game, events)
    view.names = ["Ana", "Bo"]
    view.on_events([ev.Called(5000.0, 1)], 1.0)
    view.on_events([ev.Rejected(5003.0, 0, "call", Refusal(GAME_OVER))], 1.0)
    banner = next(b for key, b in view.fx.banners.items() if key[0] == "race")
    assert banner.lines == ["Bo first", "by 3 ms"]
    view.on_events([ev.Rejected(9000.0, 0, "call", Refusal(GAME_OVER))], 2.0)
    assert sum(1 for key in view.fx.banners if key[0] == "race") == 1


def test_keyboard_players_see_the_key_of_each_card(art):
    game, events = started(2)
    view = view_for(art, game, events)
    bare = frame(view, game)
    keyed = frame(view, game, hints=[SeatHints(keys=("A", "S", "D", "F", "G")), None])
    slot = view.layout.seats[0].hand[2]
    spot = (slot.centerx, slot.bottom - 2 - art.size(view.w)[0] // 14)
    assert sum(keyed.get_at(spot)[:3]) < 200 < sum(bare.get_at(spot)[:3])   # a dark key cap
    other = view.layout.seats[1].hand[2]
    point = (other.centerx, other.bottom - 2 - art.size(view.w)[0] // 14)
    assert keyed.get_at(point) == bare.get_at(point)


def test_the_table_keeps_its_own_cards_and_not_the_arts_nor_turned_faces(art):
    """Memory at the table: one image per card (its shadow baked in), not a second bare copy
    in the card art; a card turning keeps only the back's steps, not every face's."""
    from game.ui.cards.art import CardArt
    art = CardArt()                               # its own: other tests ask the shared one
    view = TableView((1280, 720), 4, "speed", art)
    assert not [key for key in art._cache if key[0] in ("face", "back") and key[-1] == view.w]
    turns = [anim.CardMotion(card, pygame.Rect(0, 0, 10, 10), pygame.Rect(50, 0, 10, 10), 0.0,
                             1.0, False, True) for card in range(52)]
    for k in range(1, 20):
        view.flights.draw(pygame.Surface((1280, 720)), turns, k / 20, (0, 0))
    assert 0 < len(view.flights._squash) <= 16
