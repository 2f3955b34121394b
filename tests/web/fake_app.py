"""A stand-in for Tavern behind `tavern serve`: it speaks textual-serve's app protocol just enough to
tell the browser the data folder it was given (`TAVERN_DATA_DIR`), then waits for textual-serve's quit."""

from __future__ import annotations

import json
import os
import sys


def packet(kind: bytes, payload: bytes) -> bytes:
    return kind + len(payload).to_bytes(4, "big") + payload


def main() -> None:
    out, inp = sys.stdout.buffer, sys.stdin.buffer
    out.write(b"__GANGLION__\n" + packet(b"D", os.environ.get("TAVERN_DATA_DIR", "").encode()))
    out.flush()
    while len(head := inp.read(5)) == 5:
        payload = inp.read(int.from_bytes(head[1:], "big"))
        if head[:1] == b"M" and json.loads(payload).get("type") == "quit":
            return


if __name__ == "__main__":
    main()
