"""Tavern's dice box: a USB board with a real die, tokens and buttons.

The app uses:
    DeviceLink(port)      the connection (start/stop, status, events, subscribe)
    DeviceDice(link)      rolls for an engine DiceRequest from the board, or DiceFallback
    VirtualDice, TypedDice  the other dice sources
    TokenBook             token UID -> name bindings, as TOML text (the app keeps them in tokens.toml)
    schema.problem(m)     what is wrong with a message from the board, or None
The firmware is in device/firmware, the emulator in device/emulator.
"""

from device.link import DeviceLink, LinkStats
from device.sources import DeviceDice, DiceFallback, TypedDice, VirtualDice
from device.token_book import TokenBook, TokenBookError

__all__ = ["DeviceDice", "DeviceLink", "DiceFallback", "LinkStats", "TokenBook", "TokenBookError",
           "TypedDice", "VirtualDice"]
