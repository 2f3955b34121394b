"""MPU-6050 accelerometer over I2C, +-8 g range, 44 Hz low-pass (board only)."""

import struct


class MPU6050:
    NAME = "mpu6050"
    ADDRESS = 0x68
    SCALE = 4096.0  # LSB per g at +-8 g

    def __init__(self, i2c, address=ADDRESS):
        self.i2c = i2c
        self.address = address
        who = i2c.readfrom_mem(address, 0x75, 1)[0]
        if who not in (0x68, 0x70, 0x72):
            raise OSError("0x%02X is not an MPU-6050 (WHO_AM_I 0x%02X)" % (address, who))
        i2c.writeto_mem(address, 0x6B, b"\x00")  # wake up
        i2c.writeto_mem(address, 0x1A, b"\x03")  # DLPF 44 Hz
        i2c.writeto_mem(address, 0x1C, b"\x10")  # +-8 g

    def read(self):
        x, y, z = struct.unpack(">hhh", self.i2c.readfrom_mem(self.address, 0x3B, 6))
        return (x / self.SCALE, y / self.SCALE, z / self.SCALE)
