"""The cache's file names: the installed version read without importlib.metadata's import."""
from importlib import metadata

from game import cache


def test_the_version_is_the_installed_ones_as_importlib_metadata_says():
    try:
        expected = metadata.version("speed-cardgame")
    except metadata.PackageNotFoundError:
        expected = "dev"
    assert cache.installed_version() == expected
    assert cache.version_key(__file__).startswith(f"{expected}-")


def test_another_source_makes_another_key():
    assert cache.version_key(__file__) != cache.version_key(cache.__file__)
