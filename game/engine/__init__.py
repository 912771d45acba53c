"""The pure rules engine: no pygame, no clock. Deterministic given seed, options and intents."""
