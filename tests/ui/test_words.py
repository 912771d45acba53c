"""Words a person reads: cards and piles named as players name them, on screen only, made from
a refusal's code and fields; the engine's sentences (replays, --check) keep the contract's
wording."""
import re
from string import Formatter

import pygame
import pytest

from game.engine import cards, refusals
from game.engine import events as ev
from game.engine.intents import Intent
from game.engine.match import Match
from game.engine.refusals import (MUST_PLAY, NO_FIT, NO_SUCH_PILE, NO_SUCH_POSITION, NOBODY_OUT,
                                  NOT_A_MOVE, NOT_ADJACENT, NOT_IN_HAND, NOT_ON_STOCK,
                                  PILE_EMPTY, PILE_NOT_OPEN, POSITION_TAKEN, SAME_POSITION,
                                  SPIT_PILE_UNUSED, Refusal)
from game.ui import rich_text, words
from game.ui.text import TextCache
from game.ui.table.view import SeatHints, TableView

SPEED2 = words.Table("speed", ["Ana", "Bea"])
SPEED4 = words.Table("speed", ["Ana", "Bea", "Cy", "Di"])
SPIT = words.Table("spit", ["Ana", "Bea"])
CAL = words.Table("california", ["Ana", "Bea"], columns=4)


card_id = cards.parse


@pytest.mark.parametrize("refusal, seat, table, shown", [
    (Refusal(NO_FIT, card_id("TD"), card_id("AD")), 0, SPEED2, "⟨TD⟩ does not fit on ⟨AD⟩"),
    (Refusal(NOT_IN_HAND, card_id("7H'")), 0, SPEED2, "⟨7H'⟩ is not in your hand"),
    (Refusal(PILE_EMPTY, pile=1), 0, SPEED2, "The right pile is empty until the next flip"),
    (Refusal(PILE_EMPTY, pile=2), 0, SPEED4, "Cy's pile is empty until the next flip"),
    (Refusal(MUST_PLAY, card_id("9D"), card_id("8D")), 1, SPEED2,
     "No flip while a card fits: ⟨9D⟩ on ⟨8D⟩"),         # true just after a flip too
    (Refusal(NOBODY_OUT), 0, SPEED2, 'Nobody is out of cards: no "Speed!" yet'),
    (Refusal(NOT_ADJACENT, card_id("9S"), card_id("3C")), 0, SPIT, "⟨9S⟩ does not fit on ⟨3C⟩"),
    (Refusal(SPIT_PILE_UNUSED, pile=1), 0, SPIT, "Bea's spit pile is not in use this round"),
    (Refusal(POSITION_TAKEN, position=2), 0, SPIT, "Your third stock pile is not empty"),
    (Refusal(SAME_POSITION, card_id("KD"), position=0), 0, SPIT,
     "⟨KD⟩ is already in your first stock pile"),
    (Refusal(PILE_NOT_OPEN, top=card_id("KD"), pile=6), 0, CAL,
     "Bea's third pile (⟨KD⟩) has no pair: it is not open"),
    (Refusal(PILE_NOT_OPEN, top=card_id("KD"), pile=1), 0, CAL,
     "Your second pile (⟨KD⟩) has no pair: it is not open"),
    (Refusal(NOT_A_MOVE, kind="cover", variant="speed"), 0, SPEED2, "That is not a move in Speed"),
    (Refusal(NOT_A_MOVE, kind="play", variant="california"), 0, CAL,
     "That is not a move in California Speed"),
])
def test_refusals_become_a_players_words(refusal, seat, table, shown):
    assert words.rejected(refusal, seat, table) == shown


@pytest.mark.parametrize("refusal, shown", [
    (Refusal(NO_SUCH_PILE, pile=None), "There is no pile None"),
    (Refusal(NO_SUCH_POSITION, position="x"), "There is no stock position x"),
    (Refusal(NOT_ON_STOCK, -1), "-1 is not on top of one of your stock piles"),
])
def test_a_refusal_the_screen_cannot_name_reads_as_the_engine_words_it(refusal, shown):
    assert words.rejected(refusal, 0, SPEED2) == shown


def test_every_code_has_a_players_words_using_only_its_fields():
    assert set(words.REFUSED) == set(refusals.CODES)
    for code, text in words.REFUSED.items():
        used = {name for _, name, _, _ in Formatter().parse(text) if name}
        named = {"card": "card", "top": "top", "Pile": "pile", "stock": "position",
                 "Stock": "position", "Variant": "variant"}
        assert {named[name] for name in used} <= set(refusals.FIELDS[code]), code


def test_cards_in_words_and_symbols():
    text = words.rejected(Refusal(NO_FIT, card_id("TD"), card_id("AD")), 0, SPEED2)
    assert words.plain(text) == "10 of diamonds does not fit on ace of diamonds"
    assert words.symbols(text) == "10♦ does not fit on A♦"
    assert words.plain(words.token(53)) == "joker"
    assert words.split("a ⟨QS⟩ b") == ["a ", ("card", "QS"), " b"]


CARD_CODE = re.compile(r"(?<![\w⟨])((?:[2-9TJQKA][SHDC]|X[12])'*)(?![\w⟩])")


def test_every_reason_the_engine_gives_in_random_games_reads_without_codes():
    """Random presses in every variant: no refusal reaches the screen with a card code or a
    pile number in it (the engine's wording: "TD does not fit on AD", "pile 6 (KD) is not
    open")."""
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
                    shown = words.rejected(event.refusal, event.seat, table)
                    assert not CARD_CODE.search(shown), shown
                    assert not re.search(r"\b(pile|position) -?\d", shown), shown
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
    for pile in (0, 3, 4, 7):              # seat 0's keys at a pile's foot, seat 1's at its head
        rect = view.layout.centres[pile]
        foot = pygame.Rect(rect.left, rect.bottom - rect.height // 4 if pile < 4 else rect.top,
                           rect.width, rect.height // 4)
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
