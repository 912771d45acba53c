"""Speed arcade buttons + slap pads for the Raspberry Pi Pico (RP2040, MicroPython).

Serial protocol 1.2 (../../PROTOCOL.md) over the USB REPL port; wiring in ../../WIRING.md.
Copy this file to the board as main.py. Buttons short their GPIO to GND (internal pull-ups);
slap pads (piezo or FSR) go to ADC pins; a coin mech's switch to GP16 (button 16, a COIN line). Every edge is stamped with the microsecond clock when
it is seen; debounce is eager (report the first change, then ignore the pin for a lockout).
MicroPython's USB stdout is unbuffered, so each line leaves at once.
Note: the host must never send byte 0x03 (Ctrl-C interrupts this program).
"""
import os
import select
import sys
import time

import machine
from machine import ADC, PWM, Pin

FIRMWARE = "mpy-1.3"            # 1-8 of A-Z a-z 0-9 _ . - (PROTOCOL.md)
BOOTS_FILE = "speedpad_boots"   # the boot counter, in the Pico's flash
CALIBRATION_FILE = "speedpad_slaps"   # SET thresholds and lockouts: "button threshold ms" lines
LEVELS_EVERY_US = 100000
BUTTON_LOCKOUT_US = 5000
COIN_LOCKOUT_US = 15000         # a coin's 20-100 ms pulse and its bounces: one D, one U

# Protocol button number = index. None marks a slap pad (listed in SLAPS).
# Player 1: b0-b4 card buttons, b5-b6 pile buttons, b7 slap; player 2: b8-b15 likewise;
# b16 the coin input.
PINS = (2, 3, 4, 5, 6, 7, 8, None,
        9, 10, 11, 12, 13, 14, 15, None, 16)
COIN_BUTTON = 16
# (button, GPIO) of each button lamp: an LED (through a resistor or a driver), dimmed by PWM.
# Declared with a LAMPS line; the host's LAMP command sets them.
LAMPS = ((0, 17), (1, 18), (2, 19), (3, 20), (4, 21), (5, 22), (6, 28), (7, 0), (15, 1))
# (button, ADC GPIO, kind, threshold 0-1023, lockout ms)
SLAPS = ((7, 26, "PIEZO", 200, 60), (15, 27, "PIEZO", 200, 60))


def board_id(uid):
    """12 hex digits (the most a HELLO has room for) from the flash chip's 8-byte unique id:
    its last 6 bytes with the first 2 folded in (xor), so that no bit of it is dropped."""
    tail = bytearray(uid[-6:])
    for i, b in enumerate(uid[:-6]):
        tail[i] ^= b
    return "".join("%02X" % b for b in tail)


def next_boot_id(path=BOOTS_FILE):
    """This run's boot id (PROTOCOL.md): the boot counter kept in flash, plus one. A missing
    or damaged counter starts again at a random value; a flash that cannot be written still
    boots."""
    try:
        with open(path) as f:
            boot = (int(f.read()) + 1) & 0xFFFF
    except (OSError, ValueError):
        boot = int.from_bytes(os.urandom(2), "big")
    try:
        with open(path + ".new", "w") as f:
            f.write("%d" % boot)
        os.rename(path + ".new", path)          # all or nothing, should the power go now
    except OSError:
        pass
    return boot


def load_calibration(path=CALIBRATION_FILE):
    """button -> (threshold, lockout us) as SET left them; {} when never set or unreadable."""
    kept = {}
    try:
        with open(path) as f:
            for line in f:
                button, threshold, lockout_ms = (int(w) for w in line.split())
                kept[button] = (threshold, lockout_ms * 1000)
    except (OSError, ValueError):
        return {}
    return kept


def save_calibration(adcs, path=CALIBRATION_FILE):
    """Every slap pad's threshold and lockout, all or nothing (a new file, then a rename)."""
    try:
        with open(path + ".new", "w") as f:
            for button, _, threshold, lockout_us in adcs:
                f.write("%d %d %d\n" % (button, threshold, lockout_us // 1000))
        os.rename(path + ".new", path)
    except OSError:
        pass


BOARD_ID = board_id(machine.unique_id())
BOOT_ID = next_boot_id()


def _crc_table():
    """CRC-8/SMBUS lookup table (poly 0x07)."""
    table = bytearray(256)
    for i in range(256):
        crc = i
        for _ in range(8):
            crc = ((crc << 1) ^ 0x07) & 0xFF if crc & 0x80 else (crc << 1) & 0xFF
        table[i] = crc
    return table


CRC = _crc_table()
OUT = sys.stdout.buffer


def send(payload):
    """Write payload + "*HH\\n" in one go."""
    crc = 0
    for b in payload.encode():
        crc = CRC[crc ^ b]
    OUT.write(("%s*%02X\n" % (payload, crc)).encode())


class Clock:
    """A 32-bit micros() built on ticks_us (which wraps at 2**30 on this port)."""

    def __init__(self):
        self.ref = time.ticks_us()
        self.base = 0

    def refresh(self):
        """Move the reference forward; call at least every few minutes."""
        now = time.ticks_us()
        self.base = (self.base + time.ticks_diff(now, self.ref)) & 0xFFFFFFFF
        self.ref = now

    def micros(self, ticks):
        """The 32-bit micros() of a ticks_us() reading taken near the reference."""
        return (self.base + time.ticks_diff(ticks, self.ref)) & 0xFFFFFFFF


class Pad:
    """Buttons, slap pads, sequence numbers and the host command handler."""

    def __init__(self):
        self.clock = Clock()
        self.pins = [None if p is None else Pin(p, Pin.IN, Pin.PULL_UP) for p in PINS]
        kept = load_calibration()
        self.kinds = {b: kind for b, _, kind, _, _ in SLAPS}
        self.adcs = [[b, ADC(Pin(g)), *kept.get(b, (thr, lock * 1000))]
                     for b, g, _, thr, lock in SLAPS]
        self.peaks, self.watching, self.levels_at = {b: 0 for b in self.kinds}, False, 0
        self.lamps = {b: PWM(Pin(g, Pin.OUT)) for b, g in LAMPS}
        for lamp in self.lamps.values():
            lamp.freq(1000)
            lamp.duty_u16(0)
        time.sleep_ms(2)
        self.down = [p is not None and p.value() == 0 for p in self.pins]
        self.last = [time.ticks_us()] * len(PINS)
        self.seq = 0
        self.cmd = b""
        self.poll = select.poll()
        self.poll.register(sys.stdin, select.POLLIN)

    def hello(self, reason):
        """HELLO, the SLAP lines, the COIN line and the LAMPS line."""
        if reason == "BOOT":
            OUT.write(b"\n")        # ends a line a reset cut in half (it cannot spoil HELLO)
        send("HELLO speedpad 1 %d %s %s %s %d %d" % (len(PINS), BOARD_ID, FIRMWARE, reason,
                                                     self.seq, BOOT_ID))
        for button, _, threshold, lockout_us in self.adcs:
            send("SLAP %d %s %d %d" % (button, self.kinds[button], threshold, lockout_us // 1000))
        send("COIN %d" % COIN_BUTTON)
        send("LAMPS " + " ".join("%d" % b for b, _ in LAMPS))

    def edge(self, button, down, ticks):
        """Report an edge stamped at `ticks`, and start its lockout."""
        self.down[button] = down
        self.last[button] = ticks
        send("E %d %d %s %d %d" % (self.seq, button, "D" if down else "U",
                                   self.clock.micros(ticks), BOOT_ID))
        self.seq = (self.seq + 1) & 0xFFFF

    def serve_host(self):
        """Read pending host bytes; answer PING at once, INFO with a HELLO."""
        while self.poll.poll(0):
            ch = sys.stdin.buffer.read(1)
            ticks = time.ticks_us()
            if ch not in (b"\n", b"\r"):
                self.cmd = (self.cmd + ch)[-40:]      # over-long commands fail below
                continue
            line, self.cmd = self.cmd, b""
            if line.startswith(b"PING ") and len(line) <= 32:
                self.pong(line[5:], ticks)
            elif line == b"INFO":
                self.hello("INFO")
            elif line.startswith((b"LAMP ", b"SET ", b"WATCH ")):
                self.checked(line)

    def checked(self, line):
        """LAMP, SET and WATCH carry the checksum of board lines; a bad one is noise."""
        star = line.rfind(b"*")
        crc = 0
        for b in line[:max(star, 0)]:
            crc = CRC[crc ^ b]
        try:
            if star <= 0 or int(line[star + 1:], 16) != crc:
                return
            words = line[:star].split(b" ")
            numbers = [int(w) for w in words[1:]]
        except ValueError:
            return
        if words[0] == b"LAMP" and len(numbers) == 2:
            self.lamp(*numbers)
        elif words[0] == b"SET" and len(numbers) == 3:
            self.calibrate(*numbers)
        elif words[0] == b"WATCH" and numbers in ([0], [1]):
            self.watching = numbers == [1]

    def lamp(self, button, level):
        """LAMP <button> <level 0-255>: that lamp's PWM duty."""
        if button in self.lamps and 0 <= level <= 255:
            self.lamps[button].duty_u16(level * 257)

    def calibrate(self, button, threshold, lockout_ms):
        """SET <button> <threshold> <lockout_ms>: kept in flash, answered with its SLAP line."""
        for pad in self.adcs:
            if pad[0] == button and threshold <= 1023 and lockout_ms <= 2000:
                pad[2], pad[3] = threshold, lockout_ms * 1000
                save_calibration(self.adcs)
                send("SLAP %d %s %d %d" % (button, self.kinds[button], threshold, lockout_ms))

    def send_levels(self):
        """While watched: each slap pad's peak since the last LEVEL line, every 100 ms."""
        now = time.ticks_us()
        if not self.watching or time.ticks_diff(now, self.levels_at) < LEVELS_EVERY_US:
            return
        self.levels_at = now
        for button in self.peaks:
            send("LEVEL %d %d" % (button, self.peaks[button]))
            self.peaks[button] = 0

    def pong(self, token, ticks):
        """PONG <token> <micros when the PING was read>; a bad token gets no answer."""
        try:
            text = token.decode()
            value = int(text)
        except (ValueError, UnicodeError):
            return
        if 0 <= value < 0x80000000 and text.isdigit():
            send("PONG %d %d %d" % (value, self.clock.micros(ticks), BOOT_ID))

    def scan(self):
        """Eager debounce of the buttons, threshold + lockout of the slap pads."""
        for i, pin in enumerate(self.pins):
            if pin is None:
                continue
            down = pin.value() == 0
            if down != self.down[i]:
                ticks = time.ticks_us()
                lockout = COIN_LOCKOUT_US if i == COIN_BUTTON else BUTTON_LOCKOUT_US
                if time.ticks_diff(ticks, self.last[i]) >= lockout:
                    self.edge(i, down, ticks)
        for button, adc, threshold, lockout_us in self.adcs:
            ticks = time.ticks_us()
            level = adc.read_u16() >> 6                  # 0-1023 like the AVR's analogRead
            self.peaks[button] = max(self.peaks[button], level)
            if time.ticks_diff(ticks, self.last[button]) < lockout_us:
                continue
            if not self.down[button] and level >= threshold:
                self.edge(button, True, ticks)
            elif self.down[button] and level < threshold // 2:
                self.edge(button, False, ticks)

    def run(self):
        """Say HELLO BOOT, then serve and scan forever."""
        self.hello("BOOT")
        refreshed = time.ticks_ms()
        while True:
            self.serve_host()
            self.scan()
            self.send_levels()
            if time.ticks_diff(time.ticks_ms(), refreshed) > 1000:
                self.clock.refresh()
                refreshed = time.ticks_ms()
                for i in range(len(self.last)):      # keep old stamps inside ticks_diff range
                    if time.ticks_diff(time.ticks_us(), self.last[i]) > 60_000_000:
                        self.last[i] = time.ticks_add(time.ticks_us(), -60_000_000)


if __name__ == "__main__":
    Pad().run()
