"""MFRC522 RFID/NFC reader over SPI: just enough to read a card's UID (board only).

Request (REQA) then anticollision, cascade level 1: 4-byte UIDs are read
whole; 7-byte UIDs give their first cascade level, stable for one token.
"""

REG_COMMAND, REG_COM_IRQ, REG_ERROR, REG_FIFO_DATA, REG_FIFO_LEVEL = 0x01, 0x04, 0x06, 0x09, 0x0A
REG_CONTROL, REG_BIT_FRAMING, REG_MODE, REG_TX_CONTROL, REG_TX_ASK = 0x0C, 0x0D, 0x11, 0x14, 0x15
REG_T_MODE, REG_T_PRESCALER, REG_T_RELOAD_H, REG_T_RELOAD_L = 0x2A, 0x2B, 0x2C, 0x2D
CMD_IDLE, CMD_TRANSCEIVE, CMD_SOFT_RESET = 0x00, 0x0C, 0x0F
PICC_REQA, PICC_ANTICOLL = 0x26, 0x93


class MFRC522:
    def __init__(self, spi, cs, reset):
        self.spi = spi
        self.cs = cs
        self.cs.value(1)
        reset.value(1)
        self._write(REG_COMMAND, CMD_SOFT_RESET)
        self._write(REG_T_MODE, 0x8D)
        self._write(REG_T_PRESCALER, 0x3E)
        self._write(REG_T_RELOAD_L, 30)
        self._write(REG_T_RELOAD_H, 0)
        self._write(REG_TX_ASK, 0x40)
        self._write(REG_MODE, 0x3D)
        if not self._read(REG_TX_CONTROL) & 0x03:
            self._write(REG_TX_CONTROL, self._read(REG_TX_CONTROL) | 0x03)  # antenna on

    def _write(self, register, value):
        self.cs.value(0)
        self.spi.write(bytes(((register << 1) & 0x7E, value)))
        self.cs.value(1)

    def _read(self, register):
        self.cs.value(0)
        self.spi.write(bytes((((register << 1) & 0x7E) | 0x80,)))
        value = self.spi.read(1)[0]
        self.cs.value(1)
        return value

    def _transceive(self, data, bits=0):
        self._write(REG_COMMAND, CMD_IDLE)
        self._write(REG_COM_IRQ, 0x7F)
        self._write(REG_FIFO_LEVEL, 0x80)
        for byte in data:
            self._write(REG_FIFO_DATA, byte)
        self._write(REG_BIT_FRAMING, bits)
        self._write(REG_COMMAND, CMD_TRANSCEIVE)
        self._write(REG_BIT_FRAMING, self._read(REG_BIT_FRAMING) | 0x80)
        for _ in range(2000):
            irq = self._read(REG_COM_IRQ)
            if irq & 0x30 or irq & 0x01:
                break
        self._write(REG_BIT_FRAMING, self._read(REG_BIT_FRAMING) & 0x7F)
        if not irq & 0x30 or self._read(REG_ERROR) & 0x1B:
            return None
        return bytes(self._read(REG_FIFO_DATA) for _ in range(self._read(REG_FIFO_LEVEL)))

    def read_uid(self):
        """The UID bytes of the card on the reader, or None."""
        if self._transceive((PICC_REQA,), bits=0x07) is None:
            return None
        answer = self._transceive((PICC_ANTICOLL, 0x20))
        if not answer or len(answer) != 5:
            return None
        check = 0
        for byte in answer[:4]:
            check ^= byte
        return answer[:4] if check == answer[4] else None
