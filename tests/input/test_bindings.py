"""Bindings: the shipped defaults, user overrides, bad files, and the printed map."""
from pathlib import Path

import pytest

from game.input.actions import AIM_ACTIONS, CURSOR_ACTIONS, DIRECT_ACTIONS, SLOT_ACTIONS
from game.input.bindings import (BindingsError, format_bindings, load_bindings, parse,
                                 user_bindings_path)

PROFILES = ("keyboard_left", "keyboard_right", "keyboard_solo", "gamepad", "arcade",
            "arcade_p2", "mouse", "touch", "net")


@pytest.fixture
def defaults():
    return load_bindings(use_user=False)


def write(tmp_path, text):
    path = tmp_path / "bindings.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_defaults_have_every_profile_with_its_scheme_complete(defaults):
    assert tuple(defaults.layouts) == PROFILES
    for profile in defaults.layouts.values():
        needed = DIRECT_ACTIONS if profile.scheme == "direct" else CURSOR_ACTIONS
        if profile.device == "touch":        # no wheel: a card dragged onto a pile aims
            needed = SLOT_ACTIONS + AIM_ACTIONS
        stalemate = ("hit",) if profile.device == "serial" else ("flip", "slap")
        missing = [a for a in needed + stalemate if not profile.actions.get(a)]
        assert not missing, (profile.name, missing)


def test_profiles_match_their_devices(defaults):
    assert defaults["keyboard_left"].matches("keyboard")
    assert defaults["gamepad"].matches("pad:7") and not defaults["gamepad"].matches("keyboard")
    assert defaults["arcade"].matches("serial:A1")
    assert [p.name for p in defaults.for_device("pad:0")] == ["gamepad"]
    assert [p.name for p in defaults.for_device("touch:2")] == ["touch"]
    assert not defaults["mouse"].matches("touch:1") and not defaults["touch"].matches("mouse")


def test_controls_map_back_to_actions(defaults):
    assert defaults["keyboard_left"].actions_for("a") == ["slot1"]
    assert defaults["gamepad"].actions_for("stickleft") == ["left"]
    assert defaults["arcade"].actions_for("slap") == ["hit"]
    assert defaults["arcade_p2"].actions_for("slap2") == ["hit"]
    assert defaults["arcade_p2"].actions_for("b8") == ["slot1"]


# Physical US laptop layout: key → (row, left edge, width) in key units.
def _row(number, start, keys, width=1.0):
    return {k: (number, start + i * width, width) for i, k in enumerate(keys)}


LAYOUT = {**_row(1, 0, "`1234567890-="), **_row(2, 1.5, "qwertyuiop[]"),
          **_row(3, 1.75, "asdfghjkl;'"), **_row(4, 2.25, "zxcvbnm,./"),
          "tab": (2, 0, 1.5), "right shift": (4, 12.25, 2.75), "up": (4.5, 13, 1),
          "right ctrl": (5, 11, 1), "left": (5, 12, 1), "down": (5, 13, 1), "right": (5, 14, 1)}


def test_two_keyboard_players_share_no_row_and_no_column(defaults):
    """The ghosting rule: no physical row or column holds keys of both players (Esc, the
    shared pause key, takes no part in a race)."""
    def race_keys(profile):
        return [k for action, keys in defaults[profile].actions.items() if action != "pause"
                for k in keys]
    left, right = race_keys("keyboard_left"), race_keys("keyboard_right")
    assert defaults["keyboard_right"].actions["pause"] == ("escape",)
    assert not set(left) & set(right)
    for a in left:
        for b in right:
            (row_a, x_a, w_a), (row_b, x_b, w_b) = LAYOUT[a], LAYOUT[b]
            assert row_a != row_b, (a, b)
            assert x_a + w_a <= x_b or x_b + w_b <= x_a, (a, b)


def test_user_path_follows_xdg_home_and_appdata():
    assert user_bindings_path({"XDG_CONFIG_HOME": "/x"}, "linux") == Path("/x/speed/bindings.toml")
    assert user_bindings_path({"HOME": "/h"}, "linux") == Path("/h/.config/speed/bindings.toml")
    assert user_bindings_path({"APPDATA": "C:/A"}, "win32") == Path("C:/A/speed/bindings.toml")


def test_user_file_overrides_one_action_and_adds_a_profile(tmp_path, defaults):
    path = write(tmp_path, '[keyboard_left]\nslot1 = ["z", "Keypad 1"]\n\n'
                           '[pad_direct]\ndevice = "pad"\nslot1 = ["dpleft"]\n')
    bindings = load_bindings(path)
    assert bindings.errors == []
    assert bindings["keyboard_left"].actions["slot1"] == ("z", "[1]")
    assert bindings["keyboard_left"].actions["slot3"] == defaults["keyboard_left"].actions["slot3"]
    assert bindings["pad_direct"].scheme == "direct"
    assert bindings.sources[-1] == str(path)


@pytest.mark.parametrize("text, line, words", [
    ('[keyboard_left]\nslot1 = ["a"\nslot2 = ["b"]\n', 2, "Unclosed array"),
    ('[keyboard_left]\nslot1 = ["a"]\nslot1 = ["b"]\n', 3, "overwrite"),
    ('[keyboard_left]\nslot1 = ["a"]\nslott2 = ["b"]\n', 3, "unknown action 'slott2'"),
    ('\n[gamepad]\nflip = ["a"]\nslap = ["z"]\n', 4, "unknown pad control 'z'"),
    ('[keyboard_right]\nflip = ["nosuchkey"]\n', 2, "unknown keyboard control"),
    ('[arcade]\nflip = "b99"\n', 2, "unknown serial control 'b99'"),
    ('[mine]\nflip = ["a"]\n', 1, "needs device"),
    ('[mine]\ndevice = "pad"\nscheme = "mouse"\n', 3, "scheme must be"),
    ('[gamepad]\nflip = [1, 2]\n', 2, "list of control names"),
])
def test_a_bad_entry_is_one_line_with_file_and_line_and_the_rest_is_kept(
        tmp_path, defaults, text, line, words):
    path = write(tmp_path, text + '\n[keyboard_right]\nslot5 = ["p"]\n')
    bindings = load_bindings(path)
    assert bindings.errors, "the bad entry must be reported"
    assert all("\n" not in error for error in bindings.errors)
    assert any(f"{path}:{line}" in error and words in error for error in bindings.errors)
    assert bindings["keyboard_right"].actions["slot5"] == ("p",)     # the good line is kept
    assert bindings["keyboard_left"].actions["slot3"] == defaults["keyboard_left"].actions["slot3"]
    assert bindings.sources[-1] == str(path)


def test_every_bad_binding_is_reported_and_every_good_one_kept(tmp_path, defaults):
    """The old reader threw the whole file away at the first bad line."""
    path = write(tmp_path, '[keyboard_left]\nslot1 = ["z"]\nslot2 = ["nosuchkey"]\n'
                           'slott3 = ["x"]\nslot4 = ["v", "nokey2"]\nflip = ["c"\n'
                           '[gamepad]\nflip = ["y"]\nslap = ["zz"]\n')
    bindings = load_bindings(path)
    lines = sorted(int(e.split(f"{path}:")[1].split(":")[0]) for e in bindings.errors)
    assert lines[:4] == [3, 4, 5, 6] and 9 in lines
    left = bindings["keyboard_left"].actions
    assert left["slot1"] == ("z",) and left["slot4"] == ("v",)
    assert left["slot2"] == defaults["keyboard_left"].actions["slot2"]
    assert bindings["gamepad"].actions["flip"] == ("y",)
    assert bindings["gamepad"].actions["slap"] == defaults["gamepad"].actions["slap"]


def test_parse_raises_a_one_line_error():
    with pytest.raises(BindingsError, match=r"^f\.toml:2:1: Invalid"):
        parse('[gamepad]\n= ["a"]', "f.toml")
    with pytest.raises(BindingsError, match=r"^f\.toml:1: Unclosed array at the end of"):
        parse('flip = ["a"', "f.toml")


def test_unreadable_file_is_reported_not_raised(tmp_path):
    path = tmp_path / "bindings.toml"
    path.write_bytes(b"\xff\xfe[")
    (error,) = load_bindings(path).errors
    assert str(path) in error


def test_format_bindings_lists_every_profile_and_action(defaults, tmp_path):
    text = format_bindings(defaults)
    assert "[keyboard_left]" in text and "[arcade]" in text
    assert "  slot1       a\n" in text and "play_left   x, leftshoulder" in text
    bad = load_bindings(write(tmp_path, "[gamepad]\nfly = ['a']\n"))
    assert "left out" in bad.errors[0]
    assert "# bindings:" in format_bindings(bad).splitlines()[1]
