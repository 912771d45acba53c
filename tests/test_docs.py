"""Every link in the README and docs/ resolves in a fresh clone of the repository."""
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")),
         *sorted((ROOT / "docs").glob("*/RULES.md"))]
LINK = re.compile(r"\]\(([^)#\s]+)(#[^)]*)?\)")


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_resolves_inside_the_repository(page):
    for target, _ in LINK.findall(page.read_text(encoding="utf-8")):
        if re.match(r"[a-z]+:", target):
            continue                                   # a web address
        resolved = (page.parent / target).resolve()
        assert resolved.exists(), f"{page.name}: {target}"
        assert ROOT in resolved.parents or resolved == ROOT, f"{page.name}: {target} leaves " \
                                                             "the repository"


def test_the_readme_sends_players_to_rules_in_the_repository():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "../shared" not in text and "(docs/RULES.md)" in text
