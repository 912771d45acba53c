"""A control as its device names it, for the words on screen: a keyboard key as printed on
the key ("A", "←", "Right Shift"), a pad button as that family of pad labels it (Xbox "LB",
PlayStation "L1", Nintendo "L"), an arcade panel's button by its place ("card button 1").
Never SDL's raw names ("DPLEFT", "LEFTSHOULDER")."""
from game.input.device_id import DeviceKind

KEYS = {"left": "←", "right": "→", "up": "↑", "down": "↓", "space": "Space",
        "return": "Enter", "escape": "Esc", "backspace": "Backspace", "tab": "Tab"}
PAD_COMMON = {"dpleft": "D-pad ←", "dpright": "D-pad →", "dpup": "D-pad ↑",
              "dpdown": "D-pad ↓", "stickleft": "stick ←", "stickright": "stick →",
              "stickup": "stick ↑", "stickdown": "stick ↓", "guide": "Home"}
PAD_FAMILIES = {
    "xbox": {"a": "A", "b": "B", "x": "X", "y": "Y", "leftshoulder": "LB",
             "rightshoulder": "RB", "lefttrigger": "LT", "righttrigger": "RT",
             "start": "Menu", "back": "View", "leftstick": "L3", "rightstick": "R3"},
    "playstation": {"a": "✕", "b": "○", "x": "□", "y": "△", "leftshoulder": "L1",
                    "rightshoulder": "R1", "lefttrigger": "L2", "righttrigger": "R2",
                    "start": "Options", "back": "Share", "leftstick": "L3",
                    "rightstick": "R3"},
    # SDL names a pad's buttons by place: Nintendo prints B at the bottom (SDL's "a").
    "nintendo": {"a": "B", "b": "A", "x": "Y", "y": "X", "leftshoulder": "L",
                 "rightshoulder": "R", "lefttrigger": "ZL", "righttrigger": "ZR",
                 "start": "+", "back": "−", "leftstick": "L3", "rightstick": "R3"},
}
FAMILY_WORDS = {"playstation": ("playstation", "dualshock", "dualsense", "ps3", "ps4", "ps5",
                                "sony"),
                "nintendo": ("nintendo", "switch", "joy-con", "pro controller")}


def pad_family(pad_name: str) -> str:
    """"xbox", "playstation" or "nintendo" from a pad's product name (Xbox when unsure)."""
    name = pad_name.lower()
    return next((family for family, words in FAMILY_WORDS.items()
                 if any(word in name for word in words)), "xbox")


def key_name(key: str) -> str:
    """A pygame key name as printed on the key: "a" → "A", "right shift" → "Right Shift"."""
    if key in KEYS:
        return KEYS[key]
    return key.upper() if len(key) == 1 else key.title()


def pad_name(button: str, family: str = "xbox") -> str:
    """An SDL pad button as the pad's family labels it ("leftshoulder" → "LB" / "L1")."""
    return PAD_FAMILIES.get(family, PAD_FAMILIES["xbox"]).get(button) or \
        PAD_COMMON.get(button, button.title())


def panel_name(control: str) -> str:
    """A panel's control by its place: "b0" → "card button 1", "slap" → "the slap pad"."""
    if control.startswith("slap"):
        return "the slap pad"
    number = int(control[1:]) % 8 if control[1:].isdigit() else 0
    return f"card button {number + 1}" if number < 5 else \
        ("the left aim button", "the right aim button", "button 8")[number - 5]


def control_name(device: str, control: str, family: str = "xbox") -> str:
    """`control` of `device` (a device id or kind) in the words its device uses."""
    kind = device.split(":")[0]          # an id ("pad:3") or a kind ("pad") alike
    if kind == DeviceKind.KEYBOARD:
        return key_name(control)
    if kind == DeviceKind.PAD:
        return pad_name(control, family)
    return panel_name(control) if kind == DeviceKind.SERIAL else control


def first_names(layout, action: str, device: str, family: str = "xbox") -> str:
    """The first control bound to `action`, named ("" when none)."""
    controls = layout.actions.get(action) or ()
    return control_name(device, controls[0], family) if controls else ""
