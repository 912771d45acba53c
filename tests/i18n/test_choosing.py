"""Choosing the language: the settings' `language` ("auto": the environment's), `speed play
--language`, known before `speed --help` is built; dates and decimals as the language writes
them."""
import datetime
import gc
import os
import subprocess
import sys
from pathlib import Path

from game import i18n, language
from game.config import load_settings

ROOT = Path(__file__).resolve().parents[2]


def settings_file(tmp_path, text: str) -> Path:
    path = tmp_path / "settings.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_setting_takes_a_shipped_language_or_auto_and_names_a_bad_one(tmp_path):
    assert load_settings(tmp_path / "none.toml")["game", "language"] == "auto"
    good = load_settings(settings_file(tmp_path, '[game]\nlanguage = "pt_BR"\n'))
    assert good["game", "language"] == "pt_BR" and not good.errors
    bad = load_settings(settings_file(tmp_path, '[game]\nvariant = "spit"\nlanguage = "fr"\n'))
    assert bad["game", "language"] == "auto" and bad["game", "variant"] == "spit"
    assert bad.errors == [f"{tmp_path / 'settings.toml'}:3: language must be one of auto, en, "
                          f'nl, pt_BR, da, not "fr"; using "auto"']


def test_the_command_line_wins_over_the_settings_and_auto_reads_the_environment(
        tmp_path, monkeypatch):
    monkeypatch.setenv("SPEED_SETTINGS", str(settings_file(tmp_path, '[game]\nlanguage = '
                                                                      '"auto"\n')))
    monkeypatch.setenv("LANGUAGE", "")
    monkeypatch.setenv("LC_ALL", "pt_BR.UTF-8")
    assert language.start(["play"]) == "pt_BR" and i18n._("Language") == "Idioma"
    assert language.start(["play", "--language", "da"]) == "da"
    assert language.start(["play", "--language=en"]) == "en"
    monkeypatch.setenv("SPEED_SETTINGS", str(settings_file(tmp_path, '[game]\nlanguage = '
                                                                      '"nl"\n')))
    assert language.start(["replay", "x.jsonl"]) == "nl"


def test_a_language_from_the_command_line_is_for_this_run_only(tmp_path):
    settings = load_settings(settings_file(tmp_path, '[game]\nlanguage = "nl"\n'))
    assert language.apply(settings, "da") == "da" and settings["game", "language"] == "da"
    assert settings.changes() == {}                      # nothing to save
    assert language.apply(settings) == "da"


def test_speed_help_speaks_the_language_asked_for(tmp_path):
    env = {**os.environ, "SPEED_SETTINGS": str(tmp_path / "none.toml"), "LANGUAGE": "nl",
           "LC_ALL": "", "SDL_VIDEODRIVER": "dummy"}
    run = lambda *args: subprocess.run([sys.executable, "-m", "game", *args],  # noqa: E731
                                       capture_output=True, text=True, env=env, cwd=ROOT)
    dutch = run("play", "--help")
    assert dutch.returncode == 0 and "de taal voor deze keer" in dutch.stdout
    assert dutch.stdout.startswith("gebruik: speed play") and "deze hulptekst" in dutch.stdout
    danish = run("play", "--language", "da", "--help")
    assert "sproget for denne kørsel" in danish.stdout
    refused = run("play", "--language", "fr")
    assert refused.returncode == 2 and "speed play: fout: argument --language: ongeldige " \
        "keuze: 'fr'" in refused.stderr


def test_dates_and_decimals_as_each_language_writes_them():
    day = datetime.date(2026, 3, 7)
    written = {}
    for code in ("en", "nl", "pt_BR", "da"):
        i18n.use(code)
        written[code] = (i18n.date(day), i18n.decimal(0.25, 2))
    assert written == {"en": ("7 Mar 2026", "0.25"), "nl": ("7 mrt 2026", "0,25"),
                       "pt_BR": ("7 de mar. de 2026", "0,25"), "da": ("7. mar. 2026", "0,25")}


def test_a_listener_that_is_gone_stops_listening():
    heard = []

    class Cache:
        def changed(self, code):
            heard.append(code)
    cache = Cache()
    i18n.on_change(cache.changed)
    i18n.use("nl")
    del cache
    gc.collect()
    i18n.use("da")
    assert heard == ["nl"]


def test_a_language_whose_catalog_is_not_built_is_said_and_english_is_spoken(
        tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path / "nothing here")
    settings = load_settings(settings_file(tmp_path, '[game]\nlanguage = "da"\n'))
    assert language.apply(settings) == "en"
    assert settings.errors == ["Dansk is not installed (make catalogs builds it): the game "
                               "speaks English"]
