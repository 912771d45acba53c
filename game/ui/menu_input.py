"""Menu navigation from any device: a press becomes up/down/left/right/confirm/back/help."""

KEYBOARD = {"up": "up", "w": "up", "down": "down", "s": "down", "left": "left", "a": "left",
            "right": "right", "d": "right", "return": "confirm", "enter": "confirm",
            "space": "confirm", "escape": "back", "backspace": "back", "f1": "help"}
PAD = {"dpup": "up", "stickup": "up", "dpdown": "down", "stickdown": "down",
       "dpleft": "left", "stickleft": "left", "dpright": "right", "stickright": "right",
       "a": "confirm", "start": "confirm", "b": "back", "back": "back", "guide": "help"}
# An arcade panel: the aim buttons move, card buttons 2 and 4 change a choice, the slap pad
# confirms; "back" is both aim buttons held 1 s (game/input/held_gestures.py).
SERIAL = {"b5": "up", "b6": "down", "b1": "left", "b3": "right", "slap": "confirm",
          # player 2's half of a board:
          "b13": "up", "b14": "down", "b9": "left", "b11": "right", "slap2": "confirm"}


def menu_action(device: str, control: str) -> str | None:
    """The menu action of a press of `control` on `device`, or None."""
    if device.startswith("keyboard"):
        return KEYBOARD.get(control)
    if device.startswith("pad"):
        return PAD.get(control)
    if device.startswith("serial"):
        return SERIAL.get(control)
    return None
