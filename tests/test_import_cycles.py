"""No import cycle in game/, imports inside functions counted (tools/import_cycles.py)."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import import_cycles  # noqa: E402


def test_game_has_no_import_cycle():
    cycles = import_cycles.strongly_connected(import_cycles.graph())
    assert cycles == [], "import cycles in game/: " + "; ".join(", ".join(c) for c in cycles)


def test_the_finder_sees_a_cycle_through_an_import_inside_a_function(tmp_path, monkeypatch):
    package = tmp_path / "game"
    (package / "ui").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "ui" / "__init__.py").write_text("")
    (package / "ui" / "a.py").write_text("from game.ui import b\n")
    (package / "ui" / "b.py").write_text("def later():\n    from . import a\n")
    (package / "ui" / "c.py").write_text("import game.ui.a\n")
    monkeypatch.setattr(import_cycles, "ROOT", tmp_path)
    assert import_cycles.strongly_connected(import_cycles.graph()) == [["game.ui.a", "game.ui.b"]]
