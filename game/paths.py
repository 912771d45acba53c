"""The user's folders for the game, per platform: settings, data (history, replays, log), cache.

            Linux and others                 macOS                             Windows
  config    $XDG_CONFIG_HOME/speed           as Linux (~/.config/speed)        %APPDATA%\\speed
            (~/.config/speed)
  data      $XDG_DATA_HOME/speed             ~/Library/Application Support/   %APPDATA%\\speed
            (~/.local/share/speed)           speed
  cache     $XDG_CACHE_HOME/speed            ~/Library/Caches/speed            %LOCALAPPDATA%\\speed\\
            (~/.cache/speed)                                                   cache

An empty variable counts as unset. Without %APPDATA% / %LOCALAPPDATA% the home folder's
AppData\\Roaming / AppData\\Local stand in. `env` and `platform` default to the process's own.
"""
import os
import sys
from pathlib import Path

NAME = "speed"


def _home(env, platform: str) -> Path:
    """$HOME where it is set (outside Windows), else the account's home folder."""
    if not platform.startswith("win") and env.get("HOME"):
        return Path(env["HOME"])
    return Path.home()


def _windows_base(env, variable: str, fallback: str, platform: str) -> Path:
    """%variable%, or the home folder's AppData\\<fallback> when it is unset or empty."""
    return Path(env.get(variable) or _home(env, platform) / "AppData" / fallback)


def _xdg(env, variable: str, fallback: str, platform: str) -> Path:
    """$variable (a leading ~ expanded), or `fallback` below the home folder."""
    value = env.get(variable)
    return Path(os.path.expanduser(value)) if value else _home(env, platform) / fallback


def config_dir(env=None, platform: str | None = None) -> Path:
    """Where settings.toml and bindings.toml live."""
    env, platform = _defaults(env, platform)
    if platform.startswith("win"):
        return _windows_base(env, "APPDATA", "Roaming", platform) / NAME
    return _xdg(env, "XDG_CONFIG_HOME", ".config", platform) / NAME


def data_dir(env=None, platform: str | None = None) -> Path:
    """Where the history database, the replays, the screenshots and the log live."""
    env, platform = _defaults(env, platform)
    if platform.startswith("win"):
        return _windows_base(env, "APPDATA", "Roaming", platform) / NAME
    if platform == "darwin":
        return _home(env, platform) / "Library" / "Application Support" / NAME
    return _xdg(env, "XDG_DATA_HOME", Path(".local") / "share", platform) / NAME


def cache_dir(env=None, platform: str | None = None) -> Path:
    """Where things the game can always rebuild are kept (game/cache.py)."""
    env, platform = _defaults(env, platform)
    if platform.startswith("win"):
        return _windows_base(env, "LOCALAPPDATA", "Local", platform) / NAME / "cache"
    if platform == "darwin":
        return _home(env, platform) / "Library" / "Caches" / NAME
    return _xdg(env, "XDG_CACHE_HOME", ".cache", platform) / NAME


def _defaults(env, platform):
    """The process's environment and platform, read now (tests change them)."""
    return (os.environ if env is None else env), (sys.platform if platform is None else platform)
