"""LIS3DH accelerometer over I2C, 100 Hz, high resolution, +-8 g range (board only)."""

import struct


class LIS3DH:
    NAME = "lis3dh"
    ADDRESSES = (0x18, 0x19)
    SCALE = 4000.0  # 16-bit left-justified; 4 mg per 12-bit digit at +-8 g

    def __init__(self, i2c, address=0x18):
        self.i2c = i2c
        self.address = address
        who = i2c.readfrom_mem(address, 0x0F, 1)[0]
        if who != 0x33:
            raise OSError("0x%02X is not a LIS3DH (WHO_AM_I 0x%02X)" % (address, who))
        i2c.writeto_mem(address, 0x20, b"\x57")  # 100 Hz, x y z on
        i2c.writeto_mem(address, 0x23, b"\xA8")  # block update, +-8 g, high resolution

    def read(self):
        raw = self.i2c.readfrom_mem(self.address, 0x28 | 0x80, 6)
        x, y, z = struct.unpack("<hhh", raw)
        return (x / self.SCALE, y / self.SCALE, z / self.SCALE)
