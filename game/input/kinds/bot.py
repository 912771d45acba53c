"""A computer player's seat (`bot:<seat>`): the source of its intents, never a device a
player holds; no layout is for it."""
from game.input.kinds.kind import Kind


class Bot(Kind):
    name = "bot"
    bindable = False


KIND = Bot()
