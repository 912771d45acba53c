"""Pictures of the input devices with each control labelled from the live bindings: a keyboard
with both players' halves, a gamepad, an arcade panel (the help screen shows them)."""
