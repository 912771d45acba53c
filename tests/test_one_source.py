"""One source each: the variants are listed only in game/engine/variants.py (a dict keyed by
variant, dispatching to each variant's part, is fine; a list, tuple or set of names is not)."""
import ast
from pathlib import Path

from game.engine.variants import VARIANTS

GAME = Path(__file__).resolve().parent.parent / "game"
REGISTRY = GAME / "engine" / "variants.py"


def variant_lists(path: Path) -> list[int]:
    """The lines of the list, tuple and set displays in `path` that name two or more variants."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            names = {e.value for e in node.elts if isinstance(e, ast.Constant)} & set(VARIANTS)
            if len(names) >= 2:
                lines.append(node.lineno)
    return lines


def test_the_variants_are_listed_only_in_the_registry():
    found = [f"{path.relative_to(GAME.parent)}:{line}" for path in sorted(GAME.rglob("*.py"))
             if path != REGISTRY for line in variant_lists(path)]
    assert found == []


def test_the_check_sees_a_list_of_variants_and_nothing_else(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('CHOICES = ("speed", "spit")\nONE = ["spit", "pace"]\n'
                      'PARTS = {"speed": 1, "spit": 2}\nALL = {"california", "speed"}\n')
    assert variant_lists(sample) == [1, 4]
