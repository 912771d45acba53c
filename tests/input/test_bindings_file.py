"""bindings.toml written by Options → Controls: line-preserving, atomic, per device, and read
back the way the hub uses it (a pad model by GUID, a board by id, seat pins, menus follow)."""
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from game.input.bindings import load_bindings
from game.input.bindings_file import drop_table, save_entries, set_entries

MINE = """# my own notes
[keyboard_left]
# card 1 on z, my way
slot1 = ["z",
         "a"]   # two keys
flip = ["e"]

[gamepad]
slap = ["y"]   # keep
"""


def test_an_edit_keeps_comments_and_other_lines_and_replaces_a_multiline_value():
    text = set_entries(MINE, "keyboard_left", {"slot1": ["1"], "move": ["t"]})
    assert "# my own notes" in text and "# card 1 on z, my way" in text
    assert 'slap = ["y"]   # keep' in text and '"a"]' not in text
    lines = text.splitlines()
    assert lines[lines.index('slot1 = ["1"]') + 1] == 'flip = ["e"]'
    assert lines.index('move = ["t"]') < lines.index("[gamepad]")


def test_a_device_table_is_added_quoted_and_read_back_for_that_device_only(tmp_path):
    path = tmp_path / "bindings.toml"
    path.write_text(MINE)
    save_entries(path, "gamepad@03000000aa", {"flip": ["b"], "play_right": ["a"]})
    save_entries(path, "arcade@CAB", {"aim_left": ["b9"], "aim_right": ["b10"], "seat": 2})
    bindings = load_bindings(path)
    assert bindings.errors == []
    assert bindings.layout("gamepad", "03000000aa").actions["flip"] == ("b",)
    assert bindings.layout("gamepad", "other-model").actions["flip"] == ("a",)
    assert bindings.layout("gamepad", "03000000aa").actions["slap"] == ("y",)  # over the file's
    board = bindings.layout("arcade", "CAB")
    assert board.seat == 2 and board.menu["up"] == ("b9",)              # menus follow
    assert bindings.menu_action("serial:CAB", "b9", "CAB") == "up"
    assert bindings.menu_action("serial:OTHER", "b9", "OTHER") == "left"   # p2 card 2 there
    backs = {c.controls for c in bindings.gestures_for("serial:CAB", "CAB") if c.action == "back"}
    assert {"b9", "b10"} in backs and {"b5", "b6"} not in backs
    assert path.read_text().startswith("# my own notes")


def test_reset_drops_the_table_and_keeps_its_comments():
    text = drop_table(MINE, "keyboard_left")
    assert "slot1" not in text and "# card 1 on z, my way" in text and "[gamepad]" in text


def test_bad_lines_in_a_device_table_are_reported_with_file_and_line(tmp_path):
    path = tmp_path / "bindings.toml"
    path.write_text('["gamepad@G1"]\nflip = ["nosuch"]\nslap = ["x"]\nseat = 9\n'
                    '["nolayout@G1"]\nflip = ["a"]\n')
    bindings = load_bindings(path)
    assert any(f"{path}:2" in e and "nosuch" in e for e in bindings.errors)
    assert any(f"{path}:4" in e and "seat" in e for e in bindings.errors)
    assert any("nolayout" in e for e in bindings.errors)
    assert bindings.layout("gamepad", "G1").actions["slap"] == ("x",)


def test_menu_hold_and_coin_actions_are_bindable(tmp_path):
    path = tmp_path / "bindings.toml"
    path.write_text('[arcade]\nmenu_confirm = ["b4"]\nhold_back = ["b0", "b1"]\n'
                    'coin = ["b12"]\n')
    layout = load_bindings(path)["arcade"]
    assert layout.menu_action("b4") == "confirm" and layout.menu_action("slap") is None
    assert layout.cabinet_action("b12") == "coin" and layout.cabinet_action("b7") is None
    held = {c.action: c.controls for c in layout.gestures}
    assert held == {"back": {"b0", "b1"}, "operator": {"b5", "b6", "slap"}}


WRITER = """
import sys
from pathlib import Path
from game.input.bindings_file import save_entries
path, n = Path(sys.argv[1]), 0
print("go", flush=True)
while True:
    n += 1
    save_entries(path, "keyboard_left", {"slot1": [str(n % 10)], "note": None})
"""


def test_a_sigkill_while_saving_leaves_the_old_file_or_the_new_one(tmp_path):
    path = tmp_path / "bindings.toml"
    path.write_text(MINE)
    root = Path(__file__).resolve().parents[2]
    for delay in (0.05, 0.13, 0.21, 0.37):
        child = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], cwd=root,
                                 stdout=subprocess.PIPE, text=True)
        assert child.stdout.readline().strip() == "go"
        time.sleep(delay)
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        child.stdout.close()
        bindings = load_bindings(path)
        assert bindings.errors == [], bindings.errors
        assert len(bindings["keyboard_left"].actions["slot1"]) == 1
        assert path.read_text().startswith("# my own notes")
    leftovers = [p.name for p in tmp_path.iterdir() if p.name != "bindings.toml"]
    assert all(name.endswith(".tmp") for name in leftovers)


def test_two_pads_of_one_model_share_a_map_and_another_model_keeps_its_own(tmp_path):
    from game.input.devices import DeviceHub
    from game.input.raw_input import RawInput
    path = tmp_path / "bindings.toml"
    save_entries(path, "gamepad@MODEL-A", {"flip": ["rightstick"]})

    class Queue:
        def push(self, *args):
            pass
    hub = DeviceHub(Queue(), load_bindings(path), keyboard=False, gamepads=False)
    guids = {"pad:1": "MODEL-A", "pad:2": "MODEL-A", "pad:3": "MODEL-B"}
    hub._guid = guids.get
    seats = {device: hub.join(device, "gamepad") for device in guids}
    flips = {d: [a for s, a in hub._bound(RawInput(0, d, "rightstick"))] for d in guids}
    assert flips == {"pad:1": ["flip"], "pad:2": ["flip"], "pad:3": []}
    assert hub.seats[seats["pad:3"]].layout.actions["flip"] == ("a",)
