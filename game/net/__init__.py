"""Playing across computers: the headless server (``kennel serve``), its wire
protocol (../shared/spec/net.md), a client the app and the tests share, and a
latency proxy for trying it all over a slow network. Nothing here imports pygame."""
