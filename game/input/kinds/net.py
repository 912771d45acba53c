"""A player on another machine (`net:<seat>`): the host's hub gets that machine's presses as
seat actions already looked up there (game/net/host.py), so its one layout binds each action
to a control of the same name; nothing to remap, no picture."""
from game.i18n import pgettext
from game.input.kinds.kind import Kind


class Net(Kind):
    name = "net"
    remote = True

    def control(self, control):
        return control

    def note(self, local):
        return pgettext("device", "online")


KIND = Net()
