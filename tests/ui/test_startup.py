"""Start-up work moved out of the way: sounds cached on disk per version, synthesised on a
thread on a miss; the felt gradient built by scaling a strip."""
import pygame
import pytest

from game import cache
from game.ui import sound, sound_cache
from game.ui.menu import FELT_BOTTOM, FELT_TOP, felt_gradient
from game.ui.sound import DURATIONS, SoundBank


def test_sound_bytes_round_trip_through_the_cache_file(tmp_path):
    sounds = {"tick": b"\x01\x02" * 5, "win": b"\x03" * 7}
    assert sound_cache.save(tmp_path, (44100, -16, 2), sounds)
    assert sound_cache.load(tmp_path, (44100, -16, 2)) == sounds
    assert sound_cache.load(tmp_path, (22050, -16, 2)) is None     # another mixer format


@pytest.mark.parametrize("content", [b"", b"not json\n123", b'[["tick", 99]]\nshort',
                                     b'[["tick"]]\n', b'{"a": 1}\n'])
def test_a_broken_cache_file_is_ignored(tmp_path, content):
    (tmp_path / sound_cache.file_name((44100, -16, 2))).write_bytes(content)
    assert sound_cache.load(tmp_path, (44100, -16, 2)) is None


def test_the_cache_file_name_carries_the_version_and_the_synth_code():
    name = sound_cache.file_name((44100, -16, 2))
    assert name.startswith("sounds-") and sound_cache.KEY in name
    assert sound_cache.KEY != cache.version_key("some other source text")


def test_an_unwritable_cache_folder_is_skipped(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert not cache.write(blocker / "sub", "a.bin", b"data")


def test_a_background_bank_fills_in_and_stores_its_sounds(mixer, tmp_path):
    sound._RENDERED.clear()
    bank = SoundBank(cache=tmp_path, background=True)
    assert bank.available and bank.loading is not None
    bank.loading.join(60)
    assert set(bank.sounds) == set(DURATIONS)
    stored = sound_cache.load(tmp_path, tuple(pygame.mixer.get_init()))
    assert set(stored) == set(DURATIONS)
    sound._RENDERED.clear()                                  # a new run: read from the file
    again = SoundBank(cache=tmp_path, background=True)
    assert again.loading is None and set(again.sounds) == set(DURATIONS)
    assert again.sounds["tick"].get_raw() == bank.sounds["tick"].get_raw()


def test_a_sound_still_being_made_is_silent_not_an_error(mixer):
    bank = SoundBank()
    bank.sounds.pop("win")
    assert bank.play("win") is None


def test_the_felt_gradient_runs_from_top_to_bottom_colour():
    felt = felt_gradient((300, 200), FELT_TOP, FELT_BOTTOM)
    assert felt.get_size() == (300, 200)
    assert tuple(felt.get_at((150, 0)))[:3] == FELT_TOP
    assert tuple(felt.get_at((0, 199)))[:3] == FELT_BOTTOM
    middle = felt.get_at((299, 100))
    assert all(min(a, b) <= c <= max(a, b) for a, b, c in zip(FELT_TOP, FELT_BOTTOM, middle))
    assert felt.get_at((0, 100)) == middle                       # the same across a row
