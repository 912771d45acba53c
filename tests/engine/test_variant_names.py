"""Each variant has the name players say, the same in every language, as the glossary
(docs/GLOSSARY.md) writes it in bold, and no name without a variant."""
import re
from pathlib import Path

from game.engine.variants import NAMES, VARIANTS

GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "GLOSSARY.md"


def test_every_variant_is_named_as_the_glossary_writes_it():
    bold = set(re.findall(r"\*\*([^*]+)\*\*", GLOSSARY.read_text(encoding="utf-8")))
    assert list(NAMES) == list(VARIANTS)
    assert {NAMES[variant] for variant in VARIANTS} <= bold
