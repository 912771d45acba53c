"""Where friends join, drawn big on the join screen: the room's code or the address; the
problem when hosting could not start; nothing when nothing is hosted."""
import pygame

from game.ui.hosting_banner import draw_hosting
from game.ui.text import TextCache


class Host:
    def __init__(self, code=None):
        self.code = code


class Hosting:
    def __init__(self, code=None, where="", running=True, problem=""):
        self.host, self.where, self.running, self.problem = Host(code), where, running, problem


def drawn(hosting):
    surface = pygame.Surface((1280, 720))
    return draw_hosting(surface, TextCache(), hosting, 100, 26), surface


def test_the_code_or_the_address_takes_room_and_nothing_hosted_takes_none(display):
    below_code, surface = drawn(Hosting(code="KX7PQ", where="KX7PQ"))
    assert below_code > 100 + 26 * 3                        # a line and the code, big
    assert surface.get_bounding_rect().height > 26 * 2
    below_address, _ = drawn(Hosting(where="127.0.0.1:8766"))
    assert below_address > 100 + 26 * 3
    assert drawn(None)[0] == 100


def test_hosting_that_could_not_start_says_why_in_one_line(display):
    below, _ = drawn(Hosting(running=False, problem="Cannot host a match here: port taken"))
    assert 100 < below < 100 + 26 * 3
