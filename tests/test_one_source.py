"""One source each: the variants are listed only in game/engine/variants.py (a dict keyed by
variant, dispatching to each variant's part, is fine; a list, tuple or set of names is not);
the device kinds only in game/input/kinds/ (each kind a module, `KINDS` the registry): no list,
tuple, set or dict of kind names elsewhere, and no code that tells two kinds apart by name
(`if kind == "pad" … elif kind == "serial"`, `DeviceKind.PAD … DeviceKind.SERIAL` in one
function): it asks the kind instead."""
import ast
from pathlib import Path

from game.engine.variants import VARIANTS
from game.input.kinds import KINDS

GAME = Path(__file__).resolve().parent.parent / "game"
REGISTRY = GAME / "engine" / "variants.py"
KIND_MODULES = GAME / "input" / "kinds"
# The names a layout's `device = ...` may say. "bot" is left out of the words looked for: it
# is also a seat's kind (session.SeatInfo: "human" or "bot"), a different word.
KIND_NAMES = {name for name, kind in KINDS.items() if kind.bindable}


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


# -- device kinds ------------------------------------------------------------------------------
def _kind_word(node) -> str | None:
    """The kind `node` names: a string constant ("pad") or `DeviceKind.PAD`; else None."""
    if isinstance(node, ast.Constant) and node.value in KIND_NAMES:
        return node.value
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and \
            node.value.id == "DeviceKind" and node.attr.lower() in KINDS:
        return node.attr.lower()
    return None


def _kinds_told_apart(nodes) -> dict[str, int]:
    """kind → the first line in `nodes` (and what they hold) comparing with it by name."""
    seen: dict[str, int] = {}
    for top in nodes:
        for node in ast.walk(top):
            sides = [node.left, *node.comparators] if isinstance(node, ast.Compare) else []
            words = [_kind_word(side) for side in sides]
            if isinstance(node, ast.Attribute):
                words.append(_kind_word(node) if isinstance(node.value, ast.Name) else None)
            for word in filter(None, words):
                seen.setdefault(word, node.lineno)
    return seen


def kind_lists(path: Path) -> list[int]:
    """The lines in `path` that list device kinds a second time: a list, tuple, set or dict
    display naming two or more kinds, and each function (and the module's own statements)
    telling two or more kinds apart by name."""
    tree = ast.parse(path.read_text(), str(path))
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.List, ast.Tuple, ast.Set, ast.Dict)):
            items = node.keys if isinstance(node, ast.Dict) else node.elts
            if len({_kind_word(e) for e in items if e is not None} - {None}) >= 2:
                lines.append(node.lineno)
    functions = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef,
                                                             ast.AsyncFunctionDef))]
    scopes = [[s for s in tree.body if not isinstance(s, (ast.FunctionDef, ast.ClassDef))]]
    scopes += [n.body for n in functions]
    for scope in scopes:
        seen = _kinds_told_apart(scope)
        if len(seen) >= 2:
            lines.append(min(seen.values()))
    return sorted(set(lines))


def test_the_device_kinds_are_listed_only_in_their_registry():
    found = [f"{path.relative_to(GAME.parent)}:{line}" for path in sorted(GAME.rglob("*.py"))
             if KIND_MODULES not in path.parents for line in kind_lists(path)]
    assert found == []


def test_the_check_sees_a_second_list_of_kinds_and_nothing_else(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        'KINDS = ("keyboard", "pad")\n'                                  # 1: a tuple of kinds
        'ONE = ["pad", "draw"]\n'                                         # a slap pad's spot
        'WORDS = {"pad": 1, "serial": 2}\n'                               # 3: a dict of kinds
        'def name(kind, control):\n'
        '    if kind == "pad":\n'                                         # 5: a chain
        '        return control\n'
        '    return "" if kind != "serial" else control\n'
        'def typed(press):\n'
        '    return DeviceKind.KEYBOARD.owns(press.device)\n'             # one kind: asked
        'def pin(device):\n'
        '    if DeviceKind.of(device) is DeviceKind.SERIAL:\n'            # 11: two by enum
        '        return 1\n'
        '    return 2 if DeviceKind.PAD.owns(device) else 3\n'
        'def seat(info):\n'
        '    return info.kind == "bot"\n'                                 # a seat's kind
        'PAUSE = {(DeviceKind.KEYBOARD, "escape"), (DeviceKind.PAD, "start")}\n')  # 16
    assert kind_lists(sample) == [1, 3, 5, 11, 16]


def test_every_kind_answers_every_question_of_the_registry():
    """Each kind is one module whose entry the registry names by its own name."""
    modules = {path.stem for path in KIND_MODULES.glob("*.py")} - {"__init__", "kind"}
    assert {kind.name for kind in KINDS.values()} == modules
    assert all(KINDS[name].name == name for name in KINDS)
