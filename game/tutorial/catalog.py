"""Every variant's lesson, by variant."""
from game.tutorial.lessons import SPEED
from game.tutorial.lessons_more import CALIFORNIA, SPIT

LESSONS = {"speed": SPEED, "spit": SPIT, "california": CALIFORNIA}
