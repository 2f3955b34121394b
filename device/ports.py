"""Finding the dice box among the computer's serial ports."""

from __future__ import annotations

from dataclasses import dataclass

from serial.tools import list_ports

# (USB vendor id, product id) -> what such a port is. The board runs stock MicroPython.
BOARD_IDS = {(0x2E8A, 0x0005): "Raspberry Pi Pico running MicroPython"}


@dataclass(frozen=True)
class PortInfo:
    """One serial port as the system reports it."""

    device: str
    vid: int | None
    pid: int | None
    description: str
    serial_number: str | None

    @property
    def looks_like_board(self) -> bool:
        return (self.vid, self.pid) in BOARD_IDS

    @property
    def usb_id(self) -> str:
        return f"{self.vid:04X}:{self.pid:04X}" if self.vid is not None else "-"


def list_serial_ports() -> list[PortInfo]:
    """Every serial port, boards first."""
    ports = [PortInfo(p.device, p.vid, p.pid, p.description or "", p.serial_number)
             for p in list_ports.comports()]
    return sorted(ports, key=lambda p: (not p.looks_like_board, p.device))


def find_board_port() -> str | None:
    """The device path of the first port that looks like a dice box, or None."""
    for port in list_serial_ports():
        if port.looks_like_board:
            return port.device
    return None
