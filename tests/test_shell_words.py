"""The shell's words in the player's language: problems found while the settings are read (before
the language is known) said in the language in use when they are shown, a port's note carried
across the reader process's JSON pipe, the problem list's counts, and the stats report."""
import copy
import json
from dataclasses import asdict

import pytest

from game import i18n
from game.config import load_settings
from game.input import port_problems
from game.input.boards import BoardInfo
from game.input.reader_process import board_info
from game.later import Later, pack, shown, unpack
from game.store.report import format_report
from tests.i18n_catalogs import catalog


@pytest.fixture
def speak():
    """`speak("nl")`: the shell's words in that language until the test ends (then English)."""
    yield lambda language: i18n.use(language, catalog(language))
    i18n.use("en")


def test_a_later_is_its_english_text_and_keeps_what_it_was_made_of():
    said = Later("{where}: {problem}", where="a.toml:3",
                 problem=Later("{key} must be true or false, not {value}", key="x", value="7"))
    assert said == "a.toml:3: x must be true or false, not 7"
    assert shown(said) == said and shown("plain") == "plain"
    for again in (copy.deepcopy(said), unpack(json.loads(json.dumps(pack(said))))):
        assert again == said and isinstance(again, Later)
        assert again.values["problem"].message == said.values["problem"].message


def test_settings_problems_read_in_english_are_said_in_the_language_in_use(tmp_path, speak):
    path = tmp_path / "settings.toml"
    path.write_text("[sound]\nvolume = 7\nmuted = 3\n[nope]\nx = 1\n")
    errors = load_settings(path).errors                # read before any language is chosen
    assert errors[0] == f"{path}:2: volume must be a number from 0 to 1, not 7; using 0.8"
    speak("nl")
    assert shown(errors[0]) == (f"{path}:2: volume moet een getal van 0 tot 1 zijn, niet 7; "
                                "0.8 wordt gebruikt")
    assert shown(errors[2]) == f"{path}:4: onbekende sectie [nope]"
    speak("da")
    assert shown(errors[1]) == f"{path}:3: muted skal være true eller false, ikke 3; bruger false"
    assert errors[1] == f"{path}:3: muted must be true or false, not 3; using false"   # the log's


def test_a_port_note_crosses_the_reader_pipe_and_is_said_in_both_halves(speak):
    problem, note = port_problems.version_problem(3)
    info = BoardInfo("", "/dev/ttyACM0", problem, note=note)
    sent = json.loads(json.dumps(asdict(info) | {"held": [], "note": pack(info.note)}))
    received = board_info(sent)
    from game.ui.board_rows import row_words
    assert received.note == note
    speak("pt_BR")
    title, (state, _colour), details = row_words(received)
    assert title == "Porta /dev/ttyACM0" and state == "o firmware usa outra versão do protocolo"
    assert [words for words, _ in details] == [
        "grave o firmware da pasta hardware/ deste jogo",
        "o firmware usa a versão 3 do protocolo, este jogo usa a 1"]


def test_the_problem_list_counts_in_the_language(speak):
    from game.ui.problems import ProblemList
    problems = ProblemList([Later("{where}: unknown section [{section}]", where="/x/s.toml:1",
                                  section="a")] * 2)
    assert problems._lines(480, 14)[0][0].startswith("2 problems in your settings files")
    speak("pt_BR")
    lines = [text for text, _size, _colour in problems._lines(480, 14)]
    assert lines[0].startswith("2 problemas nos seus arquivos de configuração")
    assert lines[1] == "•  s.toml:1: seção desconhecida [a]"


def test_the_stats_report_says_its_counts_in_the_language(speak):
    data = {"matches": 1, "players": [{
        "name": "Ana", "matches": 1, "ratings": {"speed": 1210.0},
        "by_variant": {"speed": {"won": 1, "lost": 0, "drawn": 0}},
        "by_opponent": {"computer (medium)": {"won": 1, "lost": 0, "drawn": 0},
                        "guests": {"won": 0, "lost": 1, "drawn": 0}},
        "best": {"pace_ms": 1234.0}}]}
    assert format_report(data).splitlines()[:3] == [
        "1 match recorded", "", "Ana: 1 match"]
    speak("nl")
    assert format_report(data).splitlines() == [
        "1 partij opgeslagen", "", "Ana: 1 partij", "  Speed: 1 gewonnen, 0 verloren, rating 1210",
        "  tegen computer (gemiddeld): 1 gewonnen, 0 verloren",
        "  tegen gasten: 0 gewonnen, 1 verloren", "  beste tempo 1,23 s per kaart"]
