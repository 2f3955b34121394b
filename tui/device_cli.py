"""`tavern device`: the dice box's own command (`device.cli`), with its tokens kept in Tavern's token file.

`device` does no file keeping of its own: `learn` is handed the `TokenFile` of
`--tokens FILE`, or `tokens.toml` in Tavern's config folder.
"""

from __future__ import annotations

import argparse

from device import cli
from tui.storage import TokenFile

add_arguments = cli.add_arguments


def run(args: argparse.Namespace) -> int:
    return cli.run(args, TokenFile(args.tokens))
