"""Synthesised sounds: lengths, loudness, formats, mute/volume, and the silent no-device path."""

import math
import os
import subprocess
import sys
from array import array
from pathlib import Path

import pygame
import pytest

from game.ui import sound
from game.ui.sound import DURATIONS, SoundBank

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def bank(mixer):
    return SoundBank(volume=0.5)


def samples(snd: pygame.mixer.Sound, fmt: int) -> array:
    assert fmt == -16, "these checks read signed 16-bit samples"
    return array("h", snd.get_raw())


def test_bank_opens_on_the_dummy_device_with_every_sound(bank):
    assert bank.available
    assert set(bank.sounds) == set(DURATIONS) == {"slide", "land", "reject", "flip", "slap",
                                                  "tick", "go", "win", "locked"}


@pytest.mark.parametrize("name", sorted(DURATIONS))
def test_sounds_have_their_length_and_are_not_silent(bank, mixer, name):
    snd = bank.sounds[name]
    assert snd.get_length() == pytest.approx(DURATIONS[name], abs=0.002)
    pcm = samples(snd, mixer[1])
    assert len(pcm) == int(DURATIONS[name] * mixer[0]) * mixer[2]
    peak = max(map(abs, pcm))
    assert 0.4 * 32767 < peak <= 32767
    rms = math.sqrt(sum(x * x for x in pcm) / len(pcm))
    assert rms > 0.05 * 32767


def test_slap_is_loud_and_front_loaded(mixer):
    """A meaty impact: near full scale at once, most energy in 100 ms, a bass thump under it."""
    rate = mixer[0]
    pcm = sound.synthesise("slap", rate)
    head = int(0.1 * rate)
    energy = [x * x for x in pcm]
    assert sum(energy[:head]) > 0.8 * sum(energy)
    assert max(map(abs, pcm[:int(0.01 * rate)])) > 0.9
    bass = sound._lowpass(pcm, 120, rate)
    assert math.sqrt(sum(x * x for x in bass) / len(bass)) > 0.15


def test_sounds_start_and_end_quietly_without_clicks(mixer):
    for name in DURATIONS:
        pcm = sound.synthesise(name, mixer[0])
        assert abs(pcm[-1]) < 0.05, name
        assert abs(pcm[0]) < 0.2, name


def test_encode_matches_mixer_formats():
    data = [0.0, 1.0, -1.0]
    assert sound.encode(data, -16, 2) == array("h", [0, 0, 32767, 32767,
                                                     -32767, -32767]).tobytes()
    assert sound.encode(data, 8, 1) == bytes([128, 255, 1])
    assert sound.encode(data, -32, 1) == array("f", data).tobytes()
    with pytest.raises(ValueError, match="format 24"):
        sound.encode(data, 24, 1)


def test_mute_makes_play_a_no_op(bank):
    assert isinstance(bank.play("tick"), pygame.mixer.Channel)
    assert bank.toggle_mute() is True
    assert bank.play("slap") is None
    assert bank.toggle_mute() is False
    assert bank.play("slap") is not None
    assert SoundBank(muted=True).play("go") is None


def test_volume_is_applied_and_clamped(bank):
    bank.set_volume(0.25)
    assert all(s.get_volume() == pytest.approx(0.25, abs=0.01) for s in bank.sounds.values())
    bank.set_volume(3)
    assert bank.volume == 1.0
    bank.set_volume(-1)
    assert bank.volume == 0.0


def test_unknown_sound_is_a_one_line_value_error(bank):
    with pytest.raises(ValueError, match="unknown sound 'boing'"):
        bank.play("boing")


def test_no_device_runs_silent_in_process(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    bank = SoundBank()
    assert not bank.available
    assert bank.play("win") is None
    bank.set_volume(0.3)
    assert bank.toggle_mute() is True
    assert bank.play("slap") is None


def test_no_device_runs_silent_with_a_real_missing_driver():
    """A fresh process whose SDL audio driver does not exist: every call is a no-op."""
    code = ("from game.ui.sound import SoundBank\n"
            "b = SoundBank()\n"
            "assert not b.available\n"
            "assert b.play('slap') is None\n"
            "b.set_volume(0.2); b.toggle_mute(); b.toggle_mute()\n"
            "print('silent-ok')\n")
    env = dict(os.environ, SDL_AUDIODRIVER="no-such-driver", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "silent-ok" in out.stdout


def test_the_lockout_sound_is_dull_and_unlike_a_refusal(mixer):
    """The lockout thunk: its energy low (a dull sound, little above 600 Hz), shorter than
    the refusal, and a different waveform from it."""
    rate = mixer[0]
    locked, refused = sound.synthesise("locked", rate), sound.synthesise("reject", rate)
    assert len(locked) < len(refused)

    def rms(sig):
        return math.sqrt(sum(x * x for x in sig) / len(sig))
    high = [a - b for a, b in zip(locked, sound._lowpass(locked, 600, rate))]
    assert rms(high) < 0.3 * rms(locked)
    n = min(len(locked), len(refused))
    assert rms([a - b for a, b in zip(locked[:n], refused[:n])]) > 0.5 * rms(refused[:n])
