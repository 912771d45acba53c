"""The menus and screens speak the language in use when they are built or drawn: labels, default
names, numbers with the language's decimal comma, sentences whose pieces are chosen from codes
(never by reading translated words back). A stub catalog stands in for a compiled one."""
import gettext
from datetime import date

import pytest

from game import i18n
from game.daily import challenge, share_line
from game.ui.scenes import options
from game.ui.scenes.daily import _screen
from game.ui.scenes.help import MISPLAY, RULES, HelpScene, misplay_lines, rule_lines
from game.ui.scenes.join_card import key_summary
from game.ui.scenes.options import OptionsScene
from game.ui.scenes.pause import PauseMenu
from game.ui.scenes.table_scene import TableScene
from tests.ui.screen import keys


class Words(gettext.NullTranslations):
    """A catalog from a dict: msgid (or (context, msgid)) → translation."""

    def __init__(self, words: dict):
        super().__init__()
        self.words = words

    def gettext(self, message):
        return self.words.get(message, message)

    def pgettext(self, context, message):
        return self.words.get((context, message), message)

    def ngettext(self, singular, plural, n):
        return self.words.get(singular if n == 1 else plural, singular if n == 1 else plural)


@pytest.fixture
def speak():
    """`speak(words)`: Dutch from `words` until the test ends (then English again)."""
    yield lambda words, code="nl": i18n.use(code, Words(words))
    i18n.use("en")


def test_options_are_built_in_the_language_with_its_decimal_comma(app, speak):
    assert options.show(1.5) == "1.5 s" and options.show(True) == "on"
    speak({"Options": "Opties", "Misplay lockout": "Geblokkeerd na misser", "Rules": "Regels",
           ("setting", "on"): "aan", ("setting", "off"): "uit"})
    assert options.show(1.5) == "1,5 s" and options.show(2.0) == "2 s"
    assert options.show(True) == "aan" and options.show(False) == "uit"
    scene = OptionsScene(app.ctx)
    assert scene.menu.title == "Opties" and list(scene.pages)[0] == "Regels 1/2"
    item = scene.find("Geblokkeerd na misser")
    item.index = item.values.index(0.5)
    assert item.show(item.value) == "0,5 s"


def test_a_seat_gap_closes_up_under_default_names_in_another_language(app, speak):
    speak({"Player {n}": "Speler {n}", "Computer {n}": "Computerspeler {n}"})
    keys(app, "return", "a", "n", "b")
    join = app.scene
    assert [s.name for s in join.seats[:3]] == ["Speler 1", "Speler 2", "Computerspeler 3"]
    app.hub.leave(1)                                             # player 2 left: a gap
    join.seats[1], join.seats[3], join.seats[2] = None, join.seats[2], None
    keys(app, "return")
    table = app.scene
    assert isinstance(table, TableScene)
    assert [s.name for s in table.seats] == ["Speler 1", "Computerspeler 2"]


def test_the_pause_menu_speaks_the_language_in_use_each_time_it_opens(speak):
    menu = PauseMenu(lambda: None, lambda: None)
    speak({"Paused": "Pauze", "Resume": "Verder",
           "Quit to the title screen": "Naar het titelscherm"})
    menu.open(0)
    assert menu.menu.title == "Pauze"
    assert [i.label for i in menu.menu.items] == ["Verder", "Naar het titelscherm"]
    i18n.use("en")
    menu.open(0)
    assert [i.label for i in menu.menu.items] == ["Resume", "Quit to the title screen"]


def plain(lines: list[str]) -> list[str]:
    """Lines as a player reads them: a key list's no-break spaces (game/nobreak.py) plain."""
    return [" ".join(line.split()) for line in lines]


def test_a_panels_buttons_are_named_from_its_controls_not_from_their_words(app, speak):
    panel = next(p for p in app.hub.bindings.layouts.values() if p.device == "serial")
    english = plain(key_summary(panel, "serial:/dev/ttyUSB0"))
    assert "Play a card: card buttons 1 2 3 4 5" in english
    assert "Aim at a pile: the aim buttons" in english
    speak({"card button {n}": "kaartknop {n}", "card buttons {numbers}": "kaartknoppen {numbers}",
           "Play a card: {keys}": "Speel een kaart: {keys}", "the aim buttons": "de richtknoppen",
           "Aim at a pile: {keys}": "Richt op een stapel: {keys}"})
    dutch = plain(key_summary(panel, "serial:/dev/ttyUSB0"))
    assert "Speel een kaart: kaartknoppen 1 2 3 4 5" in dutch
    assert "Richt op een stapel: de richtknoppen" in dutch


def test_the_rules_are_one_message_a_variant_broken_into_lines_by_the_translation(app, speak):
    assert len(rule_lines("spit")) == 2
    speak({RULES["spit"]: "Een.\nTwee.\nDrie.", MISPLAY: "Misser: {seconds} s geblokkeerd."})
    assert rule_lines("spit") == ["Een.", "Twee.", "Drie."]
    app.ctx.settings.rules["misplay_lockout_s"] = 0.5
    assert misplay_lines(app.ctx.settings) == ["Misser: 0,5 s geblokkeerd."]


def test_the_help_tabs_shorten_a_title_without_reading_its_words(app, speak):
    speak({"Gamepad: {family} (one each)": "Gamepad: {family} (één per speler)",
           "Gamepad: {family}": "Gamepad: {family} ·"})
    help_scene = HelpScene(app.ctx)
    pads = [p for _share, column in help_scene._columns() for p in column if p[0] == "pad"]
    if not pads:
        pytest.skip("no pad profile in the default bindings")
    key, title, _profiles, _draw, tab = pads[0]
    assert title == "Gamepad: Xbox (één per speler)" and tab == "Gamepad: Xbox ·"


def test_the_daily_share_line_is_a_whole_sentence_in_the_language(speak):
    c = challenge(date(2026, 12, 24))
    speak({"Speed daily {date}: beat {name} {score} in {time}":
           "Speed-uitdaging {date}: {name} verslagen met {score} in {time}",
           "streak {n}": "reeks {n}"})
    line = share_line(c, True, (2, 1), 221.4, 5)
    assert line == (f"Speed-uitdaging 2026-12-24: {c.opponent.name} verslagen met 2\u20131 in 3:41"
                    " \N{FIRE}5")
    assert _screen(line).endswith("in 3:41 reeks 5")


def test_the_shipped_layouts_labels_are_translated_and_a_players_own_are_not(app, speak):
    from game.ui.layout_words import DEFAULT_LABELS, layout_label
    shipped = {p.label for p in app.hub.bindings.layouts.values() if p.label}
    assert shipped <= DEFAULT_LABELS                 # every label the game ships is marked
    speak({"Keyboard, left player": "Toetsenbord, linkerspeler"})
    assert layout_label("Keyboard, left player") == "Toetsenbord, linkerspeler"
    assert layout_label("Keyboard, left player (mine)") == "Keyboard, left player (mine)"


def test_a_seat_card_in_california_names_the_controls_that_cover_a_pile(app):
    layouts = app.hub.bindings.layouts
    left = plain(key_summary(layouts["keyboard_left"], "keyboard", variant="california"))
    assert left == ["Cover a pile of the aimed row: A S D F G",
                    "Aim at the bottom / top row: W / R"]
    pad = plain(key_summary(layouts["gamepad"], "pad:0", variant="california"))
    assert pad == ["Move the highlight over the piles: the d-pad",
                   "Cover the highlighted pile: X / B"]
    assert key_summary(layouts["mouse"], "mouse", variant="california") == [
        "Click a pile to cover it"]
    assert not any("Speed" in line or "Flip" in line
                   for line in left + pad + key_summary(layouts["arcade"], "serial:CAB",
                                                        variant="california"))
