"""`tavern_app()`: a screen's `self.app`, typed as the TavernApp it is."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import getters
from textual.message_pump import MessagePump

if TYPE_CHECKING:
    from tui.app import TavernApp


class tavern_app(getters.app["TavernApp"]):
    """`app = tavern_app()` in a screen or widget, as `textual.getters.app(TavernApp)` would be.

    tui.app imports the screens, so the class is looked up when `app` is first read, not when
    the screen's class is made.
    """

    def __init__(self) -> None:
        pass

    def __get__(self, obj: MessagePump, obj_type: type[MessagePump]) -> TavernApp:
        from tui.app import TavernApp

        self._app_type = TavernApp
        return super().__get__(obj, obj_type)
