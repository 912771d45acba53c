"""Build the speedpad firmware and its simulator harness: `python tools/firmware.py` (make firmware).

- hardware/firmware/speedpad_avr for an Arduino Leonardo (ATmega32u4, native USB) and an
  Arduino Uno / Nano (ATmega328P), with Debian's arduino-builder + arduino-core-avr + gcc-avr:
  build/firmware/<board>/speedpad_avr.ino.hex (and .elf);
- hardware/sim/speedpad_sim.c, the simavr harness that runs the 328P build with its UART on a
  pty (libsimavr-dev): build/firmware/speedpad_sim.
Each is rebuilt only when its sources changed. One line per artefact; a failure is one line
naming what failed and the build log's path, and exit status 1.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SKETCH = ROOT / "hardware" / "firmware" / "speedpad_avr" / "speedpad_avr.ino"
HARNESS = ROOT / "hardware" / "sim" / "speedpad_sim.c"
OUT = ROOT / "build" / "firmware"
BOARDS = {"leonardo": "arduino:avr:leonardo", "uno": "arduino:avr:uno"}
# Debian's arduino-core-avr needs the global platform file of arduino-builder, and its C++
# library headers want DECIMAL_DIG defined.
BUILDER = ["arduino-builder", "-compile", "-hardware", "/usr/share/arduino/hardware",
           "-hardware", "/usr/share/arduino-builder", "-tools", "/usr/bin",
           "-prefs=compiler.cpp.extra_flags=-DDECIMAL_DIG=17", "-warnings", "default"]
HARNESS_CC = ["cc", "-O2", "-I/usr/include/simavr", "-o"]
HARNESS_LIBS = ["-lsimavr", "-lsimavrparts", "-lpthread"]


class BuildError(Exception):
    """A step failed; the message is one line."""


def hex_path(board: str) -> Path:
    """Where the firmware hex for `board` ("leonardo", "uno") is built."""
    return OUT / board / f"{SKETCH.name}.hex"


def elf_path(board: str) -> Path:
    return OUT / board / f"{SKETCH.name}.elf"


SIM = OUT / "speedpad_sim"


def _fresh(target: Path, *sources: Path) -> bool:
    """Is `target` newer than every source?"""
    return target.exists() and all(target.stat().st_mtime >= s.stat().st_mtime for s in sources)


def _run(cmd: list[str], log: Path, what: str) -> None:
    """Run a build step, keeping its output in `log`; BuildError naming it on failure."""
    log.parent.mkdir(parents=True, exist_ok=True)
    if not shutil.which(cmd[0]):
        raise BuildError(f"{what}: {cmd[0]} is not installed (make firmware-deps installs it)")
    with log.open("w") as out:
        done = subprocess.run(cmd, stdout=out, stderr=subprocess.STDOUT)
    if done.returncode:
        last = [line for line in log.read_text().splitlines() if line.strip()][-1:]
        raise BuildError(f"{what} failed ({last[0][:160] if last else 'no output'}); "
                         f"log: {log}")


def build_board(board: str) -> Path:
    """Compile the AVR sketch for one board; its hex file."""
    return _compile(SKETCH, board, OUT / board, OUT / f"{board}.log")


def _compile(sketch: Path, board: str, build: Path, log: Path) -> Path:
    """Compile `sketch` for `board` into `build` (unless fresh); its hex file."""
    target = build / f"{sketch.name}.hex"
    if _fresh(target, sketch):
        return target
    build.mkdir(parents=True, exist_ok=True)
    _run(BUILDER + ["-fqbn", BOARDS[board], "-build-path", str(build), str(sketch)],
         log, f"firmware for {board}")
    if not target.exists():
        raise BuildError(f"firmware for {board}: no {target.name} produced; log: {log}")
    return target


def build_variant(name: str, board: str, changes: dict[str, str]) -> Path:
    """The AVR sketch with some lines replaced (`changes`: old line -> new line), built
    for `board` under build/firmware/variants/<name>; its elf file. For tests."""
    text = SKETCH.read_text()
    for old, new in changes.items():
        if old not in text:
            raise BuildError(f"variant {name}: the sketch has no line {old!r}")
        text = text.replace(old, new)
    sketch = OUT / "variants" / name / SKETCH.stem / SKETCH.name
    sketch.parent.mkdir(parents=True, exist_ok=True)
    if not sketch.exists() or sketch.read_text() != text:
        sketch.write_text(text)
    build = sketch.parent.parent / "build"
    return _compile(sketch, board, build, build.parent / "build.log").with_suffix(".elf")


def build_harness() -> Path:
    """Compile the simavr harness."""
    if _fresh(SIM, HARNESS):
        return SIM
    _run(HARNESS_CC + [str(SIM), str(HARNESS)] + HARNESS_LIBS, OUT / "speedpad_sim.log",
         "simavr harness")
    return SIM


def build_all() -> list[Path]:
    """Every artefact, built if needed."""
    return [build_board(board) for board in BOARDS] + [build_harness()]


def main() -> int:
    try:
        for path in build_all():
            size = path.stat().st_size
            print(f"built {path.relative_to(ROOT)} ({size} bytes)")
    except BuildError as error:
        print(f"firmware: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
