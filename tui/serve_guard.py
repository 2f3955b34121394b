"""What `tavern serve` answers: requests to its own addresses, WebSockets from its own page, and page
messages in textual-serve's shape.

A web page on any site the player visits may open `ws://localhost:8000/ws` (cross-site WebSocket
hijacking), and a name of that site's that resolves to 127.0.0.1 sends its own `Host` (DNS rebinding).
So every request must name one of the server's addresses in `Host`, and a WebSocket (and any request that
says where it comes from) must come from the page's own `Origin`. The addresses are the one it listens on
(`--host`, `--port`; for a loopback name, all three loopback names, since the page at `localhost` and at
`127.0.0.1` is the same page) and the address people type (`--public-url`).

No aiohttp here: `tui.serve_server` applies these checks to its requests.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

LOOPBACK = ("localhost", "127.0.0.1", "::1")
WILDCARD = ("", "0.0.0.0", "::")
DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}
MAX_TERMINAL = 1000
"""The widest (and tallest) terminal a page may ask for, in cells: a larger one is a malformed message."""
PAGE_MESSAGES = ("stdin", "resize", "ping", "blur", "focus")
"""What textual-serve's page sends: `["stdin", text]`, `["resize", {"width": w, "height": h}]`,
`["ping", data]`, `["blur"]`, `["focus"]`."""


def _endpoint(url: str) -> tuple[str, str, int] | None:
    """(scheme, host name, port) of a URL, the port filled in from the scheme; None when it is not one."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        return None
    scheme = parts.scheme.lower()
    if scheme not in DEFAULT_PORTS or not parts.hostname:
        return None
    return scheme, parts.hostname.lower().rstrip("."), port if port is not None else DEFAULT_PORTS[scheme]


def netloc(name: str, port: int) -> str:
    """`name:port`, an IPv6 address in brackets."""
    return f"[{name}]:{port}" if ":" in name else f"{name}:{port}"


@dataclass(frozen=True)
class Addresses:
    """The addresses one `tavern serve` answers to: `Host` values as (name, port), origins as (scheme, name, port)."""

    hosts: frozenset[tuple[str, int]]
    origins: frozenset[tuple[str, str, int]]
    public_url: str

    @classmethod
    def served(cls, host: str, port: int, public_url: str | None = None) -> Addresses:
        """The addresses of a server listening on `host`:`port`, typed by people as `public_url` (if given)."""
        name = host.lower().strip("[]")
        names = LOOPBACK if name in LOOPBACK or name in WILDCARD else (name,)
        hosts = {(each, port) for each in names}
        origins = {("http", each, port) for each in names}
        public = public_url or f"http://{netloc(names[0] if name in WILDCARD else name, port)}"
        found = _endpoint(public)
        if found is None:
            raise ValueError(f"--public-url must be an http:// or https:// address, e.g. https://tavern.example "
                             f"(got {public_url!r})")
        scheme, public_name, public_port = found
        hosts.add((public_name, public_port))
        origins.add((scheme, public_name, public_port))
        return cls(frozenset(hosts), frozenset(origins), public.rstrip("/"))

    def host_allowed(self, header: str | None) -> bool:
        """Whether a request's `Host` names this server (a name without a port means the scheme's default)."""
        if not header:
            return False
        found = _endpoint(f"http://{header.strip()}")
        if found is None:
            return False
        _, name, port = found
        if ":" in header.rsplit("]", 1)[-1]:
            return (name, port) in self.hosts
        return (name, 80) in self.hosts or (name, 443) in self.hosts

    def origin_allowed(self, header: str | None) -> bool:
        """Whether a request's `Origin` is this server's own page (never `null`, never another site)."""
        found = _endpoint(header.strip()) if header else None
        return found is not None and found in self.origins


class MalformedMessage(ValueError):
    """A page message that is not in textual-serve's shape; the text says what is wrong, in a few words."""


def page_message(text: str) -> tuple[str, Any]:
    """(kind, data) of a text message from the page; `MalformedMessage` saying what is wrong otherwise.

    A kind the page does not send is ("", None): textual-serve ignores those, and so does Tavern.
    """
    try:
        envelope = json.loads(text)
    except (ValueError, RecursionError):
        raise MalformedMessage("not JSON") from None
    if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
        raise MalformedMessage("not a list that starts with a kind")
    kind, data = envelope[0], envelope[1] if len(envelope) > 1 else None
    if kind not in PAGE_MESSAGES:
        return "", None
    if kind == "stdin" and not isinstance(data, str):
        raise MalformedMessage("stdin without text")
    if kind == "resize":
        size = data if isinstance(data, dict) else {}
        if not all(type(size.get(side)) is int and 1 <= size[side] <= MAX_TERMINAL for side in ("width", "height")):
            raise MalformedMessage(f"resize without a width and height from 1 to {MAX_TERMINAL}")
    if kind == "ping" and not (isinstance(data, str) and len(data) <= 100):
        raise MalformedMessage("ping without a short text")
    return kind, data


def terminal_size(text: str | None, default: int) -> int:
    """A width or height from the page's address, within 1..MAX_TERMINAL (`default` when it is not a number)."""
    try:
        value = int(text or "")
    except ValueError:
        return default
    return min(max(value, 1), MAX_TERMINAL)
