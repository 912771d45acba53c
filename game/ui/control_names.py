"""A control as its device names it, for the words on screen: a keyboard key as printed on
the key ("A", "←", "Right Shift"), a pad button as that family of pad labels it (Xbox "LB",
PlayStation "L1", Nintendo "L": input/pad_family.py owns those names), an arcade panel's button
by its place ("card button 1"). Never SDL's raw names ("DPLEFT", "LEFTSHOULDER")."""
from game.input import pad_family as families
from game.input.device_id import DeviceKind

KEYS = {"left": "←", "right": "→", "up": "↑", "down": "↓", "space": "Space",
        "return": "Enter", "escape": "Esc", "backspace": "Backspace", "tab": "Tab"}


def key_name(key: str) -> str:
    """A pygame key name as printed on the key: "a" → "A", "right shift" → "Right Shift"."""
    if key in KEYS:
        return KEYS[key]
    return key.upper() if len(key) == 1 else key.title()


def pad_name(button: str, family: str = families.XBOX) -> str:
    """An SDL pad button as a pad of `family` labels it ("leftshoulder" → "LB" / "L1"), a
    direction in words ("D-pad left")."""
    if button in families.DIRECTIONS:
        return families.button_words(family, button)
    return families.button_label(family, button)


def panel_name(control: str) -> str:
    """A panel's control by its place: "b0" → "card button 1", "slap" → "the slap pad"."""
    if control.startswith("slap"):
        return "the slap pad"
    number = int(control[1:]) % 8 if control[1:].isdigit() else 0
    return f"card button {number + 1}" if number < 5 else \
        ("the left aim button", "the right aim button", "button 8")[number - 5]


def control_name(device: str, control: str, family: str = families.XBOX) -> str:
    """`control` of `device` (a device id or kind) in the words its device uses."""
    kind = device.split(":")[0]          # an id ("pad:3") or a kind ("pad") alike
    if kind == DeviceKind.KEYBOARD:
        return key_name(control)
    if kind == DeviceKind.PAD:
        return pad_name(control, family)
    return panel_name(control) if kind == DeviceKind.SERIAL else control
