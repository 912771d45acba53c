"""The user's folders, per platform: game/paths.py is the one place that knows them."""
import sys
from pathlib import Path

from game import paths
from game.input.bindings import user_bindings_path


def test_replays_live_in_the_platform_data_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert paths.data_dir() == tmp_path / "speed"
    monkeypatch.setenv("XDG_DATA_HOME", "")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert paths.data_dir() == tmp_path / "home" / ".local" / "share" / "speed"
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setenv("APPDATA", str(tmp_path / "roaming"))
    assert paths.data_dir() == tmp_path / "roaming" / "speed"
    monkeypatch.delenv("APPDATA")
    assert paths.data_dir() == tmp_path / "home" / "AppData" / "Roaming" / "speed"
    monkeypatch.setattr(sys, "platform", "darwin")
    assert paths.data_dir() == tmp_path / "home" / "Library" / "Application Support" / "speed"


def test_settings_and_bindings_live_in_the_config_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert paths.config_dir() == tmp_path / "speed"
    assert user_bindings_path() == tmp_path / "speed" / "bindings.toml"
    monkeypatch.setenv("XDG_CONFIG_HOME", "")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert paths.config_dir() == tmp_path / "home" / ".config" / "speed"
    monkeypatch.setattr(sys, "platform", "darwin")
    assert paths.config_dir() == tmp_path / "home" / ".config" / "speed"
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setenv("APPDATA", str(tmp_path / "roaming"))
    assert paths.config_dir() == tmp_path / "roaming" / "speed"


def test_the_cache_lives_in_the_platform_cache_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert paths.cache_dir() == tmp_path / "speed"
    monkeypatch.setenv("XDG_CACHE_HOME", "")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert paths.cache_dir() == tmp_path / "home" / ".cache" / "speed"
    monkeypatch.setattr(sys, "platform", "darwin")
    assert paths.cache_dir() == tmp_path / "home" / "Library" / "Caches" / "speed"
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "local"))
    assert paths.cache_dir() == tmp_path / "local" / "speed" / "cache"
    monkeypatch.delenv("LOCALAPPDATA")
    assert paths.cache_dir() == tmp_path / "home" / "AppData" / "Local" / "speed" / "cache"


def test_a_given_environment_is_read_instead_of_the_process_one():
    assert paths.config_dir({"XDG_CONFIG_HOME": "/x"}, "linux") == Path("/x/speed")
    assert paths.data_dir({"HOME": "/h"}, "linux") == Path("/h/.local/share/speed")
