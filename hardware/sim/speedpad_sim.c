/* speedpad_sim.c - run a compiled speedpad firmware (ATmega328P build) under simavr, in real
 * time, with its UART bridged to a pty and its button pins driven from stdin.
 *
 * Build: cc -O2 -o speedpad_sim speedpad_sim.c -I/usr/include/simavr -lsimavr -lsimavrparts
 *        -lpthread -lelf   (Debian: libsimavr-dev, libsimavrparts1)
 * Run:   speedpad_sim firmware.elf
 * Prints "pty <path>" once the UART is on a pty. Then reads commands on stdin, one a line:
 *   pin <port letter> <bit> <0|1>   drive an input pin (buttons pull to 0 when pressed)
 *   bounce <port> <bit> <0|1> <n> <us>
 *                                   a contact that bounces: the pin goes to the value, then
 *                                   flips n more times, `us` apart on the board's clock,
 *                                   and settles at the value (n even)
 *   adc <channel 0-7> <millivolts>  put a voltage on an analog input (a slap pad's piezo or
 *                                   FSR; the board's reference is its 5 V supply)
 *   reset                           press the reset button (EEPROM, and so the boot count,
 *                                   survives it)
 *   eeprom <addr> <0..65535>        store a 16-bit value in EEPROM as the firmware's
 *                                   EEPROM.put does (little-endian): the boot counter is at 0
 *   peek <port letter> <bit>        read an output pin (a lamp's LED): answered "at <ns> <wall
 *                                   ns> <0|1>"
 *   quit
 * and answers each command with "at <ns> <wall ns>": when the pin changed on the simulation's
 * own timeline (its start on CLOCK_MONOTONIC, Python's perf_counter_ns, plus cycles / 16 MHz),
 * and on the wall clock. The simulation is paced to the wall clock, so the firmware's micros()
 * runs at real speed; but a loaded host can stop the simulator for a few ms, and the
 * simulated board is then briefly behind: it is the first time that its micros() stamps.
 * All button pins start high (the pull-ups).
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sim_avr.h"
#include "sim_elf.h"
#include "avr_adc.h"
#include "avr_eeprom.h"
#include "avr_extint.h"
#include "avr_ioport.h"
#include "parts/uart_pty.h"

#define FREQ 16000000UL
#define SUPPLY_MV 5000             /* VCC = AVCC = AREF: analogRead's default reference */
#define GAP_CYCLES (FREQ / 1000 * 8)   /* 8 ms: more than the firmware's 5 ms lockout */

static uint64_t sim_start;       /* CLOCK_MONOTONIC at cycle 0 */

static uint64_t now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

/* Every pin of ports B, C and D high, as the internal pull-ups hold an open button (low
 * first: a pin irq ignores a value it already has, and a reset cleared the port). */
static void pull_up_all(avr_t *avr) {
  const char ports[] = "BCD";
  for (int p = 0; p < 3; p++)
    for (int bit = 0; bit < 8; bit++) {
      avr_irq_t *irq = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(ports[p]), bit);
      avr_raise_irq(irq, 0);
      avr_raise_irq(irq, 1);
    }
}

/* A bouncing contact: the flips still to come on one pin, `every` cycles apart. */
typedef struct {
  avr_irq_t *pin;
  uint32_t value;
  int flips;
  avr_cycle_count_t every;
} bounce_t;

static avr_cycle_count_t bounce_flip(avr_t *avr, avr_cycle_count_t when, void *param) {
  bounce_t *b = (bounce_t *)param;
  b->value = !b->value;
  avr_raise_irq(b->pin, b->value);
  if (--b->flips > 0) return when + b->every;
  free(b);
  return 0;
}

/* Drive a pin to `value` now, then flip it `flips` times `us` apart (the last leaves it at
 * `value` when flips is even). */
static void bounce(avr_t *avr, avr_irq_t *pin, int value, int flips, int us) {
  avr_raise_irq(pin, value ? 1 : 0);
  if (flips <= 0) return;
  bounce_t *b = malloc(sizeof(bounce_t));
  if (!b) return;
  *b = (bounce_t){pin, value ? 1 : 0, flips, (avr_cycle_count_t)us * (FREQ / 1000000)};
  avr_cycle_timer_register(avr, b->every, bounce_flip, b);
}

/* "at <simulated ns> <wall ns>" for the command just done. */
static void report(avr_t *avr) {
  printf("at %llu %llu\n", (unsigned long long)(sim_start + avr->cycle * 1000000000ULL / FREQ),
         (unsigned long long)now_ns());
  fflush(stdout);
}

/* Handle one stdin command; 0 to stop. */
static int command(avr_t *avr, const char *line) {
  char port;
  int bit, value, channel, millivolts, flips, us, addr;
  if (strncmp(line, "quit", 4) == 0) return 0;
  if (strncmp(line, "reset", 5) == 0) {
    avr_reset(avr);
    pull_up_all(avr);          /* the reset clears the port registers, not the wiring */
    report(avr);
    return 1;
  }
  if (sscanf(line, "bounce %c %d %d %d %d", &port, &bit, &value, &flips, &us) == 5 &&
      bit >= 0 && bit < 8 && flips >= 0 && flips <= 100 && us > 0 && us <= 1000) {
    bounce(avr, avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(port), bit), value, flips, us);
    report(avr);
  } else if (sscanf(line, "pin %c %d %d", &port, &bit, &value) == 3 && bit >= 0 && bit < 8) {
    avr_raise_irq(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(port), bit), value ? 1 : 0);
    report(avr);
  } else if (sscanf(line, "eeprom %d %d", &addr, &value) == 2 && addr >= 0 && addr < 1023 &&
             value >= 0 && value <= 0xFFFF) {
    uint8_t bytes[2] = {(uint8_t)(value & 0xFF), (uint8_t)(value >> 8)};
    avr_eeprom_desc_t desc = {bytes, (uint16_t)addr, 2};
    avr_ioctl(avr, AVR_IOCTL_EEPROM_SET, &desc);
    report(avr);
  } else if (sscanf(line, "peek %c %d", &port, &bit) == 2 && bit >= 0 && bit < 8 &&
             (port == 'B' || port == 'C' || port == 'D')) {
    /* PORTB, PORTC, PORTD in data space (I/O 0x05, 0x08, 0x0B + 0x20): the output latch */
    uint8_t value = avr->data[port == 'B' ? 0x25 : port == 'C' ? 0x28 : 0x2B];
    printf("at %llu %llu %d\n", (unsigned long long)(sim_start + avr->cycle * 1000000000ULL /
           FREQ), (unsigned long long)now_ns(), (value >> bit) & 1);
    fflush(stdout);
  } else if (sscanf(line, "adc %d %d", &channel, &millivolts) == 2 && channel >= 0 &&
             channel < 8 && millivolts >= 0 && millivolts <= SUPPLY_MV) {
    avr_raise_irq(avr_io_getirq(avr, AVR_IOCTL_ADC_GETIRQ, ADC_IRQ_ADC0 + channel),
                  (uint32_t)millivolts);
    report(avr);
  } else {
    printf("error bad command: %s\n", line);
    fflush(stdout);
  }
  return 1;
}

/* Read what stdin holds (non-blocking) and do the commands that are due: one command at
 * least GAP_CYCLES of simulated time after the previous one (a host that stalled the
 * simulator must not squeeze a press and its release into one moment of the board's time).
 * 0 once asked to quit or stdin closed. */
static int serve_stdin(avr_t *avr, char *buf, size_t *len, size_t size) {
  static avr_cycle_count_t next_ok = 0;
  struct pollfd fd = {0, POLLIN, 0};
  if (poll(&fd, 1, 0) > 0) {
    ssize_t n = read(0, buf + *len, size - 1 - *len);
    if (n <= 0) return 0;
    *len += (size_t)n;
    buf[*len] = '\0';
  }
  char *nl;
  while (avr->cycle >= next_ok && (nl = strchr(buf, '\n')) != NULL) {
    *nl = '\0';
    if (!command(avr, buf)) return 0;
    next_ok = avr->cycle + GAP_CYCLES;
    memmove(buf, nl + 1, *len - (size_t)(nl + 1 - buf) + 1);
    *len -= (size_t)(nl + 1 - buf);
  }
  return 1;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s firmware.elf\n", argv[0]);
    return 2;
  }
  elf_firmware_t fw;
  memset(&fw, 0, sizeof(fw));
  if (elf_read_firmware(argv[1], &fw) != 0) {
    fprintf(stderr, "speedpad_sim: cannot read %s\n", argv[1]);
    return 1;
  }
  strcpy(fw.mmcu, "atmega328p");
  fw.frequency = FREQ;
  avr_t *avr = avr_make_mcu_by_name(fw.mmcu);
  if (!avr) {
    fprintf(stderr, "speedpad_sim: simavr has no atmega328p core\n");
    return 1;
  }
  /* Keep real time on a busy machine: a real-time priority if allowed (root), since a board
   * whose clock stops while the host runs something else is no crystal. */
  struct sched_param rt = {.sched_priority = 10};
  if (sched_setscheduler(0, SCHED_FIFO, &rt) != 0)
    fprintf(stderr, "speedpad_sim: no real-time priority (%s): timing may wander\n",
            strerror(errno));
  avr_init(avr);
  avr_load_firmware(avr, &fw);
  avr->vcc = avr->avcc = avr->aref = SUPPLY_MV;
  /* Buttons 0 and 1 sit on INT0/INT1 (D2, D3). The firmware enables no interrupt there, so
   * simavr must not poll their low level every cycle while they are held (it would run
   * several times slower than real time): held 2 s, the board kept real time. */
  avr_extint_set_strict_lvl_trig(avr, 0, 0);
  avr_extint_set_strict_lvl_trig(avr, 1, 0);
  pull_up_all(avr);
  static uart_pty_t pty;
  uart_pty_init(avr, &pty);
  uart_pty_connect(&pty, '0');
  printf("pty %s\n", pty.pty.slavename);
  fflush(stdout);
  fcntl(0, F_SETFL, fcntl(0, F_GETFL) | O_NONBLOCK);

  char buf[512] = "";
  size_t len = 0;
  uint64_t start = sim_start = now_ns();
  int state = cpu_Running;
  while (state != cpu_Done && state != cpu_Crashed) {
    for (int i = 0; i < 2000 && state != cpu_Done && state != cpu_Crashed; i++)
      state = avr_run(avr);
    uint64_t sim_ns = avr->cycle * 1000000000ULL / FREQ;
    uint64_t wall_ns = now_ns() - start;
    if (sim_ns > wall_ns + 200000) {       /* ahead of the clock: wait for it */
      struct timespec ts = {0, (long)(sim_ns - wall_ns)};
      nanosleep(&ts, NULL);
    }
    if (!serve_stdin(avr, buf, &len, sizeof(buf))) break;
  }
  fprintf(stderr, "speedpad_sim: %.3f s simulated in %.3f s\n",
          avr->cycle / (double)FREQ, (now_ns() - start) / 1e9);
  uart_pty_stop(&pty);
  return state == cpu_Crashed ? 1 : 0;
}
