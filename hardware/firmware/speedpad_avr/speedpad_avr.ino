// speedpad_avr.ino - Speed arcade buttons + slap pads + a coin input, serial protocol 1.2
// (../../PROTOCOL.md).
// Boards: ATmega32u4 with native USB (Arduino Leonardo / Micro, SparkFun Pro Micro), or
// ATmega328P (Arduino Uno / Nano: USB through the board's serial chip, pins 0-1 taken).
// Wiring: ../../WIRING.md. Buttons short their pin to GND (internal pull-ups, active low);
// slap pads (piezo or FSR) go to analog inputs.
//
// Every edge is stamped with micros() when it is seen, so USB and host delays never change
// who pressed first. Debounce is eager: report the first change at once, then ignore the pin
// for a lockout. Each line is written whole and flushed at once.

#include <Arduino.h>
#include <EEPROM.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// ---- configuration -----------------------------------------------------------------------
constexpr char BOARD_ID[] = "P1";      // unique per machine, 1-12 of A-Z a-z 0-9 _ . -
constexpr char FIRMWARE[] = "avr-1.3"; // 1-8 of the same
const unsigned long BUTTON_LOCKOUT_US = 5000;
// A coin mech closes its switch for 20-100 ms per coin, and its contact bounces: after each
// reported edge the coin pin is ignored this long, so one pulse is one D and one U.
const unsigned long COIN_LOCKOUT_US = 15000;

// Protocol button number = index in PINS. -1 marks a slap pad (listed in SLAPS).
// Player 1: b0-b4 card buttons, b5-b6 pile buttons, b7 slap pad; player 2: b8-b15 likewise;
// b16 the coin mech's switch (declared with a COIN line).
#if defined(__AVR_ATmega328P__)
// Uno / Nano: D0-D1 are the serial line to the USB chip; A0-A1 read the slap pads; A4 coin.
const int8_t PINS[] = {2, 3, 4, 5, 6, 7, 8, -1,
                       9, 10, 11, 12, 13, A2, A3, -1, A4};
#else
// Leonardo / Micro / Pro Micro: A2 (D20) is the coin input.
const int8_t PINS[] = {2, 3, 4, 5, 6, 7, 8, -1,
                       9, 10, 16, 14, 15, 0, 1, -1, A2};
#endif
const uint8_t COIN_BUTTON = 16;        // -> "COIN 16" after the HELLO

// Button lamps (an LED per button, through a resistor or a driver): the pin of each button's
// lamp, -1 for none; declared with a LAMPS line, driven by the host's LAMP command (with
// PWM where the pin has it, else on at a level of 128 or more).
#if defined(__AVR_ATmega328P__)
// Uno / Nano: A5 is the one pin left: player 1's slap pad lamp (on/off).
const int8_t LAMP_PINS[] = {-1, -1, -1, -1, -1, -1, -1, A5, -1, -1, -1, -1, -1, -1, -1, -1, -1};
#else
// Leonardo: D11 and D13 (PWM) light the slap pads; A3, A4, A5, D12 are left for more.
const int8_t LAMP_PINS[] = {-1, -1, -1, -1, -1, -1, -1, 11, -1, -1, -1, -1, -1, -1, -1, 13, -1};
#endif
static_assert(sizeof(LAMP_PINS) == sizeof(PINS), "LAMP_PINS: one entry per button");
const uint8_t BUTTONS = sizeof(PINS) / sizeof(PINS[0]);

struct SlapPad {
  uint8_t button;      // its protocol button number (PINS[button] == -1)
  uint8_t pin;         // analog input
  const char *kind;    // "PIEZO" or "FSR"
  uint16_t threshold;  // 0-1023 ADC counts: a reading at or above this is a hit
  uint16_t lockoutMs;  // ignore the pad this long after each reported edge
};
const SlapPad SLAPS[] = {{7, A0, "PIEZO", 200, 60}, {15, A1, "PIEZO", 200, 60}};
const uint8_t SLAP_COUNT = sizeof(SLAPS) / sizeof(SLAPS[0]);
// The operator's calibration (SET), kept in EEPROM after the boot counter: per pad its
// threshold and lockout (0xFFFF: never set, the defaults above).
const int CALIBRATION_AT = 4;
uint16_t threshold[SLAP_COUNT], lockoutMs[SLAP_COUNT];
uint16_t peak[SLAP_COUNT];     // highest reading since the last LEVEL line (WATCH 1)
bool watching = false;
unsigned long lastLevels = 0;
const unsigned long LEVELS_EVERY_US = 100000;

// Every line fits 64 bytes (PROTOCOL.md); the longest HELLO (seq and boot id 65535) does only
// with a board id of at most 12 characters and a firmware version of at most 8.
const uint8_t MAX_LINE = 64;           // bytes, with "*HH" and the newline
constexpr bool nameChar(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
         c == '_' || c == '.' || c == '-';
}
constexpr bool nameChars(const char *s) { return *s == '\0' || (nameChar(*s) && nameChars(s + 1)); }
static_assert(sizeof(BOARD_ID) >= 2 && sizeof(BOARD_ID) - 1 <= 12, "BOARD_ID: 1-12 characters");
static_assert(sizeof(FIRMWARE) >= 2 && sizeof(FIRMWARE) - 1 <= 8, "FIRMWARE: 1-8 characters");
static_assert(nameChars(BOARD_ID) && nameChars(FIRMWARE), "BOARD_ID, FIRMWARE: A-Z a-z 0-9 _ . -");

// ---- state -------------------------------------------------------------------------------
bool down[BUTTONS];            // last reported state of each button
unsigned long lastEdge[BUTTONS];  // micros() of its last reported edge
uint16_t seq = 0;              // sequence number of the next edge (wraps at 65536)
uint16_t bootId = 0;           // this run's boot id: a boot counter kept in EEPROM
char cmd[33];                  // host command being received
uint8_t cmdLen = 0;
bool cmdTooLong = false;

// CRC-8/SMBUS (poly 0x07, init 0): the checksum after '*' on every line.
uint8_t crc8(const char *s, uint8_t n) {
  uint8_t crc = 0;
  for (uint8_t i = 0; i < n; i++) {
    crc ^= (uint8_t)s[i];
    for (uint8_t b = 0; b < 8; b++) crc = (crc & 0x80) ? (uint8_t)((crc << 1) ^ 0x07) : (uint8_t)(crc << 1);
  }
  return crc;
}

// Format a payload, add "*HH\n", write it in one go and flush (at most MAX_LINE bytes).
void sendf(const char *fmt, ...) {
  static const char HEXDIGITS[] = "0123456789ABCDEF";
  const int maxPayload = MAX_LINE - 4;               // room for "*HH\n"
  char line[MAX_LINE];
  va_list args;
  va_start(args, fmt);
  int n = vsnprintf(line, maxPayload + 1, fmt, args);
  va_end(args);
  if (n < 0 || n > maxPayload) return;               // never send a truncated line
  uint8_t c = crc8(line, n);
  line[n++] = '*';
  line[n++] = HEXDIGITS[c >> 4];
  line[n++] = HEXDIGITS[c & 15];
  line[n++] = '\n';
  Serial.write((const uint8_t *)line, n);
  Serial.flush();
}

void sendHello(const char *reason) {
  sendf("HELLO speedpad 1 %u %s %s %s %u %u", BUTTONS, BOARD_ID, FIRMWARE, reason, seq, bootId);
  for (uint8_t k = 0; k < SLAP_COUNT; k++)
    sendf("SLAP %u %s %u %u", SLAPS[k].button, SLAPS[k].kind, threshold[k], lockoutMs[k]);
  sendf("COIN %u", COIN_BUTTON);
  char lamps[MAX_LINE - 4] = "LAMPS";
  uint8_t n = 5;
  for (uint8_t i = 0; i < BUTTONS; i++)
    if (LAMP_PINS[i] >= 0 && n < sizeof(lamps) - 5) n += snprintf(lamps + n, sizeof(lamps) - n, " %u", i);
  if (n > 5) sendf("%s", lamps);
}

// Host commands that change something carry the checksum of board lines: "<payload>*HH".
// The payload's numbers (after the keyword of `skip` bytes) into `v`; false on any fault.
bool checkedNumbers(const char *s, uint8_t skip, unsigned long *v, uint8_t count) {
  const char *star = strrchr(s, '*');
  if (star == NULL || strlen(star) != 3) return false;
  if (strtoul(star + 1, NULL, 16) != crc8(s, (uint8_t)(star - s))) return false;  // noise
  const char *at = s + skip;
  for (uint8_t i = 0; i < count; i++) {
    char *end;
    v[i] = strtoul(at, &end, 10);
    if (end == at || *end != (i + 1 < count ? ' ' : '*')) return false;
    at = end + 1;
  }
  return true;
}

// LAMP <button> <level>*HH: set that button's lamp.
void handleLamp(const char *s) {
  unsigned long v[2];
  if (!checkedNumbers(s, 5, v, 2) || v[0] >= BUTTONS || v[1] > 255 || LAMP_PINS[v[0]] < 0) return;
  analogWrite(LAMP_PINS[v[0]], (int)v[1]);
}

// SET <button> <threshold> <lockout_ms>*HH: a slap pad's calibration, kept in EEPROM; the
// answer is its SLAP line as it now stands.
void handleSet(const char *s) {
  unsigned long v[3];
  if (!checkedNumbers(s, 4, v, 3) || v[1] > 1023 || v[2] > 2000) return;
  for (uint8_t k = 0; k < SLAP_COUNT; k++) {
    if (SLAPS[k].button != v[0]) continue;
    threshold[k] = (uint16_t)v[1];
    lockoutMs[k] = (uint16_t)v[2];
    EEPROM.put(CALIBRATION_AT + 4 * k, threshold[k]);
    EEPROM.put(CALIBRATION_AT + 4 * k + 2, lockoutMs[k]);
    sendf("SLAP %u %s %u %u", SLAPS[k].button, SLAPS[k].kind, threshold[k], lockoutMs[k]);
  }
}

// WATCH <0|1>*HH: LEVEL lines of each slap pad's peak, every 100 ms, while 1.
void handleWatch(const char *s) {
  unsigned long v[1];
  if (checkedNumbers(s, 6, v, 1) && v[0] <= 1) watching = v[0] == 1;
}

void sendLevels() {
  unsigned long t = micros();
  if (!watching || t - lastLevels < LEVELS_EVERY_US) return;
  lastLevels = t;
  for (uint8_t k = 0; k < SLAP_COUNT; k++) {
    sendf("LEVEL %u %u", SLAPS[k].button, peak[k]);
    peak[k] = 0;
  }
}

void loadCalibration() {
  for (uint8_t k = 0; k < SLAP_COUNT; k++) {
    EEPROM.get(CALIBRATION_AT + 4 * k, threshold[k]);
    EEPROM.get(CALIBRATION_AT + 4 * k + 2, lockoutMs[k]);
    if (threshold[k] > 1023) threshold[k] = SLAPS[k].threshold;   // 0xFFFF: erased
    if (lockoutMs[k] > 2000) lockoutMs[k] = SLAPS[k].lockoutMs;
  }
}

void sendEdge(uint8_t button, bool isDown, unsigned long t) {
  down[button] = isDown;
  lastEdge[button] = t;
  sendf("E %u %u %c %lu %u", seq, button, isDown ? 'D' : 'U', t, bootId);
  seq++;  // uint16_t: wraps 65535 -> 0 as the protocol says
}

// PING <token> -> PONG <token> <micros when the line was read>; INFO -> HELLO INFO.
void handleCommand(const char *s, unsigned long t) {
  if (strncmp(s, "PING ", 5) == 0) {
    char *end;
    unsigned long token = strtoul(s + 5, &end, 10);
    if (end != s + 5 && *end == '\0' && token < 0x80000000UL) sendf("PONG %lu %lu %u", token, t, bootId);
  } else if (strcmp(s, "INFO") == 0) {
    sendHello("INFO");
  } else if (strncmp(s, "LAMP ", 5) == 0) {
    handleLamp(s);
  } else if (strncmp(s, "SET ", 4) == 0) {
    handleSet(s);
  } else if (strncmp(s, "WATCH ", 6) == 0) {
    handleWatch(s);
  }
}

void readHost() {
  while (Serial.available() > 0) {
    int c = Serial.read();
    unsigned long t = micros();
    if (c == '\n' || c == '\r') {
      cmd[cmdLen] = '\0';
      if (cmdLen > 0 && !cmdTooLong) handleCommand(cmd, t);
      cmdLen = 0;
      cmdTooLong = false;
    } else if (cmdLen < sizeof(cmd) - 1) {
      cmd[cmdLen++] = (char)c;
    } else {
      cmdTooLong = true;   // ignore the whole over-long command
    }
  }
}

// Eager debounce: a change is reported at once, then the pin is ignored for the lockout.
void scanButtons() {
  for (uint8_t i = 0; i < BUTTONS; i++) {
    if (PINS[i] < 0) continue;
    bool isDown = digitalRead(PINS[i]) == LOW;
    unsigned long t = micros();
    unsigned long lockout = i == COIN_BUTTON ? COIN_LOCKOUT_US : BUTTON_LOCKOUT_US;
    if (isDown != down[i] && t - lastEdge[i] >= lockout) sendEdge(i, isDown, t);
  }
}

// A hit is a reading >= threshold; release once below threshold/2. Lockout after each edge.
void scanSlaps() {
  for (uint8_t k = 0; k < SLAP_COUNT; k++) {
    const SlapPad &s = SLAPS[k];
    unsigned long t = micros();              // the ADC samples at the start of the read
    uint16_t v = analogRead(s.pin);
    if (v > peak[k]) peak[k] = v;
    if (t - lastEdge[s.button] < lockoutMs[k] * 1000UL) continue;
    if (!down[s.button] && v >= threshold[k]) sendEdge(s.button, true, t);
    else if (down[s.button] && v < threshold[k] / 2) sendEdge(s.button, false, t);
  }
}

void setup() {
  for (uint8_t i = 0; i < BUTTONS; i++) {
    if (PINS[i] >= 0) pinMode(PINS[i], INPUT_PULLUP);
    if (LAMP_PINS[i] >= 0) { pinMode(LAMP_PINS[i], OUTPUT); digitalWrite(LAMP_PINS[i], LOW); }
  }
  delay(2);  // let the pull-ups settle, then take the held state without reporting it
  for (uint8_t i = 0; i < BUTTONS; i++) {
    down[i] = PINS[i] >= 0 && digitalRead(PINS[i]) == LOW;
    lastEdge[i] = micros();
  }
  EEPROM.get(0, bootId);  // count boots: every run has its own id (0xFFFF when erased)
  bootId++;
  EEPROM.put(0, bootId);
  loadCalibration();
  Serial.begin(115200);
  Serial.write('\n');     // ends a line that a reset cut in half, so it cannot spoil the HELLO
  sendHello("BOOT");  // lost if no host has the port open yet: the host asks with INFO
}

void loop() {
  readHost();
  scanButtons();
  scanSlaps();
  sendLevels();
}
