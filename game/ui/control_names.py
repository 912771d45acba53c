"""A control as its device names it, for the words on screen: a keyboard key as printed on
the key ("A", "←", "Right Shift"), a pad button as that family of pad labels it (Xbox "LB",
PlayStation "L1", Nintendo "L": input/pad_family.py owns those names), an arcade panel's button
by its place ("card button 1"). Never SDL's raw names ("DPLEFT", "LEFTSHOULDER")."""
from game.i18n import N_, _, pgettext
from game.input import pad_family as families
from game.input.device_id import DeviceKind
from game.marked import Shown

KEYS = Shown({"left": "←", "right": "→", "up": "↑", "down": "↓", "space": N_("Space"),
              "return": N_("Enter"), "escape": N_("Esc"), "backspace": N_("Backspace"),
              "tab": N_("Tab"), "right shift": N_("Right Shift"),
              "left shift": N_("Left Shift"), "right ctrl": N_("Right Ctrl"),
              "left ctrl": N_("Left Ctrl"), "right alt": N_("Right Alt"),
              "left alt": N_("Left Alt")})
AIM_BUTTONS = (N_("the left aim button"), N_("the right aim button"), N_("button 8"))


def key_name(key: str) -> str:
    """A pygame key name as printed on the key: "a" → "A", "right shift" → "Right Shift"."""
    if key in KEYS:
        return KEYS[key]
    return key.upper() if len(key) == 1 else key.title()


def caps(control: str) -> str:
    """A keyboard key or a board's control as printed on it: "Esc", "←", "A", "B5", "SLAP"."""
    return KEYS[control] if control in KEYS else control.upper()


def pad_name(button: str, family: str = families.XBOX) -> str:
    """An SDL pad button as a pad of `family` labels it ("leftshoulder" → "LB" / "L1"), a
    direction in words ("D-pad left")."""
    if button in families.DIRECTIONS:
        return families.button_words(family, button)
    return families.button_label(family, button)


def panel_name(control: str) -> str:
    """A panel's control by its place: "b0" → "card button 1", "slap" → "the slap pad"."""
    if control.startswith("slap"):
        return _("the slap pad")
    number = int(control[1:]) % 8 if control[1:].isdigit() else 0
    return _("card button {n}").format(n=number + 1) if number < 5 else \
        _(AIM_BUTTONS[number - 5])


def control_name(device: str, control: str, family: str = families.XBOX) -> str:
    """`control` of `device` (a device id or kind) in the words its device uses."""
    kind = device.split(":")[0]          # an id ("pad:3") or a kind ("pad") alike
    if kind == DeviceKind.KEYBOARD:
        return key_name(control)
    if kind == DeviceKind.PAD:
        return pad_name(control, family)
    return panel_name(control) if kind == DeviceKind.SERIAL else control


def device_note(device: str) -> str:
    """A seat's device in a word or two for its name plate: "keyboard", "pad 1", "board P1"."""
    kind = DeviceKind.of(device)
    local = kind.local_id(device) if kind else device
    if kind is DeviceKind.KEYBOARD:
        return pgettext("device", "keyboard")
    if kind is DeviceKind.MOUSE:
        return pgettext("device", "mouse")
    if kind is DeviceKind.PAD:
        return pgettext("device", "pad {n}").format(n=int(local) + 1 if local.isdigit() else local)
    if kind is DeviceKind.SERIAL:
        return pgettext("device", "board {name}").format(name=local)
    if kind is DeviceKind.TOUCH:
        return pgettext("device", "touch")
    return device
