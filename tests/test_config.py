"""The settings file never surprises: every problem with its line, ranges checked, a default per
bad key, and saving writes only what changed, atomically, into the file as it is now."""
import os

from hypothesis import HealthCheck, given, settings as hyp_settings, strategies as st

from game.config import DEFAULTS, load_settings, save_settings
from game.input.bindings import load_bindings

BROKEN = """# ten mistakes
[display]
fps = 75
height = 0
width = 99999
fullscreen = "yes"
[sound]
volume = 7.5
muted = nope
[game]
variant = "poker"
seed = -3
bot_level = 2
same_rank = "yes"
"""


def test_every_problem_is_reported_with_its_line_and_each_key_falls_back(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text(BROKEN)
    loaded = load_settings(path)
    lines = [int(error.split(f"{path}:")[1].split(":")[0]) for error in loaded.errors]
    assert lines == [3, 4, 5, 6, 8, 9, 11, 12, 13, 14]          # all ten, in file order
    assert all("\n" not in error for error in loaded.errors)
    assert loaded["display", "height"] == 720 and loaded["display", "width"] == 1280
    assert loaded["sound", "volume"] == 0.8 and loaded["game", "variant"] == "speed"
    assert "same_rank" not in loaded.rules


def test_out_of_range_values_name_the_range_and_the_default_used(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("[display]\nheight = 0\n[sound]\nvolume = 7.5\n")
    loaded = load_settings(path)
    assert loaded.errors == [
        f"{path}:2: height must be a whole number from 240 to 4320, not 0; using 720",
        f"{path}:4: volume must be a number from 0 to 1, not 7.5; using 0.8"]


def test_a_syntax_error_costs_one_line_not_the_file(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('[game]\nvariant = "spit"\nbot_level = hard\n[display]\nfps = 120\n')
    loaded = load_settings(path)
    assert len(loaded.errors) == 1 and f"{path}:3:" in loaded.errors[0]
    assert loaded["game", "variant"] == "spit" and loaded["display", "fps"] == 120


def test_saving_writes_only_what_changed_into_the_file_as_it_is_now(tmp_path):
    """Two copies of the game: the first chose Spit and saved; the second changed the volume.
    The old save wrote every setting it held and lost the first copy's Spit."""
    path = tmp_path / "settings.toml"
    path.write_text("# my settings\n[game]\nvariant = \"speed\"\n")
    first, second = load_settings(path), load_settings(path)
    first["game", "variant"] = "spit"
    save_settings(first)
    second["sound", "volume"] = 0.3
    save_settings(second)
    text = path.read_text()
    assert text.startswith("# my settings\n")
    again = load_settings(path)
    assert again["game", "variant"] == "spit" and again["sound", "volume"] == 0.3
    assert "fps" not in text and not again.errors


def test_a_rule_set_back_to_its_default_leaves_the_file_and_lists_over_lines_are_replaced(
        tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('[game]\njokers = true\n[serial]\nports = [\n  "/dev/a",\n]\nautodetect = '
                    'false\n')
    loaded = load_settings(path)
    loaded.rules.pop("jokers")
    loaded["serial", "ports"] = ["/dev/b"]
    save_settings(loaded)
    again = load_settings(path)
    assert "jokers" not in path.read_text() and again["serial", "ports"] == ["/dev/b"]
    assert again["serial", "autodetect"] is False and not again.errors


def test_a_command_line_choice_is_not_saved(tmp_path):
    path = tmp_path / "settings.toml"
    loaded = load_settings(path)
    loaded.override(("game", "variant"), "california")
    loaded["sound", "muted"] = True
    save_settings(loaded)
    assert "california" not in path.read_text() and "muted = true" in path.read_text()


def test_saving_is_atomic_a_failed_write_leaves_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "settings.toml"
    path.write_text('[game]\nvariant = "spit"\n')
    loaded = load_settings(path)
    loaded["sound", "volume"] = 0.1

    def full_disk(*args):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", full_disk)
    try:
        save_settings(loaded)
    except OSError:
        pass
    assert path.read_text() == '[game]\nvariant = "spit"\n'
    assert os.listdir(tmp_path) == ["settings.toml"]              # no temporary left behind


VALUES = st.one_of(st.integers(-10**6, 10**6), st.floats(allow_nan=False, width=32),
                   st.booleans(), st.text(max_size=12).map(lambda t: '"' + t.replace('\\', '')
                                                           .replace('"', '') + '"'),
                   st.sampled_from(["[", "]", "nope", '"', "[1, 2", "{}", "\x00", "\ud800"]))
KEYS = st.sampled_from([k for table in DEFAULTS.values() for k in table] + ["jokers", "zzz"])
LINES = st.one_of(st.tuples(KEYS, VALUES).map(lambda kv: f"{kv[0]} = {kv[1]}"),
                  st.sampled_from([f"[{s}]" for s in DEFAULTS] + ["[x", "[[game]]", "= 1", ""]),
                  st.text(max_size=30))


@hyp_settings(max_examples=150, deadline=None,
              suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lines=st.lists(LINES, max_size=25))
def test_fuzzed_settings_and_bindings_files_never_raise(tmp_path, lines):
    text = "\n".join(lines)
    for name in ("settings.toml", "bindings.toml"):
        path = tmp_path / name
        path.write_bytes(text.encode("utf-8", "surrogatepass"))
    loaded = load_settings(tmp_path / "settings.toml")
    assert all("\n" not in e and len(e) < 400 for e in loaded.errors)
    lo, hi = 240, 4320
    assert lo <= loaded["display", "height"] <= hi and 0 <= loaded["sound", "volume"] <= 1
    bindings = load_bindings(tmp_path / "bindings.toml")
    assert all("\n" not in e and len(e) < 500 for e in bindings.errors)
    assert "keyboard_left" in bindings.layouts
