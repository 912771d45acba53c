"""Game sounds synthesised by code at start-up, and the `SoundBank` that plays them.

No files and no numpy: each sound is a list of floats in -1..1 built with C-speed iterator
pipelines (map / itertools.accumulate over the standard library's math), converted with `array`
to the mixer's own sample format and channel count (`pygame.mixer.get_init()`), and handed to
`pygame.mixer.Sound(buffer=...)`. Rendered bytes are cached per mixer format, so a second bank
costs nothing, and (for the app) on disk in the user's cache folder (sound_cache.py), so a
start-up after the first costs a file read. With `background=True` a cache miss is synthesised
on a thread after start-up: the title shows at once, sounds are heard when ready (~1 s, once
per version). When no audio device can be opened the bank is silent: every call is a no-op.
"""

import math
import random
import threading
from array import array
from itertools import accumulate, repeat
from operator import add, attrgetter, mul

import pygame

from game.ui import sound_cache

TAU = 2 * math.pi

# name -> length in seconds; the synth functions below make exactly this many samples.
DURATIONS = {"slide": 0.14, "land": 0.09, "reject": 0.24, "flip": 0.07, "slap": 0.32,
             "tick": 0.06, "go": 0.42, "win": 1.0, "locked": 0.2}

# mixer format (as get_init reports it) -> (array typecode, full scale, offset)
_FORMATS = {-16: ("h", 32767, 0), 16: ("H", 32767, 32768), -8: ("b", 127, 0),
            8: ("B", 127, 128), -32: ("f", 1.0, 0), 32: ("f", 1.0, 0)}
_RENDERED: dict = {}


# -- building blocks (all return lists of floats) ----------------------------------------------

def _damped(n: int, freq: float, tau: float, rate: int, amp: float = 1.0) -> list:
    """amp * exp(-t / tau) * sin(2 pi freq t) in one pass: powers of a complex phasor."""
    step = math.exp(-1 / (tau * rate)) * complex(math.cos(TAU * freq / rate),
                                                   math.sin(TAU * freq / rate))
    return list(map(attrgetter("imag"), accumulate(repeat(step, n - 1), mul,
                                                   initial=complex(amp, 0))))


def _sweep(n: int, f0: float, f1: float, tau: float, rate: int) -> list:
    """A sine whose pitch glides from f0 towards f1 with time constant `tau` seconds."""
    glide = _decay(n, tau, rate)
    step = map(add, repeat(TAU * f1 / rate), map(mul, glide, repeat(TAU * (f0 - f1) / rate)))
    return list(map(math.sin, accumulate(step)))


def _decay(n: int, tau: float, rate: int) -> list:
    """exp(-t / tau), sample by sample."""
    return list(accumulate(repeat(math.exp(-1 / (tau * rate)), n - 1), mul, initial=1.0))


def _attack(sig: list, seconds: float, rate: int) -> list:
    """Fade the first `seconds` in linearly (removes clicks)."""
    k = min(len(sig), max(1, int(seconds * rate)))
    sig[:k] = [s * i / k for i, s in enumerate(sig[:k])]
    return sig


def _times(a: list, b: list) -> list:
    return list(map(mul, a, b))


def _plus(*sigs: list) -> list:
    """Sum of signals, as long as the longest."""
    n = max(len(s) for s in sigs)
    out = [0.0] * n
    for s in sigs:
        out[:len(s)] = map(add, out[:len(s)], s)
    return out


def _gain(sig: list, g: float) -> list:
    return list(map(mul, sig, repeat(g)))


def _noise(n: int, rng: random.Random) -> list:
    u = rng.random
    return [u() * 2 - 1 for _ in range(n)]


def _lowpass(sig: list, cutoff: float, rate: int) -> list:
    """One-pole low-pass filter."""
    a = 1 - math.exp(-TAU * cutoff / rate)
    y, out = 0.0, []
    for x in sig:
        y += a * (x - y)
        out.append(y)
    return out


def _note(n: int, freq: float, tau: float, rate: int, amp: float = 1.0) -> list:
    """A bright plucked tone: three harmonics, the higher ones dying faster."""
    tone = _plus(_damped(n, freq, tau, rate, amp),
                 _damped(n, freq * 2, tau * 0.6, rate, amp * 0.35),
                 _damped(n, freq * 3, tau * 0.4, rate, amp * 0.15))
    return _attack(tone, 0.004, rate)


# -- the sounds ------------------------------------------------------------------------------

def _slide(n, rate, rng):
    """A papery swish: low-passed noise under a rise-and-fall envelope."""
    env = [math.sin(math.pi * i / n) ** 2 for i in range(n)]
    return _gain(_times(_lowpass(_noise(n, rng), 2400, rate), env), 1.3)


def _land(n, rate, rng):
    """A card landing: a short falling thud and a tiny click."""
    thud = _times(_sweep(n, 260, 120, 0.02, rate), _decay(n, 0.025, rate))
    click = _times(_noise(n, rng), _decay(n, 0.003, rate))
    return _plus(_gain(_attack(thud, 0.002, rate), 0.8), _gain(_attack(click, 5e-4, rate), 0.35))


def _reject(n, rate, rng):
    """A soft descending two-note 'bonk'."""
    half = n // 2
    out = []
    for freq in (233, 175):
        m = half if not out else n - half
        tone = _plus(_damped(m, freq, 0.06, rate), _damped(m, freq * 3, 0.06, rate, 0.25))
        out += _attack(tone, 0.005, rate)
    return _gain(out, 0.7)


def _flip(n, rate, rng):
    """A crisp snap: a bright blip and a burst of thin noise."""
    blip = _times(_sweep(n, 1800, 900, 0.015, rate), _decay(n, 0.012, rate))
    hiss = _times(_noise(n, rng), _decay(n, 0.008, rate))
    return _plus(_gain(_attack(blip, 0.001, rate), 0.6), _gain(_attack(hiss, 5e-4, rate), 0.5))


def _slap(n, rate, rng):
    """A meaty palm slap: a loud noise crack over a deep falling thump."""
    crack = _times(_lowpass(_noise(n, rng), 3500, rate), _decay(n, 0.018, rate))
    thump = _times(_sweep(n, 150, 52, 0.05, rate), _decay(n, 0.09, rate))
    body = _times(_sweep(n, 320, 140, 0.02, rate), _decay(n, 0.03, rate))
    mix = _plus(_gain(_attack(crack, 3e-4, rate), 2.4), _gain(_attack(thump, 0.002, rate), 0.9),
                _gain(_attack(body, 0.001, rate), 0.4))
    return [math.tanh(1.3 * x) for x in mix]


def _tick(n, rate, rng):
    return _note(n, 1000, 0.015, rate, 0.6)


def _go(n, rate, rng):
    """A bright major chord hit."""
    return _plus(_note(n, 880, 0.14, rate, 0.28), _note(n, 1108.7, 0.14, rate, 0.28),
                 _note(n, 1318.5, 0.14, rate, 0.28))


def _win(n, rate, rng):
    """A rising fanfare C-E-G then a held high C with a fifth under it."""
    step = int(0.11 * rate)
    out = [0.0] * n
    for i, freq in enumerate((523.25, 659.25, 783.99)):
        m = min(n - i * step, int(0.45 * rate))
        at = i * step
        out[at:at + m] = _plus(out[at:at + m], _note(m, freq, 0.08, rate, 0.45))
    start = 3 * step
    m = n - start
    held = _plus(_note(m, 1046.5, 0.35, rate, 0.4), _note(m, 783.99, 0.35, rate, 0.4))
    k = int(0.08 * rate)
    held[-k:] = [x * i / k for i, x in zip(range(k, 0, -1), held[-k:])]
    out[start:] = _plus(out[start:], held)
    return out


def _locked(n, rate, rng):
    """The lockout: one dull, muffled low thunk with a short buzz in it (no melody, unlike
    the two-note refusal): a heavy low-passed square at 98 Hz, damped fast."""
    square = [1.0 if math.sin(TAU * 98 * i / rate) >= 0 else -1.0 for i in range(n)]
    body = _times(_lowpass(square, 420, rate), _decay(n, 0.07, rate))
    knock = _times(_lowpass(_noise(n, rng), 600, rate), _decay(n, 0.012, rate))
    return _plus(_gain(_attack(body, 0.003, rate), 0.75), _gain(_attack(knock, 5e-4, rate), 0.6))


SYNTHS = {"slide": _slide, "land": _land, "reject": _reject, "flip": _flip, "slap": _slap,
          "tick": _tick, "go": _go, "win": _win, "locked": _locked}


def synthesise(name: str, rate: int, seed: int = 1) -> list:
    """Mono samples of sound `name` at `rate` Hz, floats clipped to -1..1."""
    n = int(DURATIONS[name] * rate)
    sig = SYNTHS[name](n, rate, random.Random(seed))[:n]
    return list(map(max, repeat(-1.0), map(min, repeat(1.0), sig)))


def encode(samples: list, fmt: int, channels: int) -> bytes:
    """Float samples as raw bytes in mixer format `fmt` with `channels` interleaved copies."""
    if fmt not in _FORMATS:
        raise ValueError(f"unsupported mixer sample format {fmt}")
    code, scale, offset = _FORMATS[fmt]
    if code == "f":
        mono = array("f", samples)
    else:
        mono = array(code, map(int, map(add, map(mul, samples, repeat(scale)),
                                        repeat(offset + 0.5 if offset else 0.0))))
    if channels == 1:
        return mono.tobytes()
    out = array(code, bytes(mono.itemsize * len(mono) * channels))
    for c in range(channels):
        out[c::channels] = mono
    return out.tobytes()


def _raw(fmt_key: tuple) -> dict:
    """Encoded bytes of every sound for mixer settings (rate, format, channels), cached."""
    if fmt_key not in _RENDERED:
        rate, fmt, channels = fmt_key
        _RENDERED[fmt_key] = {name: encode(synthesise(name, rate), fmt, channels)
                              for name in SYNTHS}
    return _RENDERED[fmt_key]


def _open_mixer():
    """The mixer's (rate, format, channels), opening it if needed; None when there is no device."""
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init(buffer=512)
        return pygame.mixer.get_init()
    except (pygame.error, OSError, RuntimeError):
        return None


class SoundBank:
    """Plays the game's named sounds; silent (all no-ops) when no audio device is available.
    `cache`: a folder to keep the rendered bytes in across runs; `background`: on a cache
    miss, synthesise on a thread (sounds are silent until ready) instead of now."""

    def __init__(self, volume: float = 0.8, muted: bool = False, cache=None,
                 background: bool = False):
        self.muted = bool(muted)
        self.volume = 0.0
        self.sounds: dict = {}
        self.loading: threading.Thread | None = None
        settings = _open_mixer()
        if settings is not None:
            fmt_key = tuple(settings)
            stored = sound_cache.load(cache, fmt_key) if cache else None
            if stored is not None:
                _RENDERED.setdefault(fmt_key, stored)
            if fmt_key in _RENDERED or not background:
                self._fill(fmt_key, cache)
            else:
                self.loading = threading.Thread(target=self._fill, args=(fmt_key, cache),
                                                name="sound synthesis", daemon=True)
                self.loading.start()
        self.set_volume(volume)

    def _fill(self, fmt_key: tuple, cache) -> None:
        """Make the Sounds (synthesising and storing them when they are not cached)."""
        fresh = fmt_key not in _RENDERED
        try:
            sounds = {name: pygame.mixer.Sound(buffer=data)
                      for name, data in _raw(fmt_key).items()}
        except (pygame.error, ValueError):
            return
        for snd in sounds.values():
            snd.set_volume(self.volume)
        self.sounds = sounds
        if fresh and cache:
            sound_cache.save(cache, fmt_key, _RENDERED[fmt_key])

    @property
    def available(self) -> bool:
        """True when sounds can actually be heard (a device is open)."""
        return bool(self.sounds) or self.loading is not None

    def play(self, name: str):
        """Start sound `name`; returns its pygame Channel, or None when muted/silent."""
        if name not in SYNTHS:
            raise ValueError(f"unknown sound {name!r}; known: {', '.join(SYNTHS)}")
        if self.muted or name not in self.sounds:
            return None                          # silent, or still being synthesised
        try:
            return self.sounds[name].play()
        except pygame.error:
            return None

    def set_volume(self, volume: float) -> None:
        """Set the volume of every sound, clamped to 0..1."""
        self.volume = min(1.0, max(0.0, float(volume)))
        for snd in self.sounds.values():
            snd.set_volume(self.volume)

    def toggle_mute(self) -> bool:
        """Mute or unmute (muting stops sounds now playing); returns the new muted state."""
        self.muted = not self.muted
        if self.muted:
            for snd in self.sounds.values():
                snd.stop()
        return self.muted
