"""Names sorted as each language sorts them, and one name whatever its case (game/collation.py,
store/profiles.py)."""
import pytest

from game.collation import fold, sort_key, sorted_names
from game.store.db import connect
from game.store.profiles import create, find, name_problem, names

NAMES = ["Zita", "Åse", "Aage", "Ærø", "Øjvind", "Anna", "Émile", "Eva", "Ülla", "Yrsa"]


def test_danish_puts_its_own_three_letters_after_z_and_aa_with_a_ring():
    assert sorted_names(NAMES, "da") == ["Anna", "Émile", "Eva", "Ülla", "Yrsa", "Zita",
                                         "Ærø", "Øjvind", "Aage", "Åse"]


@pytest.mark.parametrize("language", ["nl", "pt_BR", "en"])
def test_dutch_portuguese_and_english_sort_accents_with_their_base_letter(language):
    assert sorted_names(NAMES, language) == ["Aage", "Ærø", "Anna", "Åse", "Émile", "Eva",
                                             "Øjvind", "Ülla", "Yrsa", "Zita"]


def test_portuguese_names_with_cedilla_and_tilde():
    names_ = ["Conceição", "Cauã", "Carla", "Caio", "Cecília", "Çuca", "Dora"]
    assert sorted_names(names_, "pt_BR") == ["Caio", "Carla", "Cauã", "Cecília", "Conceição",
                                             "Çuca", "Dora"]


def test_an_accent_or_a_capital_only_breaks_a_tie():
    assert sorted_names(["José", "Jose", "jose", "Josef"], "pt_BR") == ["jose", "Jose",
                                                                          "José", "Josef"]
    assert sort_key("Zoë", "nl") != sort_key("Zoe", "nl")        # the order is total


def test_one_name_whatever_its_case_or_how_its_accent_was_typed():
    assert fold("SØREN") == fold("søren") == fold(" Søren ")
    assert fold("ÆBLE") == fold("æble")
    assert fold("Joa\u0303o") == fold("João")                    # a dead key's two pieces


def test_profiles_keep_the_name_as_typed_and_find_it_in_any_case(tmp_path):
    db = connect(tmp_path / "p.sqlite3")
    first = create(db, "Ærø")
    assert create(db, "ærø") == first == find(db, "ÆRØ")         # SQLite's NOCASE would not
    create(db, "Joa\u0303o")
    assert names(db, "da") == ["João", "Ærø"]                    # kept composed, as typed
    create(db, "Zack")
    assert names(db, "da") == ["João", "Zack", "Ærø"]
    assert names(db, "nl") == ["Ærø", "João", "Zack"]
    assert name_problem("Søren") is None and name_problem("Ø" * 11)
