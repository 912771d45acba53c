"""docs/RULES.md for players in each language: every translation is in step with the English
page (the same sections, the same settings by their `code` names, the same tables), keeps the
games' names and the call as players say them, and the README's top links every one."""
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ENGLISH = ROOT / "docs" / "RULES.md"
LANGUAGES = {"nl": "Nederlands", "pt_BR": "Português (Brasil)", "da": "Dansk"}
NEVER = ("Snelheid", "Velocidade", "Hastighed", "aktiebunke", "spydbunke")


def shape(text: str) -> dict:
    """What a translation must keep: its headings' levels, the settings named in `code`, the
    options' values in *italics*, the card diagrams' cards and the bullets' count."""
    return {"headings": [len(h) for h in re.findall(r"^(#+) ", text, re.M)],
            "settings": re.findall(r"`(\w+)`", text),
            "cards": re.findall(r"\[[0-9AJQK]{1,2}[♠♥♦♣]\]", text),
            "bullets": len(re.findall(r"^\s*- ", text, re.M))}


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_translation_is_in_step_with_the_english_rules(language):
    text = (ROOT / "docs" / language / "RULES.md").read_text(encoding="utf-8")
    assert shape(text) == shape(ENGLISH.read_text(encoding="utf-8"))
    for name in ("Speed", "Spit", "California Speed", '"Speed!"'):
        assert name in text
    assert not any(word in text for word in NEVER)


def test_the_readmes_top_links_the_rules_in_every_language():
    top = "\n".join((ROOT / "README.md").read_text(encoding="utf-8").splitlines()[:6])
    assert "[English](docs/RULES.md)" in top
    for code, name in LANGUAGES.items():
        assert f"[{name}](docs/{code}/RULES.md)" in top


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_option_is_named_as_the_game_labels_it(language):
    """"**Rondelimiet** (`max_rounds`…)": the bold name beside an option's code is the label
    Options shows in that language (the page said "Maximaal aantal rondes")."""
    from game import i18n
    from game.ui.scenes.options import LABELS
    text = (ROOT / "docs" / language / "RULES.md").read_text(encoding="utf-8")
    named = re.findall(r"\*\*([^*]+)\*\*,?\s*\(?`(\w+)`", text)
    assert len(named) >= 8
    assert i18n.use(language) == language
    try:
        wrong = [(" ".join(bold.split()), i18n._(LABELS[code])) for bold, code in named
                 if code in LABELS and " ".join(bold.split()) != i18n._(LABELS[code])]
    finally:
        i18n.use(i18n.SOURCE)
    assert wrong == []
