"""Words a person reads: cards and piles named as players name them, on screen only; the
engine's reasons (replays, --check) keep the contract's codes."""
import pygame
import pytest

from game.engine import events as ev
from game.engine.intents import Intent
from game.engine.match import Match
from game.ui import rich_text, words
from game.ui.effects import TextCache
from game.ui.table.view import SeatHints, TableView

SPEED2 = words.Table("speed", ["Ana", "Bea"])
SPEED4 = words.Table("speed", ["Ana", "Bea", "Cy", "Di"])
SPIT = words.Table("spit", ["Ana", "Bea"])
CAL = words.Table("california", ["Ana", "Bea"], columns=4)


@pytest.mark.parametrize("reason, seat, table, shown", [
    ("TD does not fit on AD", 0, SPEED2, "⟨TD⟩ does not fit on ⟨AD⟩"),
    ("7H' is not in your hand", 0, SPEED2, "⟨7H'⟩ is not in your hand"),
    ("pile 1 is empty", 0, SPEED2, "The right pile is empty until the next flip"),
    ("pile 2 is empty", 0, SPEED4, "Cy's pile is empty until the next flip"),
    ("you can play 9D on 8D", 1, SPEED2, "No flip yet: you can play ⟨9D⟩ on ⟨8D⟩"),
    ("nobody is out of cards", 0, SPEED2, 'Nobody is out of cards: no "Speed!" yet'),
    ("9S is not adjacent to 3C", 0, SPIT, "⟨9S⟩ does not fit on ⟨3C⟩"),
    ("spit pile 1 is not in use this round", 0, SPIT, "Bea's spit pile is not in use this round"),
    ("stock position 2 is not empty", 0, SPIT, "Your third stock pile is not empty"),
    ("KD is already in stock position 0", 0, SPIT, "⟨KD⟩ is already in your first stock pile"),
    ("pile 6 (KD) is not open", 0, CAL, "Bea's third pile (⟨KD⟩) has no pair: it is not open"),
    ("pile 1 (KD) is not open", 0, CAL, "Your second pile (⟨KD⟩) has no pair: it is not open"),
    ("'cover' is not a move in speed", 0, SPEED2, "That is not a move in Speed"),
    ("something new about pile 0 and X1", 0, SPEED2,
     "Something new about the left pile and ⟨X1⟩"),
])
def test_engine_reasons_become_a_players_words(reason, seat, table, shown):
    assert words.rejected(reason, seat, table) == shown


def test_cards_in_words_and_symbols():
    text = words.rejected("TD does not fit on AD", 0, SPEED2)
    assert words.plain(text) == "10 of diamonds does not fit on ace of diamonds"
    assert words.symbols(text) == "10♦ does not fit on A♦"
    assert words.plain(words.token(53)) == "joker"
    assert words.split("a ⟨QS⟩ b") == ["a ", ("card", "QS"), " b"]


def test_every_reason_the_engine_gives_in_random_games_reads_without_codes():
    """Random presses in every variant: no reason reaches the screen with a card code or a
    pile number in it (the old wording: "TD does not fit on AD", "pile 6 (KD) is not open")."""
    import random
    seen = set()
    for variant in ("speed", "spit", "california"):
        match = Match(variant, {}, 2, 11)
        match.next_game(None)
        game, rng = match.game, random.Random(3)
        table = words.Table(variant, ["Ana", "Bea"], 4)
        kinds = {"speed": ["play", "flip", "call"], "spit": ["play", "move", "spit", "slap"],
                 "california": ["cover"]}[variant]
        for t in range(1, 400):
            kind = rng.choice(kinds)
            card = rng.randrange(52) if kind in ("play", "move") else None
            intent = Intent(t * 5.0, rng.randrange(2), kind, card=card, pile=rng.randrange(-1, 9))
            for event in match.apply(intent):
                if isinstance(event, ev.Rejected):
                    shown = words.rejected(event.reason, event.seat, table)
                    assert not words.CARD.search(shown), shown
                    assert not __import__("re").search(r"\b(pile|position) -?\d", shown), shown
                    seen.add(event.reason.split(" ")[-1])
            if game.over:
                break
    assert len(seen) > 5


def test_a_card_chip_is_drawn_in_its_suit_colour():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((200, 100))
    line = rich_text.render(TextCache(), "on ⟨AD⟩", 24, (255, 255, 255))
    reds = sum(1 for x in range(line.get_width()) for y in range(line.get_height())
               if line.get_at((x, y)).r > 180 and line.get_at((x, y)).g < 60)
    assert reds > 20


def started_view(art, variant, seats=2, size=(1280, 720)):
    match = Match(variant, {}, seats, 5)
    events = match.next_game(None)
    names = ["Ana", "Bea", "Cy", "Di"][:seats]
    view = TableView(size, seats, variant, art, None, names)
    view.reset(match.game)
    view.on_events(events, 0.0)
    return match, view


@pytest.mark.parametrize("variant, seats, size", [
    ("speed", 2, (1280, 720)), ("speed", 2, (640, 480)), ("speed", 3, (1280, 720)),
    ("speed", 4, (1280, 720)), ("spit", 2, (1280, 720)), ("california", 2, (1024, 600))])
def test_the_race_badge_never_covers_a_centre_card(art, variant, seats, size):
    _, view = started_view(art, variant, seats, size)
    for pile, rect in enumerate(view.layout.centres):
        view._race_banner(1, 253.0, pile, 1.0)
        badge = view.fx.banners[("race", pile)]
        image = badge.image(view.text)
        shown = image.get_rect(center=badge.center)
        assert not shown.colliderect(rect), (pile, shown, rect)
        assert pygame.Rect((0, 0), size).contains(shown)


def test_a_seats_rejects_show_one_at_a_time_near_it(art):
    match, view = started_view(art, "speed")
    game = match.game
    for t, pile in ((10.0, 0), (11.0, 1)):
        view.on_events(match.apply(Intent(t, 0, "play", card=game.hands[0][0], pile=pile)), 1.0)
    view.on_events(match.apply(Intent(12.0, 0, "call")), 1.1)
    banners = [b for k, b in view.fx.banners.items() if k == ("msg", 0)]
    assert len(banners) == 1 and banners[0].lines == ['Nobody is out of cards: no "Speed!" yet']
    assert view.layout.seats[0].message.collidepoint(banners[0].center)
    view.fx.update(1.1 + 2.3)
    assert ("msg", 0) not in view.fx.banners                # faded and gone


def test_californias_piles_show_their_keys(art):
    match, view = started_view(art, "california")
    hints = {0: SeatHints(keys=("A", "S", "D", "F")), 1: SeatHints(keys=("N", "M", ",", "."))}
    plain = pygame.Surface((1280, 720))
    view.draw(plain, match.game, 5.0, 5000.0)
    keyed = pygame.Surface((1280, 720))
    view.draw(keyed, match.game, 5.0, 5000.0, hints=hints)
    for pile in (0, 3, 4, 7):
        rect = view.layout.centres[pile]
        foot = pygame.Rect(rect.left, rect.bottom - rect.height // 4, rect.width, rect.height // 4)
        changed = sum(1 for x in range(foot.left, foot.right, 2)
                      for y in range(foot.top, foot.bottom, 2)
                      if plain.get_at((x, y)) != keyed.get_at((x, y)))
        assert changed > 10, pile


@pytest.mark.parametrize("label", [",", ".", "/"])
def test_punctuation_key_caps_are_readable_at_640x480(art, label):
    _, view = started_view(art, "speed", size=(640, 480))
    cap = view.layer._keycap(label)
    ink = [(x, y) for x in range(cap.get_width()) for y in range(cap.get_height())
           if cap.get_at((x, y)).r > 200]
    assert len(ink) >= 12, len(ink)                     # the old cap: a speck of 2-6 pixels
    assert max(y for _, y in ink) - min(y for _, y in ink) >= 3
    assert cap.get_height() >= 14
