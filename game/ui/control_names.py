"""A control as its device names it, for the words on screen: a keyboard key as printed on
the key ("A", "←", "Right Shift"), a pad button as that family of pad labels it (Xbox "LB",
PlayStation "L1", Nintendo "L": input/pad_family.py owns those names), an arcade panel's button
by its place ("card button 1"). Never SDL's raw names ("DPLEFT", "LEFTSHOULDER"). Each kind's
own names are its module's in game/input/kinds/; this is where screens ask for them."""
from game.input import pad_family as families
from game.input.device_id import DeviceKind
from game.input.kinds import kind_named, kind_of
from game.input.kinds.keyboard import KEYS, caps, key_name
from game.input.kinds.pad import pad_name
from game.input.kinds.serial import AIM_BUTTONS, pad_word, panel_name

__all__ = ["AIM_BUTTONS", "KEYS", "caps", "control_name", "device_note", "key_name",
           "pad_name", "pad_word", "panel_name", "slot_keys"]


def control_name(device: str, control: str, family: str = families.XBOX) -> str:
    """`control` of `device` (a device id or kind) in the words its device uses."""
    kind = kind_named(device.split(":")[0])      # an id ("pad:3") or a kind ("pad") alike
    return kind.words(control, family) if kind is not None else control


def device_note(device: str) -> str:
    """A seat's device in a word or two for its name plate: "keyboard", "pad 1", "board P1"."""
    kind = kind_of(device)
    return (kind.note(kind.local_id(device)) if kind else None) or device


def slot_keys(held) -> tuple:
    """The key of each hand slot of a keyboard seat `held` (input.seats.Seat), to show under
    the cards, then its aim keys' (California draws them beside the rows they aim at); () for
    any other device or scheme."""
    if not DeviceKind.KEYBOARD.owns(held.device) or held.layout.scheme != "direct":
        return ()
    actions = [f"slot{k}" for k in range(1, 6)] + ["aim_left", "aim_right"]
    return tuple((held.layout.actions.get(a) or ("",))[0].upper() for a in actions)
