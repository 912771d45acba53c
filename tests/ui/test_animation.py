"""Tweens, card motions, reject shakes and effects: they move the right way and end on target."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.ui import animation as anim
from game.ui.effects import (FLASH_S, SHAKE_S, SLAP_S, Effects, Flash, RaceWatch, Shake,
                             margin_text)

SRC, DST = pygame.Rect(100, 500, 80, 112), pygame.Rect(600, 200, 80, 112)


def test_ease_out_cubic_runs_from_zero_to_one_ahead_of_linear():
    assert anim.ease_out_cubic(0) == 0 and anim.ease_out_cubic(1) == 1
    values = [anim.ease_out_cubic(i / 20) for i in range(21)]
    assert values == sorted(values)
    assert anim.ease_out_cubic(0.5) == pytest.approx(0.875)
    assert anim.ease_out_cubic(-1) == 0 and anim.ease_out_cubic(2) == 1


def test_tween_value_and_done():
    tween = anim.Tween(10, 20, start=1.0, duration=0.5)
    assert tween.value(0.0) == 10 and tween.value(1.5) == 20 and tween.value(9) == 20
    assert 15 < tween.value(1.25) < 20
    assert not tween.done(1.49) and tween.done(1.5)


def test_slide_starts_at_the_hand_and_ends_exactly_on_the_pile():
    slide = anim.CardMotion(7, SRC, DST, start=2.0, duration=anim.SLIDE_S)
    assert slide.pos(1.0) == SRC.topleft          # not started yet: rests at its start
    assert slide.pos(2.0) == SRC.topleft
    mid = slide.pos(2.0 + anim.SLIDE_S / 2)
    assert SRC.x < mid[0] < DST.x and DST.y < mid[1] < SRC.y
    assert slide.pos(2.0 + anim.SLIDE_S) == DST.topleft
    assert slide.done(2.0 + anim.SLIDE_S) and not slide.done(2.0 + anim.SLIDE_S * 0.9)
    assert anim.SLIDE_S == pytest.approx(0.15)


def test_flip_squashes_the_back_then_grows_the_face():
    flip = anim.CardMotion(7, SRC, DST, 0.0, 1.0, face_from=False, face_to=True)
    assert flip.look(0.0) == (False, 1.0)
    face, scale = flip.look(0.25)
    assert face is False and scale == pytest.approx(0.5)
    face, scale = flip.look(0.75)
    assert face is True and scale == pytest.approx(0.5)
    assert flip.look(1.0) == (True, 1.0)
    assert anim.CardMotion(7, SRC, DST, 0, 1).look(0.5) == (True, 1.0)


def test_rejected_card_nudges_toward_the_pile_and_comes_home_red_fading():
    shake = anim.RejectShake(7, SRC, DST, start=0.0)
    dx, dy = shake.offset(anim.REJECT_S * 0.17)
    assert dx > 0 and dy < 0                     # toward the pile: right and up
    assert shake.offset(anim.REJECT_S * 0.6) != (0, 0)
    assert shake.pos(anim.REJECT_S) == SRC.topleft
    assert shake.flash(0.0) == 1.0 and shake.flash(anim.REJECT_S) == 0.0
    assert shake.done(anim.REJECT_S)


def test_animator_drops_finished_animations_and_reports_what_is_hidden():
    animator = anim.Animator()
    animator.add(anim.CardMotion(1, SRC, DST, 0.0, 0.15, key=("pile", 0)))
    animator.add(anim.CardMotion(2, SRC, DST, 0.0, 0.15, key=("pile", 0)))
    animator.add(anim.CardMotion(3, SRC, DST, 0.0, 0.5, key=("hand", 1, 3)))
    assert animator.hidden() == ({("hand", 1, 3)}, {0: 2})
    assert animator.update(0.1) == []
    finished = animator.update(0.2)
    assert [m.card for m in finished] == [1, 2] and len(animator) == 1
    assert animator.hidden() == ({("hand", 1, 3)}, {})
    animator.update(0.5)
    assert len(animator) == 0


def test_shake_and_flash_decay_to_nothing():
    shake, flash = Shake(), Flash()
    shake.kick(1.0, 12)
    flash.fire(1.0, 100)
    assert shake.offset(0.5) == (0, 0)
    assert any(shake.offset(1.0 + k / 100) != (0, 0) for k in range(1, 10))
    assert all(abs(v) <= 12 for k in range(30) for v in shake.offset(1.0 + k / 100))
    assert shake.offset(1.0 + SHAKE_S) == (0, 0)
    assert flash.level(1.0) == 100 and 0 < flash.level(1.0 + FLASH_S / 2) < 100
    assert flash.level(1.0 + FLASH_S) == 0


def test_flash_adds_white_to_the_frame():
    surface = pygame.Surface((20, 20))
    surface.fill((10, 80, 40))
    flash = Flash()
    flash.fire(0.0, 100)
    flash.draw(surface, 0.0)
    assert tuple(surface.get_at((5, 5)))[:3] == (110, 180, 140)


def test_effects_drop_finished_slaps_and_banners():
    pygame.display.init()
    effects = Effects()
    effects.slap((100, 100), 80, now=0.0)
    assert len(effects.slaps) == 1 and effects.shake.offset(0.05) != (0, 0)
    effects.update(SLAP_S)
    assert effects.slaps == []


def test_race_watch_margins_from_event_times():
    watch = RaceWatch()
    assert watch.played(1000.0, 0, 1) is None
    assert watch.played(1004.0, 1, 1) == (0, 4.0)          # seat 0 was first by 4 ms
    assert watch.played(1200.0, 1, 1) is None              # same seat: no race
    assert watch.rejected(1450.0, 0, 1) == (1, 250.0)      # refused 250 ms after seat 1
    assert watch.rejected(1501.0, 0, 1) is None            # more than 300 ms: no race
    assert watch.played(2000.0, 0, 0) is None              # another pile
    assert margin_text(4.0) == "by 4 ms" and margin_text(0.4) == "by 0.4 ms"
    assert margin_text(123.4) == "by 123 ms"
