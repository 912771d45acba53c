"""Play between machines: messages, the relay, a remote player as an input source.

See docs/NETWORK.md for the messages and the reasons behind them."""
