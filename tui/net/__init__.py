"""Tables across the network: the protocol (`protocol`), `tavern host` (`host`, `server`) and
the seat a board screen plays through at a host (`client.RemoteTable`). See docs/network.md."""
